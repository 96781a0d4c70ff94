import { Placeholder, type SQL, sql } from "drizzle-orm";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import type { VoteValue } from "#contracts/review-details.ts";
import { domainFromWebsite } from "../catalog/domain.ts";
import { users } from "../db/schema/auth.ts";
import { reviews } from "../db/schema/reviews.ts";
import { goodForOf, reviewDetailOf, reviewerDisplayName } from "./review-display.ts";

/** "Verified email" (decision 058): written by an account whose email address is confirmed. Never on AI reviews. */
const isEmailVerifiedSql = sql<boolean>`coalesce(not ${reviews.isAiGenerated} and ${users.emailVerified}, false)`;

/**
 * "Verified business" (docs/decisions/014-verified-reviews.md, 058): written by an account
 * whose email address is confirmed and whose email domain is the domain of the
 * business website given in the review (or a subdomain of it). Never on AI reviews.
 */
const isVerifiedSql = sql<boolean>`coalesce(
  not ${reviews.isAiGenerated}
  and ${users.emailVerified}
  and ${reviews.businessWebsite} is not null
  and (
    split_part(lower(${users.email}), '@', 2) = regexp_replace(lower(${reviews.businessWebsite}), '^([a-z][a-z0-9+.-]*://)?(www\\.)?([^/:?#]+).*$', '\\3')
    or split_part(lower(${users.email}), '@', 2) like '%.' || regexp_replace(lower(${reviews.businessWebsite}), '^([a-z][a-z0-9+.-]*://)?(www\\.)?([^/:?#]+).*$', '\\3')
  ), false)`;

// Subqueries name the outer review explicitly: drizzle leaves columns unqualified in single-table selects.
const outerReview = (column: string) => sql`${sql.identifier("reviews")}.${sql.identifier(column)}`;

/** Category names for the slugs a reviewer tagged, in catalog order. */
const categoryNamesSql = sql<string[]>`array(
  select c.name from categories c where c.slug = any(${outerReview("categories")}) order by c.sort_order
)`;

/** The company's public answer, if it gave one and no moderator hid it (docs/decisions/059-vendors.md, 064). */
const replySql = sql<{ content: string; updatedAt: string; companyName: string } | null>`(
  select json_build_object('content', rr.content, 'updatedAt', rr.updated_at, 'companyName', c.name)
  from review_replies rr join companies c on c.id = rr.company_id where rr.review_id = ${outerReview("id")} and rr.hidden_at is null
)`;

/**
 * The columns of a review as pages show it. `viewerId` may be a placeholder (a prepared query's value,
 * null for an anonymous visitor): the viewer's own vote is then read the same way for both.
 */
export function publicReviewColumns(viewerId: string | null | Placeholder) {
  const viewerVote: SQL<VoteValue | null> =
    viewerId instanceof Placeholder
      ? sql`(select v.value from review_votes v where v.review_id = ${outerReview("id")} and v.user_id = ${viewerId}::text)`
      : viewerId
        ? sql`(select v.value from review_votes v where v.review_id = ${outerReview("id")} and v.user_id = ${viewerId})`
        : sql`null::text`;
  return {
    id: reviews.id,
    companyId: reviews.companyId,
    rating: reviews.rating,
    title: reviews.title,
    content: reviews.content,
    reviewerFirstName: reviews.reviewerFirstName,
    reviewerSurname: reviews.reviewerSurname,
    roleInCompany: reviews.roleInCompany,
    businessWebsite: reviews.businessWebsite,
    categoryNames: categoryNamesSql,
    goodForStartup: reviews.goodForStartup,
    goodForSixFigures: reviews.goodForSixFigures,
    goodForSevenFigures: reviews.goodForSevenFigures,
    goodForEightFigures: reviews.goodForEightFigures,
    goodForNineFiguresPlus: reviews.goodForNineFiguresPlus,
    ratingEaseOfUse: reviews.ratingEaseOfUse,
    ratingSupport: reviews.ratingSupport,
    ratingValue: reviews.ratingValue,
    ratingFeatures: reviews.ratingFeatures,
    pros: reviews.pros,
    cons: reviews.cons,
    reviewerBrandSize: reviews.reviewerBrandSize,
    reviewerRole: reviews.reviewerRole,
    reviewerPlatform: reviews.reviewerPlatform,
    videoStorageKey: reviews.videoStorageKey,
    isAiGenerated: reviews.isAiGenerated,
    isSample: reviews.isSample,
    isVerified: isVerifiedSql,
    isEmailVerified: isEmailVerifiedSql,
    isInvited: reviews.isInvited,
    helpfulCount: reviews.helpfulCount,
    notHelpfulCount: reviews.notHelpfulCount,
    viewerVote,
    createdAt: reviews.createdAt,
    editedAt: reviews.editedAt,
    reply: replySql,
  };
}

export type PublicReviewRow = SelectResultFields<ReturnType<typeof publicReviewColumns>>;

/** What visitors may see of a review: no user ids, no emails; the reviewer named as "First S.". */
export function toPublicReview(row: PublicReviewRow) {
  const goodFor = goodForOf(row);
  return {
    id: row.id,
    companyId: row.companyId,
    rating: row.rating,
    title: row.title,
    content: row.content,
    reviewer: reviewerDisplayName(row),
    roleInCompany: row.isAiGenerated ? null : row.roleInCompany,
    brand: row.isAiGenerated ? null : domainFromWebsite(row.businessWebsite),
    categories: row.categoryNames,
    goodFor,
    ...reviewDetailOf(row),
    videoUrl: row.videoStorageKey ? `/media/videos/${row.videoStorageKey}` : null,
    isAiGenerated: row.isAiGenerated,
    isSample: row.isSample,
    isVerified: row.isVerified,
    isEmailVerified: row.isEmailVerified,
    isInvited: row.isInvited,
    helpfulCount: row.helpfulCount,
    notHelpfulCount: row.notHelpfulCount,
    viewerVote: row.viewerVote,
    createdAt: row.createdAt.toISOString(),
    isEdited: row.editedAt !== null,
    reply: row.reply
      ? {
          content: row.reply.content,
          updatedAt: new Date(row.reply.updatedAt).toISOString(),
          companyName: row.reply.companyName,
        }
      : null,
  };
}
