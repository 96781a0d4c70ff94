import { respondJson } from "#server/api/respond.ts";
import { getRequestContext } from "#server/auth/require.ts";
import { listCategories } from "#server/catalog/list-categories.ts";
import type { Route } from "./+types/categories";

export async function loader({ context }: Route.LoaderArgs) {
  const { services, requestId } = getRequestContext(context);
  return respondJson(services.logger, requestId, async () => ({
    categories: await listCategories(services.db),
  }));
}
