import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { useAuthDialog } from "#app/components/layout/auth-dialog-context.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "#app/components/ui/dialog.tsx";
import { callApi } from "#app/lib/api-client.ts";
import { useViewer } from "#app/lib/use-root-data.ts";
import { reportReasonLabels } from "#app/lib/validation/reviews.ts";

type Reason = keyof typeof reportReasonLabels;

/** The report form's fields, used in the dialog and on the review page without JavaScript. */
export function ReportFields({
  idPrefix,
  reason,
  onReasonChange,
}: {
  idPrefix: string;
  reason?: Reason | null;
  onReasonChange?: (reason: Reason) => void;
}) {
  return (
    <>
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium">Why are you reporting this review?</legend>
        {(Object.keys(reportReasonLabels) as Reason[]).map((key) => (
          <label key={key} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="reason"
              value={key}
              required
              checked={onReasonChange ? reason === key : undefined}
              onChange={onReasonChange ? () => onReasonChange(key) : undefined}
            />
            {reportReasonLabels[key]}
          </label>
        ))}
      </fieldset>
      <div className="grid gap-1.5">
        <label htmlFor={`${idPrefix}-note`} className="text-sm font-medium">
          Note (optional)
        </label>
        <textarea
          id={`${idPrefix}-note`}
          name="note"
          maxLength={1000}
          rows={3}
          className="rounded-md border border-slate-400 px-3 py-2 text-sm"
        />
      </div>
    </>
  );
}

export function ReportReview({ reviewId }: { reviewId: number }) {
  const viewer = useViewer();
  const { openAuthDialog } = useAuthDialog();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<Reason | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!reason) {
      setError("Please choose a reason");
      return;
    }
    const note = new FormData(event.currentTarget).get("note");
    setIsSaving(true);
    setError(null);
    try {
      const result = await callApi<{ message: string }>(`/api/v1/reviews/${reviewId}/report`, {
        body: { reason, note: typeof note === "string" ? note : undefined },
      });
      setConfirmation(result.message);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "Failed to send the report. Please try again.");
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <>
      <Link
        to={`/review/${reviewId}?report=1`}
        className="text-xs font-medium text-slate-600 underline-offset-4 hover:underline"
        onClick={(event) => {
          event.preventDefault();
          if (!viewer) openAuthDialog("sign-in");
          else {
            setConfirmation(null);
            setError(null);
            setReason(null);
            setOpen(true);
          }
        }}
      >
        Report
      </Link>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>Report review</DialogTitle>
          <DialogDescription>
            Reports go to our moderators, who check them against the review guidelines.
          </DialogDescription>
          {confirmation ? (
            <div className="mt-4 grid gap-4">
              <p role="status" className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
                {confirmation}
              </p>
              <Button type="button" onClick={() => setOpen(false)}>
                Close
              </Button>
            </div>
          ) : (
            <form onSubmit={(event) => void submit(event)} className="mt-4 grid gap-4" noValidate>
              <ReportFields idPrefix={`report-${reviewId}`} reason={reason} onReasonChange={setReason} />
              {error ? (
                <p role="alert" className="text-sm text-destructive">
                  {error}
                </p>
              ) : null}
              <Button type="submit" disabled={isSaving}>
                {isSaving ? "Sending..." : "Send report"}
              </Button>
            </form>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
