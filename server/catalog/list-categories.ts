import { asc, count, eq } from "drizzle-orm";
import type { CategoryGroup } from "#contracts/catalog-options.ts";
import type { Database } from "../db/client.ts";
import { categories, companyCategories } from "../db/schema/catalog.ts";
import { categoryDescription, categoryIcon } from "./category-display.ts";

export type CategorySummary = {
  id: number;
  name: string;
  slug: string;
  description: string;
  icon: string;
  group: CategoryGroup;
  companyCount: number;
};

/** Every category in display order with its company count, fallbacks applied. */
export async function listCategories(db: Database): Promise<CategorySummary[]> {
  const companyCounts = db
    .select({ categoryId: companyCategories.categoryId, total: count().as("total") })
    .from(companyCategories)
    .groupBy(companyCategories.categoryId)
    .as("company_counts");
  const rows = await db
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      description: categories.description,
      icon: categories.icon,
      group: categories.group,
      companyCount: companyCounts.total,
    })
    .from(categories)
    .leftJoin(companyCounts, eq(companyCounts.categoryId, categories.id))
    .orderBy(asc(categories.sortOrder), asc(categories.name));
  return rows.map((row) => ({
    ...row,
    description: categoryDescription(row.name, row.description),
    icon: categoryIcon(row.name, row.icon),
    companyCount: row.companyCount ?? 0,
  }));
}
