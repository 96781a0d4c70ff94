import { NotBuiltYet } from "#app/components/layout/not-built-yet.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { adminOnlyAction, adminOnlyLoader } from "#server/auth/admin-placeholder-route.ts";
import type { Route } from "./+types/companies";

const title = "Companies";
const purpose = "Search, edit, sponsor and delete companies, and review community submissions.";

export const meta: Route.MetaFunction = () => pageMeta(`Admin: ${title}`, purpose);

export const loader = adminOnlyLoader;
export const action = adminOnlyAction;

export default function Page() {
  return <NotBuiltYet title={title} purpose={purpose} />;
}
