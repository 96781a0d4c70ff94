import { describe, expect, it } from "vitest";
import { restyleSummary } from "#app/lib/summary-styles.ts";
import { sentenceStarts, splitSentences } from "#contracts/sentences.ts";
import { polishText } from "#server/ai/polish-text.ts";

describe("splitting prose into sentences", () => {
  it("keeps decimals, abbreviations, URLs and emoji inside their sentence", () => {
    expect(
      splitSentences(
        "Based on 12 operator reviews of Klaviyo (average 3.9 out of 5). Operators like flows, e.g. abandoned carts. " +
          "See klaviyo.com/pricing for plans. Acme Inc. answered within a day 🎉. Would we renew? Yes!",
      ),
    ).toEqual([
      "Based on 12 operator reviews of Klaviyo (average 3.9 out of 5).",
      "Operators like flows, e.g. abandoned carts.",
      "See klaviyo.com/pricing for plans.",
      "Acme Inc. answered within a day 🎉.",
      "Would we renew?",
      "Yes!",
    ]);
  });

  it("loses nothing but white space, and handles empty and unpunctuated text", () => {
    const text = "One sentence without a stop\n\nand a line after it. Then i.e. more text";
    expect(splitSentences(text).join(" ").replace(/\s+/g, " ")).toBe(text.replace(/\s+/g, " "));
    expect(splitSentences("")).toEqual([]);
    expect(splitSentences("   ")).toEqual([]);
    expect(splitSentences("no stop at all")).toEqual(["no stop at all"]);
  });

  it("finds where sentences start", () => {
    const text = "First one. second, e.g. this. third";
    expect(sentenceStarts(text).map((start) => text.slice(start, start + 6))).toEqual(["First ", "second", "third"]);
  });
});

describe("where prose is split", () => {
  it("restyles a summary as bullet points without cutting at a decimal point", () => {
    const summary =
      "Based on 47 operator reviews of Klaviyo (average 3.9 out of 5). Operators praise flows (12 reviews). Some mention pricing.";
    expect(restyleSummary(summary, "bullet-points").split("\n")).toEqual([
      "• Based on 47 operator reviews of Klaviyo (average 3.9 out of 5).",
      "• Operators praise flows (12 reviews).",
      "• Some mention pricing.",
    ]);
  });

  it("capitalises sentence starts when polishing, not words after an abbreviation or a decimal", async () => {
    const { text } = await polishText("we use it daily, e.g. for flows. rated 4.5 overall. great support");
    expect(text).toBe("We use it daily, e.g. for flows. Rated 4.5 overall. Great support.");
    // The first polish in a process loads the dictionaries and the grammar checker (seconds on a busy machine).
  }, 60_000);
});
