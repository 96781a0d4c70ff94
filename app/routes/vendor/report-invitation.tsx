import { Form, useActionData, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { reportInvitation } from "#server/vendors/report-invitation.ts";
import { replyFormFailure, replyFormSuccess } from "#server/web/form-reply.ts";
import { getRequestContext } from "#server/web/require.ts";
import type { Route } from "./+types/report-invitation";

export const meta: Route.MetaFunction = () =>
  pageMeta("Report an invitation", "Tell our team about an invitation to review a company that you did not expect.");

export async function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token")?.slice(0, 200) ?? "" };
}

// A button, not the link itself: mail scanners that open links report nothing (decision 078).
export async function action({ request, context }: Route.ActionArgs) {
  const { services } = getRequestContext(context);
  const form = await request.formData();
  try {
    const result = await reportInvitation(services, String(form.get("token") ?? "").slice(0, 200));
    return replyFormSuccess({ intent: "report-invitation", message: "Invitation reported", payload: result });
  } catch (error) {
    const reply = replyFormFailure(error, { intent: "report-invitation" });
    if (!reply) throw error;
    return reply;
  }
}

export default function ReportInvitationPage({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-3xl font-extrabold tracking-tight">Report this invitation</h1>
      {actionData?.status === "success" ? (
        <p role="status" className="mt-4 text-slate-800">
          {`Thank you: our team will look at this invitation from ${actionData.payload.companyName}. You do not need to do anything else, and you can ignore the email.`}
        </p>
      ) : (
        <Form method="post" className="mt-6 grid gap-4">
          <input type="hidden" name="token" value={loaderData.token} />
          <p className="text-slate-800">
            Press the button if the invitation was unexpected, came from a company you do not know, or its note asked
            you for anything (signing in, paying, verifying an account). Our team reads every report.
          </p>
          {actionData?.status === "error" ? (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-destructive">
              {actionData.message}
            </p>
          ) : null}
          <Button type="submit" disabled={navigation.state === "submitting"}>
            {navigation.state === "submitting" ? "Reporting..." : "Report this invitation"}
          </Button>
        </Form>
      )}
    </section>
  );
}
