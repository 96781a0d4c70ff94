import { sql } from "drizzle-orm";
import { countOf } from "#contracts/plural.ts";
import type { SessionUser } from "../auth/session.ts";
import { cacheKeys } from "../cache/read-cache.ts";
import { handOverSlugs } from "../catalog/company-slug.ts";
import { domainFromWebsite } from "../catalog/domain.ts";
import type { Services } from "../context.ts";
import type { Database } from "../db/client.ts";
import { AppError } from "../errors.ts";
import { recordAdminAction } from "./audit-log.ts";

// Companies readers add wait here until an admin approves, merges or rejects them
// (docs/decisions/056-community-companies-reviewed.md).

export const submissionTabs = ["companies", "rejected-companies"] as const;
export type SubmissionTab = (typeof submissionTabs)[number];
export const submissionActions = ["approve-company", "reject-company", "merge-company"] as const;
export type SubmissionAction = (typeof submissionActions)[number];

const pageSize = 20;

type SubmissionRow = {
  id: number;
  name: string;
  slug: string;
  domain: string | null;
  website_url: string | null;
  listing_status: "pending" | "rejected";
  proposed_categories: string[];
  submitted_by: string | null;
  review_count: number;
  created_at: Date;
};

/** Companies awaiting review (oldest first, so none waits for ever) or rejected ones (newest first), by 20. */
export async function listCompanySubmissions(db: Pick<Database, "execute">, tab: SubmissionTab, page = 1) {
  const status = tab === "companies" ? "pending" : "rejected";
  const order = tab === "companies" ? sql`c.created_at, c.id` : sql`c.updated_at desc, c.id desc`;
  const [rows, counts] = await Promise.all([
    db.execute<SubmissionRow>(sql`
      select c.id, c.name, c.slug, c.domain, c.website_url, c.listing_status, c.created_at,
        array(select k.name from unnest(coalesce(c.proposed_category_ids, '{}')) with ordinality as p(id, position)
          join categories k on k.id = p.id order by p.position) as proposed_categories,
        nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '') || ' <' || u.email || '>'), '<>') as submitted_by,
        (select count(*) from reviews r where r.company_id = c.id)::int as review_count
      from companies c
      left join users u on u.id = c.submitted_by_user_id
      where c.listing_status = ${status}
      order by ${order}
      limit ${pageSize} offset ${(Math.max(1, page) - 1) * pageSize}`),
    countSubmissions(db),
  ]);
  return {
    tab,
    page: Math.max(1, page),
    pageSize,
    counts,
    items: rows.rows.map((row) => ({
      id: row.id,
      name: row.name,
      slug: row.slug,
      domain: row.domain,
      websiteUrl: row.website_url,
      status: row.listing_status,
      proposedCategories: row.proposed_categories,
      submittedBy: row.submitted_by,
      reviewCount: row.review_count,
      createdAt: new Date(row.created_at).toISOString(),
    })),
  };
}

/** How many companies await review and how many were rejected. */
export async function countSubmissions(db: Pick<Database, "execute">) {
  const result = await db.execute<{ pending: number; rejected: number }>(sql`
    select count(*) filter (where listing_status = 'pending')::int as pending,
      count(*) filter (where listing_status = 'rejected')::int as rejected
    from companies where listing_status <> 'listed'`);
  return result.rows[0] ?? { pending: 0, rejected: 0 };
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

async function lockUnlistedCompany(tx: Transaction, companyId: number) {
  const result = await tx.execute<{
    id: number;
    name: string;
    domain: string | null;
    listing_status: "listed" | "pending" | "rejected";
    proposed_category_ids: number[] | null;
  }>(
    sql`select id, name, domain, listing_status, proposed_category_ids from companies where id = ${companyId} for update`,
  );
  const company = result.rows[0];
  if (!company) throw new AppError("not_found", "This company doesn't exist.");
  if (company.listing_status === "listed") throw new AppError("conflict", `${company.name} is already listed.`);
  return company;
}

function invalidateCatalog(services: Services, companyIds: number[]) {
  for (const id of companyIds) services.cache.invalidate(cacheKeys.company(id));
  services.cache.invalidate(cacheKeys.homeStats);
  services.cache.invalidate(cacheKeys.categories);
  services.cache.invalidate("category:"); // facet snapshots and counts (server/catalog/category-facets.ts)
  services.cache.invalidate("search:vocabulary");
}

/**
 * Lists a company awaiting review (or one rejected before): it gets the categories its submitter chose (or
 * an admin set since), the first as primary, and so joins category pages, search, sitemaps and awards.
 */
export async function approveCompany(services: Services, admin: SessionUser, companyId: number) {
  const result = await services.db.transaction(async (tx) => {
    const company = await lockUnlistedCompany(tx, companyId);
    const proposed = company.proposed_category_ids ?? [];
    const existing = await tx.execute<{ id: number }>(
      sql`select id from categories where id = any(${sql.param(proposed)}::int[])`,
    );
    const known = new Set(existing.rows.map((row) => row.id));
    const categoryIds = [...new Set(proposed)].filter((id) => known.has(id));
    if (categoryIds.length === 0) {
      throw new AppError(
        "conflict",
        `${company.name} has no category yet: edit it, choose a primary category, then approve it.`,
      );
    }
    await tx.execute(sql`
      insert into company_categories (company_id, category_id, is_primary)
      select ${companyId}, p.id, p.position = 1
      from unnest(${sql.param(categoryIds)}::int[]) with ordinality as p(id, position)
      on conflict (company_id, category_id) do nothing`);
    await tx.execute(sql`
      update companies set listing_status = 'listed', proposed_category_ids = null, updated_at = now()
      where id = ${companyId}`);
    await recordAdminAction(tx, admin, {
      action: "company.approve",
      targetType: "company",
      targetId: companyId,
      before: { listingStatus: company.listing_status, proposedCategoryIds: proposed },
      after: { listingStatus: "listed", categoryIds },
    });
    return { name: company.name };
  });
  invalidateCatalog(services, [companyId]);
  return { message: `${result.name} approved: it is now listed` };
}

/** Keeps a company out of the catalog: its pages answer "not found" to everyone but admins; nothing is deleted. */
export async function rejectCompany(services: Services, admin: SessionUser, companyId: number) {
  const result = await services.db.transaction(async (tx) => {
    const company = await lockUnlistedCompany(tx, companyId);
    if (company.listing_status === "rejected") throw new AppError("conflict", `${company.name} is already rejected.`);
    await tx.execute(sql`update companies set listing_status = 'rejected', updated_at = now() where id = ${companyId}`);
    await recordAdminAction(tx, admin, {
      action: "company.reject",
      targetType: "company",
      targetId: companyId,
      before: { listingStatus: company.listing_status },
      after: { listingStatus: "rejected" },
    });
    return { name: company.name };
  });
  invalidateCatalog(services, [companyId]);
  return { message: `${result.name} rejected` };
}

/** The listed company an admin named to merge into: its id, its domain or its exact name. */
async function findMergeTarget(tx: Transaction, target: string) {
  const text = target.trim();
  const notFound = () =>
    new AppError("validation_failed", `No listed company matches “${text}”. Give its id, domain or exact name.`, {
      fields: { target: "No listed company matches" },
    });
  if (text === "") {
    throw new AppError("validation_failed", "Name the company to merge into: its id, domain or exact name.", {
      fields: { target: "Name the company to merge into" },
    });
  }
  const digits = /^\d{1,10}$/.test(text) ? Number(text) : null;
  const id = digits !== null && digits <= 2_147_483_647 ? digits : null;
  const domain = domainFromWebsite(text);
  const byId = id !== null ? sql`id = ${id}` : sql`false`;
  const result = await tx.execute<{ id: number; name: string }>(sql`
    select id, name from companies
    where listing_status = 'listed'
      and (${byId} or ${domain ? sql`lower(domain) = ${domain}` : sql`false`} or lower(name) = lower(${text}))
    order by case when ${byId} then 0 else 1 end, id
    limit 2`);
  const [first, second] = result.rows;
  if (!first) throw notFound();
  if (second && first.id !== id) {
    throw new AppError("validation_failed", `More than one listed company matches “${text}”: give its id.`, {
      fields: { target: "More than one company matches" },
    });
  }
  return first;
}

/**
 * Merges a company awaiting review (or rejected) into a listed one that it duplicates: its reviews move
 * to the listed company (figures follow through the stats trigger), then it is deleted. A reviewer who
 * has already reviewed the listed company keeps that review; their review of the duplicate is deleted
 * (one review per account per company), and the count is reported and audited.
 */
export async function mergeCompany(services: Services, admin: SessionUser, companyId: number, target: string) {
  const result = await services.db.transaction(async (tx) => {
    const company = await lockUnlistedCompany(tx, companyId);
    const into = await findMergeTarget(tx, target);
    if (into.id === companyId) throw new AppError("conflict", "A company cannot be merged into itself.");
    await tx.execute(sql`select id from companies where id = ${into.id} for update`);
    const duplicates = await tx.execute<{ id: number; video_storage_key: string | null }>(sql`
      delete from reviews r using reviews t
      where r.company_id = ${companyId} and t.company_id = ${into.id} and t.user_id = r.user_id
      returning r.id, r.video_storage_key`);
    const moved = await tx.execute<{ id: number }>(
      sql`update reviews set company_id = ${into.id}, updated_at = now() where company_id = ${companyId} returning id`,
    );
    // Its addresses lead to the company it duplicated (decision 086).
    await handOverSlugs(tx, companyId, into.id);
    await tx.execute(sql`delete from companies where id = ${companyId}`);
    await recordAdminAction(tx, admin, {
      action: "company.merge",
      targetType: "company",
      targetId: companyId,
      before: { name: company.name, domain: company.domain, listingStatus: company.listing_status },
      after: {
        mergedIntoCompanyId: into.id,
        mergedIntoName: into.name,
        reviewsMoved: moved.rows.map((row) => row.id),
        duplicateReviewsDeleted: duplicates.rows.map((row) => row.id),
      },
    });
    return {
      name: company.name,
      into,
      moved: moved.rows.length,
      dropped: duplicates.rows.length,
      videoKeys: duplicates.rows.flatMap((row) => (row.video_storage_key ? [row.video_storage_key] : [])),
    };
  });
  for (const key of result.videoKeys) {
    await services.videos
      .remove(key)
      .catch((error: unknown) => services.logger.error({ err: error, key }, "video removal failed"));
  }
  invalidateCatalog(services, [companyId, result.into.id]);
  const moved = `${countOf(result.moved, "review")} moved`;
  const dropped =
    result.dropped > 0
      ? `; ${countOf(result.dropped, "duplicate review")} by people who had already reviewed ${result.into.name} deleted`
      : "";
  return { message: `${result.name} merged into ${result.into.name}: ${moved}${dropped}`, intoId: result.into.id };
}
