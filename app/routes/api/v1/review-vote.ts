import { countOf } from "#contracts/plural.ts";
import { VoteSchema } from "#contracts/validation/reviews.ts";
import { consumeRateLimit } from "#server/auth/rate-limit.ts";
import { voteOnReview } from "#server/reviews/vote-on-review.ts";
import { postOnly, requireMethod } from "#server/web/method-not-allowed.ts";
import { parseId } from "#server/web/parse-id.ts";
import { readBody } from "#server/web/read-body.ts";
import { getRequestContext, requireApiUser } from "#server/web/require.ts";
import { respondJson } from "#server/web/respond.ts";
import type { Route } from "./+types/review-vote";

export const loader = postOnly;

export async function action({ params, request, context }: Route.ActionArgs) {
  requireMethod(request, ["POST"]);
  const { services, requestId } = getRequestContext(context);
  return respondJson(services.logger, requestId, async () => {
    const user = await requireApiUser(context, "vote on reviews");
    const reviewId = parseId(params.id, "This review doesn't exist or is no longer published.");
    const { value } = VoteSchema.parse(await readBody(request));
    await consumeRateLimit(
      services.rateLimits.votesPerUser,
      user.id,
      (minutes) => `You are voting very fast. Please try again in ${countOf(minutes, "minute")}.`,
    );
    return voteOnReview(services.db, { reviewId, userId: user.id, value });
  });
}
