import { NotBuiltYet } from "#app/components/layout/not-built-yet.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/write-review";

const title = "Write a Review";
const purpose =
  "Review a tool, agency or freelancer you have used: rating, what worked, what didn't, and which brand sizes it suits.";

export const meta: Route.MetaFunction = () => pageMeta(title, purpose);

export default function Page() {
  return <NotBuiltYet title={title} purpose={purpose} />;
}
