import { sql } from "drizzle-orm";
import { inject } from "vitest";
import { connectDatabase } from "#server/db/client.ts";
import { readLiveLock } from "#server/db/embedded/data-lock.ts";

/** A connection to the running e2e server's embedded database, through its socket (the folder is locked). */
export async function connectToServerDatabase() {
  const holder = await readLiveLock(inject("dataDir"));
  if (!holder?.socketDir) throw new Error("The e2e server is not holding its data folder");
  return connectDatabase({ kind: "embedded", socketDir: holder.socketDir, poolSize: 1 });
}

/**
 * Confirms an account's address on the running server, as its confirmation link does (tests/e2e/email.test.ts
 * follows the link itself), so the journey under test is not held for it.
 */
export async function confirmEmailOnServer(email: string) {
  const database = await connectToServerDatabase();
  try {
    await database.db.execute(sql`update users set email_verified = true where email = ${email.toLowerCase()}`);
  } finally {
    await database.close();
  }
}
