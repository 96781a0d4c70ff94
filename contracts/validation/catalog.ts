import { z } from "zod";
import { companySorts } from "../catalog-options.ts";
import { pageNumberSchema } from "./page-number.ts";

export { type CompanySort, categoryPageSize, companySortLabels, companySorts } from "../catalog-options.ts";

/** A category's order, for its page and its API alike. */
export const companySortSchema = z
  .enum(companySorts, { message: `Sort must be one of: ${companySorts.join(", ")}` })
  .default("featured");

export const CategoryCompaniesQuerySchema = z.object({
  sort: companySortSchema,
  page: pageNumberSchema(100_000),
});
