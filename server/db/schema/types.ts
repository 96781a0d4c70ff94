import { customType } from "drizzle-orm/pg-core";

/** Drizzle has no tsvector type; the columns are generated or maintained in SQL. */
export const tsvector = customType<{ data: string }>({
  dataType() {
    return "tsvector";
  },
});
