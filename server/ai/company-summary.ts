import { desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { brandSizeAudiences } from "#contracts/brand-sizes.ts";
import { countOf } from "#contracts/plural.ts";
import { formatRating } from "#contracts/rating.ts";
import type { Database } from "../db/client.ts";
import { companies } from "../db/schema/catalog.ts";
import { reviews } from "../db/schema/reviews.ts";
import { PermanentJobError } from "../jobs/job-queue.ts";
import type { Logger } from "../logger.ts";
import { countReviewMentions, type ReviewMentions } from "../reviews/review-mentions.ts";
import type { AiService } from "./ai-service.ts";
import type { ModelUsage } from "./model-client.ts";

/** Which terms operators mention most in good (4–5 stars) and in poor (1–2 stars) reviews, with counts. */
function sides(mentions: ReviewMentions, limit = 3) {
  const pick = (side: "positive" | "negative") =>
    [...mentions.terms]
      .filter((term) => term[side] > 0)
      .sort((a, b) => b[side] - a[side] || a.term.localeCompare(b.term))
      .slice(0, limit)
      .map((term) => ({ term: term.term, count: term[side] }));
  return { strengths: pick("positive"), concerns: pick("negative") };
}

function list(items: { term: string; count: number }[]) {
  const parts = items.map((item) => `${item.term} (${countOf(item.count, "review")})`);
  if (parts.length <= 1) return parts.join("");
  return `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}

/**
 * The built-in summary: extracted from the company's operator reviews only
 * (AI reviews never count) — strengths and concerns from the Top Mentions
 * vocabulary split by rating, the most common good-for brand size, always with
 * the concerns, and with counts, so every statement can be checked.
 */
function builtInSummary(name: string, mentions: ReviewMentions) {
  const { strengths, concerns } = sides(mentions);
  const topGoodFor = [...mentions.goodFor].sort((a, b) => b.count - a.count)[0];
  const sentences = [
    `Based on ${countOf(mentions.ratingCount, "operator review")} of ${name} (average ${mentions.averageRating === null ? "" : formatRating(mentions.averageRating)} out of 5).`,
    strengths.length > 0
      ? `Operators who rate it 4 or 5 stars most often mention ${list(strengths)}.`
      : "No single topic stands out in its 4- and 5-star reviews.",
    concerns.length > 0
      ? `Concerns in 1- and 2-star reviews: ${list(concerns)}.`
      : "No recurring concerns appear in 1- and 2-star reviews.",
  ];
  if (topGoodFor && topGoodFor.count > 0) {
    sentences.push(
      `Most often recommended for ${brandSizeAudiences[topGoodFor.key]} (${countOf(topGoodFor.count, "review")}).`,
    );
  }
  return sentences.join(" ");
}

const ModelSummary = z.object({
  summary: z
    .string()
    .trim()
    .min(40)
    .max(1200)
    .refine((text) => !/https?:\/\//i.test(text), "no links"),
});

/**
 * Writes a company's AI summary without storing it: with the configured model when
 * there is one (given the same counts plus recent reviews, and required to state
 * the concerns), else, or on any model failure, the built-in summary.
 */
export async function composeCompanySummary(deps: { db: Database; ai: AiService; logger: Logger }, companyId: number) {
  const [company] = await deps.db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) throw new PermanentJobError("The company no longer exists.");
  const mentions = await countReviewMentions(deps.db, companyId, { includeAi: false });
  if (mentions.ratingCount === 0)
    throw new PermanentJobError(`${company.name} has no operator reviews to summarise yet.`);

  let text = builtInSummary(company.name, mentions);
  let provider = "built-in";
  let usage: ModelUsage | null = null;
  const model = deps.ai.model;
  if (model) {
    const recent = await deps.db
      .select({ rating: reviews.rating, title: reviews.title, content: reviews.content })
      .from(reviews)
      .where(
        sql`${reviews.companyId} = ${companyId} and ${reviews.status} = 'published' and not ${reviews.isAiGenerated}`,
      )
      .orderBy(desc(reviews.createdAt))
      .limit(30);
    const { strengths, concerns } = sides(mentions);
    try {
      const answer = await model.completeJson({
        system: [
          "You summarise what e-commerce operators say about a software tool, agency or freelancer in their reviews.",
          "Write 3 to 5 plain sentences for other operators. Use only the facts given. Always state the concerns operators raise, with how many reviews raise them.",
          'Answer with one JSON object: {"summary": "..."}.',
        ].join("\n"),
        user: JSON.stringify({
          company: company.name,
          operatorReviews: mentions.ratingCount,
          averageRating: mentions.averageRating,
          ratingDistribution: mentions.distribution,
          strengthsIn4And5StarReviews: strengths,
          concernsIn1And2StarReviews: concerns,
          goodFor: mentions.goodFor,
          recentReviews: recent.map((review) => ({
            rating: review.rating,
            title: review.title,
            text: review.content.slice(0, 400),
          })),
        }),
        schema: ModelSummary,
        maxTokens: 600,
      });
      text = answer.value.summary;
      provider = `model:${model.model}`;
      usage = answer.usage;
    } catch (error) {
      deps.logger.warn(
        { err: error instanceof Error ? error.message : String(error), companyId },
        "the model could not summarise; using the built-in summary",
      );
    }
  }
  return { company, text, provider, usage, reviewCount: mentions.ratingCount };
}

/** Generates and stores a company's AI summary (the "generate AI summary" job). */
export async function generateCompanySummary(deps: { db: Database; ai: AiService; logger: Logger }, companyId: number) {
  const { company, text, provider, usage, reviewCount } = await composeCompanySummary(deps, companyId);
  await deps.db
    .update(companies)
    .set({
      aiSummary: text,
      aiSummaryGeneratedAt: new Date(),
      aiSummaryReviewCount: reviewCount,
      aiSummarySource: provider,
      updatedAt: new Date(),
    })
    .where(eq(companies.id, companyId));
  return {
    companyId,
    companyName: company.name,
    reviewsSummarised: reviewCount,
    provider,
    ...(usage ? { promptTokens: usage.promptTokens, completionTokens: usage.completionTokens } : {}),
  };
}
