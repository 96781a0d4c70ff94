import { NotBuiltYet } from "#app/components/layout/not-built-yet.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { adminOnlyAction, adminOnlyLoader } from "#server/auth/admin-placeholder-route.ts";
import type { Route } from "./+types/ai-tools";

const title = "AI Tools";
const purpose = "Discover companies, generate AI summaries and clearly labelled AI reviews, and follow their progress.";

export const meta: Route.MetaFunction = () => pageMeta(`Admin: ${title}`, purpose);

export const loader = adminOnlyLoader;
export const action = adminOnlyAction;

export default function Page() {
  return <NotBuiltYet title={title} purpose={purpose} />;
}
