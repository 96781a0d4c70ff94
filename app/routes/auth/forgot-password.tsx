import { Form, useActionData, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { forwardHeaders } from "#app/lib/route-headers.ts";
import { ForgotPasswordSchema } from "#contracts/validation/auth.ts";
import { requestPasswordReset } from "#server/auth/request-password-reset.ts";
import { demoMailboxFor, isDemoMailboxOn } from "#server/mail/demo-mailbox.ts";
import { passwordResetLinkMinutes } from "#server/mail/templates.ts";
import { replyFormFailure, replyFormSuccess } from "#server/web/form-reply.ts";
import { getRequestContext } from "#server/web/require.ts";
import type { Route } from "./+types/forgot-password";

// Retry-After and other headers of a failed form reach the answer (app/lib/route-headers.ts).
export const headers = forwardHeaders;

export const meta: Route.MetaFunction = () =>
  pageMeta("Forgot your password?", "Get a one-time link by email to choose a new OperatorStack password.");

export async function loader({ context }: Route.LoaderArgs) {
  return {
    demoMailbox: await isDemoMailboxOn(getRequestContext(context).services),
    linkMinutes: passwordResetLinkMinutes,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, clientIp } = getRequestContext(context);
  const form = Object.fromEntries(await request.formData());
  const email = String(form.email ?? "");
  try {
    const input = ForgotPasswordSchema.parse(form);
    const mailbox = demoMailboxFor(services, request.headers);
    await requestPasswordReset(services, input, { clientIp, demoMailbox: mailbox.token });
    return replyFormSuccess(
      {
        intent: "forgot-password",
        message: `If an account uses ${input.email}, we have sent it a link to choose a new password.`,
        payload: { email: input.email },
      },
      mailbox.setCookie ? { headers: { "Set-Cookie": mailbox.setCookie } } : {},
    );
  } catch (error) {
    const reply = replyFormFailure(error, { intent: "forgot-password", submitted: { email } });
    if (!reply) throw error;
    return reply;
  }
}

export default function ForgotPasswordPage({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  if (actionData?.status === "success") {
    return (
      <section className="mx-auto max-w-md px-4 py-16">
        <h1 className="text-3xl font-extrabold tracking-tight">Check your email</h1>
        <p role="status" className="mt-4 text-slate-800">
          {`If an account uses ${actionData.payload.email}, we have sent it a link to choose a new password. The link works once, within ${loaderData.linkMinutes} minutes.`}
        </p>
        {loaderData.demoMailbox ? (
          <p className="mt-4 text-slate-800">
            This is a demo without a mail server: if you created that account or signed in to it in this browser, and
            its address is at example.com, the email is in your{" "}
            <Link to="/demo-mailbox" className="font-semibold text-brand-700 hover:underline">
              demo mailbox
            </Link>
            .
          </p>
        ) : null}
        <p className="mt-6">
          <Link to="/sign-in" className="font-semibold text-brand-700 hover:underline">
            Back to sign in
          </Link>
        </p>
      </section>
    );
  }
  const fields = actionData?.fieldErrors;
  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-3xl font-extrabold tracking-tight">Forgot your password?</h1>
      <p className="mt-2 text-muted">
        Enter the email address of your account. We will send it a link to choose a new password.
      </p>
      <Form method="post" className="mt-6 grid gap-4">
        <Field
          id="forgot-email"
          name="email"
          type="email"
          label="Email"
          autoComplete="email"
          required
          defaultValue={actionData?.values.email ?? ""}
          error={fields?.email}
        />
        {actionData && !fields?.email ? (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-destructive">
            {actionData.message}
          </p>
        ) : null}
        <Button type="submit" disabled={navigation.state === "submitting"} className="w-full">
          {navigation.state === "submitting" ? "Sending..." : "Send reset link"}
        </Button>
      </Form>
      <p className="mt-6 text-sm">
        <Link to="/sign-in" className="font-semibold text-brand-700 hover:underline">
          Back to sign in
        </Link>
      </p>
    </section>
  );
}
