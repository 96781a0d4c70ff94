import { z } from "zod";
import { companySorts } from "../catalog-options.ts";
import { pageNumberSchema } from "./page-number.ts";

export { type CompanySort, categoryPageSize, companySortLabels, companySorts } from "../catalog-options.ts";

/** A category's order, for its page and its API alike. */
export const companySortSchema = z
  .enum(companySorts, { message: `Sort must be one of: ${companySorts.join(", ")}` })
  .default("featured");

/** The category companies endpoint of the JSON API: its order and an opaque cursor instead of a page number. */
export const CategoryCompaniesApiQuerySchema = z.object({
  sort: companySortSchema,
  limit: z.coerce.number().int().min(1, "Must be at least 1").max(100, "Must be at most 100").default(24),
  cursor: z.string().max(100).optional().describe("nextCursor of the previous page"),
});

export const CategoryCompaniesQuerySchema = z.object({
  sort: companySortSchema,
  page: pageNumberSchema(100_000),
});
