// The whole schema as one object, for drizzle's relational queries and the auth adapter.
import * as admin from "./schema/admin.ts";
import * as auth from "./schema/auth.ts";
import * as awards from "./schema/awards.ts";
import * as catalog from "./schema/catalog.ts";
import * as facts from "./schema/facts.ts";
import * as mail from "./schema/mail.ts";
import * as presence from "./schema/presence.ts";
import * as reviews from "./schema/reviews.ts";
import * as search from "./schema/search.ts";
import * as vendors from "./schema/vendors.ts";

export const schema = {
  ...admin,
  ...auth,
  ...awards,
  ...catalog,
  ...facts,
  ...mail,
  ...presence,
  ...reviews,
  ...search,
  ...vendors,
};
