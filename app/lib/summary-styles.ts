// Browser-side restyling of an AI summary: deterministic rewrites of the stored text
// (no model call), so a reader can skim it the way they like. The stored text never changes.
import { splitSentences } from "#contracts/sentences.ts";
export const summaryStyles = {
  "executive-brief": "Executive brief",
  "bullet-points": "Bullet points",
  "ops-checklist": "Operations checklist",
  "skeptical-buyer": "Skeptical buyer",
  "founder-note": "Founder's note",
  "one-liner": "One-liner",
  custom: "Custom style",
} as const;
export type SummaryStyle = keyof typeof summaryStyles;

export const summaryStyleStorageKey = "aiSummaryStyle";
export const summaryCustomStyleStorageKey = "aiSummaryCustomStyle";

const concernWords =
  /\b(concern|concerns|but|however|complain|complaints|issue|issues|slow|expensive|price|pricing|bug|bugs|lacks|missing)\b/i;

export function isSummaryStyle(value: unknown): value is SummaryStyle {
  return typeof value === "string" && Object.hasOwn(summaryStyles, value);
}

/** Restyles a summary; `custom` needs non-blank text describing the audience. */
export function restyleSummary(text: string, style: SummaryStyle, custom = ""): string {
  const sentences = splitSentences(text);
  const first = sentences[0] ?? text;
  switch (style) {
    case "executive-brief":
      return sentences.length > 2 ? `${sentences.slice(0, 2).join(" ")}\nBottom line: ${sentences.at(-1)}` : text;
    case "bullet-points":
      return sentences.map((sentence) => `• ${sentence}`).join("\n");
    case "ops-checklist":
      return sentences.map((sentence) => `☐ ${sentence}`).join("\n");
    case "skeptical-buyer": {
      const concerns = sentences.filter((sentence) => concernWords.test(sentence));
      const rest = sentences.filter((sentence) => !concernWords.test(sentence));
      return `Before you buy, weigh this first:\n${[...concerns, ...rest].join(" ")}`;
    }
    case "founder-note":
      return `Founder to founder: ${text}`;
    case "one-liner":
      return first;
    case "custom": {
      const audience = custom.trim();
      if (!audience) throw new Error("Please describe the custom style");
      return `For ${audience}:\n${sentences.map((sentence) => `• ${sentence}`).join("\n")}`;
    }
  }
}
