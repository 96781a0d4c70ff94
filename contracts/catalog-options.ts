// Plain values the category page renders; kept apart from the zod schemas (validation/catalog.ts) so the
// page's browser code does not carry zod (docs/decisions/029-performance-budgets.md).
export const companySorts = ["featured", "name", "newest"] as const;
export type CompanySort = (typeof companySorts)[number];
export const companySortLabels: Record<CompanySort, string> = {
  featured: "Featured",
  name: "Name (A-Z)",
  newest: "Newest First",
};

export const categoryPageSize = 24;

/** The category groups as the catalog stores them (categories.group) and their headings. */
export const categoryGroupLabels: Record<"saas" | "agency" | "freelance", string> = {
  saas: "SaaS & Tools",
  agency: "Agency Services",
  freelance: "Freelance & Other",
};
