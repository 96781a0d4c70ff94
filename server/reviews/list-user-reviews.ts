import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { companies } from "../db/schema/catalog.ts";
import { reviews } from "../db/schema/reviews.ts";
import { goodForOf, reviewDetailOf } from "./review-display.ts";

/** The signed-in user's own reviews, newest first, whatever their status. */
export async function listUserReviews(db: Database, userId: string) {
  const rows = await db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      title: reviews.title,
      content: reviews.content,
      status: reviews.status,
      createdAt: reviews.createdAt,
      editedAt: reviews.editedAt,
      videoStorageKey: reviews.videoStorageKey,
      companyId: companies.id,
      companyName: companies.name,
      companySlug: companies.slug,
      categoryNames: sql<
        string[]
      >`array(select c.name from categories c where c.slug = any(${reviews.categories}) order by c.sort_order)`,
      goodForStartup: reviews.goodForStartup,
      goodForSixFigures: reviews.goodForSixFigures,
      goodForSevenFigures: reviews.goodForSevenFigures,
      goodForEightFigures: reviews.goodForEightFigures,
      goodForNineFiguresPlus: reviews.goodForNineFiguresPlus,
      ratingEaseOfUse: reviews.ratingEaseOfUse,
      ratingSupport: reviews.ratingSupport,
      ratingValue: reviews.ratingValue,
      ratingFeatures: reviews.ratingFeatures,
      pros: reviews.pros,
      cons: reviews.cons,
      reviewerBrandSize: reviews.reviewerBrandSize,
      reviewerRole: reviews.reviewerRole,
      reviewerPlatform: reviews.reviewerPlatform,
    })
    .from(reviews)
    .innerJoin(companies, eq(companies.id, reviews.companyId))
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(200);
  return rows.map((row) => {
    const goodFor = goodForOf(row);
    return {
      id: row.id,
      rating: row.rating,
      title: row.title,
      content: row.content,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      isEdited: row.editedAt !== null,
      videoUrl: row.videoStorageKey ? `/media/videos/${row.videoStorageKey}` : null,
      companyId: row.companyId,
      companyName: row.companyName,
      companySlug: row.companySlug,
      categories: row.categoryNames,
      goodFor,
      ...reviewDetailOf(row),
    };
  });
}
