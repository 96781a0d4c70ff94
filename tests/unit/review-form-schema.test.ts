import { describe, expect, it } from "vitest";
import { ReviewFormSchema, reviewFormFromFormData, reviewRequiredFields } from "#contracts/validation/review-form.ts";

describe("the review form's required fields", () => {
  it("are exactly the fields the schema refuses an empty form for (the form marks them and waits for them)", () => {
    const empty = { ...reviewFormFromFormData(new FormData()), companyId: "7" };
    const checked = ReviewFormSchema.safeParse(empty);
    expect(checked.success).toBe(false);
    const refused = new Set(checked.error?.issues.map((issue) => String(issue.path[0])));
    expect([...refused].sort()).toEqual([...reviewRequiredFields].sort());
  });
});
