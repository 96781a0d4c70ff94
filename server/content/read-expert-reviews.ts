import { desc, eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { expertReviews } from "../db/schema/awards.ts";
import { companies } from "../db/schema/catalog.ts";
import { AppError } from "../errors.ts";

const columns = {
  id: expertReviews.id,
  slug: expertReviews.slug,
  title: expertReviews.title,
  subtitle: expertReviews.subtitle,
  videoUrl: expertReviews.videoUrl,
  rating: expertReviews.rating,
  content: expertReviews.content,
  author: expertReviews.author,
  published: expertReviews.published,
  companyId: expertReviews.companyId,
  companyName: companies.name,
  companySlug: companies.slug,
  updatedAt: expertReviews.updatedAt,
};

export type Row = {
  id: number;
  slug: string;
  title: string;
  subtitle: string | null;
  videoUrl: string | null;
  rating: string | null;
  content: string | null;
  author: string | null;
  published: boolean;
  companyId: number | null;
  companyName: string | null;
  companySlug: string | null;
  updatedAt: Date;
};

function present(row: Row) {
  return { ...row, rating: row.rating === null ? null : Number(row.rating), updatedAt: row.updatedAt.toISOString() };
}

/** Published expert reviews, newest first. */
export async function listExpertReviews(db: Database) {
  const rows = await db
    .select(columns)
    .from(expertReviews)
    .leftJoin(companies, eq(companies.id, expertReviews.companyId))
    .where(eq(expertReviews.published, true))
    .orderBy(desc(expertReviews.createdAt), desc(expertReviews.id));
  return rows.map(present);
}

/** One expert review by slug (unpublished ones only for admins); "Review Not Found" otherwise. */
export async function getExpertReview(db: Database, slug: string, options: { includeUnpublished: boolean }) {
  const [row] = await db
    .select(columns)
    .from(expertReviews)
    .leftJoin(companies, eq(companies.id, expertReviews.companyId))
    .where(eq(expertReviews.slug, slug));
  if (!row || (!row.published && !options.includeUnpublished)) throw new AppError("not_found", "Review Not Found");
  return present(row);
}
