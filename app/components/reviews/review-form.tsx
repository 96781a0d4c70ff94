import { type FormEvent, useEffect, useId, useState } from "react";
import { useAuthDialog } from "#app/components/layout/auth-dialog-context.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { DisabledReason } from "#app/components/ui/disabled-reason.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { RequiredLegend, RequiredMark, RequiredText } from "#app/components/ui/required-mark.tsx";
import { ApiError } from "#app/lib/api-client.ts";
import { cn } from "#app/lib/utils.ts";
import { brandSizeLabels, brandSizes } from "#contracts/brand-sizes.ts";
import { platformLabels, platforms } from "#contracts/company-facts.ts";
import type { FormError } from "#contracts/form-result.ts";
import { countOf } from "#contracts/plural.ts";
import {
  prosConsMaxLength,
  reviewerRoleLabels,
  reviewerRoles,
  type SubRatingField,
  subRatingFields,
  subRatingKeys,
  subRatingLabels,
} from "#contracts/review-details.ts";
import {
  jobTitles,
  ReviewFormSchema,
  type ReviewRequiredField,
  reviewContentMinLength,
  reviewRequiredFields,
  reviewTitleMaxLength,
} from "#contracts/validation/review-form.ts";
import type { ReviewFormValues } from "./review-form-values.ts";
import { DictationButton, PolishButton } from "./review-text-tools.tsx";
import { useDictation } from "./use-dictation.ts";
import { useReviewDraft } from "./use-review-draft.ts";
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

/** The first message for each field of a failed check, keyed like the server's (`fields` of an API error). */
function issuesByField(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.map(String).join(".") || "form"] ??= issue.message;
  return fields;
}

export type ReviewFormProps = {
  company: { id: number; name: string; categorySlugs: string[] };
  categories: { slug: string; name: string }[];
  initial: ReviewFormValues;
  reviewId?: number | undefined;
  isSignedIn: boolean;
  /** Errors from a plain form post (no JavaScript). */
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

type Errors = { message: string | null; fields: Record<string, string>; existingReviewId: string | null };

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
 * The review form of /write-review and of the company page's dialog. With
 * JavaScript it posts JSON to /api/v1/reviews and shows field errors in place;
 * without, it is a plain form posting to /write-review. A draft typed before
 * signing in is kept in session storage.
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
  const { openAuthDialog } = useAuthDialog();
  const { values, update, updateUnsaved, clearDraft } = useReviewDraft({
    companyId: company.id,
    reviewId,
    initial: { ...emptyReviewDetail, ...initial },
  });
  const [errors, setErrors] = useState<Errors>({
    message: serverErrors?.message ?? null,
    fields: serverErrors?.fieldErrors ?? {},
    existingReviewId: null,
  });
  const [isSaving, setIsSaving] = useState(false);
  // Without JavaScript the server validates; the submit button is only held back once the page is interactive.
  const [isInteractive, setIsInteractive] = useState(false);
  useEffect(() => setIsInteractive(true), []);

  const dictation = useDictation({ content: values.content, onChange: (content) => update({ content }) });

  function toggle<T extends string>(list: T[], item: T) {
    return list.includes(item) ? list.filter((entry) => entry !== item) : [...list, item];
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isSignedIn) {
      openAuthDialog("sign-in");
      return;
    }
    // The same schema as the server's (contracts/validation/review-form.ts): mistakes show at once, in place.
    const checked = ReviewFormSchema.safeParse({ ...values, companyId: company.id, invitationToken });
    if (!checked.success) {
      const fields = issuesByField(checked.error.issues);
      setErrors({ message: Object.values(fields)[0] ?? "Please check the form.", fields, existingReviewId: null });
      return;
    }
    setIsSaving(true);
    setErrors({ message: null, fields: {}, existingReviewId: null });
    try {
      const response = await fetch("/api/v1/reviews", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ ...values, companyId: company.id, reviewId, invitationToken }),
      });
      const body: unknown = await response.json().catch(() => null);
      if (response.ok && body && typeof body === "object" && "review" in body) {
        clearDraft();
        onSubmitted(body.review as { id: number; status: string; heldReasons?: readonly string[] });
        return;
      }
      const error =
        body && typeof body === "object" && "error" in body
          ? (body.error as { message?: string; fields?: Record<string, string> })
          : null;
      const fields = error?.fields ?? {};
      setErrors({
        message: error?.message ?? "Failed to submit your review. Please try again.",
        fields,
        existingReviewId: fields.existingReviewId ?? null,
      });
    } catch (caught) {
      setErrors({
        message: caught instanceof ApiError ? caught.message : "Failed to submit your review. Please try again.",
        fields: {},
        existingReviewId: null,
      });
    } finally {
      setIsSaving(false);
    }
  }

  const categoryId = (slug: string) => `${id}-category-${slug}`;
  // Without JavaScript the server checks; the button is held back only once the page is interactive.
  const blockers = isInteractive && isSignedIn ? submitBlockers(values, company.id, invitationToken) : [];
  const submitReasonId = `${id}-submit-reason`;

  const fieldError = (name: string) =>
    errors.fields[name] ? (
      <p id={`${id}-${name}-error`} className="text-sm text-destructive">
        {errors.fields[name]}
      </p>
    ) : null;
  const describedBy = (name: string) => (errors.fields[name] ? `${id}-${name}-error` : undefined);
  // The company's categories, and any the form starts with (a company added in the form has its categories
  // only on its row until an admin approves it), are shown; the rest wait under "More categories".
  const shownFirst = new Set([...company.categorySlugs, ...initial.categories]);
  const hasShownFirst = categories.some((category) => shownFirst.has(category.slug));
  const ownCategories = hasShownFirst ? categories.filter((category) => shownFirst.has(category.slug)) : categories;
  const otherCategories = hasShownFirst ? categories.filter((category) => !shownFirst.has(category.slug)) : [];
  // Where each required field is on the form, for the list of what is missing.
  const fieldIds: Record<ReviewRequiredField, string> = {
    rating: `${id}-rating-1`,
    title: `${id}-title`,
    content: `${id}-content`,
    firstName: `${id}-first-name`,
    businessWebsite: `${id}-website`,
    categories: categoryId(ownCategories[0]?.slug ?? ""),
  };
  const inputClass =
    "h-10 w-full rounded-md border border-slate-400 bg-white px-3 text-sm aria-[invalid=true]:border-destructive";
  const categoryBox = (category: { slug: string; name: string }) => (
    <label key={category.slug} className="flex items-center gap-2 text-sm">
      <input
        id={categoryId(category.slug)}
        type="checkbox"
        name="categories"
        value={category.slug}
        checked={values.categories.includes(category.slug)}
        onChange={() => update({ categories: toggle(values.categories, category.slug) })}
      />
      {category.name}
    </label>
  );

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

      <fieldset className="grid gap-2" aria-describedby={describedBy("rating")}>
        <legend className="text-sm font-semibold">
          Rating
          <RequiredText />
        </legend>
        <div className="flex gap-1">
          {[1, 2, 3, 4, 5].map((stars) => (
            <label key={stars} className="cursor-pointer">
              <input
                id={`${id}-rating-${stars}`}
                type="radio"
                name="rating"
                value={stars}
                required
                checked={values.rating === stars}
                onChange={() => update({ rating: stars })}
                className="peer sr-only"
              />
              <span
                aria-hidden="true"
                className={cn(
                  "block text-3xl leading-none peer-focus-visible:outline peer-focus-visible:outline-3 peer-focus-visible:outline-brand-600",
                  values.rating !== null && stars <= values.rating ? "text-amber-500" : "text-slate-300",
                )}
              >
                ★
              </span>
              <span className="sr-only">{countOf(stars, "star")}</span>
            </label>
          ))}
        </div>
        {fieldError("rating")}
      </fieldset>

      <fieldset className="grid gap-2">
        <legend className="text-sm font-semibold">Rate the details (optional)</legend>
        {subRatingKeys.map((key) => (
          <SubRatingChoice
            key={key}
            name={subRatingFields[key]}
            label={subRatingLabels[key]}
            value={values[subRatingFields[key]]}
            onChange={(stars) => update({ [subRatingFields[key]]: stars })}
            error={errors.fields[subRatingFields[key]]}
            errorId={`${id}-${subRatingFields[key]}-error`}
          />
        ))}
      </fieldset>

      <div className="grid gap-1.5">
        <label htmlFor={`${id}-title`} className="text-sm font-semibold">
          Title
          <RequiredMark />
        </label>
        <input
          id={`${id}-title`}
          name="title"
          required
          value={values.title}
          maxLength={reviewTitleMaxLength}
          onChange={(event) => update({ title: event.target.value })}
          aria-invalid={errors.fields.title ? true : undefined}
          aria-describedby={describedBy("title")}
          className={inputClass}
        />
        {fieldError("title")}
      </div>

      <div className="grid gap-1.5">
        <label htmlFor={`${id}-content`} className="text-sm font-semibold">
          Your review
          <RequiredMark />
        </label>
        <textarea
          id={`${id}-content`}
          name="content"
          required
          rows={7}
          ref={dictation.textarea}
          value={values.content}
          maxLength={10_000}
          onFocus={dictation.markEdited}
          onChange={(event) => update({ content: event.target.value })}
          aria-invalid={errors.fields.content ? true : undefined}
          aria-describedby={`${id}-content-hint${errors.fields.content ? ` ${id}-content-error` : ""}`}
          className="w-full rounded-md border border-slate-400 px-3 py-2 text-sm aria-[invalid=true]:border-destructive"
        />
        <div className="flex flex-wrap items-start gap-3">
          <PolishButton
            text={values.content}
            title={values.title}
            isSignedIn={isSignedIn}
            onAccept={(polished) =>
              update({ content: polished.text, ...(polished.title ? { title: polished.title } : {}) })
            }
          />
          <DictationButton
            onText={dictation.insertDictation}
            canTranscribeOnServer={canTranscribeOnServer}
            isSignedIn={isSignedIn}
          />
        </div>
        <p id={`${id}-content-hint`} className="text-xs text-slate-600">
          At least {reviewContentMinLength} characters ({values.content.trim().length} so far). What worked, what
          didn't, and for which kind of brand.
        </p>
        {fieldError("content")}
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        {(["pros", "cons"] as const).map((name) => (
          <div key={name} className="grid content-start gap-1.5">
            <label htmlFor={`${id}-${name}`} className="text-sm font-semibold">
              {name === "pros" ? "Pros (optional)" : "Cons (optional)"}
            </label>
            <textarea
              id={`${id}-${name}`}
              name={name}
              rows={4}
              value={values[name]}
              onChange={(event) => update({ [name]: event.target.value })}
              aria-invalid={errors.fields[name] ? true : undefined}
              aria-describedby={`${id}-${name}-hint${errors.fields[name] ? ` ${id}-${name}-error` : ""}`}
              className="w-full rounded-md border border-slate-400 px-3 py-2 text-sm aria-[invalid=true]:border-destructive"
            />
            <p id={`${id}-${name}-hint`} className="text-xs text-slate-600">
              {`${name === "pros" ? "What worked" : "What didn't"}, one point per line. ${values[name].length.toLocaleString("en-US")} of ${prosConsMaxLength.toLocaleString("en-US")} characters.`}
            </p>
            {fieldError(name)}
          </div>
        ))}
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-first-name`} className="text-sm font-semibold">
            First name
            <RequiredMark />
          </label>
          <input
            id={`${id}-first-name`}
            name="firstName"
            required
            value={values.firstName}
            onChange={(event) => update({ firstName: event.target.value })}
            aria-invalid={errors.fields.firstName ? true : undefined}
            aria-describedby={describedBy("firstName")}
            className={inputClass}
            autoComplete="given-name"
          />
          {fieldError("firstName")}
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-surname`} className="text-sm font-semibold">
            Surname (optional)
          </label>
          <input
            id={`${id}-surname`}
            name="surname"
            value={values.surname}
            onChange={(event) => update({ surname: event.target.value })}
            className={inputClass}
            autoComplete="family-name"
          />
          {fieldError("surname")}
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-role`} className="text-sm font-semibold">
            Role in company (optional)
          </label>
          <select
            id={`${id}-role`}
            name="roleInCompany"
            value={values.roleInCompany}
            onChange={(event) => update({ roleInCompany: event.target.value })}
            className={inputClass}
          >
            <option value="">Choose a role</option>
            {jobTitles.map((title) => (
              <option key={title} value={title}>
                {title}
              </option>
            ))}
          </select>
          {fieldError("roleInCompany")}
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-website`} className="text-sm font-semibold">
            Business website
            <RequiredMark />
          </label>
          <input
            id={`${id}-website`}
            name="businessWebsite"
            required
            value={values.businessWebsite}
            onChange={(event) => update({ businessWebsite: event.target.value })}
            placeholder="yourbrand.com"
            aria-invalid={errors.fields.businessWebsite ? true : undefined}
            aria-describedby={describedBy("businessWebsite")}
            className={inputClass}
            autoComplete="url"
          />
          {fieldError("businessWebsite")}
        </div>
      </div>

      <fieldset className="grid gap-2">
        <legend className="text-sm font-semibold">About your business (optional)</legend>
        <p className="text-xs text-slate-600">Readers filter reviews by these, to find people like them.</p>
        <div className="grid gap-4 sm:grid-cols-3">
          {(
            [
              {
                name: "reviewerBrandSize",
                label: "Brand size (yearly revenue)",
                options: brandSizes.map((size) => ({ value: size, label: brandSizeLabels[size] })),
              },
              {
                name: "reviewerRole",
                label: "Your role",
                options: reviewerRoles.map((role) => ({ value: role, label: reviewerRoleLabels[role] })),
              },
              {
                name: "reviewerPlatform",
                label: "Store platform",
                options: platforms.map((platform) => ({ value: platform, label: platformLabels[platform] })),
              },
            ] as const
          ).map((field) => (
            <div key={field.name} className="grid content-start gap-1.5">
              <label htmlFor={`${id}-${field.name}`} className="text-sm font-medium">
                {field.label}
              </label>
              <select
                id={`${id}-${field.name}`}
                name={field.name}
                value={values[field.name]}
                onChange={(event) => update({ [field.name]: event.target.value })}
                aria-invalid={errors.fields[field.name] ? true : undefined}
                aria-describedby={describedBy(field.name)}
                className={inputClass}
              >
                <option value="">Not given</option>
                {field.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
              {fieldError(field.name)}
            </div>
          ))}
        </div>
      </fieldset>

      <fieldset className="grid gap-2" aria-describedby={describedBy("categories")}>
        <legend className="text-sm font-semibold">
          Categories
          <RequiredText />
        </legend>
        <div className="grid gap-1 sm:grid-cols-2">{ownCategories.map(categoryBox)}</div>
        {otherCategories.length > 0 ? (
          // Open when a category chosen in a kept draft is among them, so nothing chosen is out of sight.
          <details open={otherCategories.some((category) => values.categories.includes(category.slug)) || undefined}>
            <summary className="text-sm font-medium text-brand-700">More categories</summary>
            <div className="mt-2 grid gap-1 sm:grid-cols-2">{otherCategories.map(categoryBox)}</div>
          </details>
        ) : null}
        {fieldError("categories")}
      </fieldset>

      {isSignedIn ? (
        <VideoField
          existingVideoUrl={existingVideoUrl}
          disabled={isSaving}
          onUploaded={(token) => updateUnsaved({ videoUploadToken: token })}
          onRemoveExisting={(remove) => updateUnsaved({ removeVideo: remove })}
        />
      ) : null}

      <fieldset className="grid gap-2">
        <legend className="text-sm font-semibold">Good for (optional)</legend>
        <div className="flex flex-wrap gap-4">
          {brandSizes.map((key) => (
            <label key={key} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="goodFor"
                value={key}
                checked={values.goodFor.includes(key)}
                onChange={() => update({ goodFor: toggle(values.goodFor, key) })}
              />
              {brandSizeLabels[key]}
            </label>
          ))}
        </div>
      </fieldset>

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
                {blockers.map(({ field, message }) => {
                  const target = fieldIds[field];
                  return (
                    <li key={field}>
                      <a
                        href={`#${target}`}
                        className="inline-flex min-h-6 items-center text-brand-700 underline underline-offset-2"
                        onClick={(event) => {
                          event.preventDefault();
                          document.getElementById(target)?.focus();
                        }}
                      >
                        {message}
                      </a>
                    </li>
                  );
                })}
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
          {isSaving ? "Submitting..." : reviewId === undefined ? `Submit review of ${company.name}` : "Save changes"}
        </Button>
      </div>
    </form>
  );
}

/**
 * One optional sub-rating as a radio group: "Not rated" and 1 to 5 stars, each read out as "Ease of use 4 out of 5".
 * Arrow keys move between the choices, and a plain form post sends the checked one.
 */
function SubRatingChoice({
  name,
  label,
  value,
  onChange,
  error,
  errorId,
}: {
  name: SubRatingField;
  label: string;
  value: number | null;
  onChange: (stars: number | null) => void;
  error: string | undefined;
  errorId: string;
}) {
  return (
    <fieldset className="flex flex-wrap items-center gap-x-3 gap-y-1" aria-describedby={error ? errorId : undefined}>
      <legend className="float-left w-40 text-sm">{label}</legend>
      <div className="flex items-center gap-1">
        <label className="mr-1 cursor-pointer">
          <input
            type="radio"
            name={name}
            value=""
            checked={value === null}
            onChange={() => onChange(null)}
            className="peer sr-only"
          />
          <span className="block rounded border border-slate-300 px-2 py-0.5 text-xs text-slate-700 peer-checked:border-slate-500 peer-checked:bg-slate-100 peer-focus-visible:outline peer-focus-visible:outline-3 peer-focus-visible:outline-brand-600">
            <span aria-hidden="true">Not rated</span>
            <span className="sr-only">{`${label}: not rated`}</span>
          </span>
        </label>
        {[1, 2, 3, 4, 5].map((stars) => (
          <label key={stars} className="cursor-pointer">
            <input
              type="radio"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              className="peer sr-only"
            />
            <span
              aria-hidden="true"
              className={cn(
                "block text-2xl leading-none peer-checked:text-amber-500 peer-focus-visible:outline peer-focus-visible:outline-3 peer-focus-visible:outline-brand-600",
                value !== null && stars <= value ? "text-amber-500" : "text-slate-300",
              )}
            >
              ★
            </span>
            <span className="sr-only">{`${label} ${stars} out of 5`}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="w-full text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
