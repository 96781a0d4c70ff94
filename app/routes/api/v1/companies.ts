import { respondJson } from "#server/api/respond.ts";
import { getRequestContext } from "#server/auth/require.ts";
import { ListCompaniesSchema, listCompanies } from "#server/catalog/list-companies.ts";
import type { Route } from "./+types/companies";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, requestId } = getRequestContext(context);
  return respondJson(services.logger, requestId, async () => {
    const query = Object.fromEntries(new URL(request.url).searchParams);
    return listCompanies(services.db, ListCompaniesSchema.parse(query));
  });
}
