import { Form, useActionData } from "react-router";
import { ActionMessage } from "#app/components/admin/action-feedback.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { forwardHeaders } from "#app/lib/route-headers.ts";
import { type ClaimAction, claimActions } from "#contracts/admin-queues.ts";
import { companyPath } from "#contracts/company-paths.ts";
import { decideClaim } from "#server/vendors/decide-claim.ts";
import { listClaimsForAdmin } from "#server/vendors/list-claims-for-admin.ts";
import { replyFormError, replyFormFailure, replyFormSuccess } from "#server/web/form-reply.ts";
import { parseId } from "#server/web/parse-id.ts";
import { getRequestContext, requireAdmin } from "#server/web/require.ts";
import type { Route } from "./+types/claims";

// Retry-After and other headers of a failed form reach the answer (app/lib/route-headers.ts).
export const headers = forwardHeaders;

export const meta: Route.MetaFunction = () =>
  pageMeta("Admin: Company claims", "Approve or reject claims waiting for a check, and revoke representatives.");

export async function loader({ context }: Route.LoaderArgs) {
  await requireAdmin(context);
  return { claims: await listClaimsForAdmin(getRequestContext(context).services.db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context);
  const form = await request.formData();
  const intent = claimActions.find((name) => name === form.get("intent"));
  if (!intent) {
    return replyFormError({ intent: String(form.get("intent") ?? ""), message: "Unknown action." }, { status: 400 });
  }
  try {
    const claimId = parseId(String(form.get("claimId") ?? ""), "This claim doesn't exist.");
    const result = await decideClaim(getRequestContext(context).services, admin, claimId, intent as ClaimAction);
    return replyFormSuccess({ intent, message: result.message });
  } catch (error) {
    const reply = replyFormFailure(error, { intent });
    if (reply) return reply;
    throw error;
  }
}

function Decision({ claimId, intent, label }: { claimId: number; intent: ClaimAction; label: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="claimId" value={claimId} />
      <Button
        type="submit"
        name="intent"
        value={intent}
        size="sm"
        variant={intent === "approve-claim" ? "primary" : "destructive"}
      >
        {label}
      </Button>
    </Form>
  );
}

export default function ClaimsPage({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  const waiting = loaderData.claims.filter((claim) => claim.status === "awaiting-approval");
  const approved = loaderData.claims.filter((claim) => claim.status === "approved");
  return (
    <section>
      <h1 className="text-3xl font-extrabold tracking-tight">Company claims</h1>
      <p className="mt-2 text-slate-700">
        A claim from an address at exactly the company's domain is approved when its link is followed. Claims from a
        subdomain wait here. Every decision is written to the audit log.
      </p>
      <ActionMessage result={actionData} />
      <h2 className="mt-6 text-xl font-bold">{`Waiting for a check (${waiting.length})`}</h2>
      {waiting.length === 0 ? <p className="mt-2 text-slate-700">No claims are waiting.</p> : null}
      <ul className="mt-3 grid gap-3" aria-label="Claims waiting for a check">
        {waiting.map((claim) => (
          <li
            key={claim.id}
            className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 p-4 text-sm"
          >
            <Link to={companyPath(claim.companySlug)} className="font-semibold text-brand-700 hover:underline">
              {claim.companyName}
            </Link>
            <span>{`${claim.userName} <${claim.claimEmail}> · company domain ${claim.companyDomain ?? "none"}`}</span>
            <Decision claimId={claim.id} intent="approve-claim" label="Approve" />
            <Decision claimId={claim.id} intent="reject-claim" label="Reject" />
          </li>
        ))}
      </ul>
      <h2 className="mt-8 text-xl font-bold">{`Representatives (${approved.length})`}</h2>
      <ul className="mt-3 grid gap-3" aria-label="Representatives">
        {approved.map((claim) => (
          <li
            key={claim.id}
            className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 p-4 text-sm"
          >
            <Link to={companyPath(claim.companySlug)} className="font-semibold text-brand-700 hover:underline">
              {claim.companyName}
            </Link>
            <span>{`${claim.userName} <${claim.claimEmail}>`}</span>
            <Decision claimId={claim.id} intent="revoke-claim" label="Revoke" />
          </li>
        ))}
      </ul>
    </section>
  );
}
