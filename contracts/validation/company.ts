import { z } from "zod";
import { companyKinds, pricingModels } from "../company-facts.ts";
import { isSingleLine, singleLineMessage } from "./text.ts";

export const AddCompanySchema = z.object({
  name: z
    .string()
    .refine(isSingleLine, singleLineMessage("The company name"))
    .trim()
    .min(2, "Please enter the company name")
    .max(120, "The name is too long"),
  domain: z
    .string()
    .trim()
    .min(4, "Please enter the company's website domain, like example.com")
    .max(253, "The domain is too long"),
  categories: z
    .array(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Unknown category"))
    .min(1, "Please choose at least one category")
    .max(5, "Choose at most 5 categories"),
});
export type AddCompany = z.infer<typeof AddCompanySchema>;

/**
 * Every kind and pricing model of the catalog: an admin's form offers them all, so saving a network or a retainer
 * agency never changes what it is (the probe of issue #35 found a network silently saved as software).
 */
const editableKinds = z.enum(companyKinds, { message: "Choose a kind of company" });
const editablePricingModels = z.enum(pricingModels, { message: "Choose a pricing model" });

const phraseList = (max: number, message: string) =>
  z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(/[,;\n]/)
        .map((item) => item.trim().toLowerCase())
        .filter((item) => item.length > 0),
    )
    .pipe(z.array(z.string().max(60, "Each item must be at most 60 characters")).max(max, message));

/** An admin's edit of a company's details: the same rules in the form and on the server. */
export const EditCompanySchema = z.object({
  name: z.string().trim().min(2, "Please enter the company name").max(120, "The name is too long"),
  description: z.string().trim().max(1000, "The description must be at most 1,000 characters").default(""),
  websiteUrl: z
    .string()
    .trim()
    .max(300, "The address is too long")
    .refine(
      (value) => value === "" || /^https?:\/\/[^\s]+\.[^\s]+$/i.test(value),
      "Enter a full address, like https://example.com",
    )
    .default(""),
  platformAppUrl: z
    .string()
    .trim()
    .max(300, "The address is too long")
    .refine((value) => value === "" || /^https:\/\/[^\s]+$/i.test(value), "Enter a full https address")
    .default(""),
  kind: editableKinds,
  pricingModel: z.union([z.literal(""), editablePricingModels]).default(""),
  primaryCategory: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Choose a category"),
  platforms: phraseList(10, "At most 10 platforms"),
  features: phraseList(8, "At most 8 features"),
});
export type EditCompany = z.infer<typeof EditCompanySchema>;

/** The write-review chooser's company search: name, domain or category. */
export const CompaniesToReviewQuerySchema = z.object({
  q: z.string().default("").describe("Name, domain or category; fewer than 2 characters find nothing"),
});

/** The Add Company dialog's duplicate check (longer values are cut, not refused: the dialog checks as you type). */
export const CompanyDuplicatesQuerySchema = z.object({
  name: z
    .string()
    .optional()
    .transform((value) => value?.slice(0, 120))
    .describe("The name being added; more than 2 characters find similar names"),
  domain: z
    .string()
    .optional()
    .transform((value) => value?.slice(0, 253))
    .describe("Its website or domain"),
});
