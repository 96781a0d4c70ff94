import { Form, useActionData, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { forwardHeaders } from "#app/lib/route-headers.ts";
import { confirmEmailChange, expiredEmailChangeLink } from "#server/account/confirm-email-change.ts";
import { replyFormError, replyFormFailure, replyFormSuccess } from "#server/web/form-reply.ts";
import { getRequestContext } from "#server/web/require.ts";
import type { Route } from "./+types/confirm-email-change";

// Retry-After and other headers of a failed form reach the answer (app/lib/route-headers.ts).
export const headers = forwardHeaders;

export const meta: Route.MetaFunction = () =>
  pageMeta("Confirm your new email address", "Confirm the new email address of your OperatorStack account.");

export async function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token")?.slice(0, 200) ?? "" };
}

// A button, not the link itself: mail scanners that open links change nothing (decision 075).
export async function action({ request, context }: Route.ActionArgs) {
  const { services } = getRequestContext(context);
  const token = String((await request.formData()).get("token") ?? "");
  if (!/^[\w-]{20,200}$/.test(token)) {
    return replyFormError({ intent: "confirm-email-change", message: expiredEmailChangeLink }, { status: 400 });
  }
  try {
    const { email } = await confirmEmailChange(services, token);
    return replyFormSuccess({ intent: "confirm-email-change", message: "Email address changed", payload: { email } });
  } catch (error) {
    const reply = replyFormFailure(error, { intent: "confirm-email-change" });
    if (!reply) throw error;
    return reply;
  }
}

export default function ConfirmEmailChangePage({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  if (actionData?.status === "success") {
    return (
      <section className="mx-auto max-w-md px-4 py-16">
        <h1 className="text-3xl font-extrabold tracking-tight">Email address changed</h1>
        <p role="status" className="mt-4 text-slate-800">
          {`Your account now uses ${actionData.payload.email}. Every other device was signed out; sign in there with this address.`}
        </p>
        <p className="mt-6">
          <Link to="/account-settings" className="font-semibold text-brand-700 hover:underline">
            Account Settings
          </Link>
        </p>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-3xl font-extrabold tracking-tight">Confirm your new email address</h1>
      {actionData?.status === "error" ? (
        <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-destructive">
          {actionData.message}
        </p>
      ) : null}
      {loaderData.token ? (
        <Form method="post" className="mt-6 grid gap-4">
          <input type="hidden" name="token" value={loaderData.token} />
          <p className="text-slate-800">Press the button to move your account to this address.</p>
          <Button type="submit" disabled={navigation.state === "submitting"} className="w-full">
            {navigation.state === "submitting" ? "Confirming..." : "Confirm my new email address"}
          </Button>
        </Form>
      ) : actionData ? null : (
        <p className="mt-4 text-slate-800">
          This page needs the link from the email sent to your new address. Signed in, you can ask for the change again
          from{" "}
          <Link to="/account-settings" className="font-semibold text-brand-700 hover:underline">
            Account Settings
          </Link>
          .
        </p>
      )}
    </section>
  );
}
