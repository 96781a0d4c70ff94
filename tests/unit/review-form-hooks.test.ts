// The review form's pure logic behind its hooks (app/components/reviews/use-review-draft.ts, use-dictation.ts).
import { describe, expect, test } from "vitest";
import { emptyReviewDetail } from "#app/components/reviews/review-form.tsx";
import type { ReviewFormValues } from "#app/components/reviews/review-form-values.ts";
import { insertAtCursor } from "#app/components/reviews/use-dictation.ts";
import { draftToStore, restoreDraft } from "#app/components/reviews/use-review-draft.ts";

const start: ReviewFormValues = {
  ...emptyReviewDetail,
  rating: null,
  title: "",
  content: "",
  firstName: "Ada",
  surname: "Lovelace",
  roleInCompany: "",
  businessWebsite: "",
  categories: [],
  goodFor: [],
};

describe("restoreDraft", () => {
  test("lays the stored draft over the form's values", () => {
    const stored = draftToStore({ ...start, title: "Fast checkout", rating: 4, categories: ["email-marketing"] });
    expect(restoreDraft(start, stored)).toEqual({
      ...start,
      title: "Fast checkout",
      rating: 4,
      categories: ["email-marketing"],
    });
  });

  test("keeps the signed-in writer's names where the draft, typed before signing in, has none", () => {
    const stored = draftToStore({ ...start, firstName: "", surname: "", title: "Typed first" });
    const restored = restoreDraft(start, stored);
    expect(restored?.firstName).toBe("Ada");
    expect(restored?.surname).toBe("Lovelace");
    expect(restored?.title).toBe("Typed first");
  });

  test("never stores an uploaded video's one-time token", () => {
    expect(JSON.parse(draftToStore({ ...start, videoUploadToken: "secret" }))).not.toHaveProperty("videoUploadToken");
  });

  test("is null for stored text that is not a draft", () => {
    expect(restoreDraft(start, "{not json")).toBeNull();
    expect(restoreDraft(start, "[1,2]")).toBeNull();
    expect(restoreDraft(start, "null")).toBeNull();
  });
});

describe("insertAtCursor", () => {
  test("puts dictated words at the end with a space where words meet", () => {
    expect(insertAtCursor("Great tool", "easy to set up", 10, 10)).toEqual({
      text: "Great tool easy to set up",
      caret: 25,
    });
  });

  test("puts them at the cursor, spaced on both sides, and the caret after them", () => {
    expect(insertAtCursor("Great tool", "and cheap", 5, 5)).toEqual({ text: "Great and cheap tool", caret: 15 });
  });

  test("replaces a selection and adds no second space where one is already there", () => {
    expect(insertAtCursor("Great slow tool", "fast", 6, 10)).toEqual({ text: "Great fast tool", caret: 10 });
  });

  test("into an empty box, just the words", () => {
    expect(insertAtCursor("", "Hello", 0, 0)).toEqual({ text: "Hello", caret: 5 });
  });
});
