import { LRUCache } from "lru-cache";
import { z } from "zod";
import { brandSizeAudiences, brandSizes } from "#contracts/brand-sizes.ts";
import { companyKinds, platforms } from "#contracts/company-facts.ts";
import type { AiService } from "../ai/ai-service.ts";
import type { Logger } from "../logger.ts";
import type { SearchVocabulary } from "./search-vocabulary.ts";
import type { CompanyMention, ParsedQuery } from "./understanding/parsed-query.ts";
import { priceSensitivities } from "./vocabulary/price-words.ts";

/** Interactive path: a slow model must not hold up a search for long (AI_TIMEOUT_MS if shorter). */
const searchTimeoutMs = 4_000;

const answers = new LRUCache<string, { parsed: ParsedQuery; mentions: CompanyMention[]; intentSummary: string }>({
  max: 1_000,
  ttl: 10 * 60_000,
});

function schemaFor(vocabulary: SearchVocabulary) {
  const slugs = vocabulary.categories.map((category) => category.slug) as [string, ...string[]];
  const name = z.string().trim().min(1).max(80);
  return z.object({
    categories: z.array(z.enum(slugs)).max(3),
    brandSize: z.enum(brandSizes).nullable(),
    platforms: z.array(z.enum(platforms)).max(3),
    priceSensitivity: z.enum(priceSensitivities).nullable(),
    kind: z.enum(companyKinds).nullable(),
    alternativeTo: z.array(name).max(3),
    compare: z.array(name).max(4),
    integrations: z.array(name).max(3),
    keywords: z
      .array(
        z
          .string()
          .trim()
          .min(2)
          .max(40)
          .regex(/^[a-z0-9 /+.-]+$/i),
      )
      .max(8),
    intentSummary: z
      .string()
      .trim()
      .min(1)
      .max(300)
      .refine((text) => !/https?:\/\//i.test(text), "no links"),
  });
}

function systemPrompt(vocabulary: SearchVocabulary) {
  return [
    "You turn an e-commerce operator's search question into facets for a directory of software tools, agencies and freelancers.",
    "Answer with one JSON object and nothing else, with exactly these keys:",
    `categories: up to 3 of these slugs, most relevant first: ${vocabulary.categories.map((c) => `${c.slug} (${c.name})`).join(", ")}.`,
    `brandSize: null or one of ${brandSizes.map((size) => `${size} (${brandSizeAudiences[size]})`).join(", ")}; "enterprise" is nineFiguresPlus.`,
    `platforms: e-commerce platforms named, from ${platforms.join(", ")}.`,
    'priceSensitivity: null, "free" (wants a free plan) or "low" (cheap, affordable, cheaper).',
    `kind: null or one of ${companyKinds.map((kind) => `"${kind}"`).join(", ")} (only when the question asks for that kind of provider).`,
    'alternativeTo: company names the operator wants to replace ("alternative to X", "like X", "X alternatives").',
    'compare: company names compared against each other ("X vs Y").',
    'integrations: company names the result must work with ("integrates with X").',
    "keywords: other important words, lower case, no company names already listed.",
    "intentSummary: one short sentence in plain English saying what the operator is looking for.",
    "Never invent categories, platforms or companies that the question does not imply.",
  ].join("\n");
}

/**
 * Asks the configured model to read the query; the answer is validated against
 * the catalog's allowed facets. Returns null on any failure (timeout, transport
 * error, invalid output), and the caller uses the built-in reading.
 */
export async function understandWithModel(
  deps: { ai: AiService; logger: Logger },
  normalised: string,
  vocabulary: SearchVocabulary,
) {
  const model = deps.ai.model;
  if (!model) return null;
  const cached = answers.get(normalised);
  if (cached) return cached;
  try {
    const { value, usage } = await model.completeJson({
      system: systemPrompt(vocabulary),
      user: normalised,
      schema: schemaFor(vocabulary),
      timeoutMs: Math.min(searchTimeoutMs, model.timeoutMs),
      maxRetries: 0,
      maxTokens: 400,
    });
    deps.logger.debug({ usage }, "search query understood by the model");
    const mentions: CompanyMention[] = [
      ...value.alternativeTo.map((text) => ({ role: "alternative" as const, text: text.toLowerCase() })),
      ...value.compare.map((text) => ({ role: "compare" as const, text: text.toLowerCase() })),
      ...value.integrations.map((text) => ({ role: "integration" as const, text: text.toLowerCase() })),
    ];
    const answer = {
      parsed: {
        categories: value.categories,
        brandSize: value.brandSize,
        platforms: value.platforms,
        priceSensitivity: value.priceSensitivity,
        kind: value.kind,
        features: [],
        featureCategories: [],
        textCategories: [],
        qualifierCategories: [],
        priceCap: null,
        pricingModels: [],
        mentions,
        keywords: value.keywords.map((keyword) => keyword.toLowerCase()),
        // The built-in reading's region and topics are kept (discovery-search.ts).
        region: null,
        topics: [],
        qualifiers: [],
      },
      mentions,
      intentSummary: value.intentSummary,
    };
    answers.set(normalised, answer);
    return answer;
  } catch (error) {
    deps.logger.warn(
      { err: error instanceof Error ? error.message : String(error) },
      "the model could not read the search query; using the built-in reading",
    );
    return null;
  }
}

/** For tests: forget cached model answers. */
export function clearModelUnderstandingCache() {
  answers.clear();
}
