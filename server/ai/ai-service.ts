import type { Env } from "../env.ts";
import { createModelClient, type ModelClient } from "./model-client.ts";

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
};

export function createAiService(
  env: Pick<Env, "AI_BASE_URL" | "AI_API_KEY" | "AI_MODEL" | "AI_TIMEOUT_MS">,
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
  return {
    model,
    describe() {
      if (!model) return { provider: "built-in" };
      return { provider: "openai-compatible", model: model.model, baseUrl: model.baseUrl };
    },
  };
}
