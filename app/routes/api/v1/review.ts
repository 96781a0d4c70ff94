import { removeOwnReview } from "#server/reviews/remove-own-review.ts";
import { methodNotAllowed, requireMethod } from "#server/web/method-not-allowed.ts";
import { parseId } from "#server/web/parse-id.ts";
import { getRequestContext, requireApiUser } from "#server/web/require.ts";
import { respondJson } from "#server/web/respond.ts";
import type { Route } from "./+types/review";

export function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request, ["DELETE"], "Read reviews through /api/v1/companies/{id}/reviews.");
}

/** DELETE removes the signed-in user's own review; another user's review is 404. */
export async function action({ params, request, context }: Route.ActionArgs) {
  requireMethod(request, ["DELETE"]);
  const { services, requestId } = getRequestContext(context);
  return respondJson(services.logger, requestId, async () => {
    const user = await requireApiUser(context, "delete your review");
    await removeOwnReview(services, user, parseId(params.id, "This review doesn't exist or isn't yours."));
    return { deleted: true };
  });
}
