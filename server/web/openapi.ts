// The OpenAPI description of /api/v1, served at /api/v1/openapi.json.

import { brandSizes } from "#contracts/brand-sizes.ts";
import { companySorts } from "#contracts/catalog-options.ts";
import {
  companyKinds,
  companyStatuses,
  costBands,
  currencies,
  factGroups,
  platforms,
  priceUnits,
  pricingModels,
  regions,
} from "#contracts/company-facts.ts";
import { prosConsMaxLength, reviewerRoles } from "#contracts/review-details.ts";
import { heldReasons } from "#contracts/review-holds.ts";
import { reviewSorts } from "#contracts/review-list-options.ts";
import { jobTitles, reviewTitleMaxLength } from "#contracts/validation/review-form.ts";

const errorResponse = {
  description: "Error",
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
};

const categoryRef = { $ref: "#/components/schemas/CategoryRef" };

const facetParameters = [
  { name: "platform", in: "query", schema: { type: "array", items: { type: "string", enum: [...platforms] } } },
  { name: "kind", in: "query", schema: { type: "array", items: { type: "string", enum: [...companyKinds] } } },
  { name: "pricing", in: "query", schema: { type: "array", items: { type: "string", enum: [...pricingModels] } } },
  { name: "free", in: "query", schema: { type: "string", enum: ["yes"] } },
  { name: "price", in: "query", schema: { type: "array", items: { type: "string", enum: [...costBands] } } },
  { name: "size", in: "query", schema: { type: "array", items: { type: "string", enum: [...brandSizes] } } },
  {
    name: "feature",
    in: "query",
    description: "Feature slugs of the category; a company must have all of them",
    schema: { type: "array", items: { type: "string" } },
  },
  { name: "rating", in: "query", schema: { type: "string", enum: ["3", "4", "4.5"] } },
].map((parameter) => ({ ...parameter, style: "form", explode: true }));

const subRating = (label: string) => ({
  type: ["integer", "null"],
  minimum: 1,
  maximum: 5,
  description: `${label}, 1–5 (optional; null, "" or absent is not rated)`,
});
const prosCons = (label: string) => ({
  type: ["string", "null"],
  maxLength: prosConsMaxLength,
  description: `${label} (optional), plain text; one point per line`,
});
const optionalChoice = (values: readonly string[], description: string) => ({
  type: ["string", "null"],
  enum: [...values, "", null],
  description,
});
const reviewerFilter = (name: string, values: readonly string[], description: string) => ({
  name,
  in: "query",
  schema: { type: "string", enum: [...values] },
  description,
});

/** A company in a path: its id, its slug, or a slug it had before a rename (docs/decisions/086-company-slugs.md). */
const companyParameter = {
  name: "company",
  in: "path",
  required: true,
  schema: {
    oneOf: [
      { type: "integer", minimum: 1 },
      { type: "string", pattern: "^[a-z0-9]+(-[a-z0-9]+)*$" },
    ],
  },
  description:
    "The company's id, its slug (`klaviyo`, as in its page's address /company/klaviyo) or a slug it had before a rename; the answer is the company as it is now, with its current `slug`",
};

export const openApiDocument = {
  openapi: "3.1.0",
  info: {
    title: "OperatorStack API",
    version: "1.0.0",
    description:
      "Read the OperatorStack catalog. Errors are `{ error: { code, message, fields? } }`; a method an endpoint does not take is 405 with an `Allow` header. State-changing requests must come from the site's own origin (CSRF) and use the session cookie set by the auth endpoints.",
  },
  servers: [{ url: "/api/v1" }],
  paths: {
    "/categories": {
      get: {
        summary: "List categories with their company counts",
        responses: {
          200: {
            description: "All categories in display order",
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  required: ["categories"],
                  properties: { categories: { type: "array", items: { $ref: "#/components/schemas/Category" } } },
                },
              },
            },
          },
        },
      },
    },
    "/companies": {
      get: {
        summary: "List companies by name, optionally in one category",
        parameters: [
          {
            name: "category",
            in: "query",
            schema: { type: "string", pattern: "^[a-z0-9]+(-[a-z0-9]+)*$" },
            description: "Category slug",
          },
          { name: "limit", in: "query", schema: { type: "integer", minimum: 1, maximum: 100, default: 20 } },
          { name: "cursor", in: "query", schema: { type: "string" }, description: "nextCursor of the previous page" },
        ],
        responses: {
          200: {
            description: "One page of companies",
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  required: ["companies", "nextCursor"],
                  properties: {
                    companies: { type: "array", items: { $ref: "#/components/schemas/CompanySummary" } },
                    nextCursor: { type: ["string", "null"] },
                  },
                },
              },
            },
          },
          400: errorResponse,
          404: errorResponse,
          422: errorResponse,
        },
      },
    },
    "/categories/{slug}/companies": {
      get: {
        summary: "A category's companies, filtered by facets, with each facet value's count under the other filters",
        parameters: [
          { name: "slug", in: "path", required: true, schema: { type: "string" } },
          { name: "sort", in: "query", schema: { type: "string", enum: [...companySorts], default: "featured" } },
          { name: "limit", in: "query", schema: { type: "integer", minimum: 1, maximum: 100, default: 24 } },
          { name: "cursor", in: "query", schema: { type: "string" } },
          ...facetParameters,
        ],
        responses: {
          200: {
            description: "One page of companies, the total that match, and the facet counts",
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  properties: {
                    category: categoryRef,
                    companies: { type: "array", items: { $ref: "#/components/schemas/CompanySummary" } },
                    total: { type: "integer" },
                    nextCursor: { type: ["string", "null"] },
                    facets: {
                      type: "object",
                      description: "Per facet: the values companies have, with how many match under the other filters",
                      additionalProperties: {
                        type: "array",
                        items: {
                          type: "object",
                          properties: { value: { type: "string" }, count: { type: "integer" } },
                        },
                      },
                    },
                  },
                },
              },
            },
          },
          400: errorResponse,
          404: errorResponse,
        },
      },
    },
    "/companies/{company}": {
      get: {
        summary: "One company with its categories",
        parameters: [companyParameter],
        responses: {
          200: {
            description: "The company",
            content: {
              "application/json": {
                schema: { type: "object", properties: { company: { $ref: "#/components/schemas/Company" } } },
              },
            },
          },
          404: errorResponse,
        },
      },
    },
    "/companies/{company}/alternatives": {
      get: {
        summary: "A listed company's alternatives, best first, each with why it is listed",
        description:
          "Listed companies sharing one of its categories, ranked by shared categories (primary counts more), shared tagged features, operators who reviewed both (among its 500 most recent reviewers) and quality; active companies before acquired or discontinued ones.",
        parameters: [
          companyParameter,
          { name: "limit", in: "query", schema: { type: "integer", minimum: 1, maximum: 20, default: 20 } },
        ],
        responses: {
          200: {
            description: "The company and its alternatives",
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  required: ["company", "alternatives"],
                  properties: {
                    company: categoryRef,
                    alternatives: { type: "array", items: { $ref: "#/components/schemas/Alternative" } },
                  },
                },
              },
            },
          },
          404: errorResponse,
          422: errorResponse,
        },
      },
    },
    "/compare": {
      get: {
        summary: "Compare 2 to 4 listed companies side by side",
        parameters: [
          {
            name: "ids",
            in: "query",
            required: true,
            schema: { type: "string", pattern: "^\\d+(,\\d+){1,3}$" },
            description: "2 to 4 different company ids separated by commas; the answer orders them by slug",
          },
        ],
        responses: {
          200: {
            description: "The companies, in the compare page's order, and the features of the categories they share",
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  required: ["url", "companies", "sharedFeatures"],
                  properties: {
                    url: { type: "string", description: "The set's one canonical compare page" },
                    companies: { type: "array", items: { $ref: "#/components/schemas/ComparedCompany" } },
                    sharedFeatures: {
                      type: "array",
                      description:
                        "Categories at least two of the companies are in, with who is tagged with each feature (untagged means not listed, not absent)",
                      items: {
                        type: "object",
                        properties: {
                          slug: { type: "string" },
                          name: { type: "string" },
                          features: {
                            type: "array",
                            items: {
                              type: "object",
                              properties: {
                                slug: { type: "string" },
                                name: { type: "string" },
                                companyIds: { type: "array", items: { type: "integer" } },
                              },
                            },
                          },
                        },
                      },
                    },
                  },
                },
              },
            },
          },
          404: errorResponse,
          422: errorResponse,
        },
      },
    },
    "/companies/{company}/reviews": {
      get: {
        summary: "One page (10) of a company's published reviews, with filters and sort",
        parameters: [
          companyParameter,
          { name: "rating", in: "query", schema: { type: "integer", minimum: 1, maximum: 5 } },
          { name: "q", in: "query", schema: { type: "string", maxLength: 200 }, description: "Keyword search" },
          reviewerFilter("brandSize", brandSizes, "Only reviews by people from brands of this size"),
          reviewerFilter("role", reviewerRoles, "Only reviews by people in this role"),
          reviewerFilter("platform", platforms, "Only reviews by people whose store runs on this platform"),
          { name: "sort", in: "query", schema: { type: "string", enum: [...reviewSorts], default: "newest" } },
          { name: "page", in: "query", schema: { type: "integer", minimum: 1, default: 1 } },
        ],
        responses: {
          200: {
            description:
              "`reviews` (this page), `total` (reviews matching every filter), `page`, `pageSize`, and the operator rating `average` and `distribution` (1–5) of the reviews matching the keyword",
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  required: ["reviews", "total", "page", "pageSize", "average", "distribution"],
                  properties: {
                    reviews: { type: "array", items: { $ref: "#/components/schemas/Review" } },
                    total: { type: "integer" },
                    page: { type: "integer" },
                    pageSize: { type: "integer" },
                    average: { type: ["number", "null"] },
                    distribution: { type: "object", additionalProperties: { type: "integer" } },
                  },
                },
              },
            },
          },
          400: errorResponse,
          404: errorResponse,
          422: errorResponse,
        },
      },
    },
    "/reviews": {
      post: {
        summary:
          "Write the signed-in user's review of a company, or edit it (send `reviewId`); one review per account per company",
        requestBody: {
          required: true,
          content: { "application/json": { schema: { $ref: "#/components/schemas/ReviewInput" } } },
        },
        responses: {
          201: {
            description:
              "Saved: `review` with `id`, `companyId`, `status` (published or pending), `heldReasons` (every reason a pending review waits for a moderator, an edit included) and `heldReason` (the first of them)",
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  required: ["review"],
                  properties: {
                    review: {
                      type: "object",
                      properties: {
                        id: { type: "integer" },
                        companyId: { type: "integer" },
                        status: { type: "string", enum: ["published", "pending"] },
                        heldReason: { type: ["string", "null"], enum: [...heldReasons, null] },
                        heldReasons: { type: "array", items: { type: "string", enum: [...heldReasons] } },
                      },
                    },
                  },
                },
              },
            },
          },
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          409: errorResponse,
          422: errorResponse,
          429: errorResponse,
        },
      },
    },
    "/search": {
      get: {
        summary: "Discovery search: a plain-language question in, ranked companies with a match reason out",
        parameters: [
          { name: "q", in: "query", required: true, schema: { type: "string", maxLength: 500 } },
          { name: "limit", in: "query", schema: { type: "integer", minimum: 1, maximum: 50, default: 20 } },
          {
            name: "without",
            in: "query",
            description:
              "A facet to drop, repeatable: category:<slug>, platform:<slug>, brandSize, price, priceCap, pricingModel, kind, feature:<text>, excluded:<id>, integration:<id>",
            schema: { type: "array", items: { type: "string" } },
          },
        ],
        responses: {
          200: {
            description:
              '`interpretation` (categories, brandSize, region (a region the query names: europe, uk-ireland, north-america, latin-america, middle-east-africa, asia-pacific, or null), platforms, priceSensitivity, priceCap {amount, currency, unit} or null, pricingModels, kind, features, excluded, compared, integrations, keywords, understoodBy), `summary`, `sponsored` (at most 3, labelled, never in `results`\' ranking), `results` in rank order (id, name, slug, domain, kind, primaryCategory, averageRating, reviewCount, pricingModel, freePlan, platforms, matchReason citing the facts that matched, score, missing: the constraints asked that it does not meet), `total` (results stop when relevance drops), `constraints` (asked: each understood constraint kept as a filter on the first results, {kind: category, platform, kind, freePlan, priceCap or integration, label, missing}; exactMatches: how many of all matches meet every one, which come first, the rest following with what they miss; note: "No exact matches…" when none does, else null), `compareUrl` (the compare page of a "X vs Y" query, else null) and `searchId`.',
            content: { "application/json": { schema: { type: "object" } } },
          },
          400: errorResponse,
          429: errorResponse,
        },
      },
    },
    "/search/clicks": {
      post: {
        summary: "Record the result a visitor chose for a search (first click only)",
        requestBody: {
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["searchId", "companyId", "rank"],
                properties: {
                  searchId: { type: "string", format: "uuid" },
                  companyId: { type: "integer" },
                  rank: { type: "integer" },
                },
              },
            },
          },
        },
        responses: { 200: { description: "`{ recorded }`" }, 400: errorResponse, 429: errorResponse },
      },
    },
    "/transcriptions": {
      post: {
        summary:
          "Dictation: speech to text for a signed-in user, when the site has a transcription model (the audio is never stored)",
        requestBody: {
          required: true,
          description:
            "The recording itself as the body, at most 10 MB (about a minute of speech); Content-Type names its audio type.",
          content: Object.fromEntries(
            ["audio/webm", "audio/ogg", "audio/mp4", "audio/mpeg", "audio/wav", "audio/flac"].map((type) => [
              type,
              { schema: { type: "string", format: "binary" } },
            ]),
          ),
        },
        responses: {
          200: {
            description: "The transcript (an empty string when no speech was recognised)",
            content: {
              "application/json": {
                schema: { type: "object", required: ["text"], properties: { text: { type: "string" } } },
              },
            },
          },
          401: errorResponse,
          413: errorResponse,
          415: errorResponse,
          422: errorResponse,
          429: errorResponse,
          502: errorResponse,
          503: errorResponse,
          504: errorResponse,
        },
      },
    },
    "/session": {
      get: {
        summary: "The signed-in user, or null",
        responses: {
          200: {
            description: "Session",
            content: {
              "application/json": { schema: { type: "object", properties: { user: { type: ["object", "null"] } } } },
            },
          },
        },
      },
    },
    "/auth/sign-in": {
      post: {
        summary: "Sign in with email and password; sets the session cookie",
        requestBody: {
          required: true,
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["email", "password"],
                properties: { email: { type: "string", format: "email" }, password: { type: "string" } },
              },
            },
          },
        },
        responses: { 200: { description: "Signed in" }, 401: errorResponse, 422: errorResponse, 429: errorResponse },
      },
    },
    "/auth/sign-up": {
      post: {
        summary:
          "Create an account and sign in (sets the session cookie); an address that has an account gets the same answer, no session, and its owner an email (decision 076)",
        requestBody: {
          required: true,
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["firstName", "lastName", "email", "password"],
                properties: {
                  firstName: { type: "string", maxLength: 80 },
                  lastName: { type: "string", maxLength: 80 },
                  email: { type: "string", format: "email" },
                  password: { type: "string", minLength: 8, maxLength: 128 },
                },
              },
            },
          },
        },
        responses: {
          200: { description: "`{ ok, message }`: check your inbox to confirm the address" },
          422: errorResponse,
          429: errorResponse,
        },
      },
    },
    "/auth/sign-out": {
      post: { summary: "End the current session", responses: { 200: { description: "Signed out" } } },
    },
  },
  components: {
    schemas: {
      Error: {
        type: "object",
        required: ["error"],
        properties: {
          error: {
            type: "object",
            required: ["code", "message"],
            properties: {
              code: { type: "string" },
              message: { type: "string" },
              fields: { type: "object", additionalProperties: { type: "string" } },
            },
          },
        },
      },
      Category: {
        type: "object",
        required: ["id", "name", "slug", "description", "icon", "group", "companyCount"],
        properties: {
          id: { type: "integer" },
          name: { type: "string" },
          slug: { type: "string" },
          description: { type: "string" },
          icon: { type: "string" },
          group: { type: "string", enum: ["saas", "agency", "freelance"] },
          companyCount: { type: "integer" },
        },
      },
      ReviewInput: {
        type: "object",
        required: ["companyId", "rating", "title", "content", "firstName", "businessWebsite", "categories"],
        properties: {
          reviewId: { type: "integer", description: "Edit this own review instead of writing a new one" },
          companyId: { type: "integer" },
          rating: { type: "integer", minimum: 1, maximum: 5 },
          title: { type: "string", minLength: 1, maxLength: reviewTitleMaxLength },
          content: { type: "string", minLength: 30, maxLength: 10_000 },
          firstName: { type: "string", maxLength: 80 },
          surname: { type: "string", maxLength: 80 },
          roleInCompany: { type: "string", enum: [...jobTitles, ""], description: "Job title (optional)" },
          businessWebsite: { type: "string", maxLength: 300, description: "The reviewer's store, like brand.com" },
          categories: { type: "array", items: { type: "string" }, minItems: 1, maxItems: 10 },
          goodFor: { type: "array", items: { type: "string", enum: [...brandSizes] } },
          ratingEaseOfUse: subRating("Ease of use"),
          ratingSupport: subRating("Customer support"),
          ratingValue: subRating("Value for money"),
          ratingFeatures: subRating("Features"),
          pros: prosCons("What worked"),
          cons: prosCons("What didn't"),
          reviewerBrandSize: optionalChoice(brandSizes, "The reviewer's brand size by yearly revenue (optional)"),
          reviewerRole: optionalChoice(reviewerRoles, "The reviewer's role (optional)"),
          reviewerPlatform: optionalChoice(platforms, "The platform the reviewer's store runs on (optional)"),
          videoUploadToken: { type: "string", description: "From POST /uploads/video" },
          removeVideo: { type: "boolean" },
          invitationToken: { type: "string", description: "A company's invitation link token" },
        },
      },
      Review: {
        type: "object",
        properties: {
          id: { type: "integer" },
          companyId: { type: "integer" },
          rating: { type: "integer", minimum: 1, maximum: 5 },
          title: { type: "string" },
          content: { type: "string" },
          reviewer: { type: "string", description: "“First S.”, or “AI Generated”" },
          roleInCompany: { type: ["string", "null"] },
          brand: { type: ["string", "null"], description: "The domain of the reviewer's store" },
          categories: { type: "array", items: { type: "string" } },
          goodFor: { type: "array", items: { type: "string", enum: [...brandSizes] } },
          subRatings: {
            type: "object",
            description: "Optional sub-ratings, 1–5 or null when not given",
            properties: {
              easeOfUse: { type: ["integer", "null"] },
              support: { type: ["integer", "null"] },
              value: { type: ["integer", "null"] },
              features: { type: ["integer", "null"] },
            },
          },
          pros: { type: ["string", "null"] },
          cons: { type: ["string", "null"] },
          reviewerBrandSize: { type: ["string", "null"], enum: [...brandSizes, null] },
          reviewerRole: { type: ["string", "null"], enum: [...reviewerRoles, null] },
          reviewerPlatform: { type: ["string", "null"], enum: [...platforms, null] },
          isAiGenerated: { type: "boolean" },
          isVerified: { type: "boolean" },
          isEmailVerified: { type: "boolean" },
          isInvited: { type: "boolean" },
          helpfulCount: { type: "integer" },
          notHelpfulCount: { type: "integer" },
          createdAt: { type: "string", format: "date-time" },
          isEdited: { type: "boolean" },
        },
      },
      CategoryRef: {
        type: "object",
        properties: { id: { type: "integer" }, name: { type: "string" }, slug: { type: "string" } },
      },
      CompanySummary: {
        type: "object",
        required: [
          "id",
          "name",
          "slug",
          "domain",
          "websiteUrl",
          "logoUrl",
          "primaryCategory",
          "isAiGenerated",
          "averageRating",
          "reviewCount",
        ],
        properties: {
          id: { type: "integer" },
          name: { type: "string" },
          slug: { type: "string" },
          domain: { type: ["string", "null"] },
          websiteUrl: { type: ["string", "null"] },
          logoUrl: { type: ["string", "null"] },
          primaryCategory: { oneOf: [categoryRef, { type: "null" }] },
          isAiGenerated: { type: "boolean" },
          averageRating: {
            type: ["number", "null"],
            description: "Mean of published reviews by people (AI reviews excluded)",
          },
          reviewCount: { type: "integer" },
        },
      },
      CompanyFacts: {
        type: "object",
        description:
          "Facts with their sources; null or empty means not listed (never guessed). Sources name each fact group's origin and month.",
        properties: {
          pricing: {
            type: "object",
            properties: {
              model: { type: ["string", "null"], enum: [...pricingModels, null] },
              freePlan: { type: ["boolean", "null"] },
              freeTrialDays: { type: ["integer", "null"] },
              startingPrice: {
                type: ["object", "null"],
                properties: {
                  amount: { type: "number" },
                  currency: { type: "string", enum: [...currencies] },
                  unit: { type: "string", enum: [...priceUnits] },
                },
              },
              costBand: { type: ["string", "null"], enum: [...costBands, null] },
            },
          },
          platforms: {
            type: "array",
            items: {
              type: "object",
              properties: {
                platform: { type: "string", enum: [...platforms] },
                appStoreUrl: { type: ["string", "null"] },
              },
            },
          },
          integrations: {
            type: "array",
            items: {
              type: "object",
              properties: { id: { type: "integer" }, name: { type: "string" }, slug: { type: "string" } },
            },
          },
          features: {
            type: "array",
            items: {
              type: "object",
              properties: {
                slug: { type: "string" },
                name: { type: "string" },
                categorySlug: { type: "string" },
                categoryName: { type: "string" },
                has: { type: "boolean", description: "false: not listed (not a claim that it lacks it)" },
              },
            },
          },
          fit: {
            type: "object",
            properties: {
              brandSizes: { type: "array", items: { type: "string", enum: [...brandSizes] } },
              regions: { type: "array", items: { type: "string", enum: [...regions] } },
              languages: { type: "array", items: { type: "string" } },
              employees: { type: ["string", "null"] },
            },
          },
          status: { type: "string", enum: [...companyStatuses] },
          successor: { type: ["object", "null"] },
          sources: {
            type: "array",
            items: {
              type: "object",
              properties: {
                group: { type: "string", enum: [...factGroups] },
                note: { type: "string" },
                url: { type: ["string", "null"] },
                asOf: { type: "string", format: "date" },
                origin: { type: "string", enum: ["catalog", "suggestion", "representative", "admin"] },
              },
            },
          },
          asOf: { type: ["string", "null"], format: "date" },
        },
      },
      Alternative: {
        type: "object",
        required: ["id", "name", "slug", "status", "averageRating", "reviewCount", "reason"],
        properties: {
          id: { type: "integer" },
          name: { type: "string" },
          slug: { type: "string" },
          logoUrl: { type: ["string", "null"] },
          domain: { type: ["string", "null"] },
          status: { type: "string", enum: ["active", "acquired", "discontinued"] },
          averageRating: { type: ["number", "null"] },
          reviewCount: { type: "integer" },
          sharedCategories: { type: "array", items: categoryRef },
          sharedFeatures: { type: "integer" },
          companyFeatures: { type: "integer", description: "Tagged features of the company asked about" },
          coReviewers: { type: "integer", description: "Operators who reviewed both" },
          score: { type: "number" },
          reason: {
            type: "string",
            description: "Why it is listed, e.g. “Also in Email Marketing; shares 5 of 7 features”",
          },
        },
      },
      ComparedCompany: {
        type: "object",
        required: ["id", "name", "slug", "averageRating", "reviewCount", "distribution", "subRatings"],
        properties: {
          id: { type: "integer" },
          name: { type: "string" },
          slug: { type: "string" },
          logoUrl: { type: ["string", "null"] },
          domain: { type: ["string", "null"] },
          kind: { type: "string" },
          status: { type: "string", enum: ["active", "acquired", "discontinued"] },
          averageRating: { type: ["number", "null"] },
          reviewCount: { type: "integer" },
          distribution: {
            type: "object",
            description: "Operator reviews by stars, keys 1 to 5",
            additionalProperties: { type: "integer" },
          },
          subRatings: {
            type: "object",
            description: "easeOfUse, support, value, features: the average is null below 3 ratings",
            additionalProperties: {
              type: "object",
              properties: { average: { type: ["number", "null"] }, count: { type: "integer" } },
            },
          },
          goodFor: {
            type: "array",
            items: { type: "object", properties: { key: { type: "string" }, count: { type: "integer" } } },
          },
          facts: { type: ["object", "null"], description: "As in the company page's facts panel" },
          topMentions: {
            type: "array",
            items: { type: "object", properties: { term: { type: "string" }, count: { type: "integer" } } },
          },
          awards: {
            type: "array",
            items: {
              type: "object",
              properties: {
                periodTitle: { type: "string" },
                periodType: { type: "string", enum: ["monthly", "annual"] },
                year: { type: "integer" },
                month: { type: ["integer", "null"] },
                award: { type: "string" },
              },
            },
          },
          helpfulReviews: {
            type: "array",
            maxItems: 3,
            items: {
              type: "object",
              properties: {
                id: { type: "integer" },
                title: { type: "string" },
                rating: { type: "integer" },
                excerpt: { type: "string" },
                reviewer: { type: "string" },
                helpfulCount: { type: "integer" },
                createdAt: { type: "string", format: "date-time" },
              },
            },
          },
        },
      },
      Company: {
        allOf: [
          { $ref: "#/components/schemas/CompanySummary" },
          {
            type: "object",
            properties: {
              description: { type: "string" },
              foundedYear: { type: ["integer", "null"] },
              headquarters: { type: ["string", "null"] },
              pricingModel: { type: ["string", "null"] },
              kind: { type: "string", enum: [...companyKinds] },
              claimed: {
                type: "boolean",
                description:
                  "A representative of the company proved a work address at its domain (the page says Claimed)",
              },
              facts: { $ref: "#/components/schemas/CompanyFacts" },
              platforms: { type: "array", items: { type: "string" } },
              features: { type: "array", items: { type: "string" } },
              categories: {
                type: "array",
                items: { allOf: [categoryRef, { type: "object", properties: { isPrimary: { type: "boolean" } } }] },
              },
            },
          },
        ],
      },
    },
  },
} as const;
