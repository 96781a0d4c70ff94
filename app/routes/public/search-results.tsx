import { NotBuiltYet } from "#app/components/layout/not-built-yet.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/search-results";

const title = "Search Results";
const purpose = "Tools, agencies and freelancers matching your question, ranked by relevance and operator reviews.";

export const meta: Route.MetaFunction = () => pageMeta(title, purpose);

export default function Page() {
  return <NotBuiltYet title={title} purpose={purpose} />;
}
