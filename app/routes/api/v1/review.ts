import { AppError } from "#server/errors.ts";
import { removeOwnReview } from "#server/reviews/submit-review.ts";
import { parseId } from "#server/web/parse-id.ts";
import { getRequestContext, requireApiUser } from "#server/web/require.ts";
import { jsonError, respondJson } from "#server/web/respond.ts";
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
