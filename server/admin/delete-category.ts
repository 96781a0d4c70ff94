import { eq, sql } from "drizzle-orm";
import { countOf } from "#contracts/plural.ts";
import type { SessionUser } from "../auth/session.ts";
import type { Services } from "../context.ts";
import { categories, companyCategories } from "../db/schema/catalog.ts";
import { AppError } from "../errors.ts";
import { recordAdminAction } from "./audit-log.ts";
import { invalidateCategories } from "./category-steps.ts";

/**
 * Deletes a category. One with companies can only go once they are moved to another
 * category (`moveToId`): links move over (a company already in the target keeps one
 * link, and stays primary there if this was its primary category).
 */
export async function deleteCategory(services: Services, admin: SessionUser, id: number, moveToId: number | null) {
  const result = await services.db.transaction(async (tx) => {
    const [category] = await tx.select().from(categories).where(eq(categories.id, id)).for("update");
    if (!category) throw new AppError("not_found", "This category doesn't exist.");
    const linked = await tx.execute<{ total: number }>(
      sql`select count(*)::int as total from company_categories where category_id = ${id}`,
    );
    const total = linked.rows[0]?.total ?? 0;
    const awards = await tx.execute<{ total: number }>(
      sql`select count(*)::int as total from award_winners where category_id = ${id}`,
    );
    if ((awards.rows[0]?.total ?? 0) > 0) {
      throw new AppError(
        "conflict",
        `${category.name} has award winners; deleting it would erase award history. Rename it instead.`,
      );
    }
    let moved = 0;
    if (total > 0) {
      if (moveToId === null) {
        throw new AppError(
          "conflict",
          `${category.name} still has ${countOf(total, "company", "companies")}. Move them to another category first.`,
          { fields: { moveToId: "Choose a category to move its companies to" } },
        );
      }
      if (moveToId === id)
        throw new AppError("validation_failed", "Choose a different category to move the companies to.");
      const [target] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, moveToId));
      if (!target) throw new AppError("validation_failed", "The category to move companies to doesn't exist.");
      // Companies already in the target keep their target link, made primary if this one was.
      const duplicates = await tx.execute<{ company_id: number; is_primary: boolean }>(sql`
        delete from company_categories s using company_categories t
        where s.category_id = ${id} and t.company_id = s.company_id and t.category_id = ${moveToId}
        returning s.company_id, s.is_primary`);
      const wasPrimary = duplicates.rows.filter((row) => row.is_primary).map((row) => row.company_id);
      if (wasPrimary.length > 0) {
        await tx.execute(sql`
          update company_categories set is_primary = true
          where category_id = ${moveToId} and company_id = any(${sql.param(wasPrimary)}::int[])`);
      }
      const movedRows = await tx
        .update(companyCategories)
        .set({ categoryId: moveToId })
        .where(eq(companyCategories.categoryId, id))
        .returning({ companyId: companyCategories.companyId });
      moved = movedRows.length;
    }
    await tx.delete(categories).where(eq(categories.id, id));
    await recordAdminAction(tx, admin, {
      action: "category.delete",
      targetType: "category",
      targetId: id,
      before: { name: category.name, slug: category.slug, companies: total },
      after: moveToId ? { movedTo: moveToId, linksMoved: moved } : null,
    });
    return { name: category.name, moved: total };
  });
  invalidateCategories(services);
  // The companies moved: the target's facet counts and its Grid (figures and points, decision 117) are read again.
  if (result.moved > 0 && moveToId !== null) services.cache.invalidate(`category:${moveToId}:`);
  return result;
}
