import { countOf } from "#contracts/plural.ts";
import { SearchRequestSchema, searchParamsToObject } from "#contracts/validation/search.ts";
import { consumeRateLimit } from "#server/auth/rate-limit.ts";
import { AppError, fieldErrors } from "#server/errors.ts";
import { runSearch } from "#server/search/run-search.ts";
import { getRequestContext } from "#server/web/require.ts";
import { respondJson } from "#server/web/respond.ts";
import type { Route } from "./+types/search";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, requestId, clientIp, getUser } = getRequestContext(context);
  return respondJson(
    services.logger,
    requestId,
    async () => {
      const parsed = SearchRequestSchema.safeParse(searchParamsToObject(new URL(request.url).searchParams));
      if (!parsed.success) {
        const fields = fieldErrors(parsed.error.issues);
        throw new AppError("bad_request", Object.values(fields)[0] ?? "Invalid search.", { fields });
      }
      const input = parsed.data;
      if (input.q === "") {
        throw new AppError("bad_request", "Enter something to search for (q).", {
          fields: { q: "Enter something to search for" },
        });
      }
      await consumeRateLimit(
        services.rateLimits.searchesPerIp,
        clientIp,
        (minutes) => `Too many searches from your network. Please try again in ${countOf(minutes, "minute")}.`,
      );
      const user = await getUser();
      return runSearch(services, input, { userId: user?.id ?? null, source: "api" });
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}
