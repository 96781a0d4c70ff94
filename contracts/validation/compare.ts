import { z } from "zod";
import { maximumCompared, minimumCompared } from "../compare.ts";
import { idSchema } from "./id.ts";

const message = "Must be company ids separated by commas, like 12,34.";

/** Company ids from `ids=1,2` or repeated `ids=1&ids=2` (or the tray's `compare=1&compare=2`), as given. */
export function splitIds(values: readonly string[]) {
  return values
    .flatMap((value) => value.split(","))
    .map((value) => value.trim())
    .filter((value) => value !== "");
}

/** The compare API's `ids`: 2 to 4 different company ids. */
const CompareIdsSchema = z
  .array(idSchema(message))
  .min(minimumCompared, { error: `Choose at least ${minimumCompared} companies to compare.` })
  .max(maximumCompared, { error: `Compare at most ${maximumCompared} companies at a time.` })
  .refine((ids) => new Set(ids).size === ids.length, { error: "Each company can be compared only once." });

/** The compare API's query: `ids=1,2` or `ids=1&ids=2`. */
export const CompareQuerySchema = z.object({
  ids: z
    .union([z.string(), z.array(z.string())])
    .transform((value): unknown[] => splitIds(typeof value === "string" ? [value] : value))
    .pipe(CompareIdsSchema)
    .describe("2 to 4 different company ids, separated by commas or repeated; the answer orders them by slug"),
});
