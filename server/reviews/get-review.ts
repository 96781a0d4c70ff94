import { and, eq, ne } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { users } from "../db/schema/auth.ts";
import { companies } from "../db/schema/catalog.ts";
import { reviews } from "../db/schema/reviews.ts";
import { AppError } from "../errors.ts";
import { publicReviewColumns, toPublicReview } from "./public-review.ts";

/** One published review with its company; removed, held and unknown reviews are 404. */
export async function getReview(db: Database, id: number, viewerId: string | null = null) {
  const [row] = await db
    .select({ ...publicReviewColumns(viewerId), companyName: companies.name, companySlug: companies.slug })
    .from(reviews)
    .innerJoin(companies, eq(companies.id, reviews.companyId))
    .leftJoin(users, eq(users.id, reviews.userId))
    // A review of a company an admin rejected is not public, like the company (decision 056).
    .where(and(eq(reviews.id, id), eq(reviews.status, "published"), ne(companies.listingStatus, "rejected")))
    .limit(1);
  if (!row) throw new AppError("not_found", "This review doesn't exist or is no longer published.");
  return { ...toPublicReview(row), company: { id: row.companyId, name: row.companyName, slug: row.companySlug } };
}
