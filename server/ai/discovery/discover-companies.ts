import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { type CompanyKind, platforms } from "#contracts/company-facts.ts";
import { chooseCompanySlug } from "../../catalog/company-slug.ts";
import { domainFromWebsite } from "../../catalog/domain.ts";
import type { Database } from "../../db/client.ts";
import { categories, companies, companyCategories, pricingModels } from "../../db/schema/catalog.ts";
import { readDiscoveryCandidates } from "../../db/seed/catalog-files.ts";
import { PermanentJobError } from "../../jobs/job-queue.ts";
import type { Logger } from "../../logger.ts";
import type { AiService } from "../ai-service.ts";

export const discoveryLimit = 10;

type Candidate = {
  name: string;
  websiteUrl: string;
  kind: CompanyKind;
  pricingModel: (typeof pricingModels)[number] | null;
  platforms: string[];
  description: string;
  features: string[];
  source: string;
};

const ModelCompanies = z.object({
  companies: z
    .array(
      z.object({
        name: z.string().trim().min(2).max(80),
        websiteUrl: z.url({ protocol: /^https?$/ }),
        description: z.string().trim().min(20).max(300),
        features: z.array(z.string().trim().min(2).max(60)).max(8).default([]),
        pricingModel: z.enum(pricingModels).nullable().default(null),
        platforms: z.array(z.enum(platforms)).max(10).default([]),
      }),
    )
    .max(20),
});

/** Candidates for a category from the curated dataset and from admins' uploaded files, in that order. */
async function builtInCandidates(db: Database, categorySlug: string): Promise<Candidate[]> {
  const curated = readDiscoveryCandidates()
    .filter((company) => company.category === categorySlug)
    .map((company) => ({ ...company, source: "curated dataset" }));
  const uploaded = await db.execute<{ data: Omit<Candidate, "source">; source: string }>(sql`
    select data, source from discovery_candidates where category_slug = ${categorySlug} order by id`);
  return [...curated, ...uploaded.rows.map((row) => ({ ...row.data, source: row.source }))];
}

/**
 * Adds up to `limit` new companies to a category: from the configured model when
 * there is one (validated; its suggestions must have real-looking websites), else
 * from the curated dataset and uploaded files. Never a duplicate: domains are
 * unique in the catalog and an insert that loses a race is skipped. New companies
 * are marked AI-discovered with their source.
 */
export async function discoverCompanies(
  deps: { db: Database; ai: AiService; logger: Logger },
  categorySlug: string,
  limit = discoveryLimit,
) {
  const [category] = await deps.db
    .select({ id: categories.id, name: categories.name, slug: categories.slug })
    .from(categories)
    .where(eq(categories.slug, categorySlug));
  if (!category) throw new PermanentJobError(`There is no category with the slug "${categorySlug}".`);

  let candidates: Candidate[] = [];
  let provider = "built-in";
  const model = deps.ai.model;
  if (model) {
    try {
      const existing = await deps.db.execute<{ name: string }>(sql`
        select c.name from companies c join company_categories cc on cc.company_id = c.id where cc.category_id = ${category.id} limit 60`);
      const answer = await model.completeJson({
        system: [
          "You list real companies that serve e-commerce brands, for a review directory.",
          "Only companies you are confident exist, with their real website. Never invent companies, websites, prices or features.",
          'Answer with one JSON object: {"companies": [{"name", "websiteUrl", "description" (one neutral factual sentence), "features" (short lowercase phrases), "pricingModel" (free, freemium, subscription, usage-based, transaction-fee, commission, quote-based or null), "platforms" (from: ' +
            `${platforms.join(", ")})}]}.`,
        ].join("\n"),
        user: JSON.stringify({
          category: category.name,
          alreadyListed: existing.rows.map((row) => row.name),
          wanted: limit,
        }),
        schema: ModelCompanies,
        maxTokens: 2500,
      });
      candidates = answer.value.companies.map((company) => ({
        ...company,
        kind: categorySlug.endsWith("-agencies") ? ("agency" as const) : ("software" as const),
        source: `model:${model.model}`,
      }));
      provider = `model:${model.model}`;
    } catch (error) {
      deps.logger.warn(
        { err: error instanceof Error ? error.message : String(error), categorySlug },
        "the model could not discover companies; using the curated dataset",
      );
    }
  }
  if (provider === "built-in") candidates = await builtInCandidates(deps.db, categorySlug);

  const withDomains = candidates
    .map((candidate) => ({ ...candidate, domain: domainFromWebsite(candidate.websiteUrl) }))
    .filter((candidate): candidate is Candidate & { domain: string } => candidate.domain !== null);
  const known = await deps.db.execute<{ domain: string }>(
    sql`select lower(domain) as domain from companies where lower(domain) = any(${sql.param(withDomains.map((candidate) => candidate.domain))}::text[])`,
  );
  const knownDomains = new Set(known.rows.map((row) => row.domain));
  const fresh = withDomains.filter((candidate, index) => {
    const firstOfItsDomain = withDomains.findIndex((other) => other.domain === candidate.domain) === index;
    return firstOfItsDomain && !knownDomains.has(candidate.domain);
  });

  const created: string[] = [];
  for (const candidate of fresh) {
    if (created.length >= limit) break;
    const slug = await chooseCompanySlug(deps.db, candidate.name);
    const inserted = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(companies)
        .values({
          name: candidate.name,
          slug,
          domain: candidate.domain,
          websiteUrl: candidate.websiteUrl,
          description: candidate.description,
          kind: candidate.kind,
          pricingModel: candidate.pricingModel,
          platforms: candidate.platforms,
          features: candidate.features,
          isAiGenerated: true,
          aiSource: candidate.source,
        })
        .onConflictDoNothing()
        .returning({ id: companies.id });
      if (!row) return false;
      await tx.insert(companyCategories).values({ companyId: row.id, categoryId: category.id, isPrimary: true });
      return true;
    });
    if (inserted) created.push(candidate.name);
  }
  return {
    categorySlug,
    categoryName: category.name,
    companiesCreated: created.length,
    createdNames: created.join(", "),
    provider,
  };
}
