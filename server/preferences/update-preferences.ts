import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/client.ts";
import { userPreferences } from "../db/schema/auth.ts";
import type { AiContentPreferences } from "./get-preferences.ts";

export const UpdatePreferencesSchema = z
  .object({
    showAiGeneratedReviews: z.boolean(),
    showAiGeneratedCompanies: z.boolean(),
    showAiSummaries: z.boolean(),
  })
  .partial()
  .strict()
  .refine((value) => Object.keys(value).length > 0, { message: "Send at least one preference" });
export type UpdatePreferences = z.infer<typeof UpdatePreferencesSchema>;

/** Saves some or all of the signed-in user's AI-content preferences and returns all of them. */
export async function updatePreferences(
  db: Database,
  userId: string,
  changes: UpdatePreferences,
): Promise<AiContentPreferences> {
  const [row] = await db
    .insert(userPreferences)
    .values({ userId, ...changes })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { ...changes, updatedAt: sql`now()` } })
    .returning({
      showAiGeneratedReviews: userPreferences.showAiGeneratedReviews,
      showAiGeneratedCompanies: userPreferences.showAiGeneratedCompanies,
      showAiSummaries: userPreferences.showAiSummaries,
    });
  if (!row) throw new Error("saving preferences returned no row");
  return row;
}
