// Everything a company's all-reviews page shows, in one domain read (issue #36), as `companyPage` is for the company
// page: the company, one page of its reviews with their figures, and the keywords to search them by. The company
// and the mention counts the keywords come from are one batch (server/db/prepared-query.ts), sent together with the
// page of reviews and its figures; mention counts the read cache holds are taken from there.
import { sql } from "drizzle-orm";
import type { ListingStatus } from "#contracts/listing-status.ts";
import type { ReviewListQuery } from "#contracts/validation/reviews.ts";
import { cacheKeys, type ReadCache } from "../cache/read-cache.ts";
import type { Database } from "../db/client.ts";
import { prepareBatch } from "../db/prepared-query.ts";
import { AppError } from "../errors.ts";
import { getPreferences } from "../preferences/get-preferences.ts";
import { listCompanyReviews } from "../reviews/list-company-reviews.ts";
import { allMentionsSql, mentionsOf, type ReviewMentions, topMentions } from "../reviews/review-mentions.ts";

/** How many of the most mentioned terms the page offers as keywords. */
const keywordCount = 10;

type CompanyRow = { id: number; name: string; slug: string; listingStatus: ListingStatus };

/** Only what the page shows of the company. */
const companySql = () =>
  sql`select id, name, slug, listing_status as "listingStatus" from companies where id = ${sql.placeholder("companyId")}`;

const readCompanyAndMentions = prepareBatch<{ company: CompanyRow[]; mentions: Record<string, number>[] }>(
  "company-reviews-page",
  { company: companySql, mentions: allMentionsSql },
);
const readCompany = prepareBatch<{ company: CompanyRow[] }>("company-reviews-page-company", { company: companySql });

type Reader = { db: Database; cache: ReadCache };

/**
 * Page `query.page` of the reviews of company `companyId` under `query`'s filters and sort, for `viewer` (null: a
 * visitor): the company (404 when unknown, and when rejected unless the viewer is an admin), the reviews, their
 * total and rating figures, and the most mentioned keywords.
 */
export async function companyReviewsPage(
  { db, cache }: Reader,
  input: { companyId: number; viewer: { userId: string; isAdmin: boolean } | null; query: ReviewListQuery },
) {
  const { companyId, viewer, query } = input;
  const preferences = await getPreferences(db, viewer?.userId ?? null);
  const includeAi = preferences.showAiGeneratedReviews;
  const mentionsKey = cacheKeys.companyMentions(companyId, includeAi, undefined);
  const cached = cache.peek<ReviewMentions>(mentionsKey);
  const since = cache.generation;
  const [read, list] = await Promise.all([
    cached
      ? readCompany(db, { companyId }).then(({ company }) => ({ company, mentions: cached }))
      : readCompanyAndMentions(db, { companyId, includeAi }).then(({ company, mentions }) => {
          const counted = mentionsOf(mentions[0]);
          cache.store(mentionsKey, counted, since);
          return { company, mentions: counted };
        }),
    listCompanyReviews(db, companyId, query, { userId: viewer?.userId ?? null, showAiGeneratedReviews: includeAi }),
  ]);
  const { mentions } = read;
  const [company] = read.company;
  if (!company || (company.listingStatus === "rejected" && !viewer?.isAdmin))
    throw new AppError("not_found", "The company you're looking for doesn't exist.");
  return {
    company,
    ...list,
    keywords: topMentions(mentions, keywordCount).map((mention) => mention.term),
  };
}
