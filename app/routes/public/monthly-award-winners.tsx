import { NotBuiltYet } from "#app/components/layout/not-built-yet.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/monthly-award-winners";

const title = "Monthly Award Winners";
const purpose = "Last month's winners in each category: Winner, Runner-up and Rising Star.";

export const meta: Route.MetaFunction = () => pageMeta(title, purpose);

export default function Page() {
  return <NotBuiltYet title={title} purpose={purpose} />;
}
