import { CategoryCompaniesApiQuerySchema } from "#contracts/validation/catalog.ts";
import { CategoryFacetsSchema, facetInput } from "#contracts/validation/category-facets.ts";
import { categoryCompaniesPage, findCategoryBySlug } from "#server/catalog/category-page.ts";
import { AppError } from "#server/errors.ts";
import { getPreferences } from "#server/preferences/get-preferences.ts";
import { getRequestContext } from "#server/web/require.ts";
import { respondJson } from "#server/web/respond.ts";
import type { Route } from "./+types/category-companies";

// The cursor is opaque to clients; it carries the position in the chosen order.
function decodeCursor(cursor: string | undefined) {
  if (!cursor) return 0;
  const offset = Number(Buffer.from(cursor, "base64url").toString("utf8"));
  if (!Number.isSafeInteger(offset) || offset < 0)
    throw new AppError("bad_request", "The cursor is not valid; start again without it.", {
      fields: { cursor: "Not a cursor returned by this API" },
    });
  return offset;
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { services, requestId, getUser } = getRequestContext(context);
  return respondJson(services.logger, requestId, async () => {
    const searchParams = new URL(request.url).searchParams;
    const query = CategoryCompaniesApiQuerySchema.parse({
      sort: searchParams.get("sort") ?? undefined,
      limit: searchParams.get("limit") ?? undefined,
      cursor: searchParams.get("cursor") ?? undefined,
    });
    const facets = CategoryFacetsSchema.parse(facetInput(searchParams));
    const category = await findCategoryBySlug(services, params.slug);
    const user = await getUser();
    const preferences = await getPreferences(services.db, user?.id ?? null);
    const offset = decodeCursor(query.cursor);
    const result = await categoryCompaniesPage(services, {
      categoryId: category.id,
      facets,
      showAiGeneratedCompanies: preferences.showAiGeneratedCompanies,
      sort: query.sort,
      offset,
      limit: query.limit,
    });
    const nextOffset = offset + result.companies.length;
    return {
      category: { id: category.id, name: category.name, slug: category.slug },
      companies: result.companies,
      total: result.total,
      /** Each facet's values with how many companies they would leave under the other filters. */
      facets: result.counts,
      applied: result.applied,
      nextCursor: nextOffset < result.total ? Buffer.from(String(nextOffset)).toString("base64url") : null,
    };
  });
}
