import { z } from "zod";
import { idSchema } from "./id.ts";

export const searchTextMaxLength = 500;

// Control characters other than tab and line breaks (a textarea may send those).
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find them.
const controlCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** The discovery search text: the same rule in the form, the results page, and the API. */
export const SearchTextSchema = z
  .string({ error: "Search text is required" })
  .max(searchTextMaxLength, `Search text must be at most ${searchTextMaxLength} characters`)
  .refine((value) => !controlCharacters.test(value), "Search text must not contain control characters")
  .transform((value) => value.replace(/\s+/g, " ").trim());

const limitMessage = "limit must be a whole number from 1 to 50";

export const SearchRequestSchema = z.object({
  q: SearchTextSchema.default(""),
  limit: z.coerce
    .number({ error: limitMessage })
    .int(limitMessage)
    .min(1, limitMessage)
    .max(50, limitMessage)
    .default(20),
  /** Facets the user removed ("category:email-marketing", "brandSize", "platform:shopify", …). */
  without: z.array(z.string().max(120, "Unknown facet")).max(30, "Too many removed facets").default([]),
});

export type SearchRequest = z.infer<typeof SearchRequestSchema>;

/** A click on a result, sent by the results page so the search log knows what was chosen. */
export const SearchClickSchema = z.object({
  searchId: z.uuid("Unknown search"),
  companyId: idSchema("Unknown company"),
  rank: z.coerce.number().int().min(1).max(60),
});

/** Reads `q`, `limit` and every `without` from a URL's query string. */
export function searchParamsToObject(params: URLSearchParams) {
  const object: Record<string, unknown> = { without: params.getAll("without") };
  const q = params.get("q");
  if (q !== null) object.q = q;
  const limit = params.get("limit");
  if (limit !== null) object.limit = limit;
  return object;
}

export const searchExamples = [
  "Cheaper alternative to Klaviyo for a 7-figure Shopify brand",
  "Helpdesk for a Shopify Plus store with a small support team",
  "Agency to migrate our store to Shopify Plus",
  "Free reviews app with photo reviews",
] as const;
