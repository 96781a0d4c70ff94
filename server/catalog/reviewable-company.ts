// A company as the review form offers it, shared by the search, the popular list and the one-company read.

import { sql } from "drizzle-orm";

export type ReviewableCompany = {
  id: number;
  name: string;
  domain: string | null;
  category: string | null;
  categorySlugs: string[];
  reviewCount: number;
};

export type ReviewableCompanyRow = {
  id: number;
  name: string;
  domain: string | null;
  category: string | null;
  category_slugs: string[];
  review_count: number;
};

export function toReviewableCompany(row: ReviewableCompanyRow): ReviewableCompany {
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
export const reviewableCompanyColumns = sql`c.id, c.name, c.domain, pc.name as category,
  case when c.listing_status = 'listed'
    then array(select k.slug from company_categories l join categories k on k.id = l.category_id where l.company_id = c.id order by l.is_primary desc, k.sort_order)
    else array(select k.slug from unnest(c.proposed_category_ids) with ordinality p(id, n) join categories k on k.id = p.id order by p.n)
  end as category_slugs,
  coalesce(s.review_count, 0)::int as review_count`;

/** Where the columns above are read from: the company, its primary category and its review figures. */
export const reviewableCompanyFrom = sql`companies c
  left join company_categories cc on cc.company_id = c.id and cc.is_primary
  left join categories pc on pc.id = cc.category_id
  left join company_review_stats s on s.company_id = c.id`;
