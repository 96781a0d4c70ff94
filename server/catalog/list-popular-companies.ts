import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { isListedSql } from "./listing.ts";
import { type ReviewableCompanyRow, reviewableCompanyColumns, toReviewableCompany } from "./reviewable-company.ts";

/** The most reviewed companies, offered before the visitor searches. */
export async function listPopularCompanies(db: Database, limit = 8) {
  const result = await db.execute<ReviewableCompanyRow>(sql`
    select ${reviewableCompanyColumns}
    from company_review_stats s
    join companies c on c.id = s.company_id
    left join company_categories cc on cc.company_id = c.id and cc.is_primary
    left join categories pc on pc.id = cc.category_id
    where ${isListedSql()}
    order by s.review_count desc, c.name
    limit ${limit}`);
  return result.rows.map(toReviewableCompany);
}
