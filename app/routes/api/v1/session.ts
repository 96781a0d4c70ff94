import { respondJson } from "#server/api/respond.ts";
import { getRequestContext } from "#server/auth/require.ts";
import type { Route } from "./+types/session";

/** The signed-in user (or null); never cached. */
export async function loader({ context }: Route.LoaderArgs) {
  const { services, requestId, getUser } = getRequestContext(context);
  return respondJson(services.logger, requestId, async () => ({ user: await getUser() }), {
    headers: { "Cache-Control": "no-store" },
  });
}
