import { idSchema } from "#contracts/validation/id.ts";
import { AppError } from "../errors.ts";

const IdSchema = idSchema("Unknown id");

/** A numeric id from the URL; anything else is the given not-found error (pages) or 422 (API). */
export function parseId(value: string | undefined, notFoundMessage: string) {
  const result = IdSchema.safeParse(value);
  if (!result.success) throw new AppError("not_found", notFoundMessage);
  return result.data;
}
