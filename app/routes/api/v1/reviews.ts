import { ReviewFormSchema } from "#app/lib/validation/review-form.ts";
import { postOnly } from "#server/api/method-not-allowed.ts";
import { readBody } from "#server/api/read-body.ts";
import { respondJson } from "#server/api/respond.ts";
import { getRequestContext, requireApiUser } from "#server/auth/require.ts";
import { submitReview } from "#server/reviews/submit-review.ts";
import type { Route } from "./+types/reviews";

export const loader = postOnly;

/** Creates the signed-in user's review (or updates it when `reviewId` is sent). */
export async function action({ request, context }: Route.ActionArgs) {
  const requestContext = getRequestContext(context);
  const { services, requestId, clientIp } = requestContext;
  return respondJson(
    services.logger,
    requestId,
    async () => {
      const user = await requireApiUser(context, "write a review");
      const body = await readBody(request);
      const reviewId = typeof body.reviewId === "number" ? body.reviewId : undefined;
      const input = ReviewFormSchema.parse(body);
      return { review: await submitReview(services, { user, clientIp, reviewId, input }) };
    },
    { status: 201 },
  );
}
