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
