import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { isUniqueViolation } from "../db/is-unique-violation.ts";
import { reviewReports, reviews } from "../db/schema/reviews.ts";
import { AppError } from "../errors.ts";

type ReportReason = (typeof reviewReports.$inferInsert)["reason"];

/** Files a report for the moderation queue; one open report per user per review. */
export async function reportReview(
  db: Database,
  input: { reviewId: number; userId: string; reason: ReportReason; note: string | undefined },
) {
  const [review] = await db
    .select({ status: reviews.status, userId: reviews.userId })
    .from(reviews)
    .where(eq(reviews.id, input.reviewId))
    .limit(1);
  if (review?.status !== "published")
    throw new AppError("not_found", "This review doesn't exist or is no longer published.");
  if (review.userId === input.userId) throw new AppError("forbidden", "You can't report your own review.");
  try {
    const [report] = await db
      .insert(reviewReports)
      .values({
        reviewId: input.reviewId,
        reporterUserId: input.userId,
        reason: input.reason,
        note: input.note ?? null,
      })
      .returning({ id: reviewReports.id });
    if (!report) throw new Error("report insert returned no row");
    return { id: report.id };
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError("conflict", "You have already reported this review. Our moderators will look at it.");
    }
    throw error;
  }
}
