import { z } from "zod";
import { findBrandNames } from "../catalog/find-brand-names.ts";
import type { Database } from "../db/client.ts";
import type { Logger } from "../logger.ts";
import type { AiService } from "./ai-service.ts";
import { keepsMeaning, type Polished, type PolishKind, polishText } from "./polish-text.ts";

const system = [
  "You proofread reviews that e-commerce operators write about software tools, agencies and freelancers.",
  "Fix spelling, grammar, punctuation and capitalisation only. Keep the writer's words, meaning, opinions, tone,",
  "names, numbers and line breaks. Do not add, remove or soften any claim, and do not add greetings or summaries.",
  'Answer with one JSON object: {"polished": the corrected text, "changes": [{"from": original word or phrase, "to": its correction}]}.',
].join("\n");

const PolishAnswer = z.object({
  polished: z.string().trim().min(1),
  changes: z.array(z.object({ from: z.string().max(200), to: z.string().max(200) })).max(100),
});

export type PolishedWithProvider = Polished & { provider: "built-in" | "model" };

/**
 * AI Polish of a review's text or title: the configured model proofreads when there is one, within guard
 * rails (the answer must stay close to the writer's text in length and keep its numbers and negations);
 * otherwise, or on any failure, the built-in offline polish does (grammar checker, spelling, the catalog's
 * brand names; docs/decisions/085-offline-polish-with-harper.md).
 */
export async function polishReview(
  deps: { ai: AiService; logger: Logger; db: Database },
  text: string,
  kind: PolishKind = "text",
): Promise<PolishedWithProvider> {
  const model = deps.ai.model;
  if (model) {
    try {
      const { value } = await model.completeJson({
        system,
        user: text,
        schema: PolishAnswer,
        timeoutMs: Math.min(15_000, model.timeoutMs),
        maxRetries: 1,
        maxTokens: Math.min(4_000, Math.ceil(text.length / 2) + 200),
      });
      const ratio = value.polished.length / text.length;
      if (ratio >= 0.7 && ratio <= 1.3 && keepsMeaning(text, value.polished))
        return { text: value.polished, changes: value.changes, provider: "model" };
      deps.logger.warn(
        { ratio },
        "the model rewrote the review or changed its numbers or negations instead of proofreading it; using the built-in polish",
      );
    } catch (error) {
      deps.logger.warn(
        { err: error instanceof Error ? error.message : String(error) },
        "the model could not polish the review; using the built-in polish",
      );
    }
  }
  const polished = await polishText(text, {
    kind,
    findBrandNames: (phrases) => findBrandNames(deps.db, phrases),
    onGrammarError: (error) =>
      deps.logger.warn({ err: error.message }, "the grammar checker could not run; polishing without it"),
  });
  return { ...polished, provider: "built-in" };
}
