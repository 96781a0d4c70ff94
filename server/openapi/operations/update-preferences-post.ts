import { z } from "zod";
import { PreferencesSchema } from "#contracts/api/account.ts";
import { UpdatePreferencesSchema } from "../../preferences/update-preferences.ts";
import { defineOperation } from "../api-operation.ts";

export const updatePreferencesPostOperation = defineOperation({
  method: "post",
  path: "/preferences",
  operationId: "updatePreferencesPost",
  summary:
    "Change some or all of the signed-in user's AI-content preferences (POST, for clients that cannot send PATCH)",
  tag: "Account",
  audience: "user",
  request: { body: UpdatePreferencesSchema },
  responses: {
    200: { description: "All the preferences, as saved", schema: z.object({ preferences: PreferencesSchema }) },
  },
  errors: [429],
});
