import { ReviewRequestSchema } from "#contracts/validation/review-form.ts";
import { submitReview } from "#server/reviews/submit-review.ts";
import { postOnly, requireMethod } from "#server/web/method-not-allowed.ts";
import { readBody } from "#server/web/read-body.ts";
import { getRequestContext, requireApiUser } from "#server/web/require.ts";
import { respondJson } from "#server/web/respond.ts";
import type { Route } from "./+types/reviews";

export const loader = postOnly;

/** Creates the signed-in user's review (or updates it when `reviewId` is sent). */
export async function action({ request, context }: Route.ActionArgs) {
  requireMethod(request, ["POST"]);
  const requestContext = getRequestContext(context);
  const { services, requestId, clientIp } = requestContext;
  return respondJson(
    services.logger,
    requestId,
    async () => {
      const user = await requireApiUser(context, "write a review");
      const { reviewId, ...input } = ReviewRequestSchema.parse(await readBody(request));
      return { review: await submitReview(services, { user, clientIp, reviewId, input }) };
    },
    { status: 201 },
  );
}
