import { z } from "zod";

export const AddCompanySchema = z.object({
  name: z.string().trim().min(2, "Please enter the company name").max(120, "The name is too long"),
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
