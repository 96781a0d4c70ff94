// The category page's facet filters (issue #16): their URL form (repeated keys, ?platform=shopify&platform=wix),
// parsed by the same schema on the page, in the JSON API and in tests.

import { z } from "zod";
import { brandSizes } from "../brand-sizes.ts";
import { minimumRatings } from "../catalog-options.ts";
import { companyKinds, costBands, platforms, pricingModels } from "../company-facts.ts";

export const facetKeys = ["platform", "kind", "pricing", "free", "price", "size", "feature", "rating"] as const;
export type FacetKey = (typeof facetKeys)[number];

const many = <T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.array(z.enum(values, { message: `Unknown ${what}` })).max(values.length, `Too many ${what} values`);

export const CategoryFacetsSchema = z.object({
  platform: many(platforms, "platform"),
  kind: many(companyKinds, "company type"),
  pricing: many(pricingModels, "pricing model"),
  free: z.enum(["yes"], { message: "free must be yes" }).optional(),
  price: many(costBands, "price band"),
  size: many(brandSizes, "brand size"),
  feature: z
    .array(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Unknown feature"))
    .max(15, "Choose at most 15 features"),
  rating: z.enum(minimumRatings, { message: "Minimum rating must be 3, 4 or 4.5" }).optional(),
});
export type CategoryFacets = z.infer<typeof CategoryFacetsSchema>;

/** The facets a query string selects: repeated keys become lists, duplicates are dropped. */
export function facetInput(params: URLSearchParams) {
  const list = (key: string) => [...new Set(params.getAll(key).filter((value) => value !== ""))];
  return {
    platform: list("platform"),
    kind: list("kind"),
    pricing: list("pricing"),
    free: params.get("free") || undefined,
    price: list("price"),
    size: list("size"),
    feature: list("feature"),
    rating: params.get("rating") || undefined,
  };
}

export function hasFacets(facets: CategoryFacets) {
  return (
    facets.platform.length +
      facets.kind.length +
      facets.pricing.length +
      facets.price.length +
      facets.size.length +
      facets.feature.length >
      0 ||
    facets.free !== undefined ||
    facets.rating !== undefined
  );
}
