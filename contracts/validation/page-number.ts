import { z } from "zod";

/**
 * The `page` of a paged list, in the URL of a page or an API read: one schema so every list says the same
 * thing about a bad value ("?page=abc", "?page=-1", "?page=1.5") instead of a raw validation message.
 */
export function pageNumberSchema(max = 100_000) {
  return z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce
      .number({ error: "The page must be a number, like ?page=2" })
      .int({ error: "The page must be a whole number, like ?page=2" })
      .min(1, { error: "Page numbers start at 1" })
      .max(max, { error: `There is no page beyond ${max.toLocaleString("en-US")}` })
      .default(1),
  );
}
