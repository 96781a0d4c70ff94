import { z } from "zod";
import { AppError } from "../errors.ts";

const IdSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** A numeric id from the URL; anything else is the given not-found error (pages) or 422 (API). */
export function parseId(value: string | undefined, notFoundMessage: string) {
  const result = IdSchema.safeParse(value);
  if (!result.success) throw new AppError("not_found", notFoundMessage);
  return result.data;
}
