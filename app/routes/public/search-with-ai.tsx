import { NotBuiltYet } from "#app/components/layout/not-built-yet.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/search-with-ai";

const title = "Discover with AI";
const purpose =
  'Describe what you need in plain language, for example "a cheaper alternative to Klaviyo for a 7-figure Shopify brand", and get matching tools, agencies and freelancers with a reason for each.';

export const meta: Route.MetaFunction = () => pageMeta(title, purpose);

export default function Page() {
  return <NotBuiltYet title={title} purpose={purpose} />;
}
