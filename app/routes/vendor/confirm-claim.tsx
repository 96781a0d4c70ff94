import { Form, useActionData, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { forwardHeaders } from "#app/lib/route-headers.ts";
import { confirmClaim } from "#server/vendors/confirm-claim.ts";
import { replyFormFailure, replyFormSuccess } from "#server/web/form-reply.ts";
import { getRequestContext } from "#server/web/require.ts";
import type { Route } from "./+types/confirm-claim";

// Retry-After and other headers of a failed form reach the answer (app/lib/route-headers.ts).
export const headers = forwardHeaders;

export const meta: Route.MetaFunction = () =>
  pageMeta("Confirm your claim", "Confirm that you read the address you gave to represent a company on OperatorStack.");

export async function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token")?.slice(0, 200) ?? "" };
}

// A button, not the link itself: mail scanners that open links confirm nothing.
export async function action({ request, context }: Route.ActionArgs) {
  const { services } = getRequestContext(context);
  const form = await request.formData();
  try {
    const result = await confirmClaim(services, String(form.get("token") ?? ""));
    return replyFormSuccess({ intent: "confirm-claim", message: "Claim confirmed", payload: result });
  } catch (error) {
    const reply = replyFormFailure(error, { intent: "confirm-claim" });
    if (!reply) throw error;
    return reply;
  }
}

export default function ConfirmClaimPage({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-3xl font-extrabold tracking-tight">Confirm your claim</h1>
      {actionData?.status === "success" ? (
        <div role="status" className="mt-4 grid gap-3 text-slate-800">
          <p>
            {actionData.payload.approved
              ? `You now represent ${actionData.payload.companyName}. Answer its reviews from your vendor dashboard.`
              : `Thank you. Your address is at a subdomain of ${actionData.payload.companyName}'s website, so our team checks the claim before you can answer reviews.`}
          </p>
          <p>
            <Link to="/vendor" className="font-semibold text-brand-700 hover:underline">
              Open the vendor dashboard
            </Link>
          </p>
        </div>
      ) : (
        <Form method="post" className="mt-6 grid gap-4">
          <input type="hidden" name="token" value={loaderData.token} />
          <p className="text-slate-800">Press the button to confirm that you read the address the link was sent to.</p>
          {actionData?.status === "error" ? (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-destructive">
              {actionData.message}
            </p>
          ) : null}
          <Button type="submit" disabled={navigation.state === "submitting"}>
            {navigation.state === "submitting" ? "Confirming..." : "Confirm my claim"}
          </Button>
        </Form>
      )}
    </section>
  );
}
