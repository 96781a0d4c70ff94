import { Form, useActionData, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { forwardHeaders } from "#app/lib/route-headers.ts";
import { confirmEmail } from "#server/auth/confirm-email.ts";
import { replyFormError, replyFormFailure, replyFormSuccess } from "#server/web/form-reply.ts";
import { getRequestContext } from "#server/web/require.ts";
import type { Route } from "./+types/confirm-email";

// Retry-After and other headers of a failed form reach the answer (app/lib/route-headers.ts).
export const headers = forwardHeaders;

export const meta: Route.MetaFunction = () =>
  pageMeta("Confirm your email address", "Confirm the email address of your OperatorStack account.");

export async function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token")?.slice(0, 2000) ?? "" };
}

// Confirmation is a button, not the link itself: mail scanners that open links confirm nothing, and a GET
// page never changes anything (it may be cached).
export async function action({ request, context }: Route.ActionArgs) {
  const { services } = getRequestContext(context);
  const form = await request.formData();
  try {
    const token = String(form.get("token") ?? "");
    if (!/^[\w.-]{20,2000}$/.test(token)) throw new Error("malformed");
    await confirmEmail(services, token);
    return replyFormSuccess({ intent: "confirm-email", message: "Email address confirmed" });
  } catch (error) {
    const reply = replyFormFailure(error, { intent: "confirm-email" });
    if (reply) return reply;
    if (!(error instanceof Error && error.message === "malformed")) throw error;
    return replyFormError(
      {
        intent: "confirm-email",
        message:
          "This confirmation link has expired or is not valid. Sign in and send yourself a new one from Account Settings.",
      },
      { status: 400 },
    );
  }
}

export default function ConfirmEmailPage({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  if (actionData?.status === "success") {
    return (
      <section className="mx-auto max-w-md px-4 py-16">
        <h1 className="text-3xl font-extrabold tracking-tight">Email address confirmed</h1>
        <p role="status" className="mt-4 text-slate-800">
          Thank you. Your reviews now show the “Verified email” mark where it applies.
        </p>
        <p className="mt-6">
          <Link to="/" className="font-semibold text-brand-700 hover:underline">
            Go to OperatorStack
          </Link>
        </p>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-3xl font-extrabold tracking-tight">Confirm your email address</h1>
      {loaderData.token ? (
        <Form method="post" className="mt-6 grid gap-4">
          <input type="hidden" name="token" value={loaderData.token} />
          <p className="text-slate-800">Press the button to confirm that this email address is yours.</p>
          {actionData?.status === "error" ? (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-destructive">
              {actionData.message}
            </p>
          ) : null}
          <Button type="submit" disabled={navigation.state === "submitting"} className="w-full">
            {navigation.state === "submitting" ? "Confirming..." : "Confirm my email address"}
          </Button>
        </Form>
      ) : (
        <p className="mt-4 text-slate-800">
          This page needs the link from a confirmation email. Signed in, you can send yourself a new one from{" "}
          <Link to="/account-settings" className="font-semibold text-brand-700 hover:underline">
            Account Settings
          </Link>
          .
        </p>
      )}
    </section>
  );
}
