// npm run admin:create -- <email>: gives an existing account the admin role. Works while the server runs.
import { sql } from "drizzle-orm";
import { z } from "zod";
import { parseEnv } from "#server/env.ts";
import { connectForCli } from "./lib/connect-for-cli.ts";

async function main() {
  const email = z.email().safeParse(process.argv[2]?.trim().toLowerCase());
  if (!email.success) {
    console.error("Usage: npm run admin:create -- <email of an existing account>");
    process.exit(2);
  }
  const env = parseEnv(process.env, { forServer: false });
  const database = await connectForCli(env, { shareRunningServer: true });
  try {
    const result = await database.db.execute<{ id: string }>(sql`
      insert into user_roles (user_id, role)
      select id, 'admin' from users where lower(email) = ${email.data}
      on conflict do nothing
      returning user_id as id`);
    const exists = await database.db.execute<{ id: string }>(
      sql`select id from users where lower(email) = ${email.data}`,
    );
    if (exists.rows.length === 0) {
      console.error(`No account uses ${email.data}. Sign up with it first (or set ADMIN_EMAILS), then run this again.`);
      process.exitCode = 1;
    } else if (result.rows.length === 0) {
      console.log(`${email.data} is already an admin.`);
    } else {
      console.log(`${email.data} is now an admin. The Admin Dashboard appears on their next page load.`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
