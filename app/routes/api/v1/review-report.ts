import { countOf } from "#contracts/plural.ts";
import { ReportSchema } from "#contracts/validation/reviews.ts";
import { consumeRateLimit } from "#server/auth/rate-limit.ts";
import { reportReview } from "#server/reviews/report-review.ts";
import { postOnly, requireMethod } from "#server/web/method-not-allowed.ts";
import { parseId } from "#server/web/parse-id.ts";
import { readBody } from "#server/web/read-body.ts";
import { getRequestContext, requireApiUser } from "#server/web/require.ts";
import { respondJson } from "#server/web/respond.ts";
import type { Route } from "./+types/review-report";

export const loader = postOnly;

export async function action({ params, request, context }: Route.ActionArgs) {
  requireMethod(request, ["POST"]);
  const { services, requestId } = getRequestContext(context);
  return respondJson(
    services.logger,
    requestId,
    async () => {
      const user = await requireApiUser(context, "report reviews");
      const reviewId = parseId(params.id, "This review doesn't exist or is no longer published.");
      const input = ReportSchema.parse(await readBody(request));
      await consumeRateLimit(
        services.rateLimits.reportsPerUser,
        user.id,
        (minutes) => `You have sent many reports today. Please try again in ${countOf(minutes, "minute")}.`,
      );
      const report = await reportReview(services.db, { reviewId, userId: user.id, ...input });
      return { report, message: "Thank you. Our moderators will review this report." };
    },
    { status: 201 },
  );
}
