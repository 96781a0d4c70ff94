import { type FormEvent, useState } from "react";
import type { z } from "zod";
import { useAuthDialog } from "#app/components/layout/auth-dialog-context.tsx";
import { ApiError, callApi } from "#app/lib/api-client.ts";
import type { SubmittedReviewSchema } from "#contracts/api/reviews.ts";
import type { FormError } from "#contracts/form-result.ts";
import { ReviewFormSchema } from "#contracts/validation/review-form.ts";
import type { ReviewFormValues } from "./review-form-values.ts";

type SubmittedReview = z.infer<typeof SubmittedReviewSchema>["review"];

/**
 * What the form shows of a refused review, in the words of the one form result (contracts/form-result.ts): the
 * message and a message per field, whether the page's action refused a plain post or the API refused the JSON one.
 * `existingReviewId` is the writer's review of this company, when they already have one.
 */
export type ReviewSubmissionErrors = Pick<FormError, "message" | "fieldErrors"> & { existingReviewId: string | null };

const noErrors: ReviewSubmissionErrors = { message: "", fieldErrors: {}, existingReviewId: null };
const failedMessage = "Failed to submit your review. Please try again.";

/** The first message for each field of a failed check, keyed like the server's (`fields` of an API error). */
export function issuesByField(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.map(String).join(".") || "form"] ??= issue.message;
  return fields;
}

/** A refusal, from the schema the server checks with, or from the API, as the form shows it. */
function submissionErrorsOf(fieldErrors: Record<string, string>, message?: string): ReviewSubmissionErrors {
  return {
    message: message ?? Object.values(fieldErrors)[0] ?? "Please check the form.",
    fieldErrors,
    existingReviewId: fieldErrors.existingReviewId ?? null,
  };
}

/**
 * Sending the review with JavaScript: checked in the browser with the server's schema, then posted as JSON to
 * /api/v1/reviews; a writer who is not signed in is asked to sign in first (the draft waits). Starts from the
 * answer of a plain post (`serverErrors`), which the page's action gave without JavaScript.
 */
export function useReviewSubmission({
  companyId,
  reviewId,
  invitationToken,
  isSignedIn,
  values,
  serverErrors,
  onSubmitted,
}: {
  companyId: number;
  reviewId: number | undefined;
  invitationToken: string | undefined;
  isSignedIn: boolean;
  values: ReviewFormValues;
  serverErrors: FormError | undefined;
  onSubmitted: (review: SubmittedReview) => void;
}) {
  const { openAuthDialog } = useAuthDialog();
  const [errors, setErrors] = useState<ReviewSubmissionErrors>(() =>
    serverErrors ? submissionErrorsOf(serverErrors.fieldErrors, serverErrors.message) : noErrors,
  );
  const [isSaving, setIsSaving] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isSignedIn) {
      openAuthDialog("sign-in");
      return;
    }
    // The same schema as the server's (contracts/validation/review-form.ts): mistakes show at once, in place.
    const checked = ReviewFormSchema.safeParse({ ...values, companyId, invitationToken });
    if (!checked.success) {
      setErrors(submissionErrorsOf(issuesByField(checked.error.issues)));
      return;
    }
    setIsSaving(true);
    setErrors(noErrors);
    try {
      const { review } = await callApi<{ review: SubmittedReview }>("/api/v1/reviews", {
        body: { ...values, companyId, reviewId, invitationToken },
      });
      onSubmitted(review);
    } catch (caught) {
      setErrors(
        caught instanceof ApiError
          ? submissionErrorsOf(caught.fields, caught.message)
          : submissionErrorsOf({}, failedMessage),
      );
    } finally {
      setIsSaving(false);
    }
  }

  return { errors, isSaving, submit };
}
