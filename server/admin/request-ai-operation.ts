import { eq } from "drizzle-orm";
import { normaliseAiReviewCount } from "../ai/ai-review-drafts.ts";
import type { SessionUser } from "../auth/session.ts";
import type { Services } from "../context.ts";
import { companies } from "../db/schema/catalog.ts";
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
