import { countOf } from "#contracts/plural.ts";
import { PolishRequestSchema } from "#contracts/validation/review-form.ts";
import { polishReview } from "#server/ai/polish-review.ts";
import { consumeRateLimit } from "#server/auth/rate-limit.ts";
import { postOnly, requireMethod } from "#server/web/method-not-allowed.ts";
import { readBody } from "#server/web/read-body.ts";
import { getRequestContext, requireApiUser } from "#server/web/require.ts";
import { respondJson } from "#server/web/respond.ts";
import type { Route } from "./+types/review-polish";

export const loader = postOnly;

/**
 * AI Polish of a review's text and title: a suggestion the writer sees with its changes and accepts or rejects
 * (the model if configured, else built in).
 */
export async function action({ request, context }: Route.ActionArgs) {
  requireMethod(request, ["POST"]);
  const { services, requestId } = getRequestContext(context);
  return respondJson(services.logger, requestId, async () => {
    const user = await requireApiUser(context, "polish your review");
    const { text, title } = PolishRequestSchema.parse(await readBody(request));
    await consumeRateLimit(
      services.rateLimits.polishPerUser,
      user.id,
      (minutes) => `Please try polishing again in ${countOf(minutes, "minute")}.`,
    );
    const [polished, polishedTitle] = await Promise.all([
      polishReview(services, text),
      title ? polishReview(services, title, "title") : null,
    ]);
    return {
      polished: polished.text,
      changes: polished.changes,
      provider: polished.provider,
      title: polishedTitle ? { polished: polishedTitle.text, changes: polishedTitle.changes } : null,
    };
  });
}
