import { z } from "zod";

/** The largest value of a PostgreSQL `integer` column: every id of ours fits in one. */
export const maxId = 2_147_483_647;

/**
 * A row id from a form, a JSON body or the address: a whole number from 1 to 2,147,483,647, checked before any
 * query (a larger or fractional number would reach the database and fail there).
 */
export function idSchema(message: string) {
  return z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(maxId, { error: message });
}
