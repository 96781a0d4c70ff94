import { countOf } from "#contracts/plural.ts";
import { consumeRateLimit } from "#server/auth/rate-limit.ts";
import { getPreferences } from "#server/preferences/get-preferences.ts";
import { UpdatePreferencesSchema, updatePreferences } from "#server/preferences/update-preferences.ts";
import { requireMethod } from "#server/web/method-not-allowed.ts";
import { readBody } from "#server/web/read-body.ts";
import { getRequestContext, requireApiUser } from "#server/web/require.ts";
import { respondJson } from "#server/web/respond.ts";
import type { Route } from "./+types/preferences";

/** Every method of this URL; React Router hands OPTIONS and the like to the loader, the rest to the action. */
const methods = ["GET", "HEAD", "PATCH", "POST"];

/** The signed-in user's AI-content preferences (the defaults until the first save). */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireMethod(request, methods);
  const { services, requestId } = getRequestContext(context);
  return respondJson(
    services.logger,
    requestId,
    async () => ({
      preferences: await getPreferences(services.db, (await requireApiUser(context, "see your preferences")).id),
    }),
    { headers: { "Cache-Control": "no-store" } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  requireMethod(request, methods);
  const { services, requestId } = getRequestContext(context);
  return respondJson(services.logger, requestId, async () => {
    const user = await requireApiUser(context, "change your preferences");
    const changes = UpdatePreferencesSchema.parse(await readBody(request));
    await consumeRateLimit(
      services.rateLimits.preferencesPerUser,
      user.id,
      (minutes) => `Too many changes. Please try again in ${countOf(minutes, "minute")}.`,
    );
    return { preferences: await updatePreferences(services.db, user.id, changes) };
  });
}
