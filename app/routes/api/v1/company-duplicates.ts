import { CompanyDuplicatesQuerySchema } from "#contracts/validation/company.ts";
import { findDuplicateCompanies } from "#server/catalog/find-duplicate-companies.ts";
import { getRequestContext } from "#server/web/require.ts";
import { respondJson } from "#server/web/respond.ts";
import type { Route } from "./+types/company-duplicates";

/** Duplicate check of the Add Company dialog: `?name=&domain=`. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, requestId } = getRequestContext(context);
  return respondJson(services.logger, requestId, async () =>
    findDuplicateCompanies(
      services.db,
      CompanyDuplicatesQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams)),
    ),
  );
}
