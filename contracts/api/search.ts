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
  })
  .meta({ id: "SearchResult" });

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
