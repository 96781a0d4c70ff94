import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { isListedSql } from "./listing.ts";

export type ReviewableCompany = {
  id: number;
  name: string;
  domain: string | null;
  category: string | null;
  categorySlugs: string[];
  reviewCount: number;
};

type Row = {
  id: number;
  name: string;
  domain: string | null;
  category: string | null;
  category_slugs: string[];
  review_count: number;
};

function toCompany(row: Row): ReviewableCompany {
  return {
    id: row.id,
    name: row.name,
    domain: row.domain,
    category: row.category,
    categorySlugs: row.category_slugs,
    reviewCount: row.review_count,
  };
}

// A listed company's categories; one awaiting review has them only on its row, as its submitter chose them
// (first = primary; docs/decisions/056-community-companies-reviewed.md): its review form shows those (issue #35).
const columns = sql`c.id, c.name, c.domain, pc.name as category,
  case when c.listing_status = 'listed'
    then array(select k.slug from company_categories l join categories k on k.id = l.category_id where l.company_id = c.id order by l.is_primary desc, k.sort_order)
    else array(select k.slug from unnest(c.proposed_category_ids) with ordinality p(id, n) join categories k on k.id = p.id order by p.n)
  end as category_slugs,
  coalesce(s.review_count, 0)::int as review_count`;

/** Companies to choose from when writing a review: name, domain or primary category contains the text. */
export async function findCompaniesToReview(db: Database, q: string) {
  const text = q.trim().slice(0, 100);
  if (text.length < 2) return [];
  const pattern = `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const prefix = `${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const result = await db.execute<Row>(sql`
    select ${columns}
    from companies c
    left join company_categories cc on cc.company_id = c.id and cc.is_primary
    left join categories pc on pc.id = cc.category_id
    left join company_review_stats s on s.company_id = c.id
    where (c.name ilike ${pattern} or c.domain ilike ${pattern} or pc.name ilike ${pattern}) and ${isListedSql()}
    order by (c.name ilike ${prefix}) desc, (c.name ilike ${pattern}) desc, coalesce(s.review_count, 0) desc, c.name
    limit 10`);
  return result.rows.map(toCompany);
}

/** The most reviewed companies, offered before the visitor searches. */
export async function listPopularCompanies(db: Database, limit = 8) {
  const result = await db.execute<Row>(sql`
    select ${columns}
    from company_review_stats s
    join companies c on c.id = s.company_id
    left join company_categories cc on cc.company_id = c.id and cc.is_primary
    left join categories pc on pc.id = cc.category_id
    where ${isListedSql()}
    order by s.review_count desc, c.name
    limit ${limit}`);
  return result.rows.map(toCompany);
}

/**
 * One company by id for the form, or null when the id matches nothing or an admin rejected it. A company
 * awaiting review can be reviewed at once: whoever added it came here to review it.
 */
export async function getCompanyToReview(db: Database, id: number) {
  const result = await db.execute<Row>(sql`
    select ${columns}
    from companies c
    left join company_categories cc on cc.company_id = c.id and cc.is_primary
    left join categories pc on pc.id = cc.category_id
    left join company_review_stats s on s.company_id = c.id
    where c.id = ${id} and c.listing_status <> 'rejected'`);
  const row = result.rows[0];
  return row ? toCompany(row) : null;
}
