import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import {
  type ReviewableCompanyRow,
  reviewableCompanyColumns,
  reviewableCompanyFrom,
  toReviewableCompany,
} from "./reviewable-company.ts";

/**
 * One company by id for the form, or null when the id matches nothing or an admin rejected it. A company
 * awaiting review can be reviewed at once: whoever added it came here to review it.
 */
export async function getCompanyToReview(db: Database, id: number) {
  const result = await db.execute<ReviewableCompanyRow>(sql`
    select ${reviewableCompanyColumns}
    from ${reviewableCompanyFrom}
    where c.id = ${id} and c.listing_status <> 'rejected'`);
  const row = result.rows[0];
  return row ? toReviewableCompany(row) : null;
}
