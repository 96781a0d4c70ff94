// npm run db:seed | db:reset | db:clear-demo
import { rm } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { readLiveLock } from "#server/db/embedded/data-lock.ts";
import { seedDatabase } from "#server/db/seed/seed.ts";
import { clearDemo } from "#server/db/seed/seed-demo.ts";
import { printedSeedProgress } from "#server/db/seed/seed-progress.ts";
import { parseEnv } from "#server/env.ts";
import { connectForCli } from "./lib/connect-for-cli.ts";

const commands = ["seed", "reset", "clear-demo"] as const;
type Command = (typeof commands)[number];

function isCommand(value: string | undefined): value is Command {
  return commands.some((command) => command === value);
}

async function main() {
  const command = process.argv[2];
  if (!isCommand(command)) {
    console.error(`Usage: tsx scripts/db.ts <${commands.join("|")}>`);
    process.exit(2);
  }
  const env = parseEnv(process.env, { forServer: false });

  if (command === "reset") {
    if (env.DATABASE_URL) {
      if (!process.argv.includes("--yes")) {
        console.error(
          "db:reset deletes every table in the DATABASE_URL database. Run `npm run db:reset -- --yes` to confirm.",
        );
        process.exit(2);
      }
      const database = await connectForCli(env, { shareRunningServer: false });
      await database.db.execute(sql`drop schema if exists public cascade`);
      await database.db.execute(sql`drop schema if exists drizzle cascade`);
      await database.db.execute(sql`create schema public`);
      await database.close();
    } else {
      const holder = await readLiveLock(env.dataDir);
      if (holder) {
        console.error(`The embedded database is in use by the running server (process ${holder.pid}). Stop it first.`);
        process.exit(1);
      }
      await rm(path.join(env.dataDir, "pglite"), { recursive: true, force: true });
    }
    console.log("Database emptied; migrating and seeding again.");
  }

  const database = await connectForCli(env, { shareRunningServer: false });
  try {
    if (command === "clear-demo") {
      const cleared = await clearDemo(database.db);
      console.log(`Removed ${cleared.reviews} sample reviews and ${cleared.users} demo accounts.`);
    } else {
      const seeded = await seedDatabase(database.db, {
        demo: env.DEMO_DATA,
        onlyIfEmpty: false,
        progress: printedSeedProgress(process.stdout),
      });
      console.log(
        `Catalog: ${seeded.catalog?.categories ?? 0} categories, ${seeded.catalog?.companies ?? 0} companies.` +
          (seeded.demo
            ? ` Demo: ${seeded.demo.users} accounts, ${seeded.demo.reviews} sample reviews.`
            : " Demo data off."),
      );
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
