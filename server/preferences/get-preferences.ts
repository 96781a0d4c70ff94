import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { userPreferences } from "../db/schema/auth.ts";

export type AiContentPreferences = {
  showAiGeneratedReviews: boolean;
  showAiGeneratedCompanies: boolean;
  showAiSummaries: boolean;
};

const defaultPreferences: AiContentPreferences = {
  showAiGeneratedReviews: true,
  showAiGeneratedCompanies: true,
  showAiSummaries: true,
};

/** A viewer's AI-content preferences; visitors and users without a saved row get the defaults (all shown). */
export async function getPreferences(db: Database, userId: string | null): Promise<AiContentPreferences> {
  if (!userId) return defaultPreferences;
  const [row] = await db
    .select({
      showAiGeneratedReviews: userPreferences.showAiGeneratedReviews,
      showAiGeneratedCompanies: userPreferences.showAiGeneratedCompanies,
      showAiSummaries: userPreferences.showAiSummaries,
    })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId))
    .limit(1);
  return row ?? defaultPreferences;
}
