// The catalog as data (catalog/ at the repository root, format in catalog/README.md): categories, companies
// (one file per primary category), the curated companies built-in discovery may add, and the phrase material
// of the demo reviews. Each file is read once, on first use, and checked against its schema; a bad record
// stops with the file, the record and the field named.

import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { brandSizes } from "#contracts/brand-sizes.ts";
import { categoryGroups } from "#contracts/catalog-options.ts";
import { categoryIconNames } from "#contracts/category-icons.ts";
import {
  companyKinds,
  companyStatuses,
  costBands,
  currencies,
  employeeBands,
  type FactGroup,
  factGroups,
  languagePattern,
  type Platform,
  platforms,
  priceUnits,
  pricingModels,
  regions,
} from "#contracts/company-facts.ts";
import {
  type FactKey,
  factDefinitions,
  factKeyOf,
  parseFact,
  type StoredFactKey,
  storedFactKeys,
} from "#contracts/facts/fact-definitions.ts";
import { projectRoot } from "../../project-root.ts";

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "a lower-case slug");
const text = (min: number, max: number) => z.string().trim().min(min).max(max);
// The product's own page: a home page, or a product's page on a larger vendor's site (Zoho CRM, Adobe Commerce).
const httpsUrl = z
  .string()
  .regex(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(\/[\w./-]*)?$/, "an https URL (lower-case host, no query or fragment)");
/** A link that may carry a query (app-store listings, a source document). */
const linkUrl = z.string().regex(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(\/\S*)?$/, "an https URL (lower-case host)");
const distinct = <T extends z.ZodType>(item: T) =>
  z.array(item).refine((list) => new Set(list).size === list.length, "no value twice");

const SeedFeatureSchema = z.strictObject({
  slug,
  name: z
    .string()
    .regex(/^[^A-Z]+$/, "a lower-case phrase")
    .min(2)
    .max(60),
  /**
   * The broader feature of the same category this one is a part of ("payout reconciliation" is part of
   * "bookkeeping"): search counts it as partly meeting a question for the broader one (decision 070).
   */
  partOf: slug.optional(),
});
export type SeedFeature = z.infer<typeof SeedFeatureSchema>;

export const SeedCategorySchema = z.strictObject({
  slug,
  name: text(2, 60),
  description: text(20, 300),
  icon: z.enum(categoryIconNames, "a Lucide icon name from contracts/category-icons.ts"),
  group: z.enum(categoryGroups),
  sortOrder: z.number().int().min(1),
});
export type SeedCategory = z.infer<typeof SeedCategorySchema> & { features: SeedFeature[] };

const SeedSourceSchema = z.strictObject({
  facts: distinct(z.enum(factGroups)).min(1),
  note: text(10, 300),
  url: linkUrl.nullable(),
  asOf: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "a month, YYYY-MM"),
});

/**
 * One fact value's citation (issue #37, decision 099): the page it was read from and the date it describes
 * (a day, or a month when the page gives only that); `value` for a fact kept without a column of its own
 * (contracts/facts/fact-definitions.ts, storage "value"); `isFromDetection` for a value from the
 * technology-detection data set.
 */
const SeedFactSchema = z.strictObject({
  value: z.unknown().optional(),
  url: linkUrl,
  asOf: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/, "a date, YYYY-MM-DD (or a month, YYYY-MM)"),
  isFromDetection: z.literal(true).optional(),
});

export const SeedCompanySchema = z
  .strictObject({
    name: text(1, 80),
    websiteUrl: httpsUrl,
    kind: z.enum(companyKinds),
    primaryCategory: slug,
    otherCategories: distinct(slug).max(3),
    foundedYear: z.number().int().min(1800).max(2100).nullable(),
    headquarters: text(2, 80).nullable(),
    description: text(60, 400),
    status: z.enum(companyStatuses),
    /** The catalog company that took over an acquired or discontinued product (its name), when there is one. */
    successor: text(1, 80).nullable(),
    pricingModel: z.enum(pricingModels).nullable(),
    freePlan: z.boolean().nullable(),
    freeTrialDays: z.number().int().min(1).max(365).nullable(),
    startingPrice: z
      .strictObject({
        amount: z.number().min(0).max(1_000_000),
        currency: z.enum(currencies),
        unit: z.enum(priceUnits),
      })
      .nullable(),
    costBand: z.enum(costBands).nullable(),
    platforms: distinct(z.enum(platforms)),
    /** App-store listings by platform; each platform named here is in platforms. */
    appStoreUrls: z.partialRecord(z.enum(platforms), linkUrl),
    /** Names of catalog companies it integrates with (shown both ways; list a pair on one side only). */
    integrations: distinct(text(1, 80)).max(40),
    /** Feature slugs from the taxonomy of its primary or other categories (catalog/features/). */
    features: distinct(slug).max(20),
    brandSizes: distinct(z.enum(brandSizes)),
    regions: distinct(z.enum(regions)),
    languages: distinct(z.string().regex(languagePattern, "an ISO 639-1 code")),
    employees: z.enum(employeeBands).nullable(),
    sources: z.array(SeedSourceSchema).min(1),
    /** Per-fact citations, and the values of facts without a column, by fact key. */
    facts: z.record(z.string(), SeedFactSchema),
  })
  .superRefine((company, context) => {
    const problem = (message: string, path: string) => context.addIssue({ code: "custom", message, path: [path] });
    if (company.otherCategories.includes(company.primaryCategory)) {
      problem("the primary category is not one of the others", "otherCategories");
    }
    for (const platform of Object.keys(company.appStoreUrls)) {
      if (!company.platforms.includes(platform as Platform)) problem(`${platform} is not in platforms`, "appStoreUrls");
    }
    if (company.status === "active" && company.successor !== null)
      problem("only a company that is not active has a successor", "successor");
    if (company.integrations.includes(company.name))
      problem("a company does not integrate with itself", "integrations");
    for (const [name, fact] of Object.entries(company.facts)) {
      const key = factKeyOf(name);
      if (!key) {
        problem(`${name} is not a fact (contracts/facts/fact-definitions.ts)`, "facts");
        continue;
      }
      const isStored = factDefinitions[key].storage.kind === "value";
      if (isStored && parseFact(key, fact.value) === null)
        problem(`the ${key} value does not fit its definition`, "facts");
      if (!isStored && fact.value !== undefined) problem(`${key} keeps its value in its own field`, "facts");
      if (!isStored && !factsWithValues(company).includes(key)) problem(`${key} is cited but has no value`, "facts");
    }
    const covered = company.sources.flatMap((source) => source.facts);
    if (new Set(covered).size !== covered.length) problem("each fact group has one source", "sources");
    for (const group of factGroupsWithValues(company)) {
      if (!covered.includes(group)) problem(`the ${group} facts have no source`, "sources");
    }
  });
export type SeedCompany = z.infer<typeof SeedCompanySchema>;

/** The fact groups a record has values for (profile always): each needs a source. */
export function factGroupsWithValues(company: Omit<SeedCompany, "sources">): FactGroup[] {
  const groups: FactGroup[] = ["profile"];
  if (
    company.pricingModel !== null ||
    company.freePlan !== null ||
    company.freeTrialDays !== null ||
    company.startingPrice !== null ||
    company.costBand !== null
  )
    groups.push("pricing");
  if (company.platforms.length > 0) groups.push("platforms");
  if (company.integrations.length > 0) groups.push("integrations");
  if (company.features.length > 0) groups.push("features");
  if (
    company.brandSizes.length > 0 ||
    company.regions.length > 0 ||
    company.languages.length > 0 ||
    company.employees !== null
  )
    groups.push("fit");
  if (company.status !== "active") groups.push("status");
  return groups;
}

/** The facts a record has a value for, by their definitions' keys. */
export function factsWithValues(company: Omit<SeedCompany, "sources">): FactKey[] {
  // The facts with a field of their own; a fact without one has its value in `facts` (any number of them).
  const inFields: Record<Exclude<FactKey, StoredFactKey>, boolean> = {
    pricingModel: company.pricingModel !== null,
    freePlan: company.freePlan !== null,
    freeTrialDays: company.freeTrialDays !== null,
    startingPrice: company.startingPrice !== null,
    costBand: company.costBand !== null,
    platforms: company.platforms.length > 0,
    integrations: company.integrations.length > 0,
    features: company.features.length > 0,
    brandSizes: company.brandSizes.length > 0,
    regions: company.regions.length > 0,
    languages: company.languages.length > 0,
    employees: company.employees !== null,
    status: company.status !== "active",
  };
  const stored = storedFactKeys.filter((key) => company.facts[key]?.value !== undefined);
  const fielded = Object.entries(inFields).flatMap(([key, has]) => {
    const fact = factKeyOf(key);
    return fact && has ? [fact] : [];
  });
  return [...fielded, ...stored];
}

// Fields listed in the order the file writes them (the catalog test holds every record to it).
export const DiscoveryCandidateSchema = z.strictObject({
  name: text(1, 80),
  websiteUrl: httpsUrl,
  kind: z.enum(companyKinds),
  category: slug,
  pricingModel: z.enum(pricingModels),
  platforms: z.array(z.enum(platforms)),
  description: text(60, 400),
  features: z
    .array(
      z
        .string()
        .regex(/^[^A-Z]+$/, "a lower-case phrase")
        .min(2)
        .max(60),
    )
    .max(10),
});
type DiscoveryCandidate = z.infer<typeof DiscoveryCandidateSchema>;

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

const SampleReviewPhrasesSchema = z.strictObject({
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
type SampleReviewPhrases = z.infer<typeof SampleReviewPhrasesSchema>;

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

/** A feature's `partOf` names another feature of the same taxonomy, which is part of none (one level only). */
export function checkFeatureParts(categorySlug: string, features: SeedFeature[]) {
  const own = new Map(features.map((feature) => [feature.slug, feature]));
  for (const feature of features) {
    if (feature.partOf === undefined) continue;
    const broader = own.get(feature.partOf);
    const where = `catalog/features/${categorySlug}.json: feature ${feature.slug}, partOf`;
    if (!broader) throw new Error(`${where}: ${feature.partOf} is not a feature of this category`);
    if (broader.slug === feature.slug) throw new Error(`${where}: a feature is not part of itself`);
    if (broader.partOf !== undefined) {
      throw new Error(`${where}: ${broader.slug} is itself part of ${broader.partOf} (one level only)`);
    }
  }
}

/**
 * Categories in their sort order (each with its feature taxonomy, catalog/features/<slug>.json) and companies
 * grouped by primary category in that order (the order sets database ids on a new database and the demo
 * reviews' seeding, so it stays stable). References across files are checked here: a company's features
 * belong to its categories' taxonomies, and its integrations and successor name catalog companies.
 */
export function readCatalog() {
  if (catalog) return catalog;
  const folder = catalogFolder();
  const known = new Set<string>();
  const categories: SeedCategory[] = readJson(path.join(folder, "categories.json"), z.array(SeedCategorySchema))
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map((category) => {
      known.add(category.slug);
      const file = path.join(folder, "features", `${category.slug}.json`);
      return { ...category, features: existsSync(file) ? readJson(file, z.array(SeedFeatureSchema)) : [] };
    });
  for (const [subfolder, extension] of [
    ["companies", ".json"],
    ["features", ".json"],
  ] as const) {
    const files = existsSync(path.join(folder, subfolder)) ? readdirSync(path.join(folder, subfolder)) : [];
    for (const file of files) {
      if (!known.has(file.replace(extension, ""))) {
        throw new Error(`catalog/${subfolder}/${file}: no category has this slug (catalog/categories.json)`);
      }
    }
  }
  const featureOwner = new Map<string, string>();
  for (const category of categories) {
    for (const feature of category.features) {
      const owner = featureOwner.get(feature.slug);
      if (owner) throw new Error(`catalog/features/${category.slug}.json: feature ${feature.slug} is also ${owner}'s`);
      featureOwner.set(feature.slug, category.slug);
    }
    checkFeatureParts(category.slug, category.features);
  }
  const companiesFolder = path.join(folder, "companies");
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
  const names = new Set(companies.map((company) => company.name));
  for (const company of companies) {
    const where = `catalog/companies/${company.primaryCategory}.json, ${company.name}`;
    const own = new Set([company.primaryCategory, ...company.otherCategories]);
    for (const feature of company.features) {
      const owner = featureOwner.get(feature);
      if (!owner || !own.has(owner)) {
        throw new Error(`${where}, features: ${feature} is not a feature of its categories (catalog/features/)`);
      }
    }
    for (const name of [...company.integrations, ...(company.successor ? [company.successor] : [])]) {
      if (!names.has(name)) throw new Error(`${where}: ${name} is not a catalog company`);
    }
  }
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
