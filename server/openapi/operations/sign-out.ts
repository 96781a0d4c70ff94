import { z } from "zod";
import { defineOperation } from "../api-operation.ts";

export const signOutOperation = defineOperation({
  method: "post",
  path: "/auth/sign-out",
  operationId: "signOut",
  summary: "End the current session",
  tag: "Account",
  audience: "public",
  responses: { 200: { description: "Signed out", schema: z.object({ ok: z.literal(true) }) } },
});
