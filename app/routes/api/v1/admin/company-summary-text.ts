import { composeCompanySummary } from "#server/ai/company-summary.ts";
import { AppError } from "#server/errors.ts";
import { PermanentJobError } from "#server/jobs/job-queue.ts";
import { postOnly, requireMethod } from "#server/web/method-not-allowed.ts";
import { parseId } from "#server/web/parse-id.ts";
import { getRequestContext, requireApiAdmin } from "#server/web/require.ts";
import { respondJson } from "#server/web/respond.ts";
import type { Route } from "./+types/company-summary-text";

export const loader = postOnly;

/** Admin: a summary text for an award winner, written through the AI provider layer and returned (not stored). */
export async function action({ params, request, context }: Route.ActionArgs) {
  requireMethod(request, ["POST"]);
  const { services, requestId } = getRequestContext(context);
  return respondJson(services.logger, requestId, async () => {
    await requireApiAdmin(context);
    const companyId = parseId(params.id, "This company doesn't exist.");
    try {
      const summary = await composeCompanySummary(services, companyId);
      return { text: summary.text, provider: summary.provider, reviewCount: summary.reviewCount };
    } catch (error) {
      if (error instanceof PermanentJobError) throw new AppError("validation_failed", error.message);
      throw error;
    }
  });
}
