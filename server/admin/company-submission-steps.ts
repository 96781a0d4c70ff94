import { sql } from "drizzle-orm";
import type { ListingStatus } from "#contracts/listing-status.ts";
import { cacheKeys } from "../cache/read-cache.ts";
import type { Services } from "../context.ts";
import type { Database } from "../db/client.ts";
import { AppError } from "../errors.ts";

export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export async function lockUnlistedCompany(tx: Transaction, companyId: number) {
  const result = await tx.execute<{
    id: number;
    name: string;
    domain: string | null;
    listing_status: ListingStatus;
    proposed_category_ids: number[] | null;
  }>(
    sql`select id, name, domain, listing_status, proposed_category_ids from companies where id = ${companyId} for update`,
  );
  const company = result.rows[0];
  if (!company) throw new AppError("not_found", "This company doesn't exist.");
  if (company.listing_status === "listed") throw new AppError("conflict", `${company.name} is already listed.`);
  return company;
}

export function invalidateCatalog(services: Services, companyIds: number[]) {
  for (const id of companyIds) services.cache.invalidate(cacheKeys.company(id));
  services.cache.invalidate(cacheKeys.homeStats);
  services.cache.invalidate(cacheKeys.categories);
  services.cache.invalidate("category:"); // facet snapshots and counts (server/catalog/category-facets.ts)
  services.cache.invalidate("search:vocabulary");
}
