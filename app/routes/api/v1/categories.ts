import { respondJson } from "#server/api/respond.ts";
import { getRequestContext } from "#server/auth/require.ts";
import { cacheKeys } from "#server/cache/read-cache.ts";
import { listCategories } from "#server/catalog/list-categories.ts";
import type { Route } from "./+types/categories";

export async function loader({ context }: Route.LoaderArgs) {
  const { services, requestId } = getRequestContext(context);
  return respondJson(services.logger, requestId, async () => ({
    categories: await services.cache.get(cacheKeys.categories, () => listCategories(services.db)),
  }));
}
