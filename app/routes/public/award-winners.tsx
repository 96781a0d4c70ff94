import { NotBuiltYet } from "#app/components/layout/not-built-yet.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/award-winners";

const title = "Award Winners";
const purpose =
  "Monthly and annual awards for the best-reviewed tools, agencies and freelancers, computed from operator reviews by a published method.";

export const meta: Route.MetaFunction = () => pageMeta(title, purpose);

export default function Page() {
  return <NotBuiltYet title={title} purpose={purpose} />;
}
