import { type ReportReason, reportReasonLabels, reportReasons } from "#contracts/report-reasons.ts";

export type Reason = ReportReason;

/** The report form's fields, used in the dialog and on the review page without JavaScript. */
export function ReportFields({
  idPrefix,
  subject = "review",
  reason,
  onReasonChange,
}: {
  idPrefix: string;
  /** What is reported: a review, or a company's reply to one. */
  subject?: "review" | "reply";
  reason?: Reason | null;
  onReasonChange?: (reason: Reason) => void;
}) {
  return (
    <>
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium">{`Why are you reporting this ${subject}?`}</legend>
        {reportReasons.map((key) => (
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
