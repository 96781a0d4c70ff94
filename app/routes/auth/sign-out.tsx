import { Form, redirect } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { signOut } from "#server/auth/sign-out.ts";
import { getRequestContext } from "#server/web/require.ts";
import type { Route } from "./+types/sign-out";

export const meta: Route.MetaFunction = () => pageMeta("Sign Out", "Sign out of OperatorStack.");

// Signing out changes state, so it is a POST; GET only shows the button.
export async function action({ request, context }: Route.ActionArgs) {
  const headers = await signOut(getRequestContext(context).services, request.headers);
  headers.set("Clear-Site-Data", '"cache"');
  return redirect("/", { headers });
}

export default function SignOutPage() {
  return (
    <section className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-3xl font-extrabold tracking-tight">Sign Out</h1>
      <p className="mt-2 text-muted">End your session on this device.</p>
      <Form method="post" className="mt-6">
        <Button type="submit">Sign Out</Button>
      </Form>
    </section>
  );
}
