import OpenAI from "openai";
import { z } from "zod";

export type TranscriptionSettings = {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  /** The whole call: the person who dictated is waiting for the text. */
  timeoutMs: number;
};

export type TranscriptionClient = ReturnType<typeof createTranscriptionClient>;

const TranscriptionAnswer = z.object({ text: z.string().max(100_000) });

/**
 * Speech to text through any OpenAI-compatible `/audio/transcriptions` endpoint (hosted APIs, a whisper.cpp
 * server, vLLM). The audio is passed in memory and nothing is kept (docs/decisions/055-dictation.md). No
 * retries: a failed call is reported at once and the person can try again.
 */
export function createTranscriptionClient(settings: TranscriptionSettings) {
  const client = new OpenAI({
    baseURL: settings.baseUrl,
    // Local servers accept any key; the SDK insists on one.
    apiKey: settings.apiKey ?? "not-needed",
    timeout: settings.timeoutMs,
    maxRetries: 0,
  });
  return {
    model: settings.model,
    timeoutMs: settings.timeoutMs,
    async transcribe(request: {
      audio: Uint8Array<ArrayBuffer>;
      type: string;
      fileName: string;
      signal?: AbortSignal;
    }) {
      const file = new File([request.audio], request.fileName, { type: request.type });
      const answer: unknown = await client.audio.transcriptions.create(
        { file, model: settings.model, response_format: "json" },
        { signal: request.signal },
      );
      // null: the service answered, but not with a transcript.
      const parsed = TranscriptionAnswer.safeParse(answer);
      return parsed.success ? parsed.data.text : null;
    },
  };
}
