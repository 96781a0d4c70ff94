import { z } from "zod";
import { categoryGroups } from "../catalog-options.ts";
import { categoryIconNames, invalidCategoryIconMessage } from "../category-icons.ts";

function slugify(text: string) {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
}

/** A category as an admin creates or edits it: the same rules in the form and on the server. */
export const CategoryFormSchema = z
  .object({
    name: z.string().trim().min(2, "Name must be at least 2 characters").max(80, "Name must be at most 80 characters"),
    slug: z
      .string()
      .trim()
      .toLowerCase()
      .max(60, "Slug must be at most 60 characters")
      .regex(/^$|^[a-z0-9]+(-[a-z0-9]+)*$/, "Slug may use lowercase letters, digits and single hyphens")
      .default(""),
    description: z.string().trim().max(500, "Description must be at most 500 characters").default(""),
    // Empty: an icon chosen by keywords in the name (server/catalog/category-display.ts).
    icon: z
      .string()
      .trim()
      .pipe(z.union([z.literal(""), z.enum(categoryIconNames)], { message: invalidCategoryIconMessage }))
      .default(""),
    group: z.enum(categoryGroups, { message: "Choose SaaS & Tools, Agency Services or Freelance & Other" }),
    sortOrder: z.coerce
      .number({ message: "Order must be a whole number" })
      .int("Order must be a whole number")
      .min(0, "Order must be 0 or more")
      .max(10_000, "Order must be at most 10000")
      .default(0),
  })
  .transform((value) => ({ ...value, slug: value.slug || slugify(value.name) }))
  .refine((value) => value.slug.length > 0, { message: "Enter a slug", path: ["slug"] });

export type CategoryForm = z.infer<typeof CategoryFormSchema>;
