// What the review endpoints of /api/v1 answer (server/openapi/ documents them from these schemas).
import { z } from "zod";
import { brandSizes } from "../brand-sizes.ts";
import { platforms } from "../company-facts.ts";
import { reviewerRoles, voteValues } from "../review-details.ts";
import { heldReasons } from "../review-holds.ts";
import { submittedReviewStatuses } from "../review-statuses.ts";

const id = z.number().int().min(1);
const subRating = z.number().int().min(1).max(5).nullable();

/** A published review as visitors see it: no user ids, no emails; the reviewer named as “First S.”. */
const ReviewSchema = z
  .object({
    id,
    companyId: id,
    rating: z.number().int().min(1).max(5),
    title: z.string(),
    content: z.string(),
    reviewer: z.string().describe("“First S.”, or “AI Generated”"),
    roleInCompany: z.string().nullable(),
    brand: z.string().nullable().describe("The domain of the reviewer's store"),
    categories: z.array(z.string()),
    goodFor: z.array(z.enum(brandSizes)),
    subRatings: z
      .object({ easeOfUse: subRating, support: subRating, value: subRating, features: subRating })
      .describe("Optional sub-ratings, 1–5 or null when not given"),
    pros: z.string().nullable(),
    cons: z.string().nullable(),
    reviewerBrandSize: z.enum(brandSizes).nullable(),
    reviewerRole: z.enum(reviewerRoles).nullable(),
    reviewerPlatform: z.enum(platforms).nullable(),
    videoUrl: z.string().nullable(),
    isAiGenerated: z.boolean(),
    isSample: z.boolean().describe("A demo review (shown on demo hosts only)"),
    isVerified: z.boolean(),
    isEmailVerified: z.boolean(),
    isInvited: z.boolean(),
    helpfulCount: z.number().int().min(0),
    notHelpfulCount: z.number().int().min(0),
    viewerVote: z.enum(voteValues).nullable().describe("The signed-in viewer's own vote"),
    createdAt: z.iso.datetime(),
    isEdited: z.boolean(),
    reply: z
      .object({ content: z.string(), updatedAt: z.iso.datetime(), companyName: z.string() })
      .nullable()
      .describe("The company's public reply"),
  })
  .meta({ id: "Review" });

export const ReviewPageSchema = z.object({
  reviews: z.array(ReviewSchema),
  total: z.number().int().min(0).describe("Reviews matching every filter"),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  average: z.number().nullable().describe("Operator rating of the reviews matching the keyword"),
  distribution: z.record(z.string(), z.number().int().min(0)).describe("Reviews by stars, keys 1 to 5"),
});

export const SubmittedReviewSchema = z.object({
  review: z.object({
    id,
    companyId: id,
    status: z.enum(submittedReviewStatuses),
    heldReason: z.enum(heldReasons).nullable().describe("The first of heldReasons"),
    heldReasons: z.array(z.enum(heldReasons)).describe("Every reason a pending review waits for a moderator"),
  }),
});

export const VoteResultSchema = z.object({
  helpfulCount: z.number().int().min(0),
  notHelpfulCount: z.number().int().min(0),
  viewerVote: z.enum(voteValues).nullable(),
});

export const ReportResultSchema = z.object({ report: z.object({ id }), message: z.string() });
