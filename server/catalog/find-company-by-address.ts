import { sql } from "drizzle-orm";
import type { ListingStatus } from "#contracts/listing-status.ts";
import { maxId } from "#contracts/validation/id.ts";
import type { Database } from "../db/client.ts";
import { prepareSql } from "../db/prepared-query.ts";
import { AppError } from "../errors.ts";

export type CompanyAddress = { id: number; slug: string; listingStatus: ListingStatus };

const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

// One indexed lookup whichever the address is: a slug matches the first two parts (a slug is held by one company,
// now or before a rename), an id only the third (a slug is never digits alone: companies_slug_not_digits).
const selectByAddress = prepareSql<{ id: number; slug: string; listing_status: ListingStatus }>(
  "company-by-address",
  () => sql`
    select id, slug, listing_status from companies where slug = ${sql.placeholder("slug")}
    union all
    select c.id, c.slug, c.listing_status from company_former_slugs f join companies c on c.id = f.company_id
    where f.slug = ${sql.placeholder("slug")}
    union all
    select id, slug, listing_status from companies where id = ${sql.placeholder("id")}::int
    limit 1`,
);

/**
 * The company an address names (docs/decisions/086-company-slugs.md): its slug in any letter case, a slug it had
 * before a rename, or its id. Null when none does.
 */
async function findCompanyByAddress(db: Database, address: string): Promise<CompanyAddress | null> {
  const key = address.toLowerCase();
  // Digits are an id, checked against the column's range before any query; anything else must read as a slug.
  const isDigits = /^\d+$/.test(key);
  const id = isDigits && key.length <= 10 && Number(key) <= maxId ? Number(key) : null;
  if (isDigits ? id === null : !slugPattern.test(key)) return null;
  const [row] = await selectByAddress(db, { slug: id === null ? key : null, id });
  return row ? { id: row.id, slug: row.slug, listingStatus: row.listing_status } : null;
}

/** `findCompanyByAddress`, with the company page's not-found error when no company has the address. */
export async function getCompanyByAddress(db: Database, address: string | undefined) {
  const company = address === undefined ? null : await findCompanyByAddress(db, address);
  if (!company) throw new AppError("not_found", "The company you're looking for doesn't exist.");
  return company;
}
