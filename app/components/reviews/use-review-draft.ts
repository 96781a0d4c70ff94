import { useEffect, useState } from "react";
import type { ReviewFormValues } from "./review-form-values.ts";

function draftKey(companyId: number) {
  return `reviewDraft:${companyId}`;
}

/**
 * The values with a stored draft laid over them; the names the form starts with (a signed-in writer's) stay
 * where the draft has none. Null when the stored text is not a draft.
 */
export function restoreDraft(current: ReviewFormValues, stored: string): ReviewFormValues | null {
  let draft: unknown;
  try {
    draft = JSON.parse(stored);
  } catch {
    return null;
  }
  if (!draft || typeof draft !== "object" || Array.isArray(draft)) return null;
  const firstName = "firstName" in draft && typeof draft.firstName === "string" ? draft.firstName : "";
  const surname = "surname" in draft && typeof draft.surname === "string" ? draft.surname : "";
  return { ...current, ...draft, firstName: firstName || current.firstName, surname: surname || current.surname };
}

/** What is stored: everything typed, but not the one-time token of an uploaded video. */
export function draftToStore(values: ReviewFormValues) {
  return JSON.stringify({ ...values, videoUploadToken: undefined });
}

/**
 * The review form's values, kept as a draft in session storage while a new review is written (so a draft typed
 * before signing in survives the sign-in); an edit of a published review keeps none.
 */
export function useReviewDraft({
  companyId,
  reviewId,
  initial,
}: {
  companyId: number;
  reviewId: number | undefined;
  initial: ReviewFormValues;
}) {
  const [values, setValues] = useState<ReviewFormValues>(initial);

  useEffect(() => {
    if (reviewId !== undefined) return;
    const stored = window.sessionStorage.getItem(draftKey(companyId));
    if (!stored) return;
    setValues((current) => {
      const restored = restoreDraft(current, stored);
      if (!restored) window.sessionStorage.removeItem(draftKey(companyId));
      return restored ?? current;
    });
  }, [companyId, reviewId]);

  function update(changes: Partial<ReviewFormValues>) {
    setValues((current) => {
      const next = { ...current, ...changes };
      if (reviewId === undefined) window.sessionStorage.setItem(draftKey(companyId), draftToStore(next));
      return next;
    });
  }

  /** A change that is not typed (an uploaded video's token): not written to the draft by itself. */
  function updateUnsaved(changes: Partial<ReviewFormValues>) {
    setValues((current) => ({ ...current, ...changes }));
  }

  function clearDraft() {
    window.sessionStorage.removeItem(draftKey(companyId));
  }

  return { values, update, updateUnsaved, clearDraft };
}
