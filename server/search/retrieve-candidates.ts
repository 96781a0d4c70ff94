import { type SQL, sql } from "drizzle-orm";
import { brandSizes } from "#contracts/brand-sizes.ts";
import type { Database } from "../db/client.ts";
import { goodForColumns } from "../db/schema/reviews.ts";
import { rankingWeights } from "./score-candidates.ts";
import { type Candidate, kindsMatching, type RankedLists, type SearchPlan } from "./search-plan.ts";
import type { CompanyMention } from "./understanding/parsed-query.ts";
import { withinEdits } from "./understanding/within-edits.ts";
import { platformSynonyms } from "./vocabulary/platform-words.ts";

// Retrieval: the database reads of a search. The companies a query names, the ranked candidate lists
// and each candidate's features, which the pure scoring (score-candidates.ts) weighs.

/** A company the query names, found in the catalog. */
type ResolvedCompany = {
  id: number;
  name: string;
  slug: string;
  categoryIds: number[];
  primaryCategoryId: number | null;
};

const platformWords = new Set(Object.values(platformSynonyms).flat());
/** A name read by a loose pattern counts as an integration only for a company this many catalog companies integrate with. */
const integrationHubMinimum = 2;
const { priorWeight, priorMean } = rankingWeights.quality;

function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** Word sequences of a mention, longest first: "klaviyo for" → "klaviyo for", "klaviyo", "for". */
function nameCandidates(text: string) {
  const words = text.split(" ").filter((word) => word.length > 0);
  const candidates: string[] = [];
  for (let length = Math.min(words.length, 4); length >= 1; length--) {
    for (let start = 0; start + length <= words.length; start++) {
      candidates.push(words.slice(start, start + length).join(" "));
    }
  }
  return candidates.filter((candidate) => candidate.replace(/[^a-z0-9]/g, "").length >= 2);
}

/**
 * Finds the catalog companies a query names: exact names first, then a close trigram match for typos. Words
 * that are `ordinary` (the catalog's own words for what companies do) are no misspelt name.
 */
export async function resolveMentions(
  db: Database,
  mentions: CompanyMention[],
  ordinary: (text: string) => boolean = () => false,
) {
  const resolved: { mention: CompanyMention; company: ResolvedCompany; matchedText: string }[] = [];
  for (const mention of mentions) {
    const candidates = nameCandidates(mention.text).filter(
      (candidate) => !(mention.weak && platformWords.has(candidate)),
    );
    if (candidates.length === 0) continue;
    const exact = await db.execute<{ id: number; name: string; slug: string; candidate: string; partners: number }>(sql`
      select c.id, c.name, c.slug, k.candidate,
        (select count(*) from company_integrations i where i.company_id = c.id or i.partner_id = c.id)::int as partners
      from unnest(${sql.param(candidates.map(escapeLike))}::text[]) with ordinality as k(candidate, position)
      join companies c on c.name ilike k.candidate and c.listing_status = 'listed'
      order by length(k.candidate) desc, k.position, c.id limit 1`);
    let hit: { id: number; name: string; slug: string; candidate: string } | undefined = exact.rows[0];
    // A loose "through X" / "to X" names a company only when it is exactly a hub others integrate with.
    if (mention.weak) {
      const found = exact.rows[0];
      if (!found || found.partners < integrationHubMinimum) continue;
      if (resolved.some((entry) => entry.company.id === found.id)) continue;
    }
    if (!hit) {
      const fuzzy = await db.execute<{ id: number; name: string; slug: string; candidate: string }>(sql`
        select c.id, c.name, c.slug, k.candidate from unnest(${sql.param(candidates.filter((candidate) => candidate.length >= 4 && !ordinary(candidate)))}::text[]) as k(candidate)
        join lateral (
          select id, name, slug, similarity(name, k.candidate) as score from companies
          where name % k.candidate and listing_status = 'listed'
          order by score desc, id limit 1
        ) c on c.score >= 0.45
        order by c.score desc, c.id limit 1`);
      hit = fuzzy.rows[0];
    }
    if (!hit) continue;
    const categories = await db.execute<{ category_id: number; is_primary: boolean }>(
      sql`select category_id, is_primary from company_categories where company_id = ${hit.id} order by is_primary desc, category_id`,
    );
    resolved.push({
      mention,
      matchedText: hit.candidate,
      company: {
        id: hit.id,
        name: hit.name,
        slug: hit.slug,
        categoryIds: categories.rows.map((row) => row.category_id),
        primaryCategoryId: categories.rows.find((row) => row.is_primary)?.category_id ?? null,
      },
    });
  }
  return resolved;
}

function tsQueryWords(keywords: string[]) {
  return [
    ...new Set(
      keywords
        .flatMap((keyword) => keyword.split(/[^a-z0-9]+/))
        .filter((word) => word.length >= 2 && word.length <= 40),
    ),
  ].slice(0, 12);
}

function tsQueryText(keywords: string[]) {
  return tsQueryWords(keywords).join(" | ");
}

/**
 * The query's full-text words by rarity among the catalog's companies (decision 118): a query of its rarest words
 * (those at least half as rare as the rarest), and an expression that sums the rarity of the words a document says,
 * so a company that says "whatsapp" ranks above one that says "customer" and "support" more often.
 */
function rareWords(plan: SearchPlan) {
  const rarityOf = (word: string) =>
    Math.max(
      0,
      ...plan.parsed.keywords
        .filter((keyword) => keyword.split(/[^a-z0-9]+/).includes(word))
        .map((keyword) => plan.keywordRarity.get(keyword) ?? 0),
    );
  const words = tsQueryWords(plan.parsed.keywords).map((word) => ({ word, rarity: rarityOf(word) }));
  const rarest = Math.max(0, ...words.map((entry) => entry.rarity));
  const rare = words.filter((entry) => entry.rarity > 0 && entry.rarity >= rarest / 2);
  const said =
    words.length === 0
      ? sql`0`
      : sql.join(
          words.map(
            (entry) =>
              sql`(case when d.document @@ to_tsquery('english', ${entry.word}) then ${entry.rarity}::float8 else 0 end)`,
          ),
          sql` + `,
        );
  return { query: (rare.length > 0 ? rare : words).map((entry) => entry.word).join(" | "), said };
}

function companyFilters(plan: SearchPlan, alias = "c"): SQL {
  const c = sql.raw(alias);
  // Only the public catalog: a community-added company waits for an admin's approval (decision 056).
  const parts: SQL[] = [sql`${c}.listing_status = 'listed'`];
  if (plan.kindFilter) {
    // A small agency listed first among developer networks (fixing Shopify stores task by task) is
    // what someone hiring a freelancer is after: the category it is listed in counts as its kind.
    parts.push(
      sql`(${c}.kind in (${sql.join(
        kindsMatching(plan.kindFilter).map((kind) => sql`${kind}`),
        sql`, `,
      )}) or exists (select 1 from company_categories kc where kc.company_id = ${c}.id and kc.is_primary
        and kc.category_id = any(${sql.param(plan.kindCategoryIds)}::int[])))`,
    );
  }
  if (plan.hideAiCompanies) parts.push(sql`not ${c}.is_ai_generated`);
  if (plan.excludedIds.length > 0) parts.push(sql`${c}.id <> all(${sql.param(plan.excludedIds)}::int[])`);
  return sql.join(parts, sql` and `);
}

/**
 * The best companies of each understood category, read in index order (primary listings
 * first, then quality), then merged: named categories before inferred ones.
 */
async function byCategoryList(db: Database, plan: SearchPlan) {
  const perCategory = await Promise.all(
    plan.categoryIds.map((categoryId) =>
      db
        .execute<{ id: number; is_primary: boolean; presence: number | null }>(sql`
          select c.id, cc.is_primary, cc.company_presence as presence from company_categories cc
          join companies c on c.id = cc.company_id
          where cc.category_id = ${categoryId} and ${companyFilters(plan)}
          order by cc.is_primary desc nulls last, cc.company_presence desc nulls last, cc.company_quality desc nulls last,
            cc.company_id
          limit 150`)
        .then((result) =>
          result.rows.map((row) => ({
            id: row.id,
            fit: (plan.categoryWeights.get(categoryId) ?? 0) * (row.is_primary ? 1 : 0.6),
            presence: row.presence ?? -1,
          })),
        ),
    ),
  );
  const best = new Map<number, { fit: number; presence: number }>();
  for (const row of perCategory.flat()) {
    const seen = best.get(row.id);
    if (!seen || seen.fit < row.fit) best.set(row.id, { fit: row.fit, presence: row.presence });
  }
  const ranked = [...best.entries()]
    .sort((a, b) => b[1].fit - a[1].fit || b[1].presence - a[1].presence || a[0] - b[0])
    .slice(0, 150);
  // Companies that fit equally share the rank of the first of them: their order says nothing of relevance.
  const ranks: number[] = [];
  ranked.forEach(([, entry], index) => {
    ranks.push(index > 0 && ranked[index - 1]?.[1].fit === entry.fit ? (ranks[index - 1] ?? index) : index);
  });
  return { ids: ranked.map(([id]) => id), ranks };
}

/**
 * Six ranked lists of company ids: companies of the understood categories, weighted full text,
 * trigram name similarity (and a typo check), review text, the integration partners of the
 * companies the query names, and companies with the features asked for.
 */
export async function retrieveRankedLists(db: Database, plan: SearchPlan): Promise<RankedLists> {
  const query = tsQueryText(plan.parsed.keywords);
  const rare = rareWords(plan);
  const asked = sql`${sql.param(plan.parsed.features.slice(0, 4))}::text[]`;
  const nameTokens = [
    ...new Set([
      ...plan.parsed.keywords.filter((word) => word.length >= 4),
      ...(plan.parsed.keywords.length > 1 ? [plan.parsed.keywords.join(" ")] : []),
    ]),
  ].slice(0, 6);
  const typoWords = plan.parsed.keywords.filter((word) => /^[a-z0-9]{5,}$/.test(word)).slice(0, 4);
  const bayes = sql`((${priorWeight} * ${priorMean}::float8 + coalesce(s.rating_sum, 0)) / (${priorWeight} + coalesce(s.review_count, 0)))`;
  const integrationIds = plan.integrations.map((company) => company.id);
  const [byCategory, byText, byName, byReviews, byTypo, byIntegration, byFeature] = await Promise.all([
    plan.categoryIds.length === 0 ? Promise.resolve({ ids: [], ranks: [] }) : byCategoryList(db, plan),
    query === ""
      ? Promise.resolve([])
      : db
          .execute<{ id: number }>(sql`
            select c.id from (
              -- Very common words match thousands of companies: rank a bounded sample of them, and of those that
              -- say the query's rarest words (decision 118), which a sample of common ones may miss. The samples
              -- carry their documents (joining back to the table would hash all of it).
              select distinct on (s.company_id) s.company_id, s.document from (
                (select d.company_id, d.document from company_search_documents d, to_tsquery('english', ${query}) q
                  where d.document @@ q limit 1000)
                union all
                (select d.company_id, d.document from company_search_documents d, to_tsquery('english', ${rare.query}) q
                  where d.document @@ q limit 1000)
              ) s order by s.company_id
            ) d
            join companies c on c.id = d.company_id
            cross join to_tsquery('english', ${query}) q
            where ${companyFilters(plan)}
            order by ${rare.said} desc, ts_rank_cd(d.document, q, 1) desc, c.id
            limit 100`)
          .then((result) => result.rows.map((row) => row.id)),
    nameTokens.length === 0
      ? Promise.resolve([])
      : db
          .execute<{ id: number }>(sql`
            select c.id from unnest(${sql.param(nameTokens)}::text[]) as t(token)
            join lateral (
              select id, similarity(name, t.token) as score from companies where name % t.token order by score desc limit 10
            ) m on m.score >= 0.4
            join companies c on c.id = m.id
            where ${companyFilters(plan)}
            group by c.id order by max(m.score) desc, c.id limit 20`)
          .then((result) => result.rows.map((row) => row.id)),
    query === ""
      ? Promise.resolve([])
      : db
          .execute<{ id: number }>(sql`
            select c.id from (
              select r.company_id from reviews r cross join to_tsquery('english', ${query}) q
              where r.search_vector @@ q and r.status = 'published' and not r.is_ai_generated
              limit 1000
            ) hits
            join companies c on c.id = hits.company_id
            where ${companyFilters(plan)}
            group by c.id order by count(*) desc, c.id limit 50`)
          .then((result) => result.rows.map((row) => row.id)),
    // Typos trigrams miss ("gorgais"): names with the same first three letters within one or two edits.
    Promise.all(
      typoWords.map((word) =>
        db
          .execute<{ id: number; name: string }>(sql`
            select c.id, c.name from companies c
            where lower(c.name) like ${`${word.slice(0, 3)}%`} and ${companyFilters(plan)}
            order by c.id limit 200`)
          .then((result) =>
            result.rows.filter((row) => {
              const compact = row.name.toLowerCase().replace(/[^a-z0-9]/g, "");
              const first = row.name.toLowerCase().split(/[^a-z0-9]+/)[0] ?? "";
              const edits = word.length >= 8 ? 2 : 1;
              return withinEdits(word, first, edits) || withinEdits(word, compact, edits);
            }),
          ),
      ),
    ).then((lists) => [...new Set(lists.flat().map((row) => row.id))]),
    // The catalog's listed integrations of the companies the query names ("works with Gorgias"), both ways.
    integrationIds.length === 0
      ? Promise.resolve([])
      : db
          .execute<{ id: number }>(sql`
            select c.id from (
              select partner_id as id from company_integrations where company_id = any(${sql.param(integrationIds)}::int[])
              union select company_id from company_integrations where partner_id = any(${sql.param(integrationIds)}::int[])
            ) p
            join companies c on c.id = p.id
            left join company_review_stats s on s.company_id = c.id
            where ${companyFilters(plan)}
            order by ${bayes} desc, c.id limit 100`)
          .then((result) => result.rows.map((row) => row.id)),
    // Companies tagged with the features asked for, those with more of them first, then those with a part
    // of one (catalog/features `partOf`): each feature's companies read in its category's quality index
    // order, bounded, so it never scans a large tag.
    plan.parsed.features.length === 0
      ? Promise.resolve([])
      : db
          .execute<{ id: number }>(sql`
            select c.id from category_features f
            left join category_features whole on whole.id = f.part_of_id
            join lateral (
              select cc.company_id, cc.company_quality from company_categories cc
              where cc.category_id = f.category_id
                and exists (select 1 from company_features cf where cf.company_id = cc.company_id and cf.feature_id = f.id)
              order by cc.is_primary desc nulls last, cc.company_quality desc nulls last, cc.company_id
              limit 100
            ) m on true
            join companies c on c.id = m.company_id
            where (lower(f.name) = any(${asked}) or lower(whole.name) = any(${asked})) and ${companyFilters(plan)}
            group by c.id
            order by count(distinct case when lower(f.name) = any(${asked}) then lower(f.name) end) desc,
              count(distinct lower(whole.name)) desc, max(m.company_quality) desc nulls last, c.id limit 150`)
          .then((result) => result.rows.map((row) => row.id)),
  ]);
  return {
    byCategory: byCategory.ids,
    byCategoryRanks: byCategory.ranks,
    byText,
    byName: [...new Set([...byName, ...byTypo])],
    byReviews,
    byIntegration,
    byFeature,
  };
}

/** Each candidate's features, read in one statement. */
export async function loadCandidates(db: Database, ids: number[]) {
  if (ids.length === 0) return new Map<number, Candidate>();
  const goodForCounts = sql.join(
    brandSizes.map((size) => {
      const column = sql.identifier(goodForColumns[size].name);
      return sql`coalesce(s.${column}, 0)::int as ${column}`;
    }),
    sql`, `,
  );
  const result = await db.execute<Candidate>(sql`
    select c.id, c.name, c.slug, c.domain, c.logo_url, c.logo_key, c.description, c.kind, c.pricing_model, c.free_plan, c.cost_band,
      c.starting_price_amount, c.starting_price_currency, c.starting_price_unit, c.platforms, c.features,
      array(select i.partner_id from company_integrations i where i.company_id = c.id
        union select i.company_id from company_integrations i where i.partner_id = c.id) as partner_ids,
      c.brand_sizes, c.regions, c.headquarters, c.status, c.is_sponsored, c.is_ai_generated,
      array(select cc.category_id from company_categories cc where cc.company_id = c.id order by cc.category_id) as category_ids,
      pc.id as primary_category_id, pc.name as primary_category_name, pc.slug as primary_category_slug,
      coalesce(s.review_count, 0)::int as review_count, coalesce(s.rating_sum, 0)::int as rating_sum,
      (m.score / 100.0)::float8 as presence,
      ${goodForCounts}
    from companies c
    left join company_market_presence m on m.company_id = c.id
    left join company_categories pcc on pcc.company_id = c.id and pcc.is_primary
    left join categories pc on pc.id = pcc.category_id
    left join company_review_stats s on s.company_id = c.id
    where c.id = any(${sql.param(ids)}::int[])`);
  return new Map(result.rows.map((row) => [row.id, row]));
}

/**
 * Sponsored Recommendations: only companies an admin flagged as sponsored, only
 * in a category the query asked for, at most 3, never part of the organic ranking
 * (which ignores the flag).
 */
export async function findSponsoredCandidates(db: Database, plan: SearchPlan): Promise<Candidate[]> {
  if (plan.categoryIds.length === 0) return [];
  const result = await db.execute<{ id: number }>(sql`
    select c.id from companies c
    left join company_review_stats s on s.company_id = c.id
    where c.is_sponsored and ${companyFilters(plan)}
      and exists (select 1 from company_categories cc where cc.company_id = c.id and cc.category_id = any(${sql.param(plan.categoryIds)}::int[]))
    order by ((${priorWeight} * ${priorMean}::float8 + coalesce(s.rating_sum, 0)) / (${priorWeight} + coalesce(s.review_count, 0))) desc, c.id
    limit 3`);
  const candidates = await loadCandidates(
    db,
    result.rows.map((row) => row.id),
  );
  return result.rows.map((row) => candidates.get(row.id)).filter((candidate) => candidate !== undefined);
}
