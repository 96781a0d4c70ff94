// What the search endpoints of /api/v1 answer (server/openapi/ documents them from these schemas).
import { z } from "zod";

const id = z.number().int().min(1);

/** A ranked result; listed loosely (the search adds fields as it learns to cite more facts). */
const SearchResultSchema = z
  .looseObject({
    id,
    name: z.string(),
    slug: z.string(),
    matchReason: z.string().describe("Why it matched, citing the facts that did"),
    missing: z.array(z.string()).describe("The constraints asked that it does not meet (empty: it meets them all)"),
  })
  .meta({ id: "SearchResult" });

/** A constraint the question asks for, kept as a filter on the first results (issue #38). */
export const AskedConstraintSchema = z.object({
  kind: z.enum(["category", "platform", "kind", "freePlan", "priceCap", "integration"]),
  label: z.string().describe("What meeting it means (“Listed for WooCommerce”)"),
  missing: z.string().describe("The heading of the results that miss it (“Not listed for WooCommerce”)"),
});

export const SearchResponseSchema = z.looseObject({
  query: z.string(),
  interpretation: z
    .looseObject({ understoodBy: z.string() })
    .describe(
      "What the question was read as: categories, brandSize, region, platforms, priceSensitivity, priceCap, pricingModels, kind, features, excluded, compared, integrations, keywords, understoodBy",
    ),
  chips: z.array(z.looseObject({})).describe("The facets applied, each removable with `without`"),
  summary: z.string(),
  sponsored: z.array(SearchResultSchema).describe("At most 3, labelled, never in the ranking of `results`"),
  results: z.array(SearchResultSchema).describe("In rank order"),
  total: z.number().int().min(0).describe("Organic matches in all, of which `results` are the first `limit`"),
  constraints: z
    .object({
      asked: z.array(AskedConstraintSchema),
      exactMatches: z.number().int().min(0).describe("How many of all matches meet every constraint; they come first"),
      note: z.string().nullable().describe("“No exact matches…” when none does, else null"),
    })
    .describe("Each understood constraint, kept as a filter on the first results (decision 096)"),
  compareUrl: z.string().nullable().describe("The compare page of a “X vs Y” query, else null"),
  searchId: z.uuid().describe("Send it with POST /search/clicks"),
});

export const SuggestionsSchema = z.object({
  categories: z.array(z.looseObject({ id, name: z.string(), slug: z.string(), icon: z.string() })),
  tools: z.array(
    z.object({
      id,
      name: z.string(),
      slug: z.string(),
      domain: z.string().nullable(),
      category: z.string().nullable(),
      reviewCount: z.number().int().min(0),
    }),
  ),
});
