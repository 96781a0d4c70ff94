import { RadioField, TextareaField } from "#app/components/ui/field.tsx";
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
          <RadioField
            key={key}
            id={`${idPrefix}-reason-${key}`}
            name="reason"
            value={key}
            label={reportReasonLabels[key]}
            required
            checked={onReasonChange ? reason === key : undefined}
            onChange={onReasonChange ? () => onReasonChange(key) : undefined}
          />
        ))}
      </fieldset>
      <TextareaField id={`${idPrefix}-note`} name="note" label="Note (optional)" maxLength={1000} rows={3} />
    </>
  );
}
