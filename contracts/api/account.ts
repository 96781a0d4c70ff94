// What the account endpoints of /api/v1 answer (server/openapi/ documents them from these schemas).
import { z } from "zod";

export const SessionUserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    isAdmin: z.boolean(),
  })
  .meta({ id: "SessionUser" });

export const PreferencesSchema = z
  .object({
    showAiGeneratedReviews: z.boolean(),
    showAiGeneratedCompanies: z.boolean(),
    showAiSummaries: z.boolean(),
  })
  .meta({ id: "Preferences" });
