import { getAiOperation } from "#server/admin/list-ai-operations.ts";
import { parseId } from "#server/web/parse-id.ts";
import { getRequestContext, requireApiAdmin } from "#server/web/require.ts";
import { respondJson } from "#server/web/respond.ts";
import type { Route } from "./+types/operation";

/** Admin: one AI operation, polled by the console while it runs. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { services, requestId } = getRequestContext(context);
  return respondJson(
    services.logger,
    requestId,
    async () => {
      await requireApiAdmin(context);
      return { operation: await getAiOperation(services.db, parseId(params.id, "This operation doesn't exist.")) };
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}
