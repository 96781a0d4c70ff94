import { surrogateKeys } from "#server/cache/surrogate-keys.ts";
import { getCompanyByAddress } from "#server/catalog/find-company-by-address.ts";
import { getCompanyWithFacts } from "#server/catalog/get-company.ts";
import { getRequestContext } from "#server/web/require.ts";
import { respondJson } from "#server/web/respond.ts";
import { tagAnswer } from "#server/web/tag-answer.ts";
import type { Route } from "./+types/company";

/** One company by its id, its slug or a former slug, answered as it is now (decision 086). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { services, requestId } = getRequestContext(context);
  return respondJson(services.logger, requestId, async () => {
    const { id } = await getCompanyByAddress(services.db, params.company);
    tagAnswer(context, surrogateKeys.company(id), surrogateKeys.reviews(id));
    return { company: await getCompanyWithFacts(services.db, id) };
  });
}
