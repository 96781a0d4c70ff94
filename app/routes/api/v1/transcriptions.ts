import {
  audioTypeOf,
  maxRecordingBytes,
  tooLargeRecordingMessage,
  unsupportedAudioMessage,
} from "#contracts/audio-recordings.ts";
import { countOf } from "#contracts/plural.ts";
import { transcribeAudio, transcriptionUnavailableMessage } from "#server/ai/transcribe-audio.ts";
import { consumeRateLimit } from "#server/auth/rate-limit.ts";
import { AppError } from "#server/errors.ts";
import { postOnly, requireMethod } from "#server/web/method-not-allowed.ts";
import { readBytes } from "#server/web/read-body.ts";
import { getRequestContext, requireApiUser } from "#server/web/require.ts";
import { respondJson } from "#server/web/respond.ts";
import type { Route } from "./+types/transcriptions";

export const loader = postOnly;

/**
 * Dictation in browsers without speech recognition: POST the recording as the body (Content-Type: its audio
 * type, at most 10 MB), get `{ text }` back. The audio is held in memory for the call and never stored
 * (docs/decisions/055-dictation.md).
 */
export async function action({ request, context }: Route.ActionArgs) {
  requireMethod(request, ["POST"]);
  const { services, requestId } = getRequestContext(context);
  return respondJson(services.logger, requestId, async () => {
    const user = await requireApiUser(context, "dictate");
    const type = audioTypeOf(request.headers.get("content-type"));
    if (!type) throw new AppError("unsupported_media_type", unsupportedAudioMessage);
    if (!services.ai.transcription) throw new AppError("unavailable", transcriptionUnavailableMessage);
    await consumeRateLimit(
      services.rateLimits.transcriptionsPerUser,
      user.id,
      (minutes) => `You have dictated a lot this hour. Please try again in ${countOf(minutes, "minute")}.`,
    );
    const audio = await readBytes(request, maxRecordingBytes, tooLargeRecordingMessage);
    return transcribeAudio(services, { audio, type, signal: request.signal });
  });
}
