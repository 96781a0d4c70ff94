import { z } from "zod";
import { SignUpSchema } from "#contracts/validation/auth.ts";
import { defineOperation } from "../api-operation.ts";

export const signUpOperation = defineOperation({
  method: "post",
  path: "/auth/sign-up",
  operationId: "signUp",
  summary:
    "Create an account and sign in (sets the session cookie); an address that has an account gets the same answer, no session, and its owner an email (decision 076)",
  tag: "Account",
  audience: "public",
  request: { body: SignUpSchema },
  responses: {
    200: {
      description: "Check your inbox to confirm the address",
      schema: z.object({ ok: z.literal(true), message: z.string() }),
    },
  },
  errors: [429],
});
