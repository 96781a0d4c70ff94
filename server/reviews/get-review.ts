import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { companies } from "../db/schema/catalog.ts";
import { reviews } from "../db/schema/reviews.ts";
import { AppError } from "../errors.ts";
import { publicReviewColumns, toPublicReview } from "./list-recent-reviews.ts";

/** One published review with its company; removed, held and unknown reviews are 404. */
export async function getReview(db: Database, id: number) {
  const [row] = await db
    .select({ ...publicReviewColumns, companyName: companies.name })
    .from(reviews)
    .innerJoin(companies, eq(companies.id, reviews.companyId))
    .where(and(eq(reviews.id, id), eq(reviews.status, "published")))
    .limit(1);
  if (!row) throw new AppError("not_found", "This review doesn't exist or is no longer published.");
  return { ...toPublicReview(row), company: { id: row.companyId, name: row.companyName } };
}
