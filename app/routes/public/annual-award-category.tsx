import { NotBuiltYet } from "#app/components/layout/not-built-yet.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/annual-award-category";

const title = "Annual Award Winners";
const purpose = "The year's awards in one category, including the best tools for each brand size.";

export const meta: Route.MetaFunction = () => pageMeta(title, purpose);

export default function Page() {
  return <NotBuiltYet title={title} purpose={purpose} />;
}
