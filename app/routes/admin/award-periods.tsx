import { Form, useActionData } from "react-router";
import { ActionMessage } from "#app/components/admin/action-feedback.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { forwardHeaders } from "#app/lib/route-headers.ts";
import { countOf } from "#contracts/plural.ts";
import { awardDay, periodLabel } from "#contracts/validation/award-period.ts";
import { deleteAwardPeriod } from "#server/awards/delete-award-period.ts";
import { setAwardPeriodPublished } from "#server/awards/publish-award-period.ts";
import { listAwardPeriods } from "#server/awards/read-award-periods.ts";
import { replyFormError, replyFormFailure, replyFormSuccess } from "#server/web/form-reply.ts";
import { parseId } from "#server/web/parse-id.ts";
import { getRequestContext, requireAdmin } from "#server/web/require.ts";
import type { Route } from "./+types/award-periods";

// Retry-After and other headers of a failed form reach the answer (app/lib/route-headers.ts).
export const headers = forwardHeaders;

export const meta: Route.MetaFunction = () =>
  pageMeta("Admin: Award Periods", "Create, publish and delete monthly and annual award periods.");

export async function loader({ context }: Route.LoaderArgs) {
  await requireAdmin(context);
  return { periods: await listAwardPeriods(getRequestContext(context).services.db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context);
  const { services } = getRequestContext(context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  try {
    const id = parseId(String(form.get("periodId") ?? ""), "This award period doesn't exist.");
    if (intent === "publish" || intent === "unpublish") {
      await setAwardPeriodPublished(services, admin, id, intent === "publish");
      return replyFormSuccess({
        intent,
        message: intent === "publish" ? "Award period published" : "Award period unpublished",
      });
    }
    if (intent === "delete") {
      await deleteAwardPeriod(services, admin, id);
      return replyFormSuccess({ intent, message: "Award period deleted" });
    }
    return replyFormError({ intent, message: "Unknown action." }, { status: 400 });
  } catch (error) {
    const reply = replyFormFailure(error, { intent });
    if (reply) return reply;
    throw error;
  }
}

function formatDate(iso: string) {
  return new Date(iso).toLocaleDateString("en-US", {
    year: "numeric",
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });
}

export default function AwardPeriodsPage({ loaderData }: Route.ComponentProps) {
  const { periods } = loaderData;
  const actionData = useActionData<typeof action>();
  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-extrabold tracking-tight">Award Periods</h1>
        <Button asChild>
          <Link to="/admin/award-periods/new">New award period</Link>
        </Button>
      </div>
      <p className="mt-2 text-sm text-slate-700">
        {"Scores follow the "}
        <Link to="/award-winners/methodology" className="text-brand-700 hover:underline">
          published methodology
        </Link>
        .
      </p>
      <ActionMessage result={actionData} />
      {periods.length === 0 ? (
        <p className="mt-8 text-slate-700">No award periods yet.</p>
      ) : (
        <ul className="mt-6 grid gap-3" aria-label="Award periods">
          {periods.map((period) => (
            <li key={period.id} className="rounded-lg border border-slate-200 p-4">
              <div className="flex flex-wrap items-center gap-2">
                <span className="text-lg font-semibold">{period.title}</span>
                <span className="text-sm text-slate-700">{periodLabel(period)}</span>
                <span
                  className={`rounded px-2 py-0.5 text-xs font-semibold ${period.published ? "bg-green-100 text-green-900" : "bg-slate-200 text-slate-800"}`}
                >
                  {period.published ? "Published" : "Draft"}
                </span>
              </div>
              <p className="mt-1 text-xs text-slate-600">
                {`Created ${formatDate(period.createdAt)}${period.publishedAt ? ` · Published ${formatDate(period.publishedAt)}` : ""} · ${countOf(period.winnerCount, "winner")}`}
              </p>
              <div className="mt-3 flex flex-wrap items-center gap-3">
                {!period.published && period.publishableFrom ? (
                  // A month's awards are published once it has ended (decision 089).
                  <p className="text-sm text-slate-700">{`Can be published from ${awardDay(period.publishableFrom)} (UTC)`}</p>
                ) : (
                  <Form method="post">
                    <input type="hidden" name="periodId" value={period.id} />
                    <Button
                      type="submit"
                      name="intent"
                      value={period.published ? "unpublish" : "publish"}
                      size="sm"
                      variant="secondary"
                    >
                      {period.published ? "Unpublish" : "Publish"}
                    </Button>
                  </Form>
                )}
                <Link
                  to={`/admin/award-winners?period=${period.id}`}
                  className="text-sm font-semibold text-brand-700 hover:underline"
                >
                  View winners
                </Link>
                <Link
                  to={`/admin/award-periods/${period.id}/preview`}
                  className="text-sm font-semibold text-brand-700 hover:underline"
                >
                  Preview
                </Link>
                <Link
                  to={`/admin/award-periods/${period.id}/edit`}
                  className="text-sm font-semibold text-brand-700 hover:underline"
                >
                  Edit
                </Link>
                <Form
                  method="post"
                  onSubmit={(event) => {
                    if (!window.confirm("Are you sure you want to delete this award period?")) event.preventDefault();
                  }}
                >
                  <input type="hidden" name="periodId" value={period.id} />
                  <Button type="submit" name="intent" value="delete" size="sm" variant="ghost">
                    Delete
                  </Button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
