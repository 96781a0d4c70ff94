import { z } from "zod";
import { getCompanyWithFacts } from "#server/catalog/get-company.ts";
import { getRequestContext } from "#server/web/require.ts";
import { respondJson } from "#server/web/respond.ts";
import type { Route } from "./+types/company";

const ParamsSchema = z.object({
  id: z.coerce.number().int("Must be a company id").positive("Must be a company id").max(2147483647),
});

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services, requestId } = getRequestContext(context);
  return respondJson(services.logger, requestId, async () => {
    const { id } = ParamsSchema.parse(params);
    return { company: await getCompanyWithFacts(services.db, id) };
  });
}
