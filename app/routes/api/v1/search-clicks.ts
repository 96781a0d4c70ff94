import { countOf } from "#contracts/plural.ts";
import { SearchClickSchema } from "#contracts/validation/search.ts";
import { consumeRateLimit } from "#server/auth/rate-limit.ts";
import { recordSearchClick } from "#server/search/search-log.ts";
import { postOnly, requireMethod } from "#server/web/method-not-allowed.ts";
import { readBody } from "#server/web/read-body.ts";
import { getRequestContext } from "#server/web/require.ts";
import { respondJson } from "#server/web/respond.ts";
import type { Route } from "./+types/search-clicks";

export const loader = postOnly;

export async function action({ request, context }: Route.ActionArgs) {
  requireMethod(request, ["POST"]);
  const { services, requestId, clientIp } = getRequestContext(context);
  return respondJson(services.logger, requestId, async () => {
    const click = SearchClickSchema.parse(await readBody(request));
    await consumeRateLimit(
      services.rateLimits.searchesPerIp,
      clientIp,
      (minutes) => `Too many requests from your network. Please try again in ${countOf(minutes, "minute")}.`,
    );
    return recordSearchClick(services.db, click);
  });
}
