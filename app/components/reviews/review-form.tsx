import { useEffect, useId, useState } from "react";
import { RequiredLegend } from "#app/components/ui/required-mark.tsx";
import { brandSizes } from "#contracts/brand-sizes.ts";
import type { FormError } from "#contracts/form-result.ts";
import { ReviewFormSchema, type ReviewRequiredField, reviewRequiredFields } from "#contracts/validation/review-form.ts";
import {
  categoryFieldId,
  GoodForFieldset,
  ReviewCategoriesFieldset,
  splitCategories,
} from "./review-categories-fieldset.tsx";
import type { ReviewFormValues } from "./review-form-values.ts";
import { DetailRatingsFieldset, OverallRatingFieldset } from "./review-rating-fieldsets.tsx";
import { ReviewSubmitSection } from "./review-submit-section.tsx";
import { ReviewTextFieldset } from "./review-text-fieldset.tsx";
import { ReviewerFieldset } from "./reviewer-fieldset.tsx";
import { useReviewDraft } from "./use-review-draft.ts";
import { issuesByField, useReviewSubmission } from "./use-review-submission.ts";
import { VideoField } from "./video-field.tsx";

/** The optional detail of a new review: nothing rated, nothing said. */
export const emptyReviewDetail = {
  ratingEaseOfUse: null,
  ratingSupport: null,
  ratingValue: null,
  ratingFeatures: null,
  pros: "",
  cons: "",
  reviewerBrandSize: "",
  reviewerRole: "",
  reviewerPlatform: "",
} satisfies Partial<ReviewFormValues>;

function textOf(form: FormData, name: string) {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

function starsOf(form: FormData, name: string) {
  const value = Number(textOf(form, name));
  return Number.isInteger(value) && value >= 1 && value <= 5 ? value : null;
}

/** What a plain form post (no JavaScript) sent, as form values: a refused post shows it again, nothing lost. */
export function reviewFormValuesFromFormData(form: FormData): ReviewFormValues {
  const known = <T extends string>(list: readonly T[], value: string) => list.filter((item) => item === value);
  return {
    rating: starsOf(form, "rating"),
    title: textOf(form, "title"),
    content: textOf(form, "content"),
    firstName: textOf(form, "firstName"),
    surname: textOf(form, "surname"),
    roleInCompany: textOf(form, "roleInCompany"),
    businessWebsite: textOf(form, "businessWebsite"),
    categories: form.getAll("categories").filter((value) => typeof value === "string"),
    goodFor: form.getAll("goodFor").flatMap((value) => (typeof value === "string" ? known(brandSizes, value) : [])),
    ratingEaseOfUse: starsOf(form, "ratingEaseOfUse"),
    ratingSupport: starsOf(form, "ratingSupport"),
    ratingValue: starsOf(form, "ratingValue"),
    ratingFeatures: starsOf(form, "ratingFeatures"),
    pros: textOf(form, "pros"),
    cons: textOf(form, "cons"),
    reviewerBrandSize: textOf(form, "reviewerBrandSize"),
    reviewerRole: textOf(form, "reviewerRole"),
    reviewerPlatform: textOf(form, "reviewerPlatform"),
  };
}

export type ReviewFormProps = {
  company: { id: number; name: string; categorySlugs: string[] };
  categories: { slug: string; name: string }[];
  initial: ReviewFormValues;
  reviewId?: number | undefined;
  isSignedIn: boolean;
  /** The refused submission's answer, when the page was posted without JavaScript (contracts/form-result.ts). */
  serverErrors?: FormError | undefined;
  onSubmitted: (review: { id: number; status: string; heldReasons?: readonly string[] }) => void;
  /** What names the form: the id of an element on the page (`labelledBy`), or a name of its own (`label`). */
  labelledBy?: string | undefined;
  label?: string | undefined;
  existingVideoUrl?: string | null;
  /** The site has a transcription model: dictation works in browsers without speech recognition too. */
  canTranscribeOnServer: boolean;
  /** A company's invitation token from the invitation link: the review is marked Invited. */
  invitationToken?: string | undefined;
};

/**
 * The required fields that still stop the review from being sent, in the words of the schema the server checks
 * with: the disabled Submit button lists them (issue #35). A mistake in an optional field shows at the field
 * when the writer submits.
 */
function submitBlockers(values: ReviewFormValues, companyId: number, invitationToken: string | undefined) {
  const checked = ReviewFormSchema.safeParse({ ...values, companyId, invitationToken });
  if (checked.success) return [];
  const messages = issuesByField(checked.error.issues);
  return reviewRequiredFields.flatMap((field) => {
    const message = messages[field];
    return message ? [{ field, message }] : [];
  });
}

/**
 * The review form of /write-review and of the company page's dialog: its fieldsets, the draft kept in session
 * storage (`useReviewDraft`, so a draft typed before signing in survives) and the submission
 * (`useReviewSubmission`). With JavaScript it posts JSON to /api/v1/reviews and shows field errors in place;
 * without, it is a plain form posting to /write-review, whose answer (`serverErrors`) it shows.
 */
export function ReviewForm({
  company,
  categories,
  initial,
  reviewId,
  isSignedIn,
  serverErrors,
  onSubmitted,
  labelledBy,
  label,
  existingVideoUrl = null,
  canTranscribeOnServer,
  invitationToken,
}: ReviewFormProps) {
  const id = useId();
  const { values, update, updateUnsaved, clearDraft } = useReviewDraft({
    companyId: company.id,
    reviewId,
    initial: { ...emptyReviewDetail, ...initial },
  });
  const { errors, isSaving, submit } = useReviewSubmission({
    companyId: company.id,
    reviewId,
    invitationToken,
    isSignedIn,
    values,
    serverErrors,
    onSubmitted: (review) => {
      clearDraft();
      onSubmitted(review);
    },
  });
  // Without JavaScript the server checks; the submit button is held back only once the page is interactive.
  const [isInteractive, setIsInteractive] = useState(false);
  useEffect(() => setIsInteractive(true), []);

  const { own: ownCategories, other: otherCategories } = splitCategories(
    categories,
    company.categorySlugs,
    initial.categories,
  );
  // Where each required field is on the form, for the list of what is missing.
  const fieldIds: Record<ReviewRequiredField, string> = {
    rating: `${id}-rating-1`,
    title: `${id}-title`,
    content: `${id}-content`,
    firstName: `${id}-first-name`,
    businessWebsite: `${id}-website`,
    categories: categoryFieldId(id, ownCategories[0]?.slug ?? ""),
  };
  const blockers =
    isInteractive && isSignedIn
      ? submitBlockers(values, company.id, invitationToken).map((blocker) => ({
          ...blocker,
          fieldId: fieldIds[blocker.field],
        }))
      : [];
  const fieldset = { id, values, update, fieldErrors: errors.fieldErrors };

  return (
    <form
      method="post"
      // The page it posts to shows this same form again (with the messages) when the review is refused.
      action={
        reviewId === undefined
          ? `/write-review?companyId=${company.id}${invitationToken ? `&invitation=${encodeURIComponent(invitationToken)}` : ""}`
          : `/write-review?reviewId=${reviewId}`
      }
      onSubmit={(event) => void submit(event)}
      noValidate
      className="grid gap-5"
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
    >
      <input type="hidden" name="intent" value={reviewId === undefined ? "create" : "update"} />
      <input type="hidden" name="companyId" value={company.id} />
      {invitationToken ? <input type="hidden" name="invitationToken" value={invitationToken} /> : null}
      {reviewId !== undefined ? <input type="hidden" name="reviewId" value={reviewId} /> : null}

      <RequiredLegend />
      <OverallRatingFieldset {...fieldset} />
      <DetailRatingsFieldset {...fieldset} />
      <ReviewTextFieldset {...fieldset} isSignedIn={isSignedIn} canTranscribeOnServer={canTranscribeOnServer} />
      <ReviewerFieldset {...fieldset} />
      <ReviewCategoriesFieldset {...fieldset} ownCategories={ownCategories} otherCategories={otherCategories} />
      {isSignedIn ? (
        <VideoField
          existingVideoUrl={existingVideoUrl}
          disabled={isSaving}
          onUploaded={(token) => updateUnsaved({ videoUploadToken: token })}
          onRemoveExisting={(remove) => updateUnsaved({ removeVideo: remove })}
        />
      ) : null}
      <GoodForFieldset {...fieldset} />
      <ReviewSubmitSection
        id={id}
        errors={errors}
        blockers={blockers}
        isSaving={isSaving}
        submitLabel={reviewId === undefined ? `Submit review of ${company.name}` : "Save changes"}
      />
    </form>
  );
}
