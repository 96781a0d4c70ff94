import { useEffect, useId, useState } from "react";
import { useRevalidator } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Field, SelectField } from "#app/components/ui/field.tsx";
import { toast } from "#app/components/ui/toaster.tsx";
import { followOperation } from "#app/lib/ai-operations.ts";
import { callApi } from "#app/lib/api-client.ts";
import {
  isSummaryStyle,
  restyleSummary,
  type SummaryStyle,
  summaryCustomStyleStorageKey,
  summaryStyleStorageKey,
  summaryStyles,
} from "#app/lib/summary-styles.ts";
import { countOf } from "#contracts/plural.ts";
import { formatReviewDate } from "./review-card.tsx";

type AiSummaryCardProps = {
  summary: string | null;
  generatedAt: string | null;
  reviewCount: number | null;
  companyId: number;
  isAdmin: boolean;
};

/**
 * The stored AI summary, labelled as AI-generated, with a browser-side style
 * selector (persisted in local storage). Admins see Generate/Regenerate: it
 * starts a background operation and follows it until the new summary is in.
 */
export function AiSummaryCard({ summary, generatedAt, reviewCount, companyId, isAdmin }: AiSummaryCardProps) {
  const id = useId();
  const revalidator = useRevalidator();
  const [generating, setGenerating] = useState<string | null>(null);

  async function generate() {
    setGenerating("Starting…");
    try {
      const { operationId } = await callApi<{ operationId: number }>(
        `/api/v1/admin/companies/${companyId}/ai-summary`,
        {
          method: "POST",
          body: {},
        },
      );
      const done = await followOperation(operationId, {
        onUpdate: (operation) => setGenerating(operation.status === "running" ? "Generating…" : "Queued…"),
      });
      if (done.status === "completed") {
        toast.success("AI summary generated successfully");
        await revalidator.revalidate();
      } else {
        toast.error("Failed to generate AI summary", { description: done.errorMessage ?? undefined });
      }
    } catch (error) {
      toast.error("Failed to generate AI summary", { description: error instanceof Error ? error.message : undefined });
    } finally {
      setGenerating(null);
    }
  }
  const [style, setStyle] = useState<SummaryStyle | "">("");
  const [custom, setCustom] = useState("");
  const [shown, setShown] = useState(summary);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    // A new summary (e.g. just regenerated) replaces what is shown, then the saved style applies.
    setShown(summary);
    const stored = window.localStorage.getItem(summaryStyleStorageKey);
    const storedCustom = window.localStorage.getItem(summaryCustomStyleStorageKey) ?? "";
    if (!summary || !isSummaryStyle(stored)) return;
    setStyle(stored);
    setCustom(storedCustom);
    try {
      setShown(restyleSummary(summary, stored, storedCustom));
    } catch {
      setShown(summary);
    }
  }, [summary]);

  function rewrite() {
    if (!summary) return;
    setError(null);
    if (style === "") {
      window.localStorage.removeItem(summaryStyleStorageKey);
      window.localStorage.removeItem(summaryCustomStyleStorageKey);
      setShown(summary);
      return;
    }
    if (style === "custom" && !custom.trim()) {
      setError("Please describe the custom style");
      return;
    }
    window.localStorage.setItem(summaryStyleStorageKey, style);
    if (style === "custom") window.localStorage.setItem(summaryCustomStyleStorageKey, custom.trim());
    else window.localStorage.removeItem(summaryCustomStyleStorageKey);
    setShown(restyleSummary(summary, style, custom));
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-lg border border-violet-200 bg-violet-50/40 p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-heading`} className="font-semibold">
          AI summary
          {summary ? (
            <span className="ml-2 rounded bg-violet-100 px-2 py-0.5 text-xs font-semibold text-violet-900">
              AI Generated
            </span>
          ) : null}
        </h2>
        {isAdmin ? (
          <div className="flex items-center gap-2">
            <Button
              type="button"
              size="sm"
              variant="secondary"
              disabled={generating !== null}
              onClick={() => void generate()}
            >
              {generating ?? (summary ? "Regenerate" : "Generate")}
            </Button>
            <span role="status" aria-live="polite" className="sr-only">
              {generating ?? ""}
            </span>
          </div>
        ) : null}
      </div>
      {summary ? (
        <>
          <p className="mt-3 whitespace-pre-line text-sm text-slate-800">{shown}</p>
          {generatedAt ? (
            <p className="mt-2 text-xs text-slate-600">
              {`Generated ${formatReviewDate(generatedAt)}${reviewCount ? ` from ${countOf(reviewCount, "operator review")}` : ""}`}
            </p>
          ) : null}
          <div className="mt-4 flex flex-wrap items-end gap-2">
            <SelectField
              id={`${id}-style`}
              label="Reading style"
              size="sm"
              value={style}
              onChange={(event) => setStyle(isSummaryStyle(event.target.value) ? event.target.value : "")}
              className="w-auto"
            >
              <option value="">Original</option>
              {(Object.keys(summaryStyles) as SummaryStyle[]).map((key) => (
                <option key={key} value={key}>
                  {summaryStyles[key]}
                </option>
              ))}
            </SelectField>
            {style === "custom" ? (
              <Field
                id={`${id}-custom`}
                label="Written for"
                size="sm"
                value={custom}
                onChange={(event) => setCustom(event.target.value)}
                maxLength={80}
                className="w-auto"
                placeholder="e.g. a CFO"
              />
            ) : null}
            <Button type="button" size="sm" onClick={rewrite}>
              Rewrite
            </Button>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              onClick={() => {
                setError(null);
                setShown(summary);
              }}
            >
              Reset
            </Button>
          </div>
          {error ? (
            <p role="alert" className="mt-2 text-sm text-destructive">
              {error}
            </p>
          ) : null}
        </>
      ) : (
        <p className="mt-3 text-sm text-slate-700">No AI summary has been generated for this company yet.</p>
      )}
    </section>
  );
}
