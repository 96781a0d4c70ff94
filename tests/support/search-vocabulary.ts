import { readCatalog } from "#server/db/seed/catalog-files.ts";
import type { SearchVocabulary } from "#server/search/search-vocabulary.ts";

/** The search vocabulary the database would give for the catalog files (ids in category order). */
export function catalogSearchVocabulary(): SearchVocabulary {
  const { categories, companies } = readCatalog();
  const featureNames = new Map(categories.flatMap((category) => category.features.map((f) => [f.slug, f.name])));
  return {
    categories: categories.map((category, index) => ({
      id: index + 1,
      slug: category.slug,
      name: category.name,
      group: category.group,
      description: category.description,
    })),
    features: [...new Set(categories.flatMap((category) => category.features.map((f) => f.name.toLowerCase())))].sort(),
    taxonomy: categories.flatMap((category) =>
      category.features.map((f) => ({
        slug: f.slug,
        name: f.name.toLowerCase(),
        category: category.slug,
        partOf: category.features.find((whole) => whole.slug === f.partOf)?.name.toLowerCase() ?? null,
      })),
    ),
    companyTexts: companies.map((company) => ({
      category: company.primaryCategory,
      text: [company.description, ...company.features.map((slug) => featureNames.get(slug) ?? slug)].join(". "),
    })),
  };
}
