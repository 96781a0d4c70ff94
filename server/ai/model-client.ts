import OpenAI from "openai";
import type { z } from "zod";

/** Tokens a model call used, for the operation's progress data and cost accounting. */
export type ModelUsage = { promptTokens: number; completionTokens: number; calls: number };

export type ModelSettings = {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  /** Per attempt; the SDK retries connection errors, 408, 409, 429 and 5xx with backoff. */
  timeoutMs: number;
  maxRetries: number;
};

/** The model answered, but not with what was asked for. */
class ModelOutputError extends Error {}

export type ModelClient = ReturnType<typeof createModelClient>;

function jsonOf(content: string): unknown {
  // Local models often wrap JSON in a Markdown fence despite json_object mode.
  const fenced = content.match(/```(?:json)?\s*([\s\S]*?)```/);
  const text = (fenced?.[1] ?? content).trim();
  try {
    return JSON.parse(text);
  } catch {
    throw new ModelOutputError("The model did not answer with JSON");
  }
}

/**
 * A client for any OpenAI-compatible chat completions endpoint (hosted APIs,
 * Ollama, llama.cpp, vLLM). Every answer is JSON validated with a zod schema;
 * callers fall back to the built-in provider when this throws.
 */
export function createModelClient(settings: ModelSettings) {
  const client = new OpenAI({
    baseURL: settings.baseUrl,
    // Local servers accept any key; the SDK insists on one.
    apiKey: settings.apiKey ?? "not-needed",
    timeout: settings.timeoutMs,
    maxRetries: settings.maxRetries,
  });
  return {
    model: settings.model,
    baseUrl: settings.baseUrl,
    timeoutMs: settings.timeoutMs,
    async completeJson<T>(request: {
      system: string;
      user: string;
      schema: z.ZodType<T>;
      maxTokens?: number;
      /** Overrides the default timeout, e.g. a tighter one on an interactive path. */
      timeoutMs?: number;
      maxRetries?: number;
      signal?: AbortSignal;
    }): Promise<{ value: T; usage: ModelUsage }> {
      const completion = await client.chat.completions.create(
        {
          model: settings.model,
          temperature: 0,
          max_tokens: request.maxTokens ?? 800,
          response_format: { type: "json_object" },
          messages: [
            { role: "system", content: request.system },
            { role: "user", content: request.user },
          ],
        },
        {
          timeout: request.timeoutMs ?? settings.timeoutMs,
          maxRetries: request.maxRetries ?? settings.maxRetries,
          signal: request.signal,
        },
      );
      const content = completion.choices[0]?.message?.content;
      if (!content) throw new ModelOutputError("The model returned an empty answer");
      const parsed = request.schema.safeParse(jsonOf(content));
      if (!parsed.success) {
        const first = parsed.error.issues[0];
        throw new ModelOutputError(
          `The model's answer did not match the expected shape${first ? ` (${first.path.join(".") || "root"}: ${first.message})` : ""}`,
        );
      }
      return {
        value: parsed.data,
        usage: {
          promptTokens: completion.usage?.prompt_tokens ?? 0,
          completionTokens: completion.usage?.completion_tokens ?? 0,
          calls: 1,
        },
      };
    },
  };
}
