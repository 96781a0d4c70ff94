import { useState } from "react";
import { Form, useSearchParams } from "react-router";
import { CategoryCard } from "#app/components/catalog/category-card.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { categoryGroupLabels, categoryGroups } from "#contracts/catalog-options.ts";
import { cacheKeys } from "#server/cache/read-cache.ts";
import { type CategorySummary, listCategories } from "#server/catalog/list-categories.ts";
import { publicOrigin } from "#server/web/public-origin.ts";
import { getServices } from "#server/web/require.ts";
import type { Route } from "./+types/categories";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    "Categories",
    "Every category of e-commerce software, agency services and freelance help reviewed on OperatorStack.",
    loaderData?.canonicalUrl,
  );

export async function loader({ context }: Route.LoaderArgs) {
  const services = getServices(context);
  const canonicalUrl = `${publicOrigin(services)}/categories`;
  try {
    return {
      categories: await services.cache.get(cacheKeys.categories, () => listCategories(services.db)),
      failed: false,
      canonicalUrl,
    };
  } catch (error) {
    services.logger.error({ err: error }, "categories failed to load");
    return { categories: [] as CategorySummary[], failed: true, canonicalUrl };
  }
}

function matches(category: CategorySummary, text: string) {
  const needle = text.trim().toLowerCase();
  return !needle || category.name.toLowerCase().includes(needle) || category.description.toLowerCase().includes(needle);
}

export default function Categories({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const [filter, setFilter] = useState(searchParams.get("q") ?? "");
  const visible = loaderData.categories.filter((category) => matches(category, filter));
  const groups = categoryGroups
    .map((group) => ({
      group,
      label: categoryGroupLabels[group],
      categories: visible.filter((category) => category.group === group),
    }))
    .filter((group) => group.categories.length > 0);
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-extrabold tracking-tight">Categories</h1>
      <p className="mt-2 text-slate-700">
        Software, agencies and freelancers for every part of running an e-commerce brand.
      </p>
      <Form
        method="get"
        className="mt-6 flex max-w-lg gap-2"
        aria-label="Filter categories"
        onSubmit={(event) => event.preventDefault()}
      >
        <label htmlFor="category-filter" className="sr-only">
          Filter categories
        </label>
        <input
          id="category-filter"
          name="q"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          placeholder="Filter categories, e.g. shipping"
          className="h-10 flex-1 rounded-md border border-slate-400 px-3 text-sm"
        />
        <noscript>
          <Button type="submit" variant="secondary">
            Filter
          </Button>
        </noscript>
      </Form>
      {loaderData.failed || loaderData.categories.length === 0 ? (
        <p className="mt-8 text-slate-700">No categories available yet</p>
      ) : null}
      {!loaderData.failed && loaderData.categories.length > 0 && groups.length === 0 ? (
        <p className="mt-8 text-slate-700" role="status">
          No categories match “{filter}”.
        </p>
      ) : null}
      {groups.map((group) => (
        <section key={group.group} aria-labelledby={`group-${group.group}`} className="mt-10">
          <h2 id={`group-${group.group}`} className="text-xl font-bold">
            {group.label}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {group.categories.map((category) => (
              <li key={category.id}>
                <CategoryCard category={category} showDescription />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
