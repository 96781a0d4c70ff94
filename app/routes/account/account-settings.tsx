import { NotBuiltYet } from "#app/components/layout/not-built-yet.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { requireUser } from "#server/auth/require.ts";
import type { Route } from "./+types/account-settings";

const title = "Account Settings";
const purpose = "Change your name, email and password, or delete your account.";

export const meta: Route.MetaFunction = () => pageMeta(title, purpose);

export async function loader({ context }: Route.LoaderArgs) {
  await requireUser(context);
  return null;
}

export default function Page() {
  return <NotBuiltYet title={title} purpose={purpose} />;
}
