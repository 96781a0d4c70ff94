import { z } from "zod";
import { acceptedVideoTypes } from "#contracts/video-files.ts";
import { defineOperation } from "../api-operation.ts";

export const uploadVideoOperation = defineOperation({
  method: "post",
  path: "/uploads/video",
  operationId: "uploadVideo",
  summary: "Upload a video for a review; answers a token to send with the review",
  tag: "Reviews",
  audience: "user",
  request: {
    rawBody: {
      types: acceptedVideoTypes.split(",").filter((type) => type.includes("/")),
      description:
        "The raw video file as the body (any Content-Type; the file itself must be a video), at most 100 MB, checked while it streams in",
    },
  },
  responses: {
    201: {
      description: "Stored; send `uploadToken` as `videoUploadToken` with the review",
      schema: z.object({ uploadToken: z.string(), mimeType: z.string(), sizeBytes: z.number().int().min(1) }),
    },
  },
  errors: [400, 422, 429],
});
