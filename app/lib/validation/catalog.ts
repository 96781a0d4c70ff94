import { z } from "zod";

export const companySorts = ["featured", "name", "newest"] as const;
export type CompanySort = (typeof companySorts)[number];
export const companySortLabels: Record<CompanySort, string> = {
  featured: "Featured",
  name: "Name (A-Z)",
  newest: "Newest First",
};

export const categoryPageSize = 24;

export const CategoryCompaniesQuerySchema = z.object({
  sort: z.enum(companySorts, { message: "Sort must be featured, name or newest" }).default("featured"),
  page: z.coerce.number().int("Page must be a whole number").min(1, "Page must be at least 1").max(100_000).default(1),
});
