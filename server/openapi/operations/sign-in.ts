import { z } from "zod";
import { SignInSchema } from "#contracts/validation/auth.ts";
import { defineOperation } from "../api-operation.ts";

export const signInOperation = defineOperation({
  method: "post",
  path: "/auth/sign-in",
  operationId: "signIn",
  summary: "Sign in with email and password; sets the session cookie",
  tag: "Account",
  audience: "public",
  request: { body: SignInSchema },
  responses: { 200: { description: "Signed in", schema: z.object({ ok: z.literal(true) }) } },
  errors: [401, 403, 429],
});
