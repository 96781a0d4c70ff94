import { z } from "zod";
import { SessionUserSchema } from "#contracts/api/account.ts";
import { defineOperation } from "../api-operation.ts";

export const getSessionOperation = defineOperation({
  method: "get",
  path: "/session",
  operationId: "getSession",
  summary: "The signed-in user, or null; never cached",
  tag: "Account",
  audience: "public",
  responses: { 200: { description: "The session's user", schema: z.object({ user: SessionUserSchema.nullable() }) } },
});
