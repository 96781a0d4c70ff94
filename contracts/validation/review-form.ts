import { z } from "zod";
import { brandSizes } from "../brand-sizes.ts";
import { platforms } from "../company-facts.ts";
import { prosConsMaxLength, reviewerRoles, subRatingLabels } from "../review-details.ts";
import { idSchema } from "./id.ts";
import { isPlainText, isSingleLine, plainTextMessage, singleLineMessage } from "./text.ts";

export const reviewTitleMaxLength = 150;
export const reviewContentMinLength = 30;
export const reviewContentMaxLength = 10_000;

/** Job titles offered for "Role in company" (optional); the list ends with Other. */
export const jobTitles = [
  "Founder",
  "Co-founder",
  "CEO",
  "COO",
  "CFO",
  "CTO",
  "CMO",
  "Owner",
  "Managing Director",
  "General Manager",
  "Head of E-commerce",
  "E-commerce Director",
  "E-commerce Manager",
  "E-commerce Executive",
  "Head of Digital",
  "Digital Manager",
  "Head of Marketing",
  "Marketing Director",
  "Marketing Manager",
  "Growth Lead",
  "Growth Marketer",
  "Performance Marketing Manager",
  "Paid Media Manager",
  "SEO Manager",
  "Content Manager",
  "Social Media Manager",
  "Influencer Marketing Manager",
  "Affiliate Manager",
  "CRM Manager",
  "Email Marketing Manager",
  "Retention Manager",
  "Lifecycle Marketer",
  "Brand Manager",
  "Creative Director",
  "Designer",
  "Head of Product",
  "Product Manager",
  "Merchandiser",
  "Buyer",
  "Head of Operations",
  "Operations Manager",
  "Supply Chain Manager",
  "Logistics Manager",
  "Fulfilment Manager",
  "Inventory Manager",
  "Customer Experience Lead",
  "Customer Service Manager",
  "Customer Support Agent",
  "Finance Manager",
  "Accountant",
  "Developer",
  "Data Analyst",
  "Consultant",
  "Other",
] as const;

/** "brand.com" → "https://brand.com"; anything that is not an http(s) URL with a dotted host is refused. */
export function normaliseWebsite(value: string) {
  const trimmed = value.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    if ((url.protocol !== "http:" && url.protocol !== "https:") || !url.hostname.includes(".")) return null;
    url.hash = "";
    return url.toString().replace(/\/$/, "");
  } catch {
    return null;
  }
}

/** An optional 1–5 sub-rating: empty (a form's "Not rated", or null/absent in JSON) is no rating. */
function optionalSubRating(label: string) {
  const message = `${label}: please choose from 1 to 5 stars, or Not rated`;
  return z
    .union(
      [z.literal(""), z.null(), z.coerce.number({ error: message }).int(message).min(1, message).max(5, message)],
      { error: message },
    )
    .optional()
    .transform((value) => (value === "" || value === null || value === undefined ? undefined : value));
}

/** Optional pros or cons: plain text up to prosConsMaxLength; blank is none. */
function optionalProsCons(label: string) {
  return z
    .string()
    .refine(isPlainText, plainTextMessage(label))
    .trim()
    .max(prosConsMaxLength, `${label} must be at most ${prosConsMaxLength.toLocaleString("en-US")} characters`)
    .nullish()
    .transform((value) => (value ? value : undefined));
}

/** An optional choice from a list; empty (or null) is none. */
function optionalChoice<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z
    .union([z.literal(""), z.null(), z.enum(values)], { error: message })
    .optional()
    .transform((value) => (value ? value : undefined));
}

/** The review form, checked the same way in the browser, in the page action and in the JSON API. */
export const ReviewFormSchema = z.object({
  companyId: idSchema("Please choose a company"),
  rating: z.coerce
    .number({ message: "Please choose a rating" })
    .int("Please choose a rating")
    .min(1, "Please choose a rating")
    .max(5, "Please choose a rating"),
  title: z
    .string()
    .refine(isSingleLine, singleLineMessage("The title"))
    .trim()
    .min(1, "Please add a title")
    .max(reviewTitleMaxLength, `The title must be at most ${reviewTitleMaxLength} characters`),
  content: z
    .string()
    .refine(isPlainText, plainTextMessage("Your review"))
    .trim()
    .min(reviewContentMinLength, `Your review must be at least ${reviewContentMinLength} characters`)
    .max(
      reviewContentMaxLength,
      `Your review must be at most ${reviewContentMaxLength.toLocaleString("en-US")} characters`,
    ),
  firstName: z
    .string()
    .refine(isSingleLine, singleLineMessage("The first name"))
    .trim()
    .min(1, "Please add your first name")
    .max(80, "The first name is too long"),
  surname: z
    .string()
    .refine(isSingleLine, singleLineMessage("The surname"))
    .trim()
    .max(80, "The surname is too long")
    .optional()
    .transform((value) => (value ? value : undefined)),
  roleInCompany: z
    .string()
    .optional()
    .refine((value) => !value || (jobTitles as readonly string[]).includes(value), "Please choose a role from the list")
    .transform((value) => (value ? value : undefined)),
  businessWebsite: z
    .string()
    .trim()
    .min(1, "Please add your business website")
    .max(300, "The website address is too long")
    .transform((value, context) => {
      const normalised = normaliseWebsite(value);
      if (!normalised) {
        context.addIssue({ code: "custom", message: "Please enter a valid website, like yourbrand.com" });
        return z.NEVER;
      }
      return normalised;
    }),
  categories: z
    .array(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Unknown category"))
    .min(1, "Please choose at least one category")
    .max(10, "Choose at most 10 categories"),
  goodFor: z.array(z.enum(brandSizes)).max(brandSizes.length).default([]),
  // Optional detail (issue #16, docs/decisions/061-review-detail.md).
  ratingEaseOfUse: optionalSubRating(subRatingLabels.easeOfUse),
  ratingSupport: optionalSubRating(subRatingLabels.support),
  ratingValue: optionalSubRating(subRatingLabels.value),
  ratingFeatures: optionalSubRating(subRatingLabels.features),
  pros: optionalProsCons("Pros"),
  cons: optionalProsCons("Cons"),
  reviewerBrandSize: optionalChoice(brandSizes, "Please choose your brand's size from the list"),
  reviewerRole: optionalChoice(reviewerRoles, "Please choose your role from the list"),
  reviewerPlatform: optionalChoice(platforms, "Please choose your store platform from the list"),
  /** Token from POST /api/v1/uploads/video; the video is attached when the review is saved. */
  videoUploadToken: z
    .string()
    .max(2000)
    .optional()
    .transform((value) => (value ? value : undefined)),
  removeVideo: z.boolean().optional(),
  /** The token of a company's invitation link: the review is marked Invited (decision 059). */
  invitationToken: z
    .string()
    .max(200)
    .optional()
    .transform((value) => (value && /^[\w-]{20,100}$/.test(value) ? value : undefined)),
});
/**
 * The fields a review cannot be sent without, in form order: the form marks them, and its Submit button waits
 * for them, saying which are missing in the schema's words (issue #35). tests/unit/review-form-schema.test.ts
 * checks the list against the schema.
 */
export const reviewRequiredFields = [
  "rating",
  "title",
  "content",
  "firstName",
  "businessWebsite",
  "categories",
] as const;
export type ReviewRequiredField = (typeof reviewRequiredFields)[number];

export type ReviewFormInput = z.input<typeof ReviewFormSchema>;
export type ReviewForm = z.output<typeof ReviewFormSchema>;

/** Form posts repeat a field for each checked box; this turns FormData into the schema's shape. */
export function reviewFormFromFormData(form: FormData) {
  return {
    companyId: form.get("companyId"),
    rating: form.get("rating"),
    title: form.get("title") ?? "",
    content: form.get("content") ?? "",
    firstName: form.get("firstName") ?? "",
    surname: form.get("surname") ?? "",
    roleInCompany: form.get("roleInCompany") ?? "",
    businessWebsite: form.get("businessWebsite") ?? "",
    categories: form.getAll("categories").map(String),
    goodFor: form.getAll("goodFor").map(String),
    ratingEaseOfUse: form.get("ratingEaseOfUse") ?? "",
    ratingSupport: form.get("ratingSupport") ?? "",
    ratingValue: form.get("ratingValue") ?? "",
    ratingFeatures: form.get("ratingFeatures") ?? "",
    pros: form.get("pros") ?? "",
    cons: form.get("cons") ?? "",
    reviewerBrandSize: form.get("reviewerBrandSize") ?? "",
    reviewerRole: form.get("reviewerRole") ?? "",
    reviewerPlatform: form.get("reviewerPlatform") ?? "",
    invitationToken: typeof form.get("invitationToken") === "string" ? String(form.get("invitationToken")) : undefined,
  };
}

/** POST /api/v1/reviews: the review form, and `reviewId` to edit the writer's own review instead of adding one. */
export const ReviewRequestSchema = ReviewFormSchema.extend({
  reviewId: z.number().int().min(1).optional().describe("Edit this own review instead of writing a new one"),
});

/** POST /api/v1/reviews/polish: the text to polish, and the title too when given. */
export const PolishRequestSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, "There is no text to polish yet")
    .max(reviewContentMaxLength, "The text is too long to polish"),
  title: z.string().trim().max(reviewTitleMaxLength, "The title is too long to polish").optional(),
});
