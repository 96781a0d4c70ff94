import { requestAiSummary } from "#server/admin/request-ai-operation.ts";
import { postOnly, requireMethod } from "#server/web/method-not-allowed.ts";
import { parseId } from "#server/web/parse-id.ts";
import { getRequestContext, requireApiAdmin } from "#server/web/require.ts";
import { respondJson } from "#server/web/respond.ts";
import type { Route } from "./+types/company-ai-summary";

export const loader = postOnly;

/** Admin: start generating a company's AI summary in the background; answers with the operation to follow. */
export async function action({ params, request, context }: Route.ActionArgs) {
  requireMethod(request, ["POST"]);
  const { services, requestId } = getRequestContext(context);
  return respondJson(
    services.logger,
    requestId,
    async () => {
      const admin = await requireApiAdmin(context);
      const companyId = parseId(params.id, "This company doesn't exist.");
      return requestAiSummary(services, admin, companyId);
    },
    { status: 202 },
  );
}
