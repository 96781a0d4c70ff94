import { z } from "zod";
import { defineOperation } from "../api-operation.ts";

export const getOpenApiDocumentOperation = defineOperation({
  method: "get",
  path: "/openapi.json",
  operationId: "getOpenApiDocument",
  summary: "This document",
  tag: "Meta",
  audience: "public",
  responses: {
    200: {
      description: "The OpenAPI 3.1 document of /api/v1",
      schema: z.looseObject({ openapi: z.literal("3.1.0"), paths: z.record(z.string(), z.looseObject({})) }),
    },
  },
});
