import { useRef, useState } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { ActionMessage } from "#app/components/admin/action-feedback.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { DisabledReason } from "#app/components/ui/disabled-reason.tsx";
import { Field, SelectField, TextareaField } from "#app/components/ui/field.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { toast } from "#app/components/ui/toaster.tsx";
import { callApi } from "#app/lib/api-client.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { forwardHeaders } from "#app/lib/route-headers.ts";
import { countOf } from "#contracts/plural.ts";
import { CategoryWinnersSchema, periodLabel, placeLabels } from "#contracts/validation/award-period.ts";
import { calculateScores } from "#server/awards/calculate-award-scores.ts";
import { getWinnersBoard } from "#server/awards/get-winners-board.ts";
import { listAwardPeriods } from "#server/awards/read-award-periods.ts";
import { saveCategoryWinners } from "#server/awards/save-category-winners.ts";
import { suggestWinners } from "#server/awards/suggest-winners.ts";
import { replyFormError, replyFormFailure, replyFormSuccess } from "#server/web/form-reply.ts";
import { parseId } from "#server/web/parse-id.ts";
import { getRequestContext, requireAdmin } from "#server/web/require.ts";
import type { Route } from "./+types/award-winners";

// Retry-After and other headers of a failed form reach the answer (app/lib/route-headers.ts).
export const headers = forwardHeaders;

export const meta: Route.MetaFunction = () =>
  pageMeta("Admin: Award Winners", "Choose, score and summarise the winners of an award period.");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context);
  const { db } = getRequestContext(context).services;
  const periods = await listAwardPeriods(db);
  const periodParam = new URL(request.url).searchParams.get("period");
  const periodId = periodParam ? Number(periodParam) : null;
  const board =
    periodId && periods.some((period) => period.id === periodId) ? await getWinnersBoard(db, periodId) : null;
  return { periods, board };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context);
  const { services } = getRequestContext(context);
  const form = Object.fromEntries(await request.formData());
  const intent = String(form.intent ?? "");
  try {
    const periodId = parseId(String(form.periodId ?? ""), "This award period doesn't exist.");
    if (form.intent === "calculate") {
      const { updated } = await calculateScores(services, admin, periodId);
      return replyFormSuccess({ intent, message: `Scores calculated for ${countOf(updated, "winner")}` });
    }
    if (form.intent === "suggest") {
      const { added } = await suggestWinners(services, admin, periodId);
      return replyFormSuccess({
        intent,
        message: added > 0 ? `Suggested ${countOf(added, "winner")}` : "No eligible companies for the empty places",
      });
    }
    if (form.intent === "save") {
      const { categoryId, slots } = CategoryWinnersSchema.parse(form);
      await saveCategoryWinners(services, admin, periodId, categoryId, slots);
      return replyFormSuccess({ intent, message: "Winners saved" });
    }
    return replyFormError({ intent, message: "Unknown action." }, { status: 400 });
  } catch (error) {
    const reply = replyFormFailure(error, { intent, submitted: form });
    if (reply) return reply;
    throw error;
  }
}

type Board = NonNullable<Route.ComponentProps["loaderData"]["board"]>;

function SummaryField({
  id,
  name,
  defaultValue,
  companySelect,
}: {
  id: string;
  name: string;
  defaultValue: string;
  companySelect: string;
}) {
  const area = useRef<HTMLTextAreaElement>(null);
  const [busy, setBusy] = useState(false);
  async function generate() {
    const select = document.getElementById(companySelect) as HTMLSelectElement | null;
    const companyId = select?.value;
    if (!companyId) {
      toast.error("Choose a company first");
      return;
    }
    setBusy(true);
    try {
      const { text } = await callApi<{ text: string }>(`/api/v1/admin/companies/${companyId}/summary-text`, {
        method: "POST",
        body: {},
      });
      if (area.current) area.current.value = text;
      toast.success("AI summary generated successfully");
    } catch (error) {
      toast.error("Failed to generate AI summary", { description: error instanceof Error ? error.message : undefined });
    } finally {
      setBusy(false);
    }
  }
  return (
    <TextareaField
      ref={area}
      id={id}
      name={name}
      label="AI summary (editable)"
      rows={3}
      defaultValue={defaultValue}
      actions={
        <div>
          <Button type="button" size="sm" variant="ghost" onClick={() => void generate()} disabled={busy}>
            {busy ? "Generating…" : "Generate"}
          </Button>
        </div>
      }
    />
  );
}

function CategoryForm({
  entry,
  periodId,
  disabled,
}: {
  entry: Board["board"][number];
  periodId: number;
  disabled: boolean;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" && navigation.formData?.get("categoryId") === String(entry.category.id);
  const filled = entry.slots.filter((slot) => slot.companyId !== null).length;
  return (
    <details className="rounded-lg border border-slate-200 p-4">
      <summary className="cursor-pointer font-semibold">{`${entry.category.name} (${filled}/3 places)`}</summary>
      <Form method="post" className="mt-4 grid gap-4">
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="periodId" value={periodId} />
        <input type="hidden" name="categoryId" value={entry.category.id} />
        <div className="grid gap-4 lg:grid-cols-3">
          {entry.slots.map((slot) => {
            const prefix = `place${slot.position}`;
            // Ids are unique on the page (every category has the same three places); names repeat per form.
            const idPrefix = `${prefix}-${entry.category.id}`;
            const selectId = `${idPrefix}-company`;
            return (
              <fieldset key={slot.position} className="grid min-w-0 gap-2 rounded-md border border-slate-200 p-3">
                <legend className="px-1 text-sm font-semibold">{placeLabels[slot.position]}</legend>
                <SelectField
                  id={selectId}
                  name={`${prefix}Company`}
                  label="Company"
                  size="sm"
                  defaultValue={slot.companyId ?? ""}
                  className="min-w-0"
                >
                  <option value="">No winner</option>
                  {entry.options.map((option) => (
                    <option key={option.companyId} value={option.companyId}>
                      {`${option.name}${option.calculatedScore !== null ? ` — ${option.calculatedScore.toFixed(2)} (${countOf(option.reviewCount, "review")}${option.eligible ? "" : ", not eligible"})` : ""}`}
                    </option>
                  ))}
                </SelectField>
                <Field
                  id={`${idPrefix}-score`}
                  name={`${prefix}Score`}
                  label="Manual score (0–5, optional)"
                  size="sm"
                  type="number"
                  min={0}
                  max={5}
                  step={0.01}
                  defaultValue={slot.manualScore ?? ""}
                  className="w-28"
                />
                <p className="text-xs text-slate-700">
                  {`Calculated score: ${slot.calculatedScore !== null ? slot.calculatedScore.toFixed(2) : "—"}`}
                </p>
                <SummaryField
                  id={`${idPrefix}-summary`}
                  name={`${prefix}Summary`}
                  defaultValue={slot.aiSummary}
                  companySelect={selectId}
                />
              </fieldset>
            );
          })}
        </div>
        <div>
          <Button
            type="submit"
            size="sm"
            disabled={disabled || busy}
            aria-describedby={disabled ? `award-${entry.category.id}-published` : undefined}
          >
            {busy ? "Saving…" : `Save ${entry.category.name}`}
          </Button>
          {disabled ? (
            <DisabledReason id={`award-${entry.category.id}-published`} className="mt-1">
              This period is published: its winners are frozen.
            </DisabledReason>
          ) : null}
        </div>
      </Form>
    </details>
  );
}

export default function AwardWinnersPage({ loaderData }: Route.ComponentProps) {
  const { periods, board } = loaderData;
  const actionData = useActionData<typeof action>();
  return (
    <section>
      <h1 className="text-3xl font-extrabold tracking-tight">Award Winners</h1>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-2" aria-label="Choose an award period">
        <SelectField
          id="winners-period"
          name="period"
          label="Award period"
          size="sm"
          defaultValue={board?.period.id ?? ""}
          fieldClassName="min-w-0 max-w-full grid-cols-1"
          className="w-auto max-w-full"
        >
          <option value="">Select an award period</option>
          {periods.map((period) => (
            <option key={period.id} value={period.id}>
              {`${period.title} (${periodLabel(period)})${period.published ? " · published" : ""}`}
            </option>
          ))}
        </SelectField>
        <Button type="submit" variant="secondary">
          Open
        </Button>
      </Form>
      <ActionMessage result={actionData} />
      {!board ? (
        <p className="mt-8 text-slate-700">
          {periods.length === 0 ? (
            <>
              {"No award periods yet. "}
              <Link to="/admin/award-periods/new" className="text-brand-700 hover:underline">
                Create one
              </Link>
              .
            </>
          ) : (
            "Select an award period"
          )}
        </p>
      ) : (
        <div className="mt-6 grid gap-4">
          <div className="flex flex-wrap items-center gap-3">
            <h2 className="text-xl font-bold">{`${board.period.title} · ${periodLabel(board.period)}`}</h2>
            <span className="text-sm text-slate-700" data-testid="period-winner-count">
              {countOf(periods.find((period) => period.id === board.period.id)?.winnerCount ?? 0, "winner")}
            </span>
            {board.period.published ? (
              <span className="rounded bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">
                Published: unpublish to edit
              </span>
            ) : null}
            <Link
              to={`/admin/award-periods/${board.period.id}/preview`}
              className="text-sm font-semibold text-brand-700 hover:underline"
            >
              Preview as the public would see it
            </Link>
          </div>
          <p className="text-sm text-slate-700">
            {`Scores follow the published methodology; companies need ${countOf(board.minimumReviews, "review")} in the period to be eligible.`}
          </p>
          <Form method="post" className="flex flex-wrap gap-2">
            <input type="hidden" name="periodId" value={board.period.id} />
            <Button
              type="submit"
              name="intent"
              value="calculate"
              variant="secondary"
              disabled={board.period.published}
              aria-describedby={board.period.published ? "award-period-published" : undefined}
            >
              Calculate Scores
            </Button>
            <Button
              type="submit"
              name="intent"
              value="suggest"
              variant="secondary"
              disabled={board.period.published}
              aria-describedby={board.period.published ? "award-period-published" : undefined}
            >
              Suggest Winners
            </Button>
            {board.period.published ? (
              <DisabledReason id="award-period-published" className="w-full">
                This period is published: its scores and winners are frozen. Unpublish it on the award periods page to
                change them.
              </DisabledReason>
            ) : null}
          </Form>
          {board.board.map((entry) => (
            <CategoryForm
              key={entry.category.id}
              entry={entry}
              periodId={board.period.id}
              disabled={board.period.published}
            />
          ))}
        </div>
      )}
    </section>
  );
}
