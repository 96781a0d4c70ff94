import { defineConfig } from "drizzle-kit";

// Only `drizzle-kit generate` is used; migrations are applied by the app (server/db/migrate.ts).
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema/",
  out: "./server/db/migrations",
});
