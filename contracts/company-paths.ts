// Every address of a company's pages, built here and nowhere else (issue #35, docs/decisions/086-company-slugs.md):
// by slug, `/company/klaviyo/reviews`. The numeric and former addresses still answer, with a 301 to these.

/** The pages under a company's address (app/routes.ts). */
export type CompanyPage = "reviews" | "alternatives" | "claim" | "suggest-edit";

/** `/company/klaviyo`, or one of its pages: `/company/klaviyo/reviews`. */
export function companyPath(slug: string, page?: CompanyPage) {
  return page ? `/company/${slug}/${page}` : `/company/${slug}`;
}

/** The embeddable rating badge's image (decision 059). */
export function companyBadgePath(slug: string) {
  return `/embed/company/${slug}/badge.svg`;
}

/** The embeddable Grid badge's image (decision 098): the company's quadrant on its primary category's Grid. */
export function companyGridBadgePath(slug: string) {
  return `/embed/company/${slug}/grid-badge.svg`;
}

/** A category's Grid (decision 098). */
export function categoryGridPath(categorySlug: string) {
  return `/categories/${categorySlug}/grid`;
}
