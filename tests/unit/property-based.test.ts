import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { ChangePasswordSchema, DeleteAccountSchema, ProfileSchema } from "#contracts/validation/account.ts";
import { SignInSchema, SignUpSchema } from "#contracts/validation/auth.ts";
import { AwardPeriodFormSchema, CategoryWinnersSchema } from "#contracts/validation/award-period.ts";
import { CategoryCompaniesQuerySchema } from "#contracts/validation/catalog.ts";
import { CategoryFormSchema } from "#contracts/validation/category.ts";
import { AddCompanySchema, EditCompanySchema } from "#contracts/validation/company.ts";
import { ExpertReviewFieldSchema, NewExpertReviewSchema, videoEmbedOf } from "#contracts/validation/expert-review.ts";
import { ProfileFactsSchema } from "#contracts/validation/fact-suggestion.ts";
import { ReviewFormSchema } from "#contracts/validation/review-form.ts";
import { ReportSchema, ReviewListQuerySchema, VoteSchema } from "#contracts/validation/reviews.ts";
import { SearchClickSchema, SearchRequestSchema, SearchTextSchema } from "#contracts/validation/search.ts";
import { parseQuery } from "#server/search/understand-query.ts";
import { findMentions } from "#server/search/understanding/find-mentions.ts";
import { normaliseQuery } from "#server/search/understanding/read-words.ts";
import { catalogSearchVocabulary } from "#tests/support/search-vocabulary.ts";

const schemas: [string, z.ZodType][] = [
  ["ProfileSchema", ProfileSchema],
  ["ChangePasswordSchema", ChangePasswordSchema],
  ["DeleteAccountSchema", DeleteAccountSchema],
  ["SignInSchema", SignInSchema],
  ["SignUpSchema", SignUpSchema],
  ["AwardPeriodFormSchema", AwardPeriodFormSchema],
  ["CategoryWinnersSchema", CategoryWinnersSchema],
  ["CategoryCompaniesQuerySchema", CategoryCompaniesQuerySchema],
  ["CategoryFormSchema", CategoryFormSchema],
  ["AddCompanySchema", AddCompanySchema],
  ["EditCompanySchema", EditCompanySchema],
  ["ExpertReviewFieldSchema", ExpertReviewFieldSchema],
  ["NewExpertReviewSchema", NewExpertReviewSchema],
  ["ReviewFormSchema", ReviewFormSchema],
  ["ReviewListQuerySchema", ReviewListQuerySchema],
  ["VoteSchema", VoteSchema],
  ["ReportSchema", ReportSchema],
  ["SearchRequestSchema", SearchRequestSchema],
  ["SearchClickSchema", SearchClickSchema],
  ["ProfileFactsSchema", ProfileFactsSchema],
];

// Form posts and JSON bodies: records of strings, numbers, arrays, nulls and nested junk.
const formLike = fc.dictionary(
  fc.oneof(
    fc.constantFrom(
      "name",
      "title",
      "q",
      "slug",
      "year",
      "month",
      "rating",
      "value",
      "field",
      "email",
      "password",
      "description",
      "foundedYear",
      "headquarters",
    ),
    fc.string(),
  ),
  fc.oneof(
    fc.string({ maxLength: 600 }),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.string()),
    fc.object(),
  ),
);

describe("every validation schema, on arbitrary input", () => {
  it.each(schemas)("%s answers with a result or field errors, never a crash", (_name, schema) => {
    fc.assert(
      fc.property(fc.oneof(formLike, fc.anything()), (input) => {
        const result = schema.safeParse(input);
        if (!result.success) {
          for (const issue of result.error.issues) expect(typeof issue.message).toBe("string");
        }
      }),
      { numRuns: 300 },
    );
  });

  it("keeps every accepted search text within the rules", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 700 }), (text) => {
        const result = SearchTextSchema.safeParse(text);
        if (result.success) {
          expect(result.data.length).toBeLessThanOrEqual(500);
          expect(result.data).toBe(result.data.trim());
          // biome-ignore lint/suspicious/noControlCharactersInRegex: checking that none got through.
          expect(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(result.data)).toBe(false);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it("accepts only slugs of the documented shape for categories and expert reviews", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (name, slug) => {
        const category = CategoryFormSchema.safeParse({ name, slug, group: "saas" });
        if (category.success) expect(category.data.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        const review = NewExpertReviewSchema.safeParse({ title: "A valid title", slug });
        if (review.success) expect(review.data.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      }),
      { numRuns: 500 },
    );
  });
});

describe("video embeds, on arbitrary addresses", () => {
  it("only ever embed YouTube (privacy mode), Vimeo or an https video file", () => {
    fc.assert(
      fc.property(fc.oneof(fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.string()), (address) => {
        const embed = videoEmbedOf(address);
        if (!embed) return;
        if (embed.kind === "iframe") {
          expect(embed.src).toMatch(
            /^https:\/\/(www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]+|player\.vimeo\.com\/video\/\d+)$/,
          );
        } else {
          expect(embed.src.startsWith("https://")).toBe(true);
        }
      }),
      { numRuns: 1000 },
    );
  });
});

describe("the search query parser, on arbitrary text", () => {
  const vocabulary = catalogSearchVocabulary();
  const slugs = new Set(vocabulary.categories.map((category) => category.slug));
  const words = fc.constantFrom(
    "cheap",
    "email",
    "shopify",
    "plus",
    "alternative",
    "to",
    "klaviyo",
    "vs",
    "agency",
    "7-figure",
    "helpdsk",
    "free",
    "for",
    "like",
    "integrates",
    "with",
    "\u0000",
    "🚀",
    "<script>",
    "'; drop table reviews; --",
  );
  const queries = fc.oneof(
    fc.string({ maxLength: 500 }),
    fc.array(words, { maxLength: 30 }).map((parts) => parts.join(" ")),
  );

  it("never throws and only reports facets the catalog and vocabulary know", () => {
    fc.assert(
      fc.property(queries, (text) => {
        const parsed = parseQuery(text, vocabulary);
        for (const slug of parsed.categories) expect(slugs.has(slug)).toBe(true);
        expect(new Set(parsed.keywords).size).toBe(parsed.keywords.length);
        for (const keyword of parsed.keywords) expect(normaliseQuery(text)).toContain(keyword.replace(/[.:'-]+$/, ""));
        for (const mention of findMentions(normaliseQuery(text))) expect(mention.text.length).toBeGreaterThan(0);
      }),
      { numRuns: 1000 },
    );
  });
});
