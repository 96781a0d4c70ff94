import { inject } from "vitest";
import { connectDatabase } from "#server/db/client.ts";
import { readLiveLock } from "#server/db/embedded/data-lock.ts";

/** A connection to the running e2e server's embedded database, through its socket (the folder is locked). */
export async function connectToServerDatabase() {
  const holder = await readLiveLock(inject("dataDir"));
  if (!holder?.socketDir) throw new Error("The e2e server is not holding its data folder");
  return connectDatabase({ kind: "embedded", socketDir: holder.socketDir, poolSize: 1 });
}
