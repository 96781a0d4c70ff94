import type { BrandSize } from "#contracts/brand-sizes.ts";

/** What the review form holds: read by the form, its draft (use-review-draft.ts) and the pages that start it. */
export type ReviewFormValues = {
  rating: number | null;
  title: string;
  content: string;
  firstName: string;
  surname: string;
  roleInCompany: string;
  businessWebsite: string;
  categories: string[];
  goodFor: BrandSize[];
  /** Optional detail (issue #16): sub-ratings (null = not rated), pros, cons and who the reviewer is ("" = not given). */
  ratingEaseOfUse: number | null;
  ratingSupport: number | null;
  ratingValue: number | null;
  ratingFeatures: number | null;
  pros: string;
  cons: string;
  reviewerBrandSize: string;
  reviewerRole: string;
  reviewerPlatform: string;
  videoUploadToken?: string | undefined;
  removeVideo?: boolean;
};

/**
 * What each of the review form's fieldsets is given: the form's id prefix (`useId`), its values, how to change
 * them (kept as a draft), and the messages of a refused submission by field.
 */
export type ReviewFieldsetProps = {
  id: string;
  values: ReviewFormValues;
  update: (changes: Partial<ReviewFormValues>) => void;
  fieldErrors: Record<string, string>;
};
