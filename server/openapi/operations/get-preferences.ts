import { z } from "zod";
import { PreferencesSchema } from "#contracts/api/account.ts";
import { defineOperation } from "../api-operation.ts";

export const getPreferencesOperation = defineOperation({
  method: "get",
  path: "/preferences",
  operationId: "getPreferences",
  summary: "The signed-in user's AI-content preferences (the defaults until the first save)",
  tag: "Account",
  audience: "user",
  responses: { 200: { description: "The preferences", schema: z.object({ preferences: PreferencesSchema }) } },
});
