import { NotBuiltYet } from "#app/components/layout/not-built-yet.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { adminOnlyAction, adminOnlyLoader } from "#server/auth/admin-placeholder-route.ts";
import type { Route } from "./+types/analytics";

const title = "Analytics";
const purpose = "Reviews, sign-ups, ratings, searches and company views over time.";

export const meta: Route.MetaFunction = () => pageMeta(`Admin: ${title}`, purpose);

export const loader = adminOnlyLoader;
export const action = adminOnlyAction;

export default function Page() {
  return <NotBuiltYet title={title} purpose={purpose} />;
}
