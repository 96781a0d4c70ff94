import type { Env } from "../env.ts";
import { createModelClient, type ModelClient } from "./model-client.ts";
import { createTranscriptionClient, type TranscriptionClient } from "./transcription-client.ts";

/**
 * The AI provider layer (docs/decisions/021-ai-provider-layer.md): every AI
 * feature has a built-in, offline, deterministic implementation; when
 * AI_BASE_URL and AI_MODEL are set, features may ask the configured
 * OpenAI-compatible model first and fall back to the built-in one on any
 * failure (timeout, transport error, malformed output).
 */
export type AiService = {
  /** What the admin console shows as "the AI provider in use". */
  describe(): { provider: "built-in" } | { provider: "openai-compatible"; model: string; baseUrl: string };
  /** The configured model, or undefined when only the built-in provider is available. */
  model: ModelClient | undefined;
  /**
   * Speech to text for dictation in browsers without speech recognition, when AI_BASE_URL is set and
   * AI_TRANSCRIPTION_MODEL is not `none` (docs/decisions/055-dictation.md).
   */
  transcription: TranscriptionClient | undefined;
};

export function createAiService(
  env: Pick<Env, "AI_BASE_URL" | "AI_API_KEY" | "AI_MODEL" | "AI_TIMEOUT_MS" | "AI_TRANSCRIPTION_MODEL">,
): AiService {
  const model =
    env.AI_BASE_URL && env.AI_MODEL
      ? createModelClient({
          baseUrl: env.AI_BASE_URL,
          apiKey: env.AI_API_KEY,
          model: env.AI_MODEL,
          timeoutMs: env.AI_TIMEOUT_MS,
          maxRetries: 2,
        })
      : undefined;
  const transcription =
    env.AI_BASE_URL && env.AI_TRANSCRIPTION_MODEL.toLowerCase() !== "none"
      ? createTranscriptionClient({
          baseUrl: env.AI_BASE_URL,
          apiKey: env.AI_API_KEY,
          model: env.AI_TRANSCRIPTION_MODEL,
          timeoutMs: env.AI_TIMEOUT_MS,
        })
      : undefined;
  return {
    model,
    transcription,
    describe() {
      if (!model) return { provider: "built-in" };
      return { provider: "openai-compatible", model: model.model, baseUrl: model.baseUrl };
    },
  };
}
