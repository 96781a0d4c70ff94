import { readFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import { inject } from "vitest";
import { connectDatabase, type DatabaseHandle } from "#server/db/client.ts";
import { serveEmbeddedPostgres } from "#server/db/embedded/embedded-server.ts";

export type TestDatabaseKind = "pglite" | "postgres";

export const templateDumpPath = path.resolve("tmp/test-template/pglite-template.tar");

/** Which database integration tests run on: TEST_DB=postgres needs TEST_DATABASE_URL. */
export function testDatabaseKind(): TestDatabaseKind {
  return process.env.TEST_DB === "postgres" ? "postgres" : "pglite";
}

export function testDatabaseUrl() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)");
  return url;
}

export function databaseUrlFor(baseUrl: string, database: string) {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * A fresh database for one test (or one test file): migrated, with the real
 * catalog loaded. PGlite in-process from a dumped template, or a PostgreSQL
 * database created from a template database.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (testDatabaseKind() === "postgres") {
    const baseUrl = testDatabaseUrl();
    const name = `operatorstack_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    try {
      await admin.query(`create database "${name}" template "${inject("postgresTemplate")}"`);
    } finally {
      await admin.end();
    }
    return connectDatabase(
      { kind: "postgres", connectionString: databaseUrlFor(baseUrl, name), poolSize: 5 },
      async () => {
        const cleanup = new pg.Client({ connectionString: baseUrl });
        await cleanup.connect();
        try {
          await cleanup.query(`drop database if exists "${name}" with (force)`);
        } finally {
          await cleanup.end();
        }
      },
    );
  }
  const dump = await readFile(templateDumpPath);
  const pglite = await PGlite.create({ loadDataDir: new Blob([dump]), extensions: { pg_trgm } });
  const embedded = await serveEmbeddedPostgres(pglite);
  return connectDatabase({ kind: "embedded", socketDir: embedded.socketDir, poolSize: 4 }, async () => {
    await embedded.stop();
    await pglite.close();
  });
}
