import { NotBuiltYet } from "#app/components/layout/not-built-yet.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { adminOnlyAction, adminOnlyLoader } from "#server/auth/admin-placeholder-route.ts";
import type { Route } from "./+types/award-periods";

const title = "Award Periods";
const purpose = "Create, publish and unpublish monthly and annual award periods.";

export const meta: Route.MetaFunction = () => pageMeta(`Admin: ${title}`, purpose);

export const loader = adminOnlyLoader;
export const action = adminOnlyAction;

export default function Page() {
  return <NotBuiltYet title={title} purpose={purpose} />;
}
