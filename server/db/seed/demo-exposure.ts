import { sql } from "drizzle-orm";
import { demoAdminEmail, demoPassword } from "#contracts/demo-accounts.ts";
import type { Env } from "../../env.ts";
import { isLoopback } from "../../web/public-origin.ts";
import type { Database } from "../client.ts";

// Demo data on a real host (issue #34, docs/decisions/074-demo-vendors-and-public-hosts.md): the demo accounts'
// password is public, so a site whose PUBLIC_URL is a real host does not start while it would serve them.

/** Why the server refuses to start; main prints the message alone. */
export class DemoDataOnPublicHostError extends Error {}

/** Whether PUBLIC_URL is a host other people reach: set, and not loopback (unset, the quick start is local). */
export function isRealHost(publicUrl: string | undefined) {
  if (!publicUrl) return false;
  const hostname = new URL(publicUrl).hostname;
  return !isLoopback(hostname) && !hostname.endsWith(".localhost");
}

/** Before the database is opened: demo data switched on for a real host. */
export function refuseDemoSettingOnRealHost(env: Pick<Env, "PUBLIC_URL" | "DEMO_DATA">) {
  if (!env.DEMO_DATA || !isRealHost(env.PUBLIC_URL)) return;
  throw new DemoDataOnPublicHostError(
    `DEMO_DATA is on (the default) and PUBLIC_URL is ${env.PUBLIC_URL}, a real host: the demo accounts ` +
      `(${demoAdminEmail} and others) would sign in there with the public password "${demoPassword}". ` +
      "Set DEMO_DATA=false to serve this site, or leave PUBLIC_URL unset (or at localhost) to try the demo.",
  );
}

/** After migrating: demo accounts or sample reviews still in the database of a site at a real host. */
export async function refuseDemoDataOnRealHost(env: Pick<Env, "PUBLIC_URL">, db: Database) {
  if (!isRealHost(env.PUBLIC_URL)) return;
  const result = await db.execute<{ present: boolean }>(
    sql`select exists (select 1 from users where is_sample) or exists (select 1 from reviews where is_sample) as present`,
  );
  if (result.rows[0]?.present !== true) return;
  throw new DemoDataOnPublicHostError(
    `This database still holds the demo data (accounts such as ${demoAdminEmail}, whose password "${demoPassword}" ` +
      `is public, and sample reviews), and PUBLIC_URL is ${env.PUBLIC_URL}, a real host. ` +
      "Run `npm run db:clear-demo` before serving it there.",
  );
}
