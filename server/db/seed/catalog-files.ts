// The catalog as data (catalog/ at the repository root, format in catalog/README.md): categories, companies
// (one file per primary category), the curated companies built-in discovery may add, and the phrase material
// of the demo reviews. Each file is read once, on first use, and checked against its schema; a bad record
// stops with the file, the record and the field named.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { projectRoot } from "../../project-root.ts";
import { categoryGroups, companyKinds, pricingModels } from "../schema/catalog.ts";

export const platforms = [
  "shopify",
  "shopify-plus",
  "bigcommerce",
  "woocommerce",
  "magento",
  "salesforce-commerce-cloud",
  "wix",
  "squarespace",
  "prestashop",
  "amazon",
] as const;

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "a lower-case slug");
const text = (min: number, max: number) => z.string().trim().min(min).max(max);
// The product's own page: a home page, or a product's page on a larger vendor's site (Zoho CRM, Adobe Commerce).
const httpsUrl = z
  .string()
  .regex(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(\/[\w./-]*)?$/, "an https URL (lower-case host, no query or fragment)");
const feature = z
  .string()
  .regex(/^[^A-Z]+$/, "a lower-case phrase")
  .min(2)
  .max(60);

export const SeedCategorySchema = z.strictObject({
  slug,
  name: text(2, 60),
  description: text(20, 300),
  icon: text(1, 8),
  group: z.enum(categoryGroups),
  sortOrder: z.number().int().min(1),
});
export type SeedCategory = z.infer<typeof SeedCategorySchema>;

export const SeedCompanySchema = z.strictObject({
  name: text(1, 80),
  websiteUrl: httpsUrl,
  kind: z.enum(companyKinds),
  primaryCategory: slug,
  otherCategories: z.array(slug).max(3),
  foundedYear: z.number().int().min(1800).max(2100).nullable(),
  headquarters: text(2, 80).nullable(),
  pricingModel: z.enum(pricingModels),
  platforms: z.array(z.enum(platforms)),
  description: text(60, 400),
  features: z.array(feature).max(10),
});
export type SeedCompany = z.infer<typeof SeedCompanySchema>;
export type Platform = SeedCompany["platforms"][number];
export type CompanyKind = SeedCompany["kind"];

// Fields listed in the order the file writes them (the catalog test holds every record to it).
const company = SeedCompanySchema.shape;
export const DiscoveryCandidateSchema = z.strictObject({
  name: company.name,
  websiteUrl: company.websiteUrl,
  kind: company.kind,
  category: slug,
  pricingModel: company.pricingModel,
  platforms: company.platforms,
  description: company.description,
  features: company.features,
});
export type DiscoveryCandidate = z.infer<typeof DiscoveryCandidateSchema>;

// Phrases are joined as they are: a prefix such as "To be fair, " keeps its trailing space.
const phrases = z.array(z.string().min(1).max(400)).min(1);
const byKind = z.strictObject({ software: phrases, agency: phrases, freelance: phrases });
const byTone = z.strictObject({ positive: phrases, mixed: phrases, negative: phrases });
const byBrandSize = <T extends z.ZodType>(value: T) =>
  z.strictObject({
    startup: value,
    sixFigures: value,
    sevenFigures: value,
    eightFigures: value,
    nineFiguresPlus: value,
  });
const byRating = z.strictObject({ 1: phrases, 2: phrases, 3: phrases, 4: phrases, 5: phrases });

export const SampleReviewPhrasesSchema = z.strictObject({
  nameGroups: z.array(z.strictObject({ first: phrases, last: phrases })).min(1),
  founderRoles: phrases,
  teamRoles: phrases,
  brandPrefixes: phrases,
  brandProducts: phrases,
  categoryNouns: z.record(slug, text(1, 60)),
  categoryLines: z.record(slug, phrases),
  fallbackNouns: z.strictObject({ software: text(1, 60), agency: text(1, 60), freelance: text(1, 60) }),
  fallbackLines: byKind,
  durations: phrases,
  openings: byKind,
  featureLines: z.strictObject({ software: byTone, service: byTone }),
  platformLines: byTone,
  pros: byKind,
  mildCons: byKind,
  seriousCons: byKind,
  fairnessPrefixes: phrases,
  sizeContexts: byBrandSize(phrases),
  sizeLabels: byBrandSize(text(1, 40)),
  closings: byRating,
  titles: byRating,
  featureWords: z.record(z.string().min(1), z.string().min(1)),
  platformNames: z.record(z.enum(platforms), text(1, 60)),
});
export type SampleReviewPhrases = z.infer<typeof SampleReviewPhrasesSchema>;

export function catalogFolder() {
  return path.join(projectRoot(), "catalog");
}

/** Parses one catalog file's text; the error names the file, the record (its index and name) and the field. */
export function parseCatalogFile<T>(location: string, content: string, schema: z.ZodType<T>): T {
  let value: unknown;
  try {
    value = JSON.parse(content);
  } catch (error) {
    throw new Error(`${location}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const result = schema.safeParse(value);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const [index, ...field] = issue.path;
      if (!Array.isArray(value) || typeof index !== "number")
        return `${issue.path.join(".") || "the file"}: ${issue.message}`;
      const record: unknown = value[index];
      const name = record && typeof record === "object" && "name" in record ? ` (${String(record.name)})` : "";
      return `record ${index}${name}, ${field.join(".") || "the record"}: ${issue.message}`;
    });
    throw new Error(`${location} is not valid catalog data:\n  ${problems.slice(0, 10).join("\n  ")}`);
  }
  return result.data;
}

function readJson<T>(file: string, schema: z.ZodType<T>): T {
  return parseCatalogFile(path.relative(projectRoot(), file), readFileSync(file, "utf8"), schema);
}

let catalog: { categories: SeedCategory[]; companies: SeedCompany[] } | undefined;

/**
 * Categories in their sort order and companies grouped by primary category in that order (the order sets
 * database ids on a new database and the demo reviews' seeding, so it stays stable).
 */
export function readCatalog() {
  if (catalog) return catalog;
  const folder = catalogFolder();
  const categories = readJson(path.join(folder, "categories.json"), z.array(SeedCategorySchema)).sort(
    (a, b) => a.sortOrder - b.sortOrder,
  );
  const known = new Set(categories.map((category) => category.slug));
  const companiesFolder = path.join(folder, "companies");
  for (const file of readdirSync(companiesFolder)) {
    if (!known.has(file.replace(/\.json$/, ""))) {
      throw new Error(`catalog/companies/${file}: no category has this slug (catalog/categories.json)`);
    }
  }
  const companies = categories.flatMap((category) => {
    const file = path.join(companiesFolder, `${category.slug}.json`);
    if (!existsSync(file)) return [];
    const list = readJson(file, z.array(SeedCompanySchema));
    const misplaced = list.find((company) => company.primaryCategory !== category.slug);
    if (misplaced) {
      throw new Error(`catalog/companies/${category.slug}.json: ${misplaced.name} has another primary category`);
    }
    return list;
  });
  catalog = { categories, companies };
  return catalog;
}

let discoveryCandidates: DiscoveryCandidate[] | undefined;

/** Real companies outside the seed catalog that built-in discovery may add (catalog/discovery-candidates.json). */
export function readDiscoveryCandidates() {
  discoveryCandidates ??= readJson(
    path.join(catalogFolder(), "discovery-candidates.json"),
    z.array(DiscoveryCandidateSchema),
  );
  return discoveryCandidates;
}

let sampleReviewPhrases: SampleReviewPhrases | undefined;

/** The phrase material the demo reviews are composed from (catalog/sample-review-phrases.json). */
export function readSampleReviewPhrases() {
  sampleReviewPhrases ??= readJson(path.join(catalogFolder(), "sample-review-phrases.json"), SampleReviewPhrasesSchema);
  return sampleReviewPhrases;
}
