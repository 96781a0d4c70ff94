import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { type CompanyKind, type PricingModel, platformLabelOf } from "#contracts/company-facts.ts";
import type { Database } from "../db/client.ts";
import { categories, companies, companyCategories } from "../db/schema/catalog.ts";
import { reviews } from "../db/schema/reviews.ts";
import { PermanentJobError } from "../jobs/job-queue.ts";
import type { Logger } from "../logger.ts";
import type { AiService } from "./ai-service.ts";
import type { ModelUsage } from "./model-client.ts";

const aiReviewCountDefault = 5;

/** The admin's count: 1 to 10, default 5; anything non-numeric falls back to 5. */
export function normaliseAiReviewCount(value: unknown) {
  const number = typeof value === "number" ? value : Number.parseInt(String(value ?? ""), 10);
  if (!Number.isFinite(number)) return aiReviewCountDefault;
  return Math.min(10, Math.max(1, Math.trunc(number)));
}

type Facts = {
  id: number;
  name: string;
  description: string;
  kind: CompanyKind;
  pricingModel: PricingModel | null;
  platforms: string[];
  features: string[];
  category: { name: string; slug: string } | null;
};

/** What a draft says of each pricing model; the others read "not listed". */
const pricingPhrases: Partial<Record<PricingModel, string>> = {
  free: "It is free to use",
  freemium: "There is a free plan, with paid tiers as you grow",
  subscription: "Pricing is a monthly subscription",
  "usage-based": "Pricing scales with usage",
  "transaction-fee": "It charges per transaction",
  commission: "It takes a commission on work done through it",
  "quote-based": "Pricing is by quote",
};

const angles = [
  { title: (f: Facts) => `What ${f.name} offers`, lead: "An overview of what the catalog lists for" },
  { title: (f: Facts) => `${f.name} at a glance for ${f.category?.name ?? "operators"}`, lead: "A quick look at" },
  { title: (f: Facts) => `Is ${f.name} a fit for your stack?`, lead: "Points to weigh when considering" },
  { title: (f: Facts) => `${f.name}: features and pricing`, lead: "The features and pricing listed for" },
  { title: (f: Facts) => `Before you choose ${f.name}`, lead: "What to check before choosing" },
];

/**
 * Built-in AI review drafts: composed only from the company's catalog facts
 * (description, features, pricing model, platforms), each one taking a
 * different angle and feature emphasis. They are stored as AI-generated,
 * labelled "AI Generated", and never count as operator ratings.
 */
function composeDrafts(facts: Facts, count: number, offset: number) {
  const platforms = facts.platforms.map(platformLabelOf);
  return Array.from({ length: count }, (_, index) => {
    const position = offset + index;
    const angle = angles[position % angles.length] ?? angles[0];
    const features = facts.features.length > 0 ? facts.features : ["its core service"];
    const start = position % features.length;
    const highlighted = [0, 1, 2].map((step) => features[(start + step) % features.length]).filter(Boolean);
    const unique = [...new Set(highlighted)];
    const paragraphs = [
      `${angle?.lead ?? "About"} ${facts.name}${facts.category ? `, listed under ${facts.category.name}` : ""}. ${facts.description}`,
      `Listed features include ${unique.join(", ")}.${
        platforms.length > 0
          ? ` It works with ${platforms.slice(0, 4).join(", ")}${platforms.length > 4 ? " and more" : ""}.`
          : ""
      }`,
      `${(facts.pricingModel ? pricingPhrases[facts.pricingModel] : undefined) ?? "Pricing is not listed"}. This is an AI-generated overview from catalog facts, not an operator's experience: read operator reviews for how it works in practice.`,
    ];
    return {
      title: (angle ?? angles[0])?.title(facts) ?? facts.name,
      content: paragraphs.join("\n\n"),
    };
  });
}

const ModelDrafts = z.object({
  reviews: z
    .array(
      z.object({
        title: z.string().trim().min(5).max(120),
        content: z
          .string()
          .trim()
          .min(80)
          .max(3000)
          .refine((text) => !/https?:\/\//i.test(text), "no links"),
      }),
    )
    .min(1)
    .max(10),
});

async function loadFacts(db: Database, companyId: number): Promise<Facts> {
  const [row] = await db
    .select({
      id: companies.id,
      name: companies.name,
      description: companies.description,
      kind: companies.kind,
      pricingModel: companies.pricingModel,
      platforms: companies.platforms,
      features: companies.features,
      categoryName: categories.name,
      categorySlug: categories.slug,
    })
    .from(companies)
    .leftJoin(
      companyCategories,
      sql`${companyCategories.companyId} = ${companies.id} and ${companyCategories.isPrimary}`,
    )
    .leftJoin(categories, eq(categories.id, companyCategories.categoryId))
    .where(eq(companies.id, companyId));
  if (!row) throw new PermanentJobError("The company no longer exists.");
  return {
    ...row,
    category: row.categoryName && row.categorySlug ? { name: row.categoryName, slug: row.categorySlug } : null,
  };
}

/**
 * Generates `count` AI reviews for a company (the model when configured, else
 * the built-in drafts) and stores them as published, AI-generated reviews
 * without an author. Their rating is the company's rounded operator average
 * (4 when it has none); it never counts toward any figure.
 */
export async function generateAiReviews(
  deps: { db: Database; ai: AiService; logger: Logger },
  companyId: number,
  requestedCount: unknown,
  operationId: number | null = null,
) {
  const count = normaliseAiReviewCount(requestedCount);
  if (operationId !== null) {
    const done = await deps.db.execute<{ total: number }>(
      sql`select count(*)::int as total from reviews where ai_operation_id = ${operationId} and company_id = ${companyId}`,
    );
    const total = done.rows[0]?.total ?? 0;
    if (total > 0) return { companyId, reviewsCreated: total, provider: "already done" };
  }
  const facts = await loadFacts(deps.db, companyId);
  const existing = await deps.db.execute<{ total: number; average: number | null }>(sql`
    select (select count(*) from reviews where company_id = ${companyId} and is_ai_generated)::int as total,
      (select rating_sum::float8 / nullif(review_count, 0) from company_review_stats where company_id = ${companyId}) as average`);
  const offset = existing.rows[0]?.total ?? 0;
  const rating = Math.min(5, Math.max(1, Math.round(existing.rows[0]?.average ?? 4)));

  let drafts = composeDrafts(facts, count, offset);
  let provider = "built-in";
  let usage: ModelUsage | null = null;
  const model = deps.ai.model;
  if (model) {
    try {
      const answer = await model.completeJson({
        system: [
          "You write short overview reviews of e-commerce tools, agencies and freelancers from catalog facts only.",
          "They are published clearly labelled as AI-generated. Never claim personal experience, never invent features, prices, customers or numbers.",
          `Write exactly ${count} reviews, each from a different angle. Answer with one JSON object: {"reviews": [{"title": "...", "content": "..."}]}.`,
        ].join("\n"),
        user: JSON.stringify({
          name: facts.name,
          description: facts.description,
          kind: facts.kind,
          category: facts.category?.name ?? null,
          pricingModel: facts.pricingModel,
          platforms: facts.platforms,
          features: facts.features,
        }),
        schema: ModelDrafts,
        maxTokens: 400 * count,
      });
      if (answer.value.reviews.length >= count) {
        drafts = answer.value.reviews.slice(0, count);
        provider = `model:${model.model}`;
        usage = answer.usage;
      } else {
        deps.logger.warn({ companyId }, "the model wrote fewer reviews than asked; using the built-in drafts");
      }
    } catch (error) {
      deps.logger.warn(
        { err: error instanceof Error ? error.message : String(error), companyId },
        "the model could not write AI reviews; using the built-in drafts",
      );
    }
  }
  await deps.db.insert(reviews).values(
    drafts.map((draft) => ({
      companyId,
      userId: null,
      rating,
      title: draft.title,
      content: draft.content,
      reviewerFirstName: "OperatorStack",
      reviewerSurname: "AI",
      categories: facts.category ? [facts.category.slug] : [],
      isAiGenerated: true,
      aiOperationId: operationId,
      status: "published" as const,
    })),
  );
  return {
    companyId,
    companyName: facts.name,
    reviewsCreated: drafts.length,
    provider,
    ...(usage ? { promptTokens: usage.promptTokens, completionTokens: usage.completionTokens } : {}),
  };
}
