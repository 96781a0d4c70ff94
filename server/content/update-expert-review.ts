import { eq } from "drizzle-orm";
import type { ExpertReviewField } from "#contracts/validation/expert-review.ts";
import { recordAdminAction } from "../admin/audit-log.ts";
import type { SessionUser } from "../auth/session.ts";
import type { Services } from "../context.ts";
import { expertReviews } from "../db/schema/awards.ts";
import { AppError } from "../errors.ts";

/** Saves one field from the inline editor (admins only; audited). */
export async function updateExpertReviewField(
  services: Services,
  admin: SessionUser,
  slug: string,
  change: { field: ExpertReviewField; value: string | number },
) {
  await services.db.transaction(async (tx) => {
    const [before] = await tx.select().from(expertReviews).where(eq(expertReviews.slug, slug)).for("update");
    if (!before) throw new AppError("not_found", "Review Not Found");
    const values =
      change.field === "rating"
        ? { rating: Number(change.value).toFixed(1) }
        : change.field === "videoUrl"
          ? { videoUrl: String(change.value) || null }
          : { content: String(change.value) || null };
    await tx
      .update(expertReviews)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(expertReviews.slug, slug));
    await recordAdminAction(tx, admin, {
      action: `expert-review.update.${change.field}`,
      targetType: "expert-review",
      targetId: slug,
      before: { [change.field]: before[change.field] },
      after: values,
    });
  });
}
