import { Form, useActionData, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { forwardHeaders } from "#app/lib/route-headers.ts";
import { expiredUndoLink, undoEmailChange } from "#server/account/undo-email-change.ts";
import { replyFormError, replyFormFailure, replyFormSuccess } from "#server/web/form-reply.ts";
import { getRequestContext } from "#server/web/require.ts";
import type { Route } from "./+types/undo-email-change";

// Retry-After and other headers of a failed form reach the answer (app/lib/route-headers.ts).
export const headers = forwardHeaders;

export const meta: Route.MetaFunction = () =>
  pageMeta("Undo the change of address", "Give your OperatorStack account its old email address back.");

export async function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token")?.slice(0, 200) ?? "" };
}

// A button, not the link itself, as for every one-time link (decision 075).
export async function action({ request, context }: Route.ActionArgs) {
  const { services } = getRequestContext(context);
  const token = String((await request.formData()).get("token") ?? "");
  if (!/^[\w-]{20,200}$/.test(token)) {
    return replyFormError({ intent: "undo-email-change", message: expiredUndoLink }, { status: 400 });
  }
  try {
    const { email } = await undoEmailChange(services, token);
    return replyFormSuccess({ intent: "undo-email-change", message: "Your address is back", payload: { email } });
  } catch (error) {
    const reply = replyFormFailure(error, { intent: "undo-email-change" });
    if (!reply) throw error;
    return reply;
  }
}

export default function UndoEmailChangePage({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  if (actionData?.status === "success") {
    return (
      <section className="mx-auto max-w-md px-4 py-16">
        <h1 className="text-3xl font-extrabold tracking-tight">Your address is back</h1>
        <p role="status" className="mt-4 text-slate-800">
          {`Your account uses ${actionData.payload.email} again, and every device was signed out.`}
        </p>
        <p className="mt-4 text-slate-800">
          If you did not ask for the change, someone may know your password: choose a new one now.
        </p>
        <p className="mt-6">
          <Link to="/forgot-password" className="font-semibold text-brand-700 hover:underline">
            Reset your password
          </Link>
        </p>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-3xl font-extrabold tracking-tight">Undo the change of address</h1>
      {actionData?.status === "error" ? (
        <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-destructive">
          {actionData.message}
        </p>
      ) : null}
      {loaderData.token ? (
        <Form method="post" className="mt-6 grid gap-4">
          <input type="hidden" name="token" value={loaderData.token} />
          <p className="text-slate-800">
            Press the button to give your account this address back. Every device will be signed out.
          </p>
          <Button type="submit" disabled={navigation.state === "submitting"} className="w-full">
            {navigation.state === "submitting" ? "Undoing..." : "Undo the change of address"}
          </Button>
        </Form>
      ) : actionData ? null : (
        <p className="mt-4 text-slate-800">This page needs the link from the email sent to your old address.</p>
      )}
    </section>
  );
}
