import { cacheKeys } from "#server/cache/read-cache.ts";
import { listCategories } from "#server/catalog/list-categories.ts";
import { getRequestContext } from "#server/web/require.ts";
import { respondJson } from "#server/web/respond.ts";
import type { Route } from "./+types/categories";

export async function loader({ context }: Route.LoaderArgs) {
  const { services, requestId } = getRequestContext(context);
  return respondJson(services.logger, requestId, async () => ({
    categories: await services.cache.get(cacheKeys.categories, () => listCategories(services.db)),
  }));
}
