import os from "node:os";
import { sql } from "drizzle-orm";
import { minimumReviews } from "#server/awards/award-winner-steps.ts";
import { fillEmptyPlaces } from "#server/awards/fill-empty-places.ts";
import { periodWindow, scoreCategory } from "#server/awards/scoring.ts";
import { buildSnapshot } from "#server/awards/snapshot.ts";
import { connectDatabase } from "#server/db/client.ts";
import { awardPeriods } from "#server/db/schema/awards.ts";
import { writeResults } from "./support/result-file.ts";

const runs = Number(process.env.BENCH_RUNS ?? 5);
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.log("bench:awards skipped: set DATABASE_URL to a PostgreSQL database loaded with npm run db:seed:scale.");
  process.exit(0);
}

const database = connectDatabase({ kind: "postgres", connectionString: databaseUrl, poolSize: 2 });
const { db } = database;
class Rollback extends Error {}

const stats = await db.execute<{ reviews: number; companies: number }>(
  sql`select (select count(*) from reviews)::int as reviews, (select count(*) from companies)::int as companies`,
);
const largest = await db.execute<{ id: number; companies: number }>(
  sql`select category_id as id, count(*)::int as companies from company_categories group by category_id order by 2 desc limit 1`,
);
const largestCategory = largest.rows[0];
if (!largestCategory) throw new Error("No categories: load data first.");

// Periods that hold data: the seed spreads reviews over the last 540 days.
const now = new Date();
const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
const periods = [
  {
    title: "Bench monthly",
    periodType: "monthly" as const,
    year: lastMonth.getUTCFullYear(),
    month: lastMonth.getUTCMonth() + 1,
  },
  { title: "Bench annual", periodType: "annual" as const, year: now.getUTCFullYear() - 1, month: null },
];

function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    "median ms": Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0),
    "max ms": Math.round(sorted.at(-1) ?? 0),
  };
}

const results = [];
try {
  for (const definition of periods) {
    const timings = { score: [] as number[], suggest: [] as number[], snapshot: [] as number[] };
    let filled = 0;
    let extraAwards = 0;
    for (let run = 0; run < runs; run++) {
      await db
        .transaction(async (tx) => {
          const [period] = await tx.insert(awardPeriods).values(definition).returning();
          if (!period) throw new Error("The period was not created.");
          let started = performance.now();
          await scoreCategory(tx, {
            categoryId: largestCategory.id,
            window: periodWindow(period),
            minimumReviews: minimumReviews[period.periodType],
          });
          timings.score.push(performance.now() - started);
          started = performance.now();
          filled = await fillEmptyPlaces(tx, period);
          timings.suggest.push(performance.now() - started);
          started = performance.now();
          const snapshot = await buildSnapshot(tx, period);
          timings.snapshot.push(performance.now() - started);
          extraAwards = snapshot.extraAwards.length;
          throw new Rollback();
        })
        .catch((error: unknown) => {
          if (!(error instanceof Rollback)) throw error;
        });
    }
    results.push(
      {
        period: definition.title,
        step: `score the largest category (${largestCategory.companies} companies)`,
        ...summary(timings.score),
      },
      { period: definition.title, step: `suggest winners (${filled} places filled)`, ...summary(timings.suggest) },
      {
        period: definition.title,
        step: `snapshot at publication (${extraAwards} extra awards)`,
        ...summary(timings.snapshot),
      },
    );
  }
} finally {
  await database.close();
}

const output = {
  benchmark: "awards",
  date: new Date().toISOString(),
  runs,
  cores: os.availableParallelism(),
  data: stats.rows[0],
  results,
};
console.log(`${output.data?.companies} companies, ${output.data?.reviews} reviews, ${runs} runs each`);
console.table(results);
await writeResults("awards", output.date, output);
