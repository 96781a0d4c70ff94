import { getRequestContext } from "#server/web/require.ts";
import { respondJson } from "#server/web/respond.ts";
import type { Route } from "./+types/session";

/** The signed-in user (or null); never cached. */
export async function loader({ context }: Route.LoaderArgs) {
  const { services, requestId, getUser } = getRequestContext(context);
  return respondJson(services.logger, requestId, async () => ({ user: await getUser() }), {
    headers: { "Cache-Control": "no-store" },
  });
}
