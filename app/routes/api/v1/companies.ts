import { countOf } from "#contracts/plural.ts";
import { AddCompanySchema } from "#contracts/validation/company.ts";
import { consumeRateLimit } from "#server/auth/rate-limit.ts";
import { cacheKeys } from "#server/cache/read-cache.ts";
import { addCompany } from "#server/catalog/add-company.ts";
import { ListCompaniesSchema, listCompanies } from "#server/catalog/list-companies.ts";
import { requireMethod } from "#server/web/method-not-allowed.ts";
import { readBody } from "#server/web/read-body.ts";
import { getRequestContext, requireApiUser } from "#server/web/require.ts";
import { respondJson } from "#server/web/respond.ts";
import type { Route } from "./+types/companies";

/** Every method of this URL; React Router hands OPTIONS and the like to the loader, the rest to the action. */
const methods = ["GET", "HEAD", "POST"];

export async function loader({ request, context }: Route.LoaderArgs) {
  requireMethod(request, methods);
  const { services, requestId } = getRequestContext(context);
  return respondJson(services.logger, requestId, async () => {
    const query = Object.fromEntries(new URL(request.url).searchParams);
    return listCompanies(services.db, ListCompaniesSchema.parse(query));
  });
}

/** POST: a signed-in user adds a missing company (Add Company dialog). */
export async function action({ request, context }: Route.ActionArgs) {
  requireMethod(request, methods);
  const { services, requestId } = getRequestContext(context);
  return respondJson(
    services.logger,
    requestId,
    async () => {
      const user = await requireApiUser(context, "add a company");
      const input = AddCompanySchema.parse(await readBody(request));
      await consumeRateLimit(
        services.rateLimits.companiesPerUser,
        user.id,
        (minutes) => `You have added many companies today. Please try again in ${countOf(minutes, "minute")}.`,
      );
      const company = await addCompany(services.db, user.id, input);
      services.cache.invalidate(cacheKeys.categories);
      return { company };
    },
    { status: 201 },
  );
}
