import { z } from "zod";
import { PreferencesSchema } from "#contracts/api/account.ts";
import { UpdatePreferencesSchema } from "../../preferences/update-preferences.ts";
import { defineOperation } from "../api-operation.ts";

export const updatePreferencesPatchOperation = defineOperation({
  method: "patch",
  path: "/preferences",
  operationId: "updatePreferencesPatch",
  summary: "Change some or all of the signed-in user's AI-content preferences",
  tag: "Account",
  audience: "user",
  request: { body: UpdatePreferencesSchema },
  responses: {
    200: { description: "All the preferences, as saved", schema: z.object({ preferences: PreferencesSchema }) },
  },
  errors: [429],
});
