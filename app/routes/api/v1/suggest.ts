import { SuggestQuerySchema, suggest } from "#server/catalog/suggest.ts";
import { getPreferences } from "#server/preferences/get-preferences.ts";
import { getRequestContext } from "#server/web/require.ts";
import { respondJson } from "#server/web/respond.ts";
import type { Route } from "./+types/suggest";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, requestId, getUser } = getRequestContext(context);
  return respondJson(
    services.logger,
    requestId,
    async () => {
      const { q } = SuggestQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
      const user = await getUser();
      const preferences = await getPreferences(services.db, user?.id ?? null);
      return suggest(services.db, q, { showAiGeneratedCompanies: preferences.showAiGeneratedCompanies });
    },
    { headers: { "Cache-Control": "private, max-age=60" } },
  );
}
