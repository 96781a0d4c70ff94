import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { categories } from "../db/schema/catalog.ts";
import { AppError } from "../errors.ts";
import { categoryDescription, categoryIcon } from "./category-display.ts";

export async function getCategoryBySlug(db: Database, slug: string) {
  const [category] = await db
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      description: categories.description,
      icon: categories.icon,
      group: categories.group,
    })
    .from(categories)
    .where(eq(categories.slug, slug))
    .limit(1);
  if (!category) throw new AppError("not_found", "Category Not Found");
  return {
    ...category,
    description: categoryDescription(category.name, category.description),
    icon: categoryIcon(category.name, category.icon),
  };
}
