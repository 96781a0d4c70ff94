import { desc, eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { companies } from "../db/schema/catalog.ts";
import { reviews } from "../db/schema/reviews.ts";

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
      companyId: companies.id,
      companyName: companies.name,
    })
    .from(reviews)
    .innerJoin(companies, eq(companies.id, reviews.companyId))
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(200);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
