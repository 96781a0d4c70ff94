import { Form, useActionData, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { unsubscribe } from "#server/account/unsubscribe.ts";
import type { NotificationKind } from "#server/mail/unsubscribe.ts";
import { replyFormError, replyFormSuccess } from "#server/web/form-reply.ts";
import { getRequestContext } from "#server/web/require.ts";
import type { Route } from "./+types/unsubscribe";

export const meta: Route.MetaFunction = () =>
  pageMeta("Unsubscribe", "Stop one kind of OperatorStack email without signing in.");

const kindLabels: Record<NotificationKind, string> = {
  "reply-to-my-review": "emails when a company replies to your review",
  "new-review-of-my-company": "emails about new reviews of the companies you represent (each one, or the daily digest)",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const target = getRequestContext(context).services.unsubscribe.verify(token);
  return { token, kind: target?.kind ?? null };
}

/**
 * One click unsubscribes (RFC 8058): mail clients POST `List-Unsubscribe=One-Click` to the link itself, and the
 * page's button posts the same form. The signed token names the account, so no sign-in is needed.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { services } = getRequestContext(context);
  const url = new URL(request.url);
  const form = await request.formData();
  const token = String(form.get("token") ?? url.searchParams.get("token") ?? "");
  const target = services.unsubscribe.verify(token);
  if (!target) {
    return replyFormError(
      {
        intent: "unsubscribe",
        message: "This unsubscribe link is not valid. Change your emails in Account Settings.",
      },
      { status: 400 },
    );
  }
  await unsubscribe(services.db, target.userId, target.kind);
  return replyFormSuccess({
    intent: "unsubscribe",
    message: `Done: you will not get ${kindLabels[target.kind]} any more. You can turn them back on in Account Settings.`,
  });
}

export default function UnsubscribePage({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <h1 className="text-3xl font-extrabold tracking-tight">Unsubscribe</h1>
      {actionData?.status === "success" ? (
        <p role="status" className="mt-4 text-slate-800">
          {actionData.message}
        </p>
      ) : loaderData.kind ? (
        <Form method="post" className="mt-6 grid gap-4">
          <input type="hidden" name="token" value={loaderData.token} />
          <p className="text-slate-800">{`Stop ${kindLabels[loaderData.kind]}?`}</p>
          {actionData?.status === "error" ? (
            <p role="alert" className="text-sm text-destructive">
              {actionData.message}
            </p>
          ) : null}
          <Button type="submit" disabled={navigation.state === "submitting"}>
            {navigation.state === "submitting" ? "Unsubscribing..." : "Unsubscribe"}
          </Button>
        </Form>
      ) : (
        <p role="alert" className="mt-4 text-slate-800">
          This unsubscribe link is not valid. Signed in, you can choose your emails in Account Settings.
        </p>
      )}
    </section>
  );
}
