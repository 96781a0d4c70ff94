// What the company page's facts panel shows of a company's facts, and no more: the page's loader data is written
// into its HTML (issue #39), and the facts' definitions (with their zod schemas) stay on the server, out of the
// page's first-load JavaScript.
import type { CompanyFacts } from "./company-facts-view.ts";
import { factDefinitions, formatFact, storedFactKeys } from "./fact-definitions.ts";

/**
 * The features the company has, whether to name their categories (its categories' taxonomies span more than one),
 * each source without its origin, and the facts kept without a column as labelled lines of text.
 */
export function panelFactsOf(facts: CompanyFacts) {
  const { features, sources, ...shown } = facts;
  return {
    ...shown,
    features: features
      .filter((feature) => feature.has)
      .map(({ slug, name, categoryName }) => ({ slug, name, categoryName })),
    namesFeatureCategories: new Set(features.map((feature) => feature.categoryName)).size > 1,
    sources: sources.map(({ group, note, url, asOf }) => ({ group, note, url, asOf })),
    storedRows: storedFactKeys.flatMap((key) => {
      const value = facts.stored[key];
      return value === undefined ? [] : [{ key, label: factDefinitions[key].label, text: formatFact(key, value) }];
    }),
  };
}

export type PanelFacts = ReturnType<typeof panelFactsOf>;
