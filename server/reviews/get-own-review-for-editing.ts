import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { reviews } from "../db/schema/reviews.ts";
import { AppError } from "../errors.ts";
import { goodForOf } from "./review-display.ts";

/** The author's own review as form values, for editing. */
export async function getOwnReviewForEditing(db: Database, userId: string, reviewId: number) {
  const [row] = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.userId, userId)))
    .limit(1);
  if (!row) throw new AppError("not_found", "This review doesn't exist or isn't yours.");
  return {
    id: row.id,
    status: row.status,
    videoUrl: row.videoStorageKey ? `/media/videos/${row.videoStorageKey}` : null,
    values: {
      companyId: row.companyId,
      rating: row.rating,
      title: row.title,
      content: row.content,
      firstName: row.reviewerFirstName ?? "",
      surname: row.reviewerSurname ?? "",
      roleInCompany: row.roleInCompany ?? "",
      businessWebsite: row.businessWebsite ?? "",
      categories: row.categories,
      goodFor: goodForOf(row),
      ratingEaseOfUse: row.ratingEaseOfUse,
      ratingSupport: row.ratingSupport,
      ratingValue: row.ratingValue,
      ratingFeatures: row.ratingFeatures,
      pros: row.pros ?? "",
      cons: row.cons ?? "",
      reviewerBrandSize: row.reviewerBrandSize ?? "",
      reviewerRole: row.reviewerRole ?? "",
      reviewerPlatform: row.reviewerPlatform ?? "",
    },
  };
}
