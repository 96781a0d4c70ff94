// Compare 2 to 4 listed companies side by side (docs/decisions/062-alternatives-and-compare.md). A fixed number of
// queries whatever the catalog's size: the companies with their review figures, their facts (one query), their
// award history (published periods that name them), their three most helpful reviews each (reviews_company_helpful_idx)
// and, through the read cache the company page shares, their review mentions.

import { sql } from "drizzle-orm";
import type { PeriodType } from "#contracts/award-periods.ts";
import { type BrandSize, brandSizes } from "#contracts/brand-sizes.ts";
import type { CompanyKind, CompanyStatus } from "#contracts/company-facts.ts";
import { comparePath, compareSeparator, maximumCompared, minimumCompared } from "#contracts/compare.ts";
import type { CompanyFacts } from "#contracts/facts/company-facts-view.ts";
import { averageRatingOf } from "#contracts/rating.ts";
import type { SubRatingKey } from "#contracts/review-details.ts";
import { cacheKeys, type ReadCache } from "../cache/read-cache.ts";
import type { Database } from "../db/client.ts";
import { prepareSql } from "../db/prepared-query.ts";
import { type GoodForColumnName, goodForColumns } from "../db/schema/reviews.ts";
import { AppError } from "../errors.ts";
import { reviewerDisplayName } from "../reviews/review-display.ts";
import { countReviewMentions, topMentions } from "../reviews/review-mentions.ts";
import { type SubRatingSums, subRatingAverages } from "../reviews/sub-rating-averages.ts";
import { getFactsOfCompanies } from "./company-facts.ts";
import { companyLogoUrl } from "./company-logo.ts";

const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** More parts than this cannot be 4 companies with sensible slugs; refused before any query. */
const maximumParts = 12;

type CompanyRef = { id: number; slug: string; name: string; listingStatus: string };

function notFound(message: string): never {
  throw new AppError("not_found", message);
}

/** The partitions of `parts` into consecutive groups whose joined slug is known, fewest groups first. */
function partitions(parts: string[], known: Set<string>): string[][] {
  const found: string[][] = [];
  const walk = (start: number, groups: string[]) => {
    if (start === parts.length) {
      found.push(groups);
      return;
    }
    for (let end = start + 1; end <= parts.length; end++) {
      const slug = parts.slice(start, end).join(compareSeparator);
      if (known.has(slug)) walk(end, [...groups, slug]);
    }
  };
  walk(0, []);
  return found.sort((a, b) => a.length - b.length);
}

/**
 * The companies a `/compare/:slugs` path names, and the canonical path of the set (by their current slugs: a slug
 * a company had before a rename names it too). Slugs are split on "-vs-";
 * a company whose own slug contains "-vs-" is still found, since consecutive parts are tried joined (the
 * reading with the fewest companies wins). Unknown, unlisted, repeated, fewer than 2 or more than 4: not found,
 * with a message saying which.
 */
const selectBySlugs = prepareSql<{ id: number; slug: string; name: string; listing_status: string; address: string }>(
  "compare-slugs",
  () => sql`
    select id, slug, name, listing_status, slug as address from companies where slug = any(${sql.placeholder("slugs")}::text[])
    union all
    select c.id, c.slug, c.name, c.listing_status, f.slug as address
    from company_former_slugs f join companies c on c.id = f.company_id
    where f.slug = any(${sql.placeholder("slugs")}::text[])`,
);

export async function resolveCompareSlugs(db: Database, raw: string) {
  const lower = raw.toLowerCase();
  const parts = lower.split(compareSeparator);
  if (parts.length > maximumParts || parts.some((part) => !slugPattern.test(part)))
    notFound("That compare address is not one we make: it joins 2 to 4 company names with “-vs-”.");
  const candidates = new Set<string>();
  for (let start = 0; start < parts.length; start++)
    for (let end = start + 1; end <= parts.length; end++)
      candidates.add(parts.slice(start, end).join(compareSeparator));
  const rows = await selectBySlugs(db, { slugs: [...candidates] });
  // By the slug the path gives: a company's current slug, or one it had before a rename (decision 086).
  const bySlug = new Map<string, CompanyRef>(
    rows.map((row) => [row.address, { id: row.id, slug: row.slug, name: row.name, listingStatus: row.listing_status }]),
  );
  const [reading] = partitions(parts, new Set(bySlug.keys()));
  if (!reading) {
    const unknown = parts.find(
      (part) => ![...bySlug.keys()].some((slug) => slug.split(compareSeparator).includes(part)),
    );
    notFound(`We could not find a company called “${unknown ?? lower}” in the catalog.`);
  }
  const companies = reading.map((slug) => bySlug.get(slug)).filter((company) => company !== undefined);
  const hidden = companies.find((company) => company.listingStatus !== "listed");
  if (hidden) notFound(`We could not find a company called “${hidden.slug}” in the catalog.`);
  if (new Set(companies.map((company) => company.id)).size !== reading.length)
    notFound("Each company can be compared with others, not with itself.");
  if (companies.length < minimumCompared) notFound("Choose at least two companies to compare.");
  if (companies.length > maximumCompared) notFound(`Compare at most ${maximumCompared} companies at a time.`);
  return { companies, canonicalPath: comparePath(companies.map((company) => company.slug)) };
}

/** The canonical compare path of companies given by id (the "Compare selected" form and the API). */
export async function resolveCompareIds(db: Database, ids: number[]) {
  const unique = [...new Set(ids)];
  if (unique.length !== ids.length) notFound("Each company can be compared with others, not with itself.");
  if (unique.length < minimumCompared) notFound("Choose at least two companies to compare.");
  if (unique.length > maximumCompared) notFound(`Compare at most ${maximumCompared} companies at a time.`);
  const result = await db.execute<{ id: number; slug: string; name: string }>(
    sql`select id, slug, name from companies where id = any(${sql.param(unique)}::int[]) and listing_status = 'listed'`,
  );
  if (result.rows.length !== unique.length) notFound("One of these companies is not in the catalog.");
  return {
    companies: result.rows.map((row) => ({ id: row.id, slug: row.slug, name: row.name })),
    canonicalPath: comparePath(result.rows.map((row) => row.slug)),
  };
}

type StatsRow = {
  id: number;
  name: string;
  slug: string;
  logo_url: string | null;
  logo_key: string | null;
  domain: string | null;
  kind: CompanyKind;
  status: CompanyStatus;
  review_count: number | null;
  rating_sum: number | null;
  rating_1: number | null;
  rating_2: number | null;
  rating_3: number | null;
  rating_4: number | null;
  rating_5: number | null;
} & Record<GoodForColumnName, number | null> &
  SubRatingSums;

type AwardEntry = {
  periodTitle: string;
  periodType: PeriodType;
  year: number;
  month: number | null;
  /** "1st in Email Marketing", "Rising Star in Email Marketing". */
  award: string;
};

type HelpfulReview = {
  id: number;
  title: string;
  rating: number;
  excerpt: string;
  reviewer: string;
  helpfulCount: number;
  createdAt: string;
};

const ordinals = ["", "1st", "2nd", "3rd"];

function excerptOf(text: string, length = 220) {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= length ? flat : `${flat.slice(0, length - 1).replace(/\s+\S*$/, "")}…`;
}

type AwardRow = {
  company_id: number;
  title: string;
  period_type: PeriodType;
  year: number;
  month: number | null;
  kind: "winner" | "extra";
  position: number | null;
  award: string | null;
  category_name: string | null;
};

/** The compare page's reads have one shape for 2–4 ids: prepared once (server/db/prepared-query.ts). */
const selectAwards = prepareSql<AwardRow>("compare-awards", () => {
  const ids = sql.placeholder("ids");
  return sql`
    select (e.item->>'companyId')::int as company_id, p.title, p.period_type, p.year, p.month, e.kind,
      (e.item->>'position')::int as position, e.item->>'award' as award,
      coalesce(e.item->>'categoryName', (select k.name from categories k where k.id = (e.item->>'categoryId')::int)) as category_name
    from award_periods p
    cross join lateral (
      select 'winner' as kind, w as item from jsonb_array_elements(coalesce(p.snapshot->'winners', '[]'::jsonb)) w
      union all
      select 'extra', x from jsonb_array_elements(coalesce(p.snapshot->'extraAwards', '[]'::jsonb)) x
    ) e
    where p.published
      and (p.period_type = 'annual' or p.id in (
        select w.award_period_id from award_winners w where w.company_id = any(${ids}::int[])))
      and (e.item->>'companyId')::int = any(${ids}::int[])
    order by p.year desc, p.month desc nulls first, e.kind desc, position`;
});

async function readAwards(db: Database, ids: number[]) {
  const rows = await selectAwards(db, { ids });
  const byCompany = new Map<number, AwardEntry[]>();
  for (const row of rows) {
    const list = byCompany.get(row.company_id) ?? [];
    const what = row.kind === "winner" ? (ordinals[row.position ?? 0] ?? `#${row.position}`) : (row.award ?? "Award");
    list.push({
      periodTitle: row.title,
      periodType: row.period_type,
      year: row.year,
      month: row.month,
      award: row.category_name ? `${what} in ${row.category_name}` : what,
    });
    byCompany.set(row.company_id, list);
  }
  return byCompany;
}

type HelpfulRow = {
  company_id: number;
  id: number;
  title: string;
  rating: number;
  content: string;
  reviewer_first_name: string | null;
  reviewer_surname: string | null;
  helpful_count: number;
  created_at: string | Date;
};

const selectHelpfulReviews = prepareSql<HelpfulRow>(
  "compare-helpful-reviews",
  () => sql`
    select x.company_id, r.id, r.title, r.rating, r.content, r.reviewer_first_name, r.reviewer_surname, r.helpful_count,
      r.created_at
    from unnest(${sql.placeholder("ids")}::int[]) as x(company_id)
    cross join lateral (
      select r.id, r.title, r.rating, r.content, r.reviewer_first_name, r.reviewer_surname, r.helpful_count, r.created_at
      from reviews r
      where r.company_id = x.company_id and r.status = 'published' and not r.is_ai_generated
      order by r.helpful_score desc, r.helpful_count desc, r.created_at desc, r.id desc
      limit 3
    ) r`,
);

async function readHelpfulReviews(db: Database, ids: number[]) {
  const rows = await selectHelpfulReviews(db, { ids });
  const byCompany = new Map<number, HelpfulReview[]>();
  for (const row of rows) {
    const list = byCompany.get(row.company_id) ?? [];
    list.push({
      id: row.id,
      title: row.title,
      rating: row.rating,
      excerpt: excerptOf(row.content),
      reviewer: reviewerDisplayName({
        isAiGenerated: false,
        reviewerFirstName: row.reviewer_first_name,
        reviewerSurname: row.reviewer_surname,
      }),
      helpfulCount: row.helpful_count,
      createdAt: new Date(row.created_at).toISOString(),
    });
    byCompany.set(row.company_id, list);
  }
  return byCompany;
}

type ComparedCompany = {
  id: number;
  name: string;
  slug: string;
  logoUrl: string | null;
  domain: string | null;
  kind: CompanyKind;
  status: CompanyStatus;
  averageRating: number | null;
  reviewCount: number;
  distribution: Record<1 | 2 | 3 | 4 | 5, number>;
  /** Averages from at least `minimumSubRatings` ratings each, else null ("not enough ratings"). */
  subRatings: Record<SubRatingKey, { average: number | null; count: number }>;
  goodFor: { key: BrandSize; count: number }[];
  facts: CompanyFacts | null;
  topMentions: { term: string; count: number }[];
  awards: AwardEntry[];
  helpfulReviews: HelpfulReview[];
};

/** The features of the categories at least two of the companies share, with who is tagged with each. */
type SharedCategoryFeatures = {
  slug: string;
  name: string;
  features: { slug: string; name: string; companyIds: number[] }[];
};

export type Comparison = { companies: ComparedCompany[]; sharedFeatures: SharedCategoryFeatures[] };

function sharedFeaturesOf(companies: ComparedCompany[]): SharedCategoryFeatures[] {
  const categories = new Map<
    string,
    { name: string; members: Set<number>; features: Map<string, SharedCategoryFeatures["features"][number]> }
  >();
  for (const company of companies) {
    for (const feature of company.facts?.features ?? []) {
      const category = categories.get(feature.categorySlug) ?? {
        name: feature.categoryName,
        members: new Set<number>(),
        features: new Map(),
      };
      category.members.add(company.id);
      const entry = category.features.get(feature.slug) ?? { slug: feature.slug, name: feature.name, companyIds: [] };
      if (feature.has) entry.companyIds.push(company.id);
      category.features.set(feature.slug, entry);
      categories.set(feature.categorySlug, category);
    }
  }
  const needed = Math.min(companies.length, 2);
  return [...categories.entries()]
    .filter(([, category]) => category.members.size >= needed)
    .sort((a, b) => b[1].members.size - a[1].members.size)
    .map(([slug, category]) => ({ slug, name: category.name, features: [...category.features.values()] }));
}

const selectStats = prepareSql<StatsRow>(
  "compare-stats",
  () => sql`
    select c.id, c.name, c.slug, c.logo_url, c.logo_key, c.domain, c.kind, c.status, s.review_count, s.rating_sum, s.rating_1, s.rating_2,
      s.rating_3, s.rating_4, s.rating_5, s.good_for_startup, s.good_for_six_figures, s.good_for_seven_figures,
      s.good_for_eight_figures, s.good_for_nine_figures_plus, s.ease_of_use_sum, s.ease_of_use_count, s.support_sum,
      s.support_count, s.value_sum, s.value_count, s.features_sum, s.features_count
    from companies c left join company_review_stats s on s.company_id = c.id
    where c.id = any(${sql.placeholder("ids")}::int[]) and c.listing_status = 'listed'`,
);

/**
 * Everything the compare page shows for listed companies, in the order of `ids`; not found if any is unknown or
 * unlisted. Review mentions come through `cache` under the company page's key (operators' reviews only).
 */
export async function compareCompanies(db: Database, cache: ReadCache, ids: number[]): Promise<Comparison> {
  const statsRows = await selectStats(db, { ids });
  const rows = new Map(statsRows.map((row) => [row.id, row]));
  if (ids.some((id) => !rows.has(id))) notFound("One of these companies is not in the catalog.");
  const [facts, awards, helpful, mentions] = await Promise.all([
    getFactsOfCompanies(db, ids),
    readAwards(db, ids),
    readHelpfulReviews(db, ids),
    Promise.all(
      ids.map((id) =>
        cache.get(cacheKeys.companyMentions(id, false, undefined), () =>
          countReviewMentions(db, id, { includeAi: false }),
        ),
      ),
    ),
  ]);
  const companies = ids.map((id, index): ComparedCompany => {
    const row = rows.get(id) as StatsRow;
    const read = (column: keyof StatsRow) => Number(row[column] ?? 0);
    const reviewCount = read("review_count");
    const subRatings = Object.fromEntries(
      subRatingAverages(row).map(({ key, average, count }) => [key, { average, count }]),
    ) as ComparedCompany["subRatings"];
    const companyMentions = mentions[index];
    return {
      id,
      name: row.name,
      slug: row.slug,
      logoUrl: companyLogoUrl({ logoKey: row.logo_key, logoUrl: row.logo_url, domain: row.domain }),
      domain: row.domain,
      kind: row.kind,
      status: row.status,
      averageRating: averageRatingOf(read("rating_sum"), reviewCount),
      reviewCount,
      distribution: {
        1: read("rating_1"),
        2: read("rating_2"),
        3: read("rating_3"),
        4: read("rating_4"),
        5: read("rating_5"),
      },
      subRatings,
      goodFor: brandSizes.map((key) => ({ key, count: read(goodForColumns[key].name) })),
      facts: facts.get(id) ?? null,
      topMentions: companyMentions ? topMentions(companyMentions, 5) : [],
      awards: (awards.get(id) ?? []).slice(0, 10),
      helpfulReviews: helpful.get(id) ?? [],
    };
  });
  return { companies, sharedFeatures: sharedFeaturesOf(companies) };
}
