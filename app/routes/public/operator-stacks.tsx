import { Link } from "react-router";
import { CompanyLogo } from "#app/components/catalog/company-logo.tsx";
import { StarRating } from "#app/components/catalog/star-rating.tsx";
import { NotBuiltYet } from "#app/components/layout/not-built-yet.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { loadOrThrowPage } from "#server/api/page-errors.ts";
import { getRequestContext } from "#server/auth/require.ts";
import { getCategoryBySlug } from "#server/catalog/get-category.ts";
import { listCategoryCompanies } from "#server/catalog/list-category-companies.ts";
import { getPreferences } from "#server/preferences/get-preferences.ts";
import type { Route } from "./+types/operator-stacks";

const purpose =
  "The best-rated tool in each category for each brand size, from startup to nine figures, as a ready-made stack.";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.category
    ? pageMeta(
        `${loaderData.category.name} for your stack`,
        `Companies in ${loaderData.category.name} reviewed by operators.`,
      )
    : pageMeta("Operator Stacks", purpose);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, getUser } = getRequestContext(context);
  const slug = new URL(request.url).searchParams.get("category");
  if (!slug) return { category: null, companies: [] };
  return loadOrThrowPage(async () => {
    const category = await getCategoryBySlug(services.db, slug);
    const user = await getUser();
    const preferences = await getPreferences(services.db, user?.id ?? null);
    const result = await listCategoryCompanies(services.db, {
      categoryId: category.id,
      sort: "name",
      offset: 0,
      limit: 100,
      showAiGeneratedCompanies: preferences.showAiGeneratedCompanies,
    });
    return { category, companies: result.companies };
  });
}

export default function OperatorStacks({ loaderData }: Route.ComponentProps) {
  const { category, companies } = loaderData;
  if (!category) return <NotBuiltYet title="Operator Stacks" purpose={purpose} />;
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-3xl font-extrabold tracking-tight">
        <span aria-hidden="true">{category.icon}</span> {category.name} for your stack
      </h1>
      <p className="mt-2 text-slate-700">{category.description}</p>
      <p className="mt-4 rounded-md border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700">
        Stacks by brand size (the best-rated tool per category for startups up to nine-figure brands) are not built yet.
        Here are all the companies in this category.
      </p>
      {companies.length === 0 ? (
        <p className="mt-8 text-slate-700">No companies found in this category yet.</p>
      ) : (
        <ul className="mt-6 grid gap-3 sm:grid-cols-2">
          {companies.map((company) => (
            <li key={company.id}>
              <Link
                to={`/company/${company.id}`}
                className="flex items-center gap-3 rounded-lg border border-slate-200 p-3 hover:border-brand-600"
              >
                <CompanyLogo name={company.name} logoUrl={company.logoUrl} size={40} />
                <span className="flex-1 font-semibold">{company.name}</span>
                {company.averageRating !== null ? (
                  <span className="flex items-center gap-1 text-sm">
                    <StarRating rating={company.averageRating} /> {company.averageRating.toFixed(1)}
                  </span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
