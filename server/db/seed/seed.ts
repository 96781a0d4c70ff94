import type { Database } from "../client.ts";
import { isCatalogEmpty, seedCatalog } from "./seed-catalog.ts";
import { seedDemo } from "./seed-demo.ts";

/**
 * At start-up (`onlyIfEmpty`): a new database gets the catalog and, in demo
 * mode, the demo accounts and sample reviews. `npm run db:seed` runs it again
 * without the condition; both steps are idempotent.
 */
export async function seedDatabase(db: Database, options: { demo: boolean; onlyIfEmpty: boolean }) {
  if (options.onlyIfEmpty && !(await isCatalogEmpty(db))) return { catalog: null, demo: null };
  const catalog = await seedCatalog(db);
  const demo = options.demo ? await seedDemo(db) : null;
  return { catalog, demo };
}
