import { parseId } from "#server/api/parse-id.ts";
import { jsonError, respondJson } from "#server/api/respond.ts";
import { getRequestContext, requireApiUser } from "#server/auth/require.ts";
import { AppError } from "#server/errors.ts";
import { removeOwnReview } from "#server/reviews/submit-review.ts";
import type { Route } from "./+types/review";

export function loader() {
  return jsonError(new AppError("bad_request", "Read reviews through /api/v1/companies/{id}/reviews."));
}

/** DELETE removes the signed-in user's own review; another user's review is 404. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const { services, requestId } = getRequestContext(context);
  return respondJson(services.logger, requestId, async () => {
    if (request.method !== "DELETE") throw new AppError("bad_request", "Use DELETE to remove a review.");
    const user = await requireApiUser(context, "delete your review");
    await removeOwnReview(services, user, parseId(params.id, "This review doesn't exist or isn't yours."));
    return { deleted: true };
  });
}
