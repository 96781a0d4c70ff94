import { redirect, useActionData, useNavigation } from "react-router";
import { AuthForm } from "#app/components/layout/auth-form.tsx";
import { DemoAccountsHint } from "#app/components/layout/demo-accounts-hint.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { errorFor, valuesFor } from "#app/lib/form-result.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { forwardHeaders } from "#app/lib/route-headers.ts";
import { SignInSchema } from "#contracts/validation/auth.ts";
import { signIn } from "#server/auth/sign-in.ts";
import { replyFormError, replyFormFailure } from "#server/web/form-reply.ts";
import { publicOrigin } from "#server/web/public-origin.ts";
import { safeRedirectTarget } from "#server/web/redirect-target.ts";
import { getRequestContext } from "#server/web/require.ts";
import type { Route } from "./+types/sign-in";

// Retry-After and other headers of a failed form reach the answer (app/lib/route-headers.ts).
export const headers = forwardHeaders;

export const meta: Route.MetaFunction = () =>
  pageMeta("Sign In", "Sign in to OperatorStack to write reviews and manage your account.");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, getUser } = getRequestContext(context);
  const url = new URL(request.url);
  const returnTo = safeRedirectTarget(url.searchParams.get("returnTo"), publicOrigin(services));
  // Signed in already (a new account arrives here from sign-up): on to where the visitor was going.
  if (await getUser()) throw redirect(returnTo);
  const passwordReset = url.searchParams.get("passwordReset") === "1";
  const checkInbox = url.searchParams.get("checkInbox") === "1";
  return { isDemo: services.env.DEMO_DATA, returnTo, passwordReset, checkInbox };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, clientIp, requestId } = getRequestContext(context);
  const form = Object.fromEntries(await request.formData());
  const returnTo = safeRedirectTarget(form.returnTo, publicOrigin(services));
  try {
    const input = SignInSchema.parse(form);
    const headers = await signIn(services, input, { headers: request.headers, clientIp });
    return redirect(returnTo, { headers });
  } catch (error) {
    const submitted = { email: String(form.email ?? ""), returnTo };
    const reply = replyFormFailure(error, { intent: "sign-in", submitted });
    if (reply) return reply;
    services.logger.error({ err: error, requestId }, "sign-in failed unexpectedly");
    return replyFormError(
      { intent: "sign-in", message: "Something went wrong. Please try again.", submitted },
      { status: 500 },
    );
  }
}

export default function SignInPage({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  const failed = errorFor(actionData);
  const typed = valuesFor(actionData);
  const navigation = useNavigation();
  const returnTo = typed.returnTo ?? loaderData.returnTo;
  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-3xl font-extrabold tracking-tight">Sign In</h1>
      <p className="mt-2 text-muted">Sign in to write reviews and manage your account.</p>
      {loaderData.passwordReset ? (
        <p role="status" className="mt-4 rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm">
          Your password was changed and every device was signed out. Sign in with the new password.
        </p>
      ) : null}
      {loaderData.checkInbox ? (
        <p role="status" className="mt-4 rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm">
          Check your inbox to confirm your address. If the address already has an account, we have emailed its owner
          instead: sign in below, or reset the password.
        </p>
      ) : null}
      <div className="mt-6">
        <AuthForm
          key={failed ? "failed" : "fresh"}
          mode="sign-in"
          action="/sign-in"
          idPrefix="page-sign-in"
          values={{ firstName: "", lastName: "", email: typed.email ?? "", password: "" }}
          error={failed?.message}
          fieldErrors={failed?.fieldErrors}
          isPending={navigation.state === "submitting"}
          returnTo={returnTo}
          footer={
            <p className="text-center text-sm text-muted">
              Don't have an account?{" "}
              <Link
                to={`/sign-up?returnTo=${encodeURIComponent(returnTo)}`}
                className="font-semibold text-brand-700 hover:underline"
              >
                Sign up
              </Link>
            </p>
          }
        />
      </div>
      {loaderData.isDemo ? <DemoAccountsHint /> : null}
    </section>
  );
}
