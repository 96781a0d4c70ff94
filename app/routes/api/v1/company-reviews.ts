import { ReviewListQuerySchema } from "#contracts/validation/reviews.ts";
import { getCompany } from "#server/catalog/get-company.ts";
import { getPreferences } from "#server/preferences/get-preferences.ts";
import { listCompanyReviews } from "#server/reviews/list-company-reviews.ts";
import { parseId } from "#server/web/parse-id.ts";
import { getRequestContext } from "#server/web/require.ts";
import { respondJson } from "#server/web/respond.ts";
import type { Route } from "./+types/company-reviews";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { services, requestId, getUser } = getRequestContext(context);
  return respondJson(services.logger, requestId, async () => {
    const companyId = parseId(params.id, "The company you're looking for doesn't exist.");
    const query = ReviewListQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
    await getCompany(services.db, companyId);
    const user = await getUser();
    const preferences = await getPreferences(services.db, user?.id ?? null);
    const { ratingCount: _ratingCount, ...result } = await listCompanyReviews(services.db, companyId, query, {
      userId: user?.id ?? null,
      showAiGeneratedReviews: preferences.showAiGeneratedReviews,
    });
    return result;
  });
}
