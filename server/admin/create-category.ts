import type { CategoryForm } from "#contracts/validation/category.ts";
import type { SessionUser } from "../auth/session.ts";
import type { Services } from "../context.ts";
import { categories } from "../db/schema/catalog.ts";
import { recordAdminAction } from "./audit-log.ts";
import { invalidateCategories, slugTaken } from "./category-steps.ts";

export async function createCategory(services: Services, admin: SessionUser, form: CategoryForm) {
  try {
    const created = await services.db.transaction(async (tx) => {
      const [row] = await tx.insert(categories).values(form).returning({ id: categories.id, slug: categories.slug });
      if (!row) throw new Error("category insert returned no row");
      await recordAdminAction(tx, admin, {
        action: "category.create",
        targetType: "category",
        targetId: row.id,
        after: form,
      });
      return row;
    });
    invalidateCategories(services);
    return created;
  } catch (error) {
    slugTaken(error);
  }
}
