import { Button } from "#app/components/ui/button.tsx";
import { DisabledReason } from "#app/components/ui/disabled-reason.tsx";
import { Link } from "#app/components/ui/link.tsx";
import type { ReviewSubmissionErrors } from "./use-review-submission.ts";

/**
 * The end of the review form: why it was refused (with a link to the writer's existing review), what is still
 * needed while Submit is held back (each a link to its field, issue #35), and Submit.
 */
export function ReviewSubmitSection({
  id,
  errors,
  blockers,
  isSaving,
  submitLabel,
}: {
  id: string;
  errors: ReviewSubmissionErrors;
  /** The required fields still missing: their messages and the ids of the controls to move the focus to. */
  blockers: readonly { field: string; message: string; fieldId: string }[];
  isSaving: boolean;
  submitLabel: string;
}) {
  const submitReasonId = `${id}-submit-reason`;
  return (
    <>
      {errors.message ? (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-destructive">
          {errors.message}
          {errors.existingReviewId ? (
            <>
              {" "}
              <Link to={`/write-review?reviewId=${errors.existingReviewId}`} className="font-semibold underline">
                Edit your review
              </Link>
            </>
          ) : null}
        </div>
      ) : null}

      <div className="grid gap-2">
        <DisabledReason id={submitReasonId}>
          {blockers.length > 0 ? (
            <>
              <p className="font-semibold">Still needed before you can submit:</p>
              <ul className="mt-1 list-disc pl-5">
                {blockers.map(({ field, message, fieldId }) => (
                  <li key={field}>
                    <a
                      href={`#${fieldId}`}
                      className="inline-flex min-h-6 items-center text-brand-700 underline underline-offset-2"
                      onClick={(event) => {
                        event.preventDefault();
                        document.getElementById(fieldId)?.focus();
                      }}
                    >
                      {message}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </DisabledReason>
        <Button
          type="submit"
          size="lg"
          disabled={isSaving || blockers.length > 0}
          aria-describedby={blockers.length > 0 ? submitReasonId : undefined}
        >
          {isSaving ? "Submitting..." : submitLabel}
        </Button>
      </div>
    </>
  );
}
