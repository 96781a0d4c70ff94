import { z } from "zod";
import { SearchClickSchema } from "#contracts/validation/search.ts";
import { defineOperation } from "../api-operation.ts";

export const recordSearchClickOperation = defineOperation({
  method: "post",
  path: "/search/clicks",
  operationId: "recordSearchClick",
  summary: "Record the result a visitor chose for a search (first click only)",
  tag: "Search",
  audience: "public",
  request: { body: SearchClickSchema },
  responses: {
    200: {
      description: "Whether this click was recorded (only a search's first click is)",
      schema: z.object({ recorded: z.boolean() }),
    },
  },
  errors: [429],
});
