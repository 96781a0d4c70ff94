import { surrogateKeys } from "#server/cache/surrogate-keys.ts";
import { getCompanyByAddress } from "#server/catalog/find-company-by-address.ts";
import { getCompany } from "#server/catalog/get-company.ts";
import { AlternativesQuerySchema, listAlternatives } from "#server/catalog/list-alternatives.ts";
import { AppError } from "#server/errors.ts";
import { getRequestContext } from "#server/web/require.ts";
import { respondJson } from "#server/web/respond.ts";
import { tagAnswer } from "#server/web/tag-answer.ts";
import type { Route } from "./+types/company-alternatives";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { services, requestId } = getRequestContext(context);
  return respondJson(services.logger, requestId, async () => {
    const { id } = await getCompanyByAddress(services.db, params.company);
    tagAnswer(context, surrogateKeys.company(id), surrogateKeys.reviews(id));
    const { limit } = AlternativesQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
    const company = await getCompany(services.db, id);
    if (company.listingStatus !== "listed")
      throw new AppError("not_found", "The company you're looking for doesn't exist.");
    const alternatives = await listAlternatives(services.db, id, { limit });
    // It shows the alternatives' ratings: a review of one of them purges this answer too (probe of issue #39).
    tagAnswer(context, ...alternatives.map((alternative) => surrogateKeys.reviews(alternative.id)));
    return { company: { id: company.id, name: company.name, slug: company.slug }, alternatives };
  });
}
