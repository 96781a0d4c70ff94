import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { connectDatabase } from "#server/db/client.ts";
import { openPglite, serveEmbeddedPostgres } from "#server/db/embedded/embedded-server.ts";
import { migrateDatabase } from "#server/db/migrate.ts";
import { seedCatalog } from "#server/db/seed/seed-catalog.ts";
import {
  databaseUrlFor,
  postgresTemplateName,
  templateDumpPath,
  testDatabaseKind,
  testDatabaseUrl,
} from "./test-database.ts";

/** Builds the migrated, catalog-seeded template that every test database is copied from. */
export default async function setup() {
  if (testDatabaseKind() === "postgres") {
    const baseUrl = testDatabaseUrl();
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    try {
      await admin.query(`drop database if exists "${postgresTemplateName}" with (force)`);
      await admin.query(`create database "${postgresTemplateName}"`);
    } finally {
      await admin.end();
    }
    const handle = connectDatabase({
      kind: "postgres",
      connectionString: databaseUrlFor(baseUrl, postgresTemplateName),
      poolSize: 2,
    });
    await migrateDatabase(handle.pool);
    await seedCatalog(handle.db);
    await handle.close();
    return;
  }
  const pglite = await openPglite(null);
  const embedded = await serveEmbeddedPostgres(pglite);
  const handle = connectDatabase({ kind: "embedded", socketDir: embedded.socketDir, poolSize: 2 });
  await migrateDatabase(handle.pool);
  await seedCatalog(handle.db);
  await handle.close();
  await embedded.stop();
  const dump = await pglite.dumpDataDir("none");
  await mkdir(path.dirname(templateDumpPath), { recursive: true });
  await writeFile(templateDumpPath, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
}
