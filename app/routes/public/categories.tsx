import { Link } from "react-router";
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
                <Link
                  to={`/categories/${category.slug}`}
                  className="flex h-full gap-3 rounded-lg border border-slate-200 p-4 hover:border-brand-600 hover:shadow"
                >
                  <span aria-hidden="true" className="text-2xl">
                    {category.icon}
                  </span>
                  <span>
                    <span className="block font-semibold">{category.name}</span>
                    <span className="mt-1 block text-sm text-slate-700">{category.description}</span>
                    <span className="mt-2 block text-xs text-slate-600">
                      {category.companyCount} {category.companyCount === 1 ? "company" : "companies"}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
