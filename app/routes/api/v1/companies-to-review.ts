import { CompaniesToReviewQuerySchema } from "#contracts/validation/company.ts";
import { findCompaniesToReview } from "#server/catalog/find-companies-to-review.ts";
import { getRequestContext } from "#server/web/require.ts";
import { respondJson } from "#server/web/respond.ts";
import type { Route } from "./+types/companies-to-review";

/** Company search for the write-review chooser (name, domain or category). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, requestId } = getRequestContext(context);
  return respondJson(services.logger, requestId, async () => {
    const { q } = CompaniesToReviewQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
    return { companies: await findCompaniesToReview(services.db, q) };
  });
}
