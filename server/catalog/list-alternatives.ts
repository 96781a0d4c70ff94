// A company's alternatives as pages and the API list them: its stored ranking (refresh-alternatives.ts) with what
// changes by the minute joined live, or, for a company not ranked yet, ranked live (rank-alternatives.ts); each
// with the sentence that says why it is listed.
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Alternative } from "#contracts/compare.ts";
import { countOf } from "#contracts/plural.ts";
import { averageRatingOf, formatRating } from "#contracts/rating.ts";
import type { Database } from "../db/client.ts";
import { prepareSql } from "../db/prepared-query.ts";
import {
  alternativesLimits,
  byRank,
  type Row,
  rankAlternativesLive,
  type Scored,
  scoredOf,
} from "./rank-alternatives.ts";

const limitMessage = "Must be a whole number from 1 to 20";

/** The alternatives endpoint's query: how many to list. */
export const AlternativesQuerySchema = z.object({
  limit: z.coerce
    .number({ error: limitMessage })
    .int({ error: limitMessage })
    .min(1, { error: limitMessage })
    .max(alternativesLimits.page, { error: limitMessage })
    .default(alternativesLimits.page),
});

/** "Also in Email Marketing; shares 5 of 7 features; 12 operators reviewed both". */
function alternativeReason(alternative: Omit<Alternative, "reason" | "score">) {
  const parts: string[] = [];
  const [first, second, ...more] = alternative.sharedCategories;
  if (first) {
    const names = [first.name, ...(second ? [second.name] : [])].join(" and ");
    parts.push(
      `also in ${names}${more.length > 0 ? ` and ${countOf(more.length, "more category", "more categories")}` : ""}`,
    );
  }
  if (alternative.companyFeatures > 0 && alternative.sharedFeatures > 0)
    parts.push(`shares ${alternative.sharedFeatures} of ${countOf(alternative.companyFeatures, "feature")}`);
  if (alternative.coReviewers > 0) parts.push(`${countOf(alternative.coReviewers, "operator")} reviewed both`);
  if (alternative.averageRating !== null && alternative.reviewCount > 0)
    parts.push(`rated ${formatRating(alternative.averageRating)} in ${countOf(alternative.reviewCount, "review")}`);
  if (alternative.status !== "active") parts.push(alternative.status);
  const sentence = parts.join("; ");
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/** A stored alternative as read, its live columns null when it is no longer listed (or there is none). */
export type StoredRow = Omit<Row, "id" | "name" | "shared_categories"> & {
  id: number | null;
  name: string | null;
  score: number;
  shared_categories: { slug: string; name: string }[] | null;
};

/**
 * The stored ranking with what can change by the minute joined live: names, status, ratings, whether each is
 * still listed. A company ranked with no alternatives answers one row of nulls; one never ranked, none.
 */
export const storedAlternativesSql = () => {
  const companyId = sql.placeholder("companyId");
  return sql`
    select c.id, c.name, c.slug, c.logo_url, c.logo_key, c.domain, c.status, s.review_count, s.rating_sum,
      a.quality, a.score, a.co_reviewers, a.shared_features, a.company_features,
      (select json_agg(json_build_object('slug', k.slug, 'name', k.name) order by u.ordinality)
        from unnest(a.shared_category_ids) with ordinality u(category_id, ordinality)
        join categories k on k.id = u.category_id) as shared_categories
    from company_alternative_sets r
    left join company_alternatives a on a.company_id = r.company_id
    left join companies c on c.id = a.alternative_id and c.listing_status = 'listed'
    left join company_review_stats s on s.company_id = c.id
    where r.company_id = ${companyId}
    order by a.position`;
};
const selectStored = prepareSql<StoredRow>("alternatives-stored", storedAlternativesSql);

/** The stored ranking of a company, re-ranked with live status; undefined when it has not been ranked. */
async function readStored(db: Database, companyId: number): Promise<Scored[] | undefined> {
  return rankedOf(await selectStored(db, { companyId }));
}

function rankedOf(rows: StoredRow[]): Scored[] | undefined {
  if (rows.length === 0) return undefined;
  return rows
    .flatMap((row) =>
      row.id === null || row.name === null || (row.shared_categories ?? []).length === 0
        ? []
        : [scoredOf({ ...row, id: row.id, name: row.name }, row.score, row.shared_categories ?? [])],
    )
    .sort(byRank);
}

function toAlternative(scored: Scored): Alternative {
  const reviewCount = scored.reviewCount ?? 0;
  const alternative = {
    id: scored.id,
    name: scored.name,
    slug: scored.slug,
    logoUrl: scored.logoUrl,
    domain: scored.domain,
    status: scored.status,
    averageRating: averageRatingOf(scored.ratingSum ?? 0, reviewCount),
    reviewCount,
    sharedCategories: scored.sharedCategories,
    sharedFeatures: scored.sharedFeatures,
    companyFeatures: scored.companyFeatures,
    coReviewers: scored.coReviewers,
    score: scored.score,
  };
  return { ...alternative, reason: alternativeReason(alternative) };
}

/**
 * The company's best alternatives, at most `limit` (up to 20): listed companies sharing at least one of its
 * categories, never the company itself, active ones first, then by score. Read from the stored ranking where
 * the company has one, else ranked live.
 */
export async function listAlternatives(
  db: Database,
  companyId: number,
  options: { limit?: number; live?: boolean } = {},
): Promise<Alternative[]> {
  const limit = Math.min(options.limit ?? alternativesLimits.page, alternativesLimits.page);
  const ranked =
    (options.live ? undefined : await readStored(db, companyId)) ?? (await rankAlternativesLive(db, companyId));
  return ranked.slice(0, limit).map(toAlternative);
}

/**
 * The alternatives from the stored ranking's rows as `storedAlternativesSql` reads them (read in another query's
 * round trip); a company never ranked (no rows) is ranked live, as `listAlternatives` does.
 */
export async function alternativesFromStored(
  db: Database,
  companyId: number,
  rows: StoredRow[],
  limit: number,
): Promise<Alternative[]> {
  const ranked = rankedOf(rows) ?? (await rankAlternativesLive(db, companyId));
  return ranked.slice(0, Math.min(limit, alternativesLimits.page)).map(toAlternative);
}
