import { comparePath, compareSlugs } from "#contracts/compare.ts";
import { CompareQuerySchema } from "#contracts/validation/compare.ts";
import { compareCompanies, resolveCompareIds } from "#server/catalog/compare-companies.ts";
import { AppError } from "#server/errors.ts";
import { publicOrigin } from "#server/web/public-origin.ts";
import { getRequestContext } from "#server/web/require.ts";
import { respondJson } from "#server/web/respond.ts";
import type { Route } from "./+types/compare";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, requestId } = getRequestContext(context);
  return respondJson(services.logger, requestId, async () => {
    const parsed = CompareQuerySchema.safeParse({ ids: new URL(request.url).searchParams.getAll("ids") });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? "Must be 2 to 4 company ids.";
      throw new AppError("validation_failed", message, { fields: { ids: message } });
    }
    const { companies } = await resolveCompareIds(services.db, parsed.data.ids);
    const ordered = companies.sort((a, b) => compareSlugs(a.slug, b.slug));
    const comparison = await compareCompanies(
      services.db,
      services.cache,
      ordered.map((company) => company.id),
    );
    const path = comparePath(ordered.map((company) => company.slug));
    return { url: `${publicOrigin(services)}${path}`, ...comparison };
  });
}
