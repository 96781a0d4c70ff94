import { refreshAllMarketPresence } from "../../presence/refresh-market-presence.ts";
import type { Database } from "../client.ts";
import { isCatalogEmpty, seedCatalog } from "./seed-catalog.ts";
import { seedDemo } from "./seed-demo.ts";
import { formatSeconds, type SeedProgress, silentSeedProgress } from "./seed-progress.ts";

/**
 * At start-up (`onlyIfEmpty`): a new database gets the catalog and, in demo
 * mode, the demo accounts and sample reviews. `npm run db:seed` runs it again
 * without the condition; both steps are idempotent.
 */
export async function seedDatabase(
  db: Database,
  options: { demo: boolean; onlyIfEmpty: boolean; progress?: SeedProgress },
) {
  if (options.onlyIfEmpty && !(await isCatalogEmpty(db))) return { catalog: null, demo: null };
  const progress = options.progress ?? silentSeedProgress;
  const startedAt = performance.now();
  const catalog = await seedCatalog(db, progress);
  const demo = options.demo ? await seedDemo(db, new Date(), progress) : null;
  // The sample reviews are reviews by (demo) people: market presence counts them until they are cleared (decision 097).
  if (demo) await refreshAllMarketPresence(db);
  progress.note(`Seeded the database in ${formatSeconds(performance.now() - startedAt)}.`);
  return { catalog, demo };
}
