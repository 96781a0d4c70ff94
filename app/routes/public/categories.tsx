import { CategoryCard } from "#app/components/catalog/category-card.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { getServices } from "#server/auth/require.ts";
import { categoryGroupLabels, listCategories } from "#server/catalog/list-categories.ts";
import type { Route } from "./+types/categories";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Categories",
    "Every category of e-commerce software, agency services and freelance help reviewed on OperatorStack.",
  );

export async function loader({ context }: Route.LoaderArgs) {
  const categories = await listCategories(getServices(context).db);
  const groups = (["saas", "agency", "freelance"] as const).map((group) => ({
    group,
    label: categoryGroupLabels[group],
    categories: categories.filter((category) => category.group === group),
  }));
  return { groups: groups.filter((group) => group.categories.length > 0) };
}

export default function Categories({ loaderData }: Route.ComponentProps) {
  const { groups } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-extrabold tracking-tight">Categories</h1>
      <p className="mt-2 text-slate-700">
        Software, agencies and freelancers for every part of running an e-commerce brand.
      </p>
      {groups.length === 0 ? <p className="mt-8 text-slate-700">No categories available yet</p> : null}
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
