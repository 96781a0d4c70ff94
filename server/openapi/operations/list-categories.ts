import { z } from "zod";
import { CategorySchema } from "#contracts/api/catalog.ts";
import { defineOperation } from "../api-operation.ts";

export const listCategoriesOperation = defineOperation({
  method: "get",
  path: "/categories",
  operationId: "listCategories",
  summary: "List categories with their company counts",
  tag: "Catalog",
  audience: "public",
  responses: {
    200: { description: "All categories in display order", schema: z.object({ categories: z.array(CategorySchema) }) },
  },
});
