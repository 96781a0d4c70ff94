import { z } from "zod";

/** A company in a path: its id, its slug, or a slug it had before a rename (docs/decisions/086-company-slugs.md). */
export const CompanyPathSchema = z.object({
  company: z
    .string()
    .describe(
      "The company's id, its slug (`klaviyo`, as in its page's address /company/klaviyo) or a slug it had before a rename; the answer is the company as it is now, with its current `slug`",
    ),
});
