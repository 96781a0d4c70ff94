import { z } from "zod";
import { companySorts } from "../catalog-options.ts";
import { pageNumberSchema } from "./page-number.ts";

export { type CompanySort, categoryPageSize, companySortLabels, companySorts } from "../catalog-options.ts";

export const CategoryCompaniesQuerySchema = z.object({
  sort: z.enum(companySorts, { message: "Sort must be featured, name or newest" }).default("featured"),
  page: pageNumberSchema(100_000),
});
