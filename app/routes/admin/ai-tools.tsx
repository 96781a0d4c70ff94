import { NotBuiltYet } from "#app/components/layout/not-built-yet.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { requireAdmin } from "#server/auth/require.ts";
import type { Route } from "./+types/ai-tools";

const title = "AI Tools";
const purpose = "Discover companies, generate AI summaries and clearly labelled AI reviews, and follow their progress.";

export const meta: Route.MetaFunction = () => pageMeta(`Admin: ${title}`, purpose);

export async function loader({ context }: Route.LoaderArgs) {
  await requireAdmin(context);
  return null;
}

export async function action({ context }: Route.ActionArgs) {
  await requireAdmin(context);
  throw new Response("This admin page has no actions yet.", { status: 405 });
}

export default function Page() {
  return <NotBuiltYet title={title} purpose={purpose} />;
}
