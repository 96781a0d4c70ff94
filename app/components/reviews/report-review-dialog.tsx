import { type FormEvent, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "#app/components/ui/dialog.tsx";
import { callApi } from "#app/lib/api-client.ts";
import { type Reason, ReportFields } from "./report-fields.tsx";

/** The report dialog (loaded on first use by ReportReview); mounted afresh for each opening. */
export function ReportReviewDialog({
  reviewId,
  open,
  onOpenChange,
}: {
  reviewId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
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
    <Dialog open={open} onOpenChange={onOpenChange}>
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
            <Button type="button" onClick={() => onOpenChange(false)}>
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
  );
}
