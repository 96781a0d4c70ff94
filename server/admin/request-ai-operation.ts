import { eq } from "drizzle-orm";
import { normaliseAiReviewCount } from "../ai/ai-review-drafts.ts";
import type { SessionUser } from "../auth/session.ts";
import type { Services } from "../context.ts";
import { categories, companies } from "../db/schema/catalog.ts";
import { AppError } from "../errors.ts";
import { jobNames } from "../jobs/registry.ts";
import { recordAdminAction } from "./audit-log.ts";

async function companyName(services: Services, companyId: number) {
  const [company] = await services.db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) throw new AppError("not_found", "This company doesn't exist.");
  return company.name;
}

/** Starts "generate AI summary" for one company: the operation, its job and the audit entry commit together. */
export async function requestAiSummary(services: Services, admin: SessionUser, companyId: number) {
  const name = await companyName(services, companyId);
  return services.db.transaction(async (tx) => {
    const queued = await services.jobs.enqueue(
      tx,
      jobNames.generateAiSummary,
      { companyId },
      { requestedByUserId: admin.id, progress: { companyId, companyName: name } },
    );
    await recordAdminAction(tx, admin, {
      action: "ai.summary.requested",
      targetType: "company",
      targetId: companyId,
      after: { operationId: queued.operationId },
    });
    return queued;
  });
}

/** Starts "generate AI reviews" (1–10, default 5; non-numeric counts fall back to 5) for one company. */
export async function requestAiReviews(services: Services, admin: SessionUser, companyId: number, count: unknown) {
  const name = await companyName(services, companyId);
  const normalised = normaliseAiReviewCount(count);
  return services.db.transaction(async (tx) => {
    const queued = await services.jobs.enqueue(
      tx,
      jobNames.generateAiReviews,
      { companyId, count: normalised },
      { requestedByUserId: admin.id, progress: { companyId, companyName: name, requested: normalised } },
    );
    await recordAdminAction(tx, admin, {
      action: "ai.reviews.requested",
      targetType: "company",
      targetId: companyId,
      after: { operationId: queued.operationId, count: normalised },
    });
    return { ...queued, count: normalised };
  });
}

/** Starts "discover companies" for one category slug (trimmed; empty or unknown slugs are refused with a message). */
export async function requestDiscovery(services: Services, admin: SessionUser, slugInput: unknown) {
  const slug = typeof slugInput === "string" ? slugInput.trim().toLowerCase() : "";
  if (!slug) {
    throw new AppError("validation_failed", "Please enter a category slug", {
      fields: { categorySlug: "Please enter a category slug" },
    });
  }
  const [category] = await services.db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(eq(categories.slug, slug));
  if (!category) {
    throw new AppError("validation_failed", `There is no category with the slug "${slug}".`, {
      fields: { categorySlug: "No category has this slug" },
    });
  }
  return services.db.transaction(async (tx) => {
    const queued = await services.jobs.enqueue(
      tx,
      jobNames.discoverCompanies,
      { categorySlug: slug },
      { requestedByUserId: admin.id, progress: { categorySlug: slug, categoryName: category.name } },
    );
    await recordAdminAction(tx, admin, {
      action: "ai.discovery.requested",
      targetType: "category",
      targetId: category.id,
      after: { operationId: queued.operationId },
    });
    return queued;
  });
}

/** Starts "Discover All": every category in batches from batch 0 until no batches are left. */
export async function requestBulkDiscovery(services: Services, admin: SessionUser) {
  return services.db.transaction(async (tx) => {
    const queued = await services.jobs.enqueue(
      tx,
      jobNames.bulkDiscover,
      { startBatch: 0 },
      { requestedByUserId: admin.id, progress: { current_batch: 0, total_companies_created: 0 } },
    );
    await recordAdminAction(tx, admin, {
      action: "ai.bulk-discovery.requested",
      targetType: "catalog",
      targetId: "all-categories",
      after: { operationId: queued.operationId },
    });
    return queued;
  });
}

/** Starts "Generate All Reviews" for companies that have no reviews yet. */
export async function requestBulkReviews(services: Services, admin: SessionUser) {
  return services.db.transaction(async (tx) => {
    const queued = await services.jobs.enqueue(
      tx,
      jobNames.bulkGenerateReviews,
      {},
      { requestedByUserId: admin.id, progress: { companies_processed: 0, total_reviews_created: 0 } },
    );
    await recordAdminAction(tx, admin, {
      action: "ai.bulk-reviews.requested",
      targetType: "catalog",
      targetId: "companies-without-reviews",
      after: { operationId: queued.operationId },
    });
    return queued;
  });
}
