import { countOf } from "#contracts/plural.ts";
import { consumeRateLimit } from "#server/auth/rate-limit.ts";
import { postOnly, requireMethod } from "#server/web/method-not-allowed.ts";
import { getRequestContext, requireApiUser } from "#server/web/require.ts";
import { respondJson } from "#server/web/respond.ts";
import type { Route } from "./+types/video-upload";

export const loader = postOnly;

/**
 * POST the raw video file as the body (any Content-Type). Answers an upload token to
 * send with the review; 413 over 100 MB (checked while streaming), 422 for a non-video.
 */
export async function action({ request, context }: Route.ActionArgs) {
  requireMethod(request, ["POST"]);
  const { services, requestId } = getRequestContext(context);
  return respondJson(
    services.logger,
    requestId,
    async () => {
      const user = await requireApiUser(context, "upload a video");
      await consumeRateLimit(
        services.rateLimits.uploadsPerUser,
        user.id,
        (minutes) => `You have uploaded many videos today. Please try again in ${countOf(minutes, "minute")}.`,
      );
      const length = request.headers.get("content-length");
      return services.videos.receive(request.body, length ? Number(length) : null, user.id);
    },
    { status: 201 },
  );
}
