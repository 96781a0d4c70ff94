import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { connectDatabase } from "#server/db/client.ts";
import { openPglite, serveEmbeddedPostgres } from "#server/db/embedded/embedded-server.ts";
import { migrateDatabase } from "#server/db/migrate.ts";
import { seedCatalog } from "#server/db/seed/seed-catalog.ts";
import { databaseUrlFor, templateDumpPath, testDatabaseKind, testDatabaseUrl } from "./test-database.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The PostgreSQL template database of this run (TEST_DB=postgres). */
    postgresTemplate: string;
  }
}

async function onServer<T>(baseUrl: string, work: (admin: pg.Client) => Promise<T>) {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * Builds the migrated, catalog-seeded template that every test database is copied from. On
 * PostgreSQL it is named after this run, so runs sharing a server do not drop each other's, and it
 * is dropped when the run ends.
 */
export default async function setup(project: TestProject) {
  if (testDatabaseKind() === "postgres") {
    const baseUrl = testDatabaseUrl();
    const template = `operatorstack_test_template_${process.pid}_${Date.now().toString(36)}`;
    await onServer(baseUrl, (admin) => admin.query(`create database "${template}"`));
    const handle = connectDatabase({
      kind: "postgres",
      connectionString: databaseUrlFor(baseUrl, template),
      poolSize: 2,
    });
    await migrateDatabase(handle.pool);
    await seedCatalog(handle.db);
    await handle.close();
    project.provide("postgresTemplate", template);
    return async () => {
      await onServer(baseUrl, (admin) => admin.query(`drop database if exists "${template}" with (force)`));
    };
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
