import { eq, inArray, sql } from "drizzle-orm";
import type { AddCompany } from "#contracts/validation/company.ts";
import type { Database } from "../db/client.ts";
import { isUniqueViolation } from "../db/is-unique-violation.ts";
import { categories, companies } from "../db/schema/catalog.ts";
import { AppError } from "../errors.ts";
import { chooseCompanySlug } from "./company-slug.ts";
import { domainFromWebsite, hostFromWebsite } from "./domain.ts";
import { describeRefusedDomain, domainRefusal } from "./refused-domains.ts";

const domainInUse = "Domain already in use: This domain is already associated with an existing company.";

/**
 * A signed-in user adds a missing company. The domain's uniqueness is checked by
 * the database inside the insert, so two users racing create one company, not two.
 * The company waits for an admin (`listing_status` pending): its page exists at once, so whoever added it can
 * review it, but it joins categories, search and awards only when approved; its chosen categories wait on the
 * row (first = primary) until then (docs/decisions/056-community-companies-reviewed.md). A free-mail, IP or
 * reserved domain is refused: it cannot stand for one company, nor prove a claim of it (decision 079).
 */
export async function addCompany(db: Database, userId: string, input: AddCompany) {
  const host = hostFromWebsite(input.domain);
  const refusal = host ? domainRefusal(host) : null;
  if (host && refusal) {
    const message = `${describeRefusedDomain(host, refusal)}. Enter the company's own website.`;
    throw new AppError("validation_failed", message, { fields: { domain: message } });
  }
  const domain = domainFromWebsite(input.domain);
  if (!domain)
    throw new AppError("validation_failed", "Please enter a valid domain, like example.com", {
      fields: { domain: "Please enter a valid domain, like example.com" },
    });
  const known = await db
    .select({ id: categories.id, slug: categories.slug, group: categories.group })
    .from(categories)
    .where(inArray(categories.slug, input.categories));
  if (known.length !== new Set(input.categories).size) {
    throw new AppError("validation_failed", "Please choose categories from the list", {
      fields: { categories: "Unknown category" },
    });
  }
  const categoryIds = input.categories.map((slug) => known.find((category) => category.slug === slug)?.id ?? 0);
  // Its kind follows the primary category's group (an admin can change it when approving): someone added under
  // "E-commerce Developers" is a freelancer, under an agency category an agency (docs/decisions/071-freelancers-in-the-catalog.md).
  const primaryGroup = known.find((category) => category.slug === input.categories[0])?.group;
  const kind = primaryGroup === "agency" ? "agency" : primaryGroup === "freelance" ? "freelance" : "software";
  try {
    return await db.transaction(async (tx) => {
      const slug = await chooseCompanySlug(tx, input.name, { fallback: domain });
      const [company] = await tx
        .insert(companies)
        .values({
          name: input.name,
          slug,
          domain,
          websiteUrl: `https://${domain}`,
          kind,
          isCommunitySubmitted: true,
          submittedByUserId: userId,
          listingStatus: "pending",
          proposedCategoryIds: categoryIds,
        })
        .returning({ id: companies.id, name: companies.name, slug: companies.slug, domain: companies.domain });
      if (!company) throw new Error("company insert returned no row");
      return company;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      const [existing] = await db
        .select({ id: companies.id })
        .from(companies)
        .where(eq(sql`lower(${companies.domain})`, domain))
        .limit(1);
      throw new AppError("conflict", domainInUse, {
        fields: { domain: domainInUse, existingCompanyId: String(existing?.id ?? "") },
      });
    }
    throw error;
  }
}
