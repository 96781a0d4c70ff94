import { SearchClickSchema } from "#app/lib/validation/search.ts";
import { postOnly } from "#server/api/method-not-allowed.ts";
import { readBody } from "#server/api/read-body.ts";
import { respondJson } from "#server/api/respond.ts";
import { consumeRateLimit } from "#server/auth/rate-limit.ts";
import { getRequestContext } from "#server/auth/require.ts";
import { recordSearchClick } from "#server/search/search-log.ts";
import type { Route } from "./+types/search-clicks";

export const loader = postOnly;

export async function action({ request, context }: Route.ActionArgs) {
  const { services, requestId, clientIp } = getRequestContext(context);
  return respondJson(services.logger, requestId, async () => {
    const click = SearchClickSchema.parse(await readBody(request));
    await consumeRateLimit(
      services.rateLimits.searchesPerIp,
      clientIp,
      (minutes) => `Too many requests from your network. Please try again in ${minutes} minutes.`,
    );
    return recordSearchClick(services.db, click);
  });
}
