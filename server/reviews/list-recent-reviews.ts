import { and, desc, eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { reviews } from "../db/schema/reviews.ts";
import { reviewerDisplayName } from "./review-display.ts";

export const publicReviewColumns = {
  id: reviews.id,
  companyId: reviews.companyId,
  rating: reviews.rating,
  title: reviews.title,
  content: reviews.content,
  reviewerFirstName: reviews.reviewerFirstName,
  reviewerSurname: reviews.reviewerSurname,
  roleInCompany: reviews.roleInCompany,
  businessWebsite: reviews.businessWebsite,
  isAiGenerated: reviews.isAiGenerated,
  isSample: reviews.isSample,
  helpfulCount: reviews.helpfulCount,
  notHelpfulCount: reviews.notHelpfulCount,
  createdAt: reviews.createdAt,
  editedAt: reviews.editedAt,
};

export type PublicReview = ReturnType<typeof toPublicReview>;

export function toPublicReview(row: {
  id: number;
  companyId: number;
  rating: number;
  title: string;
  content: string;
  reviewerFirstName: string | null;
  reviewerSurname: string | null;
  roleInCompany: string | null;
  isAiGenerated: boolean;
  isSample: boolean;
  helpfulCount: number;
  notHelpfulCount: number;
  createdAt: Date;
  editedAt: Date | null;
}) {
  return {
    id: row.id,
    companyId: row.companyId,
    rating: row.rating,
    title: row.title,
    content: row.content,
    reviewer: reviewerDisplayName(row),
    roleInCompany: row.isAiGenerated ? null : row.roleInCompany,
    isAiGenerated: row.isAiGenerated,
    isSample: row.isSample,
    helpfulCount: row.helpfulCount,
    notHelpfulCount: row.notHelpfulCount,
    createdAt: row.createdAt.toISOString(),
    isEdited: row.editedAt !== null,
  };
}

/** The newest published reviews of a company. */
export async function listRecentReviews(db: Database, companyId: number, limit = 3) {
  const rows = await db
    .select(publicReviewColumns)
    .from(reviews)
    .where(and(eq(reviews.companyId, companyId), eq(reviews.status, "published")))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit);
  return rows.map(toPublicReview);
}
