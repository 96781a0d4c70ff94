import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from "openai";
import { type AudioType, audioFileExtensions, looksLikeAudio } from "#contracts/audio-recordings.ts";
import { countOf } from "#contracts/plural.ts";
import { AppError } from "../errors.ts";
import type { Logger } from "../logger.ts";
import type { AiService } from "./ai-service.ts";

export const transcriptionUnavailableMessage =
  "Dictation through the server is not set up on this site. Please use a browser with speech recognition, such as Chrome, Edge or Safari.";

const tryAgain = "Please try again, or type your review.";

// Tabs, line breaks and other control characters: a dictated passage is one run of words.
const controlOrSpace = new RegExp(`[\\s${String.fromCharCode(0)}-${String.fromCharCode(0x1f)}\\u007f-\\u009f]+`, "g");

/** The transcript as text for the review box: well-formed, without control characters, on one line. */
function cleanTranscript(text: string) {
  return text.toWellFormed().replace(controlOrSpace, " ").trim();
}

/** What the person is told for each way the transcription service can fail (logged in full, never with audio). */
function failureOf(error: unknown, timeoutMs: number): AppError {
  if (error instanceof APIConnectionTimeoutError) {
    const seconds = Math.max(1, Math.round(timeoutMs / 1000));
    return new AppError(
      "upstream_timeout",
      `The transcription service did not answer within ${countOf(seconds, "second")}. ${tryAgain}`,
    );
  }
  if (error instanceof APIUserAbortError) return new AppError("bad_request", "The dictation was cancelled.");
  if (error instanceof APIConnectionError)
    return new AppError("upstream_failed", `The transcription service could not be reached. ${tryAgain}`);
  if (error instanceof APIError && error.status === 400)
    return new AppError(
      "validation_failed",
      "The transcription service could not read this recording. Please record it again.",
    );
  if (error instanceof APIError && error.status === 429)
    return new AppError("unavailable", `The transcription service is busy. ${tryAgain}`, { retryAfterSeconds: 30 });
  if (error instanceof APIError)
    return new AppError("upstream_failed", `The transcription service failed (status ${error.status}). ${tryAgain}`);
  throw error;
}

/**
 * Speech to text for dictation (docs/decisions/055-dictation.md): checks that the bytes are audio of the
 * declared type and sends them to the configured OpenAI-compatible transcription endpoint. The audio lives in
 * memory for this call only; it is never written to disk, the database or the log.
 */
export async function transcribeAudio(
  deps: { ai: AiService; logger: Logger },
  input: { audio: Uint8Array<ArrayBuffer>; type: AudioType; signal?: AbortSignal },
): Promise<{ text: string }> {
  const transcription = deps.ai.transcription;
  if (!transcription) throw new AppError("unavailable", transcriptionUnavailableMessage);
  if (input.audio.byteLength === 0)
    throw new AppError("validation_failed", "The recording is empty. Please dictate again.");
  if (!looksLikeAudio(input.audio.subarray(0, 16), input.type))
    throw new AppError("validation_failed", `The recording is not ${input.type} audio. Please dictate again.`);
  const started = performance.now();
  let text: string | null;
  try {
    text = await transcription.transcribe({
      audio: input.audio,
      type: input.type,
      fileName: `dictation.${audioFileExtensions[input.type]}`,
      signal: input.signal,
    });
  } catch (error) {
    const failure = failureOf(error, transcription.timeoutMs);
    deps.logger.warn(
      {
        err: error instanceof Error ? error.message : String(error),
        model: transcription.model,
        bytes: input.audio.byteLength,
        ms: Math.round(performance.now() - started),
      },
      "transcription failed",
    );
    throw failure;
  }
  if (text === null) {
    deps.logger.warn({ model: transcription.model }, "the transcription service answered without text");
    throw new AppError("upstream_failed", `The transcription service gave an answer without text. ${tryAgain}`);
  }
  return { text: cleanTranscript(text) };
}
