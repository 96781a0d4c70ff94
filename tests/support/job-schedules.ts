// What a queue made the way the server makes it (schedules on) writes into pg-boss's schedule table: tests leave
// schedules off, so a daily or nightly job's cron is checked here.
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "#server/db/client.ts";
import { createJobQueue } from "#server/jobs/job-queue.ts";
import { jobDefinitions } from "#server/jobs/registry.ts";
import type { createTestApp } from "./test-app.ts";

type Services = Awaited<ReturnType<typeof createTestApp>>["services"];

/** A second queue over the test database with every job of the registry, as the server makes it (`options` aside). */
export function createRegistryQueue(
  database: DatabaseHandle,
  services: Services,
  options: Omit<Parameters<typeof createJobQueue>[0], "db" | "pool" | "logger" | "definitions"> = {},
) {
  return createJobQueue({
    db: database.db,
    pool: database.pool,
    logger: services.logger,
    definitions: jobDefinitions({
      ...services,
      unsubscribe: services.unsubscribe,
      jobs: services.jobs,
      purgeSettings: services.env,
    }),
    ...options,
  });
}

/** The schedules the server writes for `name` (pg-boss keeps one row per job name). */
export async function scheduledRuns(database: DatabaseHandle, services: Services, name: string) {
  const scheduled = createRegistryQueue(database, services, { runSchedules: true });
  try {
    await scheduled.start();
    const schedules = await database.db.execute<{ name: string; cron: string }>(
      sql`select name, cron from pgboss.schedule where name = ${name}`,
    );
    return schedules.rows;
  } finally {
    await scheduled.stop({ graceful: false });
  }
}
