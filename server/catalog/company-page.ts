// Everything the company page shows, in one domain read (issue #36; issue #39 and decision 101 for the cost), as
// `categoryCompaniesPage` is for a category page. On the long tail (no keyword, nothing of the company in the read
// cache) it is one round trip: the company with its categories, claim and facts, its newest reviews, its mention
// counts, its pros-and-cons summary, its stored alternatives and what the viewer is to it, as one batch
// (server/db/prepared-query.ts). A keyword search, or a company whose figures the read cache holds, reads the
// company in one batch and the rest as before, in parallel.
import { type SQL, sql } from "drizzle-orm";
import type { CompanyKind } from "#contracts/company-facts.ts";
import type { ListingStatus } from "#contracts/listing-status.ts";
import { cacheKeys, type ReadCache } from "../cache/read-cache.ts";
import type { Database } from "../db/client.ts";
import { prepareBatch } from "../db/prepared-query.ts";
import { companies } from "../db/schema/catalog.ts";
import { reviews } from "../db/schema/reviews.ts";
import { companyClaims } from "../db/schema/vendors.ts";
import { AppError } from "../errors.ts";
import { getPreferences } from "../preferences/get-preferences.ts";
import { type GridMember, gridMemberJson, readGridPositionIn } from "../presence/read-category-grid.ts";
import {
  reviewDetailSummaryOf,
  reviewDetailSummarySql,
  type SummaryRow,
} from "../reviews/get-review-detail-summary.ts";
import { listRecentReviews } from "../reviews/list-recent-reviews.ts";
import { type PublicReviewRow, publicReviewColumns, toPublicReview } from "../reviews/public-review.ts";
import { allMentionsSql, mentionsOf, summariseMentions, topMentions } from "../reviews/review-mentions.ts";
import { categoryIcon } from "./category-display.ts";
import { type FactsRow, factsJsonOf, toFacts } from "./company-facts.ts";
import { companyLogoUrl } from "./company-logo.ts";
import { readCompanyPageFigures } from "./company-page-reads.ts";
import { averageRatingSql, reviewCountSql } from "./company-ratings.ts";
import { alternativesFromStored, type StoredRow, storedAlternativesSql } from "./list-alternatives.ts";
import { listCategories } from "./list-categories.ts";
import { alternativesLimits } from "./rank-alternatives.ts";

/** The newest reviews the page shows. */
const recentReviewCount = 3;

/** A select list whose JSON keys are the given names (a batch's rows come back as JSON). */
function selectAs(columns: Record<string, SQL | SQL.Aliased | { name: string }>) {
  return sql.join(
    Object.entries(columns).map(([name, column]) => sql`${column} as ${sql.identifier(name)}`),
    sql`, `,
  );
}

const companyId = sql.placeholder("companyId");
const viewerId = sql.placeholder("viewerId");

type CompanyRow = {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  logoUrl: string | null;
  logoKey: string | null;
  websiteUrl: string | null;
  domain: string | null;
  foundedYear: number | null;
  headquarters: string | null;
  kind: CompanyKind;
  aiSummary: string | null;
  aiSummaryGeneratedAt: string | null;
  aiSummaryReviewCount: number | null;
  listingStatus: ListingStatus;
  averageRating: number | null;
  reviewCount: number;
  categories: { id: number; name: string; slug: string; icon: string | null; isPrimary: boolean }[];
  proposedCategories: { id: number; name: string; slug: string }[];
  claimed: boolean;
  facts: FactsRow | null;
  represents: boolean;
  ownReviewId: number | null;
  gridMember: GridMember | null;
};

/** Only the columns the page shows, the company's categories, proposed categories and facts as JSON. */
const companySql = () =>
  sql`select ${selectAs({
    id: companies.id,
    name: companies.name,
    slug: companies.slug,
    description: companies.description,
    logoUrl: companies.logoUrl,
    logoKey: companies.logoKey,
    websiteUrl: companies.websiteUrl,
    domain: companies.domain,
    foundedYear: companies.foundedYear,
    headquarters: companies.headquarters,
    kind: companies.kind,
    aiSummary: companies.aiSummary,
    aiSummaryGeneratedAt: companies.aiSummaryGeneratedAt,
    aiSummaryReviewCount: companies.aiSummaryReviewCount,
    listingStatus: companies.listingStatus,
    averageRating: averageRatingSql,
    reviewCount: reviewCountSql,
    categories: sql`coalesce((
      select json_agg(json_build_object('id', c.id, 'name', c.name, 'slug', c.slug, 'icon', c.icon, 'isPrimary', cc.is_primary)
        order by cc.is_primary desc, c.sort_order asc)
      from company_categories cc join categories c on c.id = cc.category_id
      where cc.company_id = "companies"."id"), '[]'::json)`,
    // Its figures on its primary category's Grid (decision 107), null when not drawn there.
    gridMember: gridMemberJson(sql`"companies"."id"`),
    // A company awaiting review has no categories yet: those its submitter chose, in the submitter's order.
    proposedCategories: sql`coalesce((
      select json_agg(json_build_object('id', c.id, 'name', c.name, 'slug', c.slug) order by u.ordinality)
      from unnest("companies"."proposed_category_ids") with ordinality u(category_id, ordinality)
      join categories c on c.id = u.category_id), '[]'::json)`,
    claimed: sql`exists (select 1 from ${companyClaims} k where k.company_id = "companies"."id" and k.status = 'approved')`,
    facts: factsJsonOf(sql`"companies"."id"`),
    // What the viewer is to the company (nothing for a visitor: the placeholder is null).
    represents: sql`exists (select 1 from ${companyClaims} k where k.company_id = "companies"."id"
      and k.user_id = ${viewerId}::text and k.status = 'approved')`,
    ownReviewId: sql`(select r.id from ${reviews} r where r.company_id = "companies"."id"
      and r.user_id = ${viewerId}::text limit 1)`,
  })} from ${companies} where ${companies.id} = ${companyId}`;

/** A review row as JSON carries it: its times as text. */
type ReviewJson = Omit<PublicReviewRow, "createdAt" | "editedAt"> & { createdAt: string; editedAt: string | null };

const recentReviewsSql = () => sql`select ${selectAs(publicReviewColumns(viewerId))}
  from ${reviews} left join users on users.id = ${reviews.userId}
  where ${reviews.companyId} = ${companyId} and ${reviews.status} = 'published'
    and (${sql.placeholder("includeAi")}::boolean or not ${reviews.isAiGenerated})
  order by ${reviews.createdAt} desc, ${reviews.id} desc
  limit ${sql.raw(String(recentReviewCount))}`;

const readWholePage = prepareBatch<{
  company: CompanyRow[];
  reviews: ReviewJson[];
  mentions: Record<string, number>[];
  summary: SummaryRow[];
  alternatives: StoredRow[];
}>("company-page", {
  company: companySql,
  reviews: recentReviewsSql,
  mentions: allMentionsSql,
  summary: reviewDetailSummarySql,
  alternatives: storedAlternativesSql,
});

const readCompanyOnly = prepareBatch<{ company: CompanyRow[] }>("company-page-company", { company: companySql });

function toReview(row: ReviewJson) {
  return toPublicReview({
    ...row,
    createdAt: new Date(row.createdAt),
    editedAt: row.editedAt === null ? null : new Date(row.editedAt),
  });
}

type Reader = { db: Database; cache: ReadCache };
type Viewer = { userId: string; isAdmin: boolean } | null;

/**
 * The company page of company `companyId` for `viewer` (null: a visitor), its reviews optionally searched by
 * `q`: the company (404 when unknown, and when rejected unless the viewer is an admin), its facts, newest reviews,
 * rating figures, mentions, pros and cons, alternatives, and the viewer's preferences and relation to it.
 */
export async function companyPage(reader: Reader, input: { companyId: number; viewer: Viewer; q: string | undefined }) {
  const { db, cache } = reader;
  const { viewer, q } = input;
  const preferences = await getPreferences(db, viewer?.userId ?? null);
  const includeAi = preferences.showAiGeneratedReviews;
  const values = { companyId: input.companyId, viewerId: viewer?.userId ?? null, includeAi };
  const mentionsKey = cacheKeys.companyMentions(input.companyId, includeAi, q);
  const summaryKey = cacheKeys.companyReviewDetail(input.companyId);
  const isLongTail = q === undefined && cache.peek(mentionsKey) === undefined && cache.peek(summaryKey) === undefined;
  const [read, categories] = await Promise.all([
    isLongTail ? readAtOnce(reader, values, mentionsKey, summaryKey) : readInParts(reader, values, q),
    viewer ? cache.get(cacheKeys.categories, () => listCategories(db)) : undefined,
  ]);
  const { company } = read;
  if (!company || (company.listingStatus === "rejected" && !viewer?.isAdmin))
    throw new AppError("not_found", "The company you're looking for doesn't exist.");
  const { logoKey, facts, represents, ownReviewId, gridMember, ...details } = company;
  // Its place on its primary category's Grid (decisions 098, 107): its figures read above, the category's cached.
  const primary = company.categories.find((category) => category.isPrimary);
  const gridPosition = primary
    ? await readGridPositionIn(reader, primary, company.id, {
        name: company.name,
        slug: company.slug,
        member: gridMember,
      })
    : null;
  return {
    company: {
      ...details,
      logoUrl: companyLogoUrl({ logoKey, logoUrl: company.logoUrl, domain: company.domain }),
      aiSummaryGeneratedAt:
        company.aiSummaryGeneratedAt === null ? null : new Date(company.aiSummaryGeneratedAt).toISOString(),
      categories: company.categories.map((row) => ({ ...row, icon: categoryIcon(row.name, row.icon) })),
    },
    facts: facts ? toFacts(facts) : null,
    reviews: read.reviews,
    mentions: read.mentions,
    topMentions: topMentions(read.mentions),
    mentionSummary: summariseMentions(read.mentions),
    reviewDetail: read.reviewDetail,
    alternatives: read.alternatives,
    gridPosition,
    preferences,
    viewer: viewer
      ? {
          represents,
          ownReviewId,
          categories: (categories ?? []).map(({ slug, name }) => ({ slug, name })),
        }
      : null,
  };
}

type Values = { companyId: number; viewerId: string | null; includeAi: boolean };

/** The long tail: one round trip; the two figures kept in the read cache as if read one by one. */
async function readAtOnce({ db, cache }: Reader, values: Values, mentionsKey: string, summaryKey: string) {
  const since = cache.generation;
  const batch = await readWholePage(db, values);
  const mentions = mentionsOf(batch.mentions[0]);
  const reviewDetail = reviewDetailSummaryOf(batch.summary[0]);
  cache.store(mentionsKey, mentions, since);
  cache.store(summaryKey, reviewDetail, since);
  return {
    company: batch.company[0],
    reviews: batch.reviews.map(toReview),
    mentions,
    reviewDetail,
    alternatives: await alternativesFromStored(db, values.companyId, batch.alternatives, alternativesLimits.block),
  };
}

/** A keyword search, or figures the read cache holds: the company in one batch, the rest in parallel with it. */
async function readInParts({ db, cache }: Reader, values: Values, q: string | undefined) {
  const [batch, recent, figures] = await Promise.all([
    readCompanyOnly(db, values),
    listRecentReviews(
      db,
      values.companyId,
      { userId: values.viewerId, showAiGeneratedReviews: values.includeAi },
      { q, limit: recentReviewCount },
    ),
    readCompanyPageFigures({ db, cache }, values.companyId, {
      includeAi: values.includeAi,
      q,
      alternativesLimit: alternativesLimits.block,
    }),
  ]);
  return { company: batch.company[0], reviews: recent, ...figures };
}
