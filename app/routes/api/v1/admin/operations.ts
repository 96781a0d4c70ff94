import { listAiOperations } from "#server/admin/list-ai-operations.ts";
import { getRequestContext, requireApiAdmin } from "#server/web/require.ts";
import { respondJson } from "#server/web/respond.ts";
import type { Route } from "./+types/operations";

/** Admin: the 20 most recent AI operations with status, progress data and error messages. */
export async function loader({ context }: Route.LoaderArgs) {
  const { services, requestId } = getRequestContext(context);
  return respondJson(
    services.logger,
    requestId,
    async () => {
      await requireApiAdmin(context);
      return { operations: await listAiOperations(services.db, 20), provider: services.ai.describe() };
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}
