import { eq } from "drizzle-orm";
import type { CategoryForm } from "#contracts/validation/category.ts";
import type { SessionUser } from "../auth/session.ts";
import type { Services } from "../context.ts";
import { categories } from "../db/schema/catalog.ts";
import { AppError } from "../errors.ts";
import { recordAdminAction } from "./audit-log.ts";
import { invalidateCategories, slugTaken } from "./category-steps.ts";

export async function updateCategory(services: Services, admin: SessionUser, id: number, form: CategoryForm) {
  try {
    await services.db.transaction(async (tx) => {
      const [before] = await tx.select().from(categories).where(eq(categories.id, id)).for("update");
      if (!before) throw new AppError("not_found", "This category doesn't exist.");
      await tx
        .update(categories)
        .set({ ...form, updatedAt: new Date() })
        .where(eq(categories.id, id));
      await recordAdminAction(tx, admin, {
        action: "category.update",
        targetType: "category",
        targetId: id,
        before: {
          name: before.name,
          slug: before.slug,
          description: before.description,
          icon: before.icon,
          group: before.group,
          sortOrder: before.sortOrder,
        },
        after: form,
      });
    });
    invalidateCategories(services);
  } catch (error) {
    slugTaken(error);
  }
}
