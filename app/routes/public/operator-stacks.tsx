import { NotBuiltYet } from "#app/components/layout/not-built-yet.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/operator-stacks";

const title = "Operator Stacks";
const purpose =
  "The best-rated tool in each category for each brand size, from startup to nine figures, as a ready-made stack.";

export const meta: Route.MetaFunction = () => pageMeta(title, purpose);

export default function Page() {
  return <NotBuiltYet title={title} purpose={purpose} />;
}
