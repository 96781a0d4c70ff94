import { AiReviewsRequestSchema } from "#contracts/api/admin.ts";
import { requestAiReviews } from "#server/admin/request-ai-operation.ts";
import { postOnly, requireMethod } from "#server/web/method-not-allowed.ts";
import { parseId } from "#server/web/parse-id.ts";
import { readBody } from "#server/web/read-body.ts";
import { getRequestContext, requireApiAdmin } from "#server/web/require.ts";
import { respondJson } from "#server/web/respond.ts";
import type { Route } from "./+types/company-ai-reviews";

export const loader = postOnly;

/** Admin: start writing 1–10 AI reviews (default 5) for a company in the background. */
export async function action({ params, request, context }: Route.ActionArgs) {
  requireMethod(request, ["POST"]);
  const { services, requestId } = getRequestContext(context);
  return respondJson(
    services.logger,
    requestId,
    async () => {
      const admin = await requireApiAdmin(context);
      const companyId = parseId(params.id, "This company doesn't exist.");
      const { count } = AiReviewsRequestSchema.parse(await readBody(request));
      return requestAiReviews(services, admin, companyId, count);
    },
    { status: 202 },
  );
}
