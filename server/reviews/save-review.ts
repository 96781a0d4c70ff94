import { and, eq, inArray, sql } from "drizzle-orm";
import type { ReviewForm } from "#app/lib/validation/review-form.ts";
import type { Database } from "../db/client.ts";
import { categories, companies } from "../db/schema/catalog.ts";
import { reviews } from "../db/schema/reviews.ts";
import { AppError } from "../errors.ts";
import { initialReviewStatus } from "./review-integrity.ts";

type Author = { id: string; email: string };

function reviewValues(input: ReviewForm) {
  return {
    rating: input.rating,
    title: input.title,
    content: input.content,
    reviewerFirstName: input.firstName,
    reviewerSurname: input.surname ?? null,
    roleInCompany: input.roleInCompany ?? null,
    businessWebsite: input.businessWebsite,
    categories: input.categories,
    goodForStartup: input.goodFor.includes("startup"),
    goodForSixFigures: input.goodFor.includes("sixFigures"),
    goodForSevenFigures: input.goodFor.includes("sevenFigures"),
    goodForEightFigures: input.goodFor.includes("eightFigures"),
    goodForNineFiguresPlus: input.goodFor.includes("nineFiguresPlus"),
  };
}

async function checkReferences(db: Database, input: ReviewForm) {
  const [company] = await db
    .select({ id: companies.id, domain: companies.domain })
    .from(companies)
    .where(eq(companies.id, input.companyId))
    .limit(1);
  if (!company)
    throw new AppError("validation_failed", "Please choose a company", {
      fields: { companyId: "This company doesn't exist" },
    });
  const known = await db
    .select({ slug: categories.slug })
    .from(categories)
    .where(inArray(categories.slug, input.categories));
  if (known.length !== new Set(input.categories).size) {
    throw new AppError("validation_failed", "Please choose categories from the list", {
      fields: { categories: "Unknown category" },
    });
  }
  return company;
}

function isUniqueViolation(error: unknown) {
  const candidate = error as { code?: unknown; cause?: { code?: unknown } };
  return (candidate.code ?? candidate.cause?.code) === "23505";
}

/** The user's own review of a company, if any (whatever its status). */
export async function findOwnReview(db: Database, userId: string, companyId: number) {
  const [row] = await db
    .select({ id: reviews.id, status: reviews.status })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), eq(reviews.companyId, companyId)))
    .limit(1);
  return row ?? null;
}

/** One review per account per company: a second attempt is a conflict that names the existing review. */
export async function createReview(db: Database, author: Author, input: ReviewForm) {
  const company = await checkReferences(db, input);
  const existing = await findOwnReview(db, author.id, input.companyId);
  if (existing) {
    throw new AppError("conflict", "You have already reviewed this company. You can edit your review instead.", {
      fields: { existingReviewId: String(existing.id) },
    });
  }
  const status = await initialReviewStatus(db, {
    companyId: company.id,
    companyDomain: company.domain,
    reviewerEmail: author.email,
  });
  try {
    const [created] = await db
      .insert(reviews)
      .values({ companyId: input.companyId, userId: author.id, status, ...reviewValues(input) })
      .returning({ id: reviews.id, status: reviews.status, companyId: reviews.companyId });
    if (!created) throw new Error("review insert returned no row");
    return created;
  } catch (error) {
    if (isUniqueViolation(error)) {
      const raced = await findOwnReview(db, author.id, input.companyId);
      throw new AppError("conflict", "You have already reviewed this company. You can edit your review instead.", {
        fields: { existingReviewId: String(raced?.id ?? "") },
      });
    }
    throw error;
  }
}

/** Edits the author's own review; the original date stays and the review shows "edited". Others' reviews are 404. */
export async function updateReview(db: Database, author: Author, reviewId: number, input: ReviewForm) {
  const [own] = await db
    .select({ id: reviews.id, companyId: reviews.companyId, status: reviews.status })
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.userId, author.id)))
    .limit(1);
  if (!own) throw new AppError("not_found", "This review doesn't exist or isn't yours.");
  if (own.status === "removed")
    throw new AppError("forbidden", "This review was removed by our moderators and can't be edited.");
  if (own.companyId !== input.companyId) {
    throw new AppError("validation_failed", "A review can't be moved to another company.", {
      fields: { companyId: "Write a new review for that company instead" },
    });
  }
  await checkReferences(db, input);
  const [updated] = await db
    .update(reviews)
    .set({ ...reviewValues(input), editedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(reviews.id, reviewId), eq(reviews.userId, author.id)))
    .returning({ id: reviews.id, status: reviews.status, companyId: reviews.companyId });
  if (!updated) throw new AppError("not_found", "This review doesn't exist or isn't yours.");
  return updated;
}

/** Deletes the author's own review (votes and reports go with it); others' reviews are 404. */
export async function deleteReview(db: Database, author: Author, reviewId: number) {
  const [deleted] = await db
    .delete(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.userId, author.id)))
    .returning({ id: reviews.id, companyId: reviews.companyId });
  if (!deleted) throw new AppError("not_found", "This review doesn't exist or isn't yours.");
  return deleted;
}

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
      goodFor: [
        row.goodForStartup ? "startup" : null,
        row.goodForSixFigures ? "sixFigures" : null,
        row.goodForSevenFigures ? "sevenFigures" : null,
        row.goodForEightFigures ? "eightFigures" : null,
        row.goodForNineFiguresPlus ? "nineFiguresPlus" : null,
      ].filter((key) => key !== null),
    },
  };
}
