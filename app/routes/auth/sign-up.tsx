import { redirect, useActionData, useNavigation } from "react-router";
import { AuthForm } from "#app/components/layout/auth-form.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { errorFor, valuesFor } from "#app/lib/form-result.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { forwardHeaders } from "#app/lib/route-headers.ts";
import { SignUpSchema } from "#contracts/validation/auth.ts";
import { signUp } from "#server/auth/sign-up.ts";
import { replyFormError, replyFormFailure } from "#server/web/form-reply.ts";
import { publicOrigin } from "#server/web/public-origin.ts";
import { safeRedirectTarget } from "#server/web/redirect-target.ts";
import { getRequestContext } from "#server/web/require.ts";
import type { Route } from "./+types/sign-up";

// Retry-After and other headers of a failed form reach the answer (app/lib/route-headers.ts).
export const headers = forwardHeaders;

export const meta: Route.MetaFunction = () =>
  pageMeta("Create Account", "Create an OperatorStack account to review the tools, agencies and freelancers you use.");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, getUser } = getRequestContext(context);
  if (await getUser()) throw redirect("/");
  return { returnTo: safeRedirectTarget(new URL(request.url).searchParams.get("returnTo"), publicOrigin(services)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, clientIp, requestId, getUser } = getRequestContext(context);
  const form = Object.fromEntries(await request.formData());
  const returnTo = safeRedirectTarget(form.returnTo, publicOrigin(services));
  // Signed in already: no second account from this session (the page itself sends such visitors home).
  if (await getUser()) return redirect(returnTo);
  const submitted = {
    firstName: String(form.firstName ?? ""),
    lastName: String(form.lastName ?? ""),
    email: String(form.email ?? ""),
    returnTo,
  };
  try {
    const input = SignUpSchema.parse(form);
    const headers = await signUp(services, input, { headers: request.headers, clientIp });
    // The same answer whether or not the address had an account (decision 076): to sign-in, which sends a
    // new, signed-in account on to `returnTo` and shows anyone else "check your inbox".
    return redirect(`/sign-in?checkInbox=1&returnTo=${encodeURIComponent(returnTo)}`, { headers });
  } catch (error) {
    const reply = replyFormFailure(error, { intent: "sign-up", submitted });
    if (reply) return reply;
    services.logger.error({ err: error, requestId }, "sign-up failed unexpectedly");
    return replyFormError(
      { intent: "sign-up", message: "Something went wrong. Please try again.", submitted },
      { status: 500 },
    );
  }
}

export default function SignUpPage({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  const failed = errorFor(actionData);
  const typed = valuesFor(actionData);
  const navigation = useNavigation();
  const returnTo = typed.returnTo ?? loaderData.returnTo;
  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-3xl font-extrabold tracking-tight">Create Account</h1>
      <p className="mt-2 text-muted">Join operators reviewing the tools they use.</p>
      <div className="mt-6">
        <AuthForm
          key={failed ? "failed" : "fresh"}
          mode="sign-up"
          action="/sign-up"
          idPrefix="page-sign-up"
          values={
            failed
              ? {
                  firstName: typed.firstName ?? "",
                  lastName: typed.lastName ?? "",
                  email: typed.email ?? "",
                  password: "",
                }
              : undefined
          }
          error={failed?.message}
          fieldErrors={failed?.fieldErrors}
          isPending={navigation.state === "submitting"}
          returnTo={returnTo}
          footer={
            <p className="text-center text-sm text-muted">
              Already have an account?{" "}
              <Link
                to={`/sign-in?returnTo=${encodeURIComponent(returnTo)}`}
                className="font-semibold text-brand-700 hover:underline"
              >
                Sign in
              </Link>
            </p>
          }
        />
      </div>
    </section>
  );
}
