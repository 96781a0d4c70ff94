// Queries of a fixed shape, built once instead of on every request (issue #18; docs/decisions/066-long-tail.md).
// Drizzle assembles a query's SQL text from its parts each time it runs; for the queries behind every uncached
// page that assembly cost more of the app's CPU than the rendering. A prepared query is assembled once, with
// `sql.placeholder(name)` where its values go, and executed with those values.
//
// On a PostgreSQL server it is also a named statement: each connection parses and plans it once and keeps the
// plan (planning was half of these queries' database time). The embedded database multiplexes every pool
// connection onto PGlite's one session, where two connections preparing one name would collide, so there the
// statement stays unnamed: same text, same results, planned each time.
import { type Query, type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { type Database, keepsStatementPlans } from "./client.ts";

type Values = Record<string, unknown>;

const dialect = new PgDialect();
const namesInUse = new Set<string>();

/** The statement's name where its plan can be kept; "" (pg's unnamed statement) on the embedded database. */
export function statementName(db: Database, name: string) {
  return keepsStatementPlans(db) ? name : "";
}

function claimName(name: string) {
  if (namesInUse.has(name)) throw new Error(`Two prepared queries are named "${name}"`);
  namesInUse.add(name);
}

/**
 * A query written as drizzle `sql` with placeholders, assembled on first use and executed with values:
 * `const run = prepareSql<Row>("company-facts", () => sql\`… where c.id = ${sql.placeholder("id")}\`)`,
 * then `await run(db, { id })`. Rows come as `db.execute` gives them (timestamps as strings).
 */
export function prepareSql<Row>(name: string, build: () => SQL) {
  claimName(name);
  let query: Query | undefined;
  const byDatabase = new WeakMap<Database, { execute(values: Values): Promise<unknown> }>();
  return async function run(db: Database, values: Values): Promise<Row[]> {
    let prepared = byDatabase.get(db);
    if (!prepared) {
      query ??= dialect.sqlToQuery(build());
      prepared = db._.session.prepareQuery(query, undefined, statementName(db, name), false);
      byDatabase.set(db, prepared);
    }
    const result = (await prepared.execute(values)) as { rows: Row[] };
    return result.rows;
  };
}

/**
 * A drizzle query-builder query prepared once per database:
 * `const find = prepareBuilt("company", (db, name) => db.select(…).where(eq(companies.id, sql.placeholder("id"))).prepare(name))`,
 * then `await find(db).execute({ id })`. Results are mapped as the builder maps them.
 */
export function prepareBuilt<Prepared>(name: string, build: (db: Database, statement: string) => Prepared) {
  claimName(name);
  const byDatabase = new WeakMap<Database, Prepared>();
  return function preparedFor(db: Database): Prepared {
    let prepared = byDatabase.get(db);
    if (!prepared) {
      prepared = build(db, statementName(db, name));
      byDatabase.set(db, prepared);
    }
    return prepared;
  };
}

/**
 * Several raw queries answered in one round trip (issue #18: on loopback TCP, sending a query costs the app's
 * process more than reading its rows). Each part's rows come back as JSON, so a part may only return what JSON
 * carries as pg would parse it: integers, floats, text, booleans, arrays and JSON (no timestamps, bigint or numeric,
 * which pg parses otherwise). Parts share the values: a placeholder name means the same value in every part.
 * `const run = prepareBatch("company-page", { mentions: mentionsSql, … })`, then `(await run(db, values)).mentions`.
 */
export function prepareBatch<Parts extends Record<string, unknown[]>>(
  name: string,
  parts: { [Part in keyof Parts]: () => SQL },
) {
  const run = prepareSql<Parts>(name, () =>
    sql.join(
      [
        sql`select `,
        sql.join(
          Object.entries(parts).map(
            ([part, build]) =>
              sql`(select coalesce(json_agg(t), '[]'::json) from (${(build as () => SQL)()}) t) as ${sql.identifier(part)}`,
          ),
          sql`, `,
        ),
      ],
      sql``,
    ),
  );
  return async (db: Database, values: Values): Promise<Parts> => {
    const [row] = await run(db, values);
    if (!row) throw new Error(`The batch "${name}" answered no row`);
    return row;
  };
}
