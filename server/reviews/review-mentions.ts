import { and, eq, type SQL, sql } from "drizzle-orm";
import { brandSizes } from "#contracts/brand-sizes.ts";
import { averageRatingOf } from "#contracts/rating.ts";
import type { Database } from "../db/client.ts";
import { prepareSql } from "../db/prepared-query.ts";
import { goodForColumns, reviews } from "../db/schema/reviews.ts";
import { companyKeywordMatch } from "./keyword-match.ts";

/** The fixed vocabulary of product words that Top Mentions and review summaries count (41 terms). */
const mentionTerms = [
  "support",
  "customer service",
  "pricing",
  "price",
  "value",
  "cost",
  "integration",
  "integrations",
  "setup",
  "onboarding",
  "dashboard",
  "reporting",
  "analytics",
  "automation",
  "templates",
  "features",
  "interface",
  "performance",
  "reliability",
  "documentation",
  "flexibility",
  "speed",
  "updates",
  "bugs",
  "learning curve",
  "communication",
  "deadlines",
  "results",
  "strategy",
  "design",
  "shipping",
  "returns",
  "checkout",
  "subscriptions",
  "segmentation",
  "flows",
  "campaigns",
  "inventory",
  "api",
  "mobile",
  "contract",
] as const;

export type MentionFilter = { q?: string | undefined; includeAi: boolean };

function baseConditions(companyId: number, filter: MentionFilter): SQL[] {
  const conditions: SQL[] = [eq(reviews.companyId, companyId), eq(reviews.status, "published")];
  if (!filter.includeAi) conditions.push(eq(reviews.isAiGenerated, false));
  if (filter.q) conditions.push(companyKeywordMatch(filter.q));
  return conditions;
}

/** The term as a constant (our own vocabulary of lowercase words), so each tsquery is computed once per query. */
function termMatch(term: string) {
  if (!/^[a-z ]+$/.test(term)) throw new Error(`A mention term must be lowercase words: ${term}`);
  return sql`${reviews.wordsVector} @@ phraseto_tsquery('simple', ${sql.raw(`'${term}'`)})`;
}

/** The counted columns: totals, the star distribution, each term's mentions (all, positive, negative), good-for. */
function mentionColumns() {
  const columns: Record<string, SQL> = {
    total: sql`count(*)::int`,
    rating_sum: sql`coalesce(sum(${reviews.rating}) filter (where not ${reviews.isAiGenerated}), 0)::int`,
    rating_count: sql`(count(*) filter (where not ${reviews.isAiGenerated}))::int`,
  };
  for (const stars of [1, 2, 3, 4, 5]) {
    columns[`stars_${stars}`] =
      sql`(count(*) filter (where not ${reviews.isAiGenerated} and ${reviews.rating} = ${sql.raw(String(stars))}))::int`;
  }
  mentionTerms.forEach((term, index) => {
    columns[`all_${index}`] = sql`(count(*) filter (where ${termMatch(term)}))::int`;
    columns[`pos_${index}`] = sql`(count(*) filter (where ${reviews.rating} >= 4 and ${termMatch(term)}))::int`;
    columns[`neg_${index}`] = sql`(count(*) filter (where ${reviews.rating} <= 2 and ${termMatch(term)}))::int`;
  });
  for (const key of brandSizes) {
    columns[`good_${key}`] = sql`(count(*) filter (where ${reviews[goodForColumns[key].field]}))::int`;
  }
  return sql.join(
    Object.entries(columns).map(([name, expression]) => sql`${expression} as ${sql.identifier(name)}`),
    sql`, `,
  );
}

/** Without a keyword (every page view) the query has one shape: assembled once, planned once per connection. */
export const allMentionsSql = () => sql`select ${mentionColumns()} from ${reviews}
    where ${reviews.companyId} = ${sql.placeholder("companyId")} and ${reviews.status} = 'published'
      and (${sql.placeholder("includeAi")}::boolean or not ${reviews.isAiGenerated})`;
const countAllMentions = prepareSql<Record<string, number>>("review-mentions", allMentionsSql);

/**
 * Per term: how many of the company's published reviews mention it (whole words,
 * unstemmed, in title or text), split by positive (4–5 stars) and
 * negative (1–2 stars) reviews; plus the good-for brand sizes. One scan of the
 * company's reviews.
 */
export async function countReviewMentions(db: Database, companyId: number, filter: MentionFilter) {
  const rows = filter.q
    ? (
        await db.execute<Record<string, number>>(
          sql`select ${mentionColumns()} from ${reviews} where ${and(...baseConditions(companyId, filter))}`,
        )
      ).rows
    : await countAllMentions(db, { companyId, includeAi: filter.includeAi });
  return mentionsOf(rows[0]);
}

/** The counts from their query's one row of numbers. */
export function mentionsOf(row: Record<string, number> = {}) {
  const read = (name: string) => Number(row[name] ?? 0);
  const terms = mentionTerms.map((term, index) => ({
    term,
    count: read(`all_${index}`),
    positive: read(`pos_${index}`),
    negative: read(`neg_${index}`),
  }));
  return {
    reviewCount: read("total"),
    averageRating: averageRatingOf(read("rating_sum"), read("rating_count")),
    ratingCount: read("rating_count"),
    distribution: {
      1: read("stars_1"),
      2: read("stars_2"),
      3: read("stars_3"),
      4: read("stars_4"),
      5: read("stars_5"),
    },
    terms,
    goodFor: brandSizes.map((key) => ({ key, count: read(`good_${key}`) })),
  };
}

export type ReviewMentions = Awaited<ReturnType<typeof countReviewMentions>>;

/** The 8 most mentioned terms (ties by vocabulary order), only those mentioned at least once. */
export function topMentions(mentions: ReviewMentions, limit = 8) {
  return [...mentions.terms]
    .filter((term) => term.count > 0)
    .sort((a, b) => b.count - a.count)
    .slice(0, limit)
    .map(({ term, count }) => ({ term, count }));
}

/**
 * A review-list summary from the counts: the top 2 strengths (terms most
 * mentioned in 4–5 star reviews), the top 2 concerns (1–2 stars) and the most
 * common good-for brand size.
 */
export function summariseMentions(mentions: ReviewMentions) {
  const pick = (side: "positive" | "negative") =>
    [...mentions.terms]
      .filter((term) => term[side] > 0)
      .sort((a, b) => b[side] - a[side])
      .slice(0, 2)
      .map((term) => ({ term: term.term, count: term[side] }));
  const topGoodFor = [...mentions.goodFor].sort((a, b) => b.count - a.count)[0];
  return {
    strengths: pick("positive"),
    concerns: pick("negative"),
    mostCommonGoodFor: topGoodFor && topGoodFor.count > 0 ? topGoodFor : null,
  };
}
