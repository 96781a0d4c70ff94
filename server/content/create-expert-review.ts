import { recordAdminAction } from "../admin/audit-log.ts";
import type { SessionUser } from "../auth/session.ts";
import type { Services } from "../context.ts";
import { isUniqueViolation } from "../db/is-unique-violation.ts";
import { expertReviews } from "../db/schema/awards.ts";
import { AppError } from "../errors.ts";

export async function createExpertReview(
  services: Services,
  admin: SessionUser,
  input: { title: string; subtitle: string; slug: string },
) {
  try {
    await services.db.transaction(async (tx) => {
      await tx.insert(expertReviews).values({
        slug: input.slug,
        title: input.title,
        subtitle: input.subtitle || null,
        author: "OperatorStack editorial team",
        published: true,
      });
      await recordAdminAction(tx, admin, {
        action: "expert-review.create",
        targetType: "expert-review",
        targetId: input.slug,
        after: input,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError("conflict", "An expert review with this slug already exists.", {
        fields: { slug: "This slug is taken" },
      });
    }
    throw error;
  }
}
