import { z } from "zod";

import { companySorts } from "../catalog-options.ts";

export { type CompanySort, categoryPageSize, companySortLabels, companySorts } from "../catalog-options.ts";

export const CategoryCompaniesQuerySchema = z.object({
  sort: z.enum(companySorts, { message: "Sort must be featured, name or newest" }).default("featured"),
  page: z.coerce.number().int("Page must be a whole number").min(1, "Page must be at least 1").max(100_000).default(1),
});
