import { NotBuiltYet } from "#app/components/layout/not-built-yet.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { adminOnlyAction, adminOnlyLoader } from "#server/auth/admin-placeholder-route.ts";
import type { Route } from "./+types/award-period-edit";

const title = "Edit Award Period";
const purpose = "Change an award period's title, type, month and year.";

export const meta: Route.MetaFunction = () => pageMeta(`Admin: ${title}`, purpose);

export const loader = adminOnlyLoader;
export const action = adminOnlyAction;

export default function Page() {
  return <NotBuiltYet title={title} purpose={purpose} />;
}
