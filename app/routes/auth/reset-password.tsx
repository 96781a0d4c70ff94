import { Form, redirect, useActionData, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { forwardHeaders } from "#app/lib/route-headers.ts";
import { ResetPasswordSchema } from "#contracts/validation/auth.ts";
import { resetPassword } from "#server/auth/reset-password.ts";
import { replyFormFailure } from "#server/web/form-reply.ts";
import { getRequestContext } from "#server/web/require.ts";
import type { Route } from "./+types/reset-password";

// Retry-After and other headers of a failed form reach the answer (app/lib/route-headers.ts).
export const headers = forwardHeaders;

export const meta: Route.MetaFunction = () =>
  pageMeta("Choose a new password", "Set a new password for your OperatorStack account with the link from your email.");

export async function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token")?.slice(0, 200) ?? "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = getRequestContext(context);
  const form = Object.fromEntries(await request.formData());
  try {
    await resetPassword(services, ResetPasswordSchema.parse(form));
    return redirect("/sign-in?passwordReset=1");
  } catch (error) {
    const reply = replyFormFailure(error, { intent: "reset-password" });
    if (!reply) throw error;
    return reply;
  }
}

export default function ResetPasswordPage({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  if (!loaderData.token) {
    return (
      <section className="mx-auto max-w-md px-4 py-16">
        <h1 className="text-3xl font-extrabold tracking-tight">Choose a new password</h1>
        <p className="mt-4 text-slate-800">
          This page needs the link from a password-reset email.{" "}
          <Link to="/forgot-password" className="font-semibold text-brand-700 hover:underline">
            Ask for a new link
          </Link>
          .
        </p>
      </section>
    );
  }
  const fields = actionData?.status === "error" ? actionData.fieldErrors : undefined;
  const tokenProblem = fields?.token;
  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-3xl font-extrabold tracking-tight">Choose a new password</h1>
      <p className="mt-2 text-muted">After this, every device signed in to your account is signed out.</p>
      <Form method="post" className="mt-6 grid gap-4">
        <input type="hidden" name="token" value={loaderData.token} />
        <Field
          id="reset-password"
          name="password"
          type="password"
          label="New password"
          autoComplete="new-password"
          required
          minLength={8}
          error={fields?.password}
        />
        <Field
          id="reset-confirm-password"
          name="confirmPassword"
          type="password"
          label="Repeat the new password"
          autoComplete="new-password"
          required
          error={fields?.confirmPassword}
        />
        {actionData && (tokenProblem || (!fields?.password && !fields?.confirmPassword)) ? (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-destructive">
            {tokenProblem ?? actionData.message}{" "}
            {tokenProblem ? (
              <Link to="/forgot-password" className="font-semibold underline">
                Ask for a new link
              </Link>
            ) : null}
          </p>
        ) : null}
        <Button type="submit" disabled={navigation.state === "submitting"} className="w-full">
          {navigation.state === "submitting" ? "Saving..." : "Save new password"}
        </Button>
      </Form>
    </section>
  );
}
