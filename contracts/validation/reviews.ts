import { z } from "zod";
import { brandSizes } from "../brand-sizes.ts";
import { platforms } from "../company-facts.ts";
import { reportReasons } from "../report-reasons.ts";
import { reviewerRoles, voteValues } from "../review-details.ts";
import { reviewSorts } from "../review-list-options.ts";
import { pageNumberSchema } from "./page-number.ts";
import { isPlainText, plainTextMessage } from "./text.ts";

export { type ReviewSort, reviewSortLabels, reviewSorts, reviewsPageSize } from "../review-list-options.ts";

const ratingFilterMessage = "Rating must be a whole number from 1 to 5";

/** A filter from a fixed list; empty is no filter. */
function optionalFilter<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z
    .union([z.literal(""), z.enum(values)], { error: message })
    .optional()
    .transform((value) => (value ? value : undefined));
}

/** Filters, sort and page of a company's review list: the same in the URL, the page loader and the API. */
export const ReviewListQuerySchema = z.object({
  rating: z
    .union(
      [
        z.literal(""),
        z.coerce.number().int(ratingFilterMessage).min(1, ratingFilterMessage).max(5, ratingFilterMessage),
      ],
      {
        error: ratingFilterMessage,
      },
    )
    .optional()
    .transform((value) => (value === "" || value === undefined ? undefined : value)),
  // Who wrote the review (issue #16): the reviewer's brand size, role and store platform.
  brandSize: optionalFilter(brandSizes, `Brand size must be one of ${brandSizes.join(", ")}`),
  role: optionalFilter(reviewerRoles, `Role must be one of ${reviewerRoles.join(", ")}`),
  platform: optionalFilter(platforms, `Platform must be one of ${platforms.join(", ")}`),
  sort: z.enum(reviewSorts, { message: "Sort must be newest, oldest, highest, lowest or helpful" }).default("newest"),
  q: z
    .string()
    .trim()
    .max(200, "Search text must be at most 200 characters")
    .optional()
    .transform((value) => (value ? value : undefined)),
  page: pageNumberSchema(10_000),
});
export type ReviewListQuery = z.infer<typeof ReviewListQuerySchema>;

export const VoteSchema = z.object({
  value: z.enum(voteValues).nullable(),
});

export { reportReasonLabels } from "../report-reasons.ts";

export const ReportSchema = z.object({
  reason: z.enum(reportReasons, {
    message: "Please choose a reason",
  }),
  note: z
    .string()
    .refine(isPlainText, plainTextMessage("The note"))
    .trim()
    .max(1000, "The note must be at most 1000 characters")
    .optional()
    .transform((value) => (value ? value : undefined)),
});
