import { ReviewListQuerySchema } from "#contracts/validation/reviews.ts";
import { surrogateKeys } from "#server/cache/surrogate-keys.ts";
import { getCompanyByAddress } from "#server/catalog/find-company-by-address.ts";
import { getCompany } from "#server/catalog/get-company.ts";
import { getPreferences } from "#server/preferences/get-preferences.ts";
import { listCompanyReviews } from "#server/reviews/list-company-reviews.ts";
import { getRequestContext } from "#server/web/require.ts";
import { respondJson } from "#server/web/respond.ts";
import { tagAnswer } from "#server/web/tag-answer.ts";
import type { Route } from "./+types/company-reviews";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { services, requestId, getUser } = getRequestContext(context);
  return respondJson(services.logger, requestId, async () => {
    const { id: companyId } = await getCompanyByAddress(services.db, params.company);
    tagAnswer(context, surrogateKeys.company(companyId), surrogateKeys.reviews(companyId));
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
