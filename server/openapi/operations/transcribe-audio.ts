import { z } from "zod";
import { audioFileExtensions } from "#contracts/audio-recordings.ts";
import { defineOperation } from "../api-operation.ts";

export const transcribeAudioOperation = defineOperation({
  method: "post",
  path: "/transcriptions",
  operationId: "transcribeAudio",
  summary:
    "Dictation: speech to text for a signed-in user, when the site has a transcription model (the audio is never stored)",
  tag: "Reviews",
  audience: "user",
  request: {
    rawBody: {
      types: Object.keys(audioFileExtensions),
      description:
        "The recording itself as the body, at most 10 MB (about a minute of speech); Content-Type names its audio type.",
    },
  },
  responses: {
    200: {
      description: "The transcript (an empty string when no speech was recognised)",
      schema: z.object({ text: z.string() }),
    },
  },
  errors: [400, 415, 422, 429, 502, 504],
});
