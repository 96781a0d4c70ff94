import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { isListedSql } from "./listing.ts";
import {
  type ReviewableCompanyRow,
  reviewableCompanyColumns,
  reviewableCompanyFrom,
  toReviewableCompany,
} from "./reviewable-company.ts";

/** Companies to choose from when writing a review: name, domain or primary category contains the text. */
export async function findCompaniesToReview(db: Database, q: string) {
  const text = q.trim().slice(0, 100);
  if (text.length < 2) return [];
  const pattern = `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const prefix = `${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const result = await db.execute<ReviewableCompanyRow>(sql`
    select ${reviewableCompanyColumns}
    from ${reviewableCompanyFrom}
    where (c.name ilike ${pattern} or c.domain ilike ${pattern} or pc.name ilike ${pattern}) and ${isListedSql()}
    order by (c.name ilike ${prefix}) desc, (c.name ilike ${pattern}) desc, coalesce(s.review_count, 0) desc, c.name
    limit 10`);
  return result.rows.map(toReviewableCompany);
}
