// Small SQL builders shared by queries and schema checks.
import { type SQL, sql } from "drizzle-orm";

/** A text[] literal of bound parameters (an empty array when there are none). */
export function textArray(values: readonly string[]): SQL {
  return values.length === 0
    ? sql`'{}'::text[]`
    : sql`array[${sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      )}]::text[]`;
}

/** The same list as SQL, for a check written with `sql\`…\``: `${table.status} in (${sqlList(statuses)})`. */
export function sqlList(values: readonly string[]): SQL {
  return sql.raw(quotedList(values));
}

/** 'a', 'b', 'c' for a check constraint's `in (…)` list (constants of the code, never user input). */
export function quotedList(values: readonly string[]): string {
  return values.map((value) => `'${value}'`).join(", ");
}
