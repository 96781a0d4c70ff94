// The queue of suggested fact edits (issue #16): each shows the values now and as proposed, the evidence and
// who proposed it (a company representative is marked); accept applies it (audited, recorded as the source),
// reject leaves the facts as they are.
import { Form, useActionData } from "react-router";
import { ActionMessage } from "#app/components/admin/action-feedback.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { forwardHeaders } from "#app/lib/route-headers.ts";
import { factGroupLabels } from "#contracts/company-facts.ts";
import { companyPath } from "#contracts/company-paths.ts";
import { decideFactSuggestion } from "#server/catalog/decide-fact-suggestion.ts";
import { listFactSuggestions } from "#server/catalog/list-fact-suggestions.ts";
import { replyFormError, replyFormFailure, replyFormSuccess } from "#server/web/form-reply.ts";
import { parseId } from "#server/web/parse-id.ts";
import { getRequestContext, requireAdmin } from "#server/web/require.ts";
import type { Route } from "./+types/fact-edits";

// Retry-After and other headers of a failed form reach the answer (app/lib/route-headers.ts).
export const headers = forwardHeaders;

export const meta: Route.MetaFunction = () =>
  pageMeta("Admin: Fact edits", "Accept or reject corrections of company facts suggested by users and companies.");

export async function loader({ context }: Route.LoaderArgs) {
  await requireAdmin(context);
  const { db } = getRequestContext(context).services;
  const [pending, decided] = await Promise.all([
    listFactSuggestions(db, "pending"),
    listFactSuggestions(db, "decided"),
  ]);
  return { pending, decided };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context);
  const form = await request.formData();
  const decision = form.get("intent") === "accept" ? "accept" : form.get("intent") === "reject" ? "reject" : null;
  if (!decision) {
    return replyFormError({ intent: String(form.get("intent") ?? ""), message: "Unknown action." }, { status: 400 });
  }
  try {
    const id = parseId(String(form.get("suggestionId") ?? ""), "This suggestion doesn't exist.");
    await decideFactSuggestion(getRequestContext(context).services, admin, {
      id,
      decision,
      note: String(form.get("note") ?? ""),
    });
    return replyFormSuccess({
      intent: decision,
      message: decision === "accept" ? "Accepted: the company's facts changed." : "Rejected.",
    });
  } catch (error) {
    const reply = replyFormFailure(error, { intent: decision });
    if (reply) return reply;
    throw error;
  }
}

/** Names of the fields a moderator reads in words; the others show their key. */
const fieldLabels: Record<string, string> = {
  description: "Description",
  foundedYear: "Founded",
  headquarters: "Headquarters",
};

/** A group's values as a moderator reads them: one "field: value" line each, names for linked companies. */
function describe(values: Record<string, unknown>): string[] {
  return Object.entries(values).map(([key, value]) => {
    const shown = (item: unknown): string => {
      if (item === null || item === undefined || item === "") return "not listed";
      if (Array.isArray(item)) return item.length === 0 ? "not listed" : item.map(shown).join(", ");
      if (typeof item === "object") {
        const record = item as Record<string, unknown>;
        if ("name" in record) return String(record.name);
        if ("amount" in record) return `${record.amount} ${record.currency} per ${record.unit}`;
        return Object.entries(record)
          .map(([name, inner]) => `${name}: ${shown(inner)}`)
          .join("; ");
      }
      return String(item);
    };
    return `${fieldLabels[key] ?? key}: ${shown(value)}`;
  });
}

export default function FactEditsPage({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  const { pending, decided } = loaderData;
  return (
    <section>
      <h1 className="text-3xl font-extrabold tracking-tight">Fact edits</h1>
      <p className="mt-2 text-slate-700">
        Suggested corrections of company facts. Check the evidence; accepting changes the facts at once, records the
        suggestion as their source and writes the change to the audit log.
      </p>
      <ActionMessage result={actionData} />
      <h2 className="mt-6 text-xl font-bold">{`Waiting (${pending.length})`}</h2>
      {pending.length === 0 ? <p className="mt-2 text-slate-700">No suggestions are waiting.</p> : null}
      <ul className="mt-3 grid gap-4" aria-label="Suggested fact edits waiting">
        {pending.map((suggestion) => (
          <li key={suggestion.id} className="grid gap-3 rounded-lg border border-slate-200 p-4 text-sm">
            <p>
              <Link to={companyPath(suggestion.companySlug)} className="font-semibold text-brand-700 hover:underline">
                {suggestion.companyName}
              </Link>
              {` · ${factGroupLabels[suggestion.group]} · by ${suggestion.userEmail ?? "a deleted account"}`}
              {suggestion.byRepresentative ? (
                <span className="ml-2 rounded bg-emerald-100 px-1.5 py-0.5 text-xs font-semibold text-emerald-900">
                  Company representative
                </span>
              ) : null}
            </p>
            <div className="grid gap-3 sm:grid-cols-2">
              <div>
                <h3 className="font-semibold">Now</h3>
                <ul className="mt-1 list-disc pl-5">
                  {describe(suggestion.previous).map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </div>
              <div>
                <h3 className="font-semibold">Proposed</h3>
                <ul className="mt-1 list-disc pl-5">
                  {describe(suggestion.proposed).map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </div>
            </div>
            <p>
              <span className="font-semibold">Evidence: </span>
              {suggestion.evidence}
            </p>
            <Form method="post" className="flex flex-wrap items-end gap-2">
              <input type="hidden" name="suggestionId" value={suggestion.id} />
              <Field
                id={`note-${suggestion.id}`}
                name="note"
                label="Note (optional, kept in the audit log)"
                size="sm"
                maxLength={500}
                className="w-auto"
              />
              <Button type="submit" name="intent" value="accept" size="sm">
                Accept
              </Button>
              <Button type="submit" name="intent" value="reject" size="sm" variant="destructive">
                Reject
              </Button>
            </Form>
          </li>
        ))}
      </ul>
      <h2 className="mt-8 text-xl font-bold">Recently decided</h2>
      {decided.length === 0 ? <p className="mt-2 text-slate-700">None yet.</p> : null}
      <ul className="mt-3 grid gap-2 text-sm" aria-label="Recently decided fact edits">
        {decided.map((suggestion) => (
          <li key={suggestion.id}>
            {`${suggestion.companyName} · ${factGroupLabels[suggestion.group]} · ${suggestion.status}`}
            {suggestion.decisionNote ? ` · ${suggestion.decisionNote}` : ""}
          </li>
        ))}
      </ul>
    </section>
  );
}
