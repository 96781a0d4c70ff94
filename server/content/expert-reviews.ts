import { desc, eq } from "drizzle-orm";
import type { ExpertReviewField } from "#contracts/validation/expert-review.ts";
import { recordAdminAction } from "../admin/audit-log.ts";
import type { SessionUser } from "../auth/session.ts";
import type { Services } from "../context.ts";
import type { Database } from "../db/client.ts";
import { isUniqueViolation } from "../db/is-unique-violation.ts";
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

type Row = {
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

/** Saves one field from the inline editor (admins only; audited). */
export async function updateExpertReviewField(
  services: Services,
  admin: SessionUser,
  slug: string,
  change: { field: ExpertReviewField; value: string | number },
) {
  await services.db.transaction(async (tx) => {
    const [before] = await tx.select().from(expertReviews).where(eq(expertReviews.slug, slug)).for("update");
    if (!before) throw new AppError("not_found", "Review Not Found");
    const values =
      change.field === "rating"
        ? { rating: Number(change.value).toFixed(1) }
        : change.field === "videoUrl"
          ? { videoUrl: String(change.value) || null }
          : { content: String(change.value) || null };
    await tx
      .update(expertReviews)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(expertReviews.slug, slug));
    await recordAdminAction(tx, admin, {
      action: `expert-review.update.${change.field}`,
      targetType: "expert-review",
      targetId: slug,
      before: { [change.field]: before[change.field] },
      after: values,
    });
  });
}

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
