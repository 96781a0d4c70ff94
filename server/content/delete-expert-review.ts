import { eq } from "drizzle-orm";
import { recordAdminAction } from "../admin/audit-log.ts";
import type { SessionUser } from "../auth/session.ts";
import type { Services } from "../context.ts";
import { expertReviews } from "../db/schema/awards.ts";
import { AppError } from "../errors.ts";

export async function deleteExpertReview(services: Services, admin: SessionUser, slug: string) {
  await services.db.transaction(async (tx) => {
    const [before] = await tx.select().from(expertReviews).where(eq(expertReviews.slug, slug)).for("update");
    if (!before) throw new AppError("not_found", "Review Not Found");
    await tx.delete(expertReviews).where(eq(expertReviews.slug, slug));
    await recordAdminAction(tx, admin, {
      action: "expert-review.delete",
      targetType: "expert-review",
      targetId: slug,
      before: { title: before.title, rating: before.rating },
    });
  });
}
