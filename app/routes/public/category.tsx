import { isRouteErrorResponse, Link } from "react-router";
import { CompanyLogo } from "#app/components/catalog/company-logo.tsx";
import { StarRating } from "#app/components/catalog/star-rating.tsx";
import { StatusPage } from "#app/components/layout/status-page.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { loadOrThrowPage } from "#server/api/page-errors.ts";
import { getServices } from "#server/auth/require.ts";
import { getCategoryBySlug } from "#server/catalog/get-category.ts";
import { ListCompaniesSchema, listCompanies } from "#server/catalog/list-companies.ts";
import type { Route } from "./+types/category";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta(`${loaderData.category.name} reviews`, loaderData.category.description)
    : pageMeta("Category Not Found", "This category doesn't exist.");

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db } = getServices(context);
  const url = new URL(request.url);
  return loadOrThrowPage(async () => {
    const category = await getCategoryBySlug(db, params.slug);
    const input = ListCompaniesSchema.parse({
      category: category.slug,
      limit: 24,
      cursor: url.searchParams.get("cursor") ?? undefined,
    });
    const page = await listCompanies(db, input);
    return { category, ...page };
  });
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) {
    return (
      <StatusPage
        title="Something went wrong"
        message="Failed to load companies for this category. Please try again."
      />
    );
  }
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <title>Category Not Found | OperatorStack</title>
      <h1 className="text-3xl font-extrabold">Category Not Found</h1>
      <p className="mt-3 text-slate-700">The category you're looking for doesn't exist.</p>
      <Link
        to="/categories"
        className="mt-6 inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
      >
        Browse All Categories
      </Link>
    </section>
  );
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, companies, nextCursor } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <Link to="/categories" className="text-sm font-semibold text-brand-700 hover:underline">
        ← All categories
      </Link>
      <div className="mt-4 flex items-start gap-3">
        <span aria-hidden="true" className="text-4xl">
          {category.icon}
        </span>
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight">{category.name}</h1>
          <p className="mt-2 max-w-3xl text-slate-700">{category.description}</p>
        </div>
      </div>
      {companies.length === 0 ? (
        <p className="mt-10 text-slate-700">No companies found in this category yet.</p>
      ) : (
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {companies.map((company) => (
            <li key={company.id}>
              <Link
                to={`/company/${company.id}`}
                className="flex h-full gap-3 rounded-lg border border-slate-200 p-4 hover:border-brand-600 hover:shadow"
              >
                <CompanyLogo name={company.name} logoUrl={company.logoUrl} />
                <span className="min-w-0">
                  <span className="block font-semibold">
                    {company.name}
                    {company.isAiGenerated ? (
                      <span className="ml-2 rounded bg-emerald-100 px-1.5 py-0.5 text-xs font-semibold text-emerald-900">
                        New
                      </span>
                    ) : null}
                  </span>
                  {company.domain ? (
                    <span className="block truncate text-xs text-slate-600">{company.domain}</span>
                  ) : null}
                  <span className="mt-2 flex items-center gap-2 text-sm">
                    {company.averageRating !== null ? (
                      <>
                        <StarRating rating={company.averageRating} />
                        <span>{company.averageRating.toFixed(1)}</span>
                      </>
                    ) : null}
                    <span className="text-slate-600">
                      {company.reviewCount} {company.reviewCount === 1 ? "review" : "reviews"}
                    </span>
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {nextCursor ? (
        <div className="mt-8 text-center">
          <Link
            to={`?cursor=${encodeURIComponent(nextCursor)}`}
            className="font-semibold text-brand-700 hover:underline"
          >
            More companies →
          </Link>
        </div>
      ) : null}
    </div>
  );
}
