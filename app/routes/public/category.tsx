import { Form, isRouteErrorResponse, useSearchParams, useSubmit } from "react-router";
import { CategoryIcon } from "#app/components/catalog/category-icon.tsx";
import { CompanyFactsLine } from "#app/components/catalog/company-facts-line.tsx";
import { CompanyLogo } from "#app/components/catalog/company-logo.tsx";
import { CompareToggle, CompareTray } from "#app/components/catalog/compare-tray.tsx";
import { FacetFilters } from "#app/components/catalog/facet-filters.tsx";
import { StarRating } from "#app/components/catalog/star-rating.tsx";
import { ErrorToast } from "#app/components/layout/error-toast.tsx";
import { PendingNotice } from "#app/components/layout/pending-notice.tsx";
import { isRequestProblem, RequestProblem } from "#app/components/layout/request-problem.tsx";
import { StatusPage } from "#app/components/layout/status-page.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { SelectField } from "#app/components/ui/field.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { Pagination } from "#app/components/ui/pagination.tsx";
import { errorMeta, pageMeta } from "#app/lib/meta.ts";
import { categoryPageSize, companySortLabels, companySortNotes, companySorts } from "#contracts/catalog-options.ts";
import { categoryGridPath, companyPath } from "#contracts/company-paths.ts";
import { countOf } from "#contracts/plural.ts";
import { formatRating } from "#contracts/rating.ts";
import { CategoryCompaniesQuerySchema } from "#contracts/validation/catalog.ts";
import { CategoryFacetsSchema, facetInput } from "#contracts/validation/category-facets.ts";
import { categoryCompaniesPage, findCategoryBySlug } from "#server/catalog/category-page.ts";
import { AppError } from "#server/errors.ts";
import { getPreferences } from "#server/preferences/get-preferences.ts";
import { loadOrThrowPage } from "#server/web/page-errors.ts";
import { assertPageExists } from "#server/web/page-range.ts";
import { publicOrigin } from "#server/web/public-origin.ts";
import { getRequestContext } from "#server/web/require.ts";
import type { Route } from "./+types/category";

export const meta: Route.MetaFunction = ({ loaderData, error }) =>
  loaderData
    ? pageMeta(`${loaderData.category.name} reviews`, loaderData.category.description, loaderData.canonicalUrl)
    : errorMeta(error);

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { services, getUser } = getRequestContext(context);
  const { db } = services;
  return loadOrThrowPage(async () => {
    const category = await findCategoryBySlug(services, params.slug);
    const searchParams = new URL(request.url).searchParams;
    const parsed = CategoryCompaniesQuerySchema.safeParse({
      sort: searchParams.get("sort") ?? undefined,
      page: searchParams.get("page") ?? undefined,
    });
    if (!parsed.success) throw new AppError("bad_request", parsed.error.issues[0]?.message ?? "Invalid sort or page.");
    const facetsParsed = CategoryFacetsSchema.safeParse(facetInput(searchParams));
    if (!facetsParsed.success) {
      throw new AppError("bad_request", facetsParsed.error.issues[0]?.message ?? "Invalid filter.");
    }
    const { sort, page } = parsed.data;
    const user = await getUser();
    const preferences = await getPreferences(db, user?.id ?? null);
    const result = await categoryCompaniesPage(services, {
      categoryId: category.id,
      facets: facetsParsed.data,
      showAiGeneratedCompanies: preferences.showAiGeneratedCompanies,
      sort,
      offset: (page - 1) * categoryPageSize,
      limit: categoryPageSize,
    });
    assertPageExists(page, result.total, categoryPageSize, "this category's companies");
    return {
      category,
      sort,
      page,
      companies: result.companies,
      total: result.total,
      filtered: result.filtered,
      facets: { counts: result.counts, features: result.features, applied: result.applied },
      canonicalUrl: `${publicOrigin(services)}/categories/${category.slug}`,
    };
  });
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRequestProblem(error)) return <RequestProblem error={error} />;
  if (!isRouteErrorResponse(error) || error.status !== 404) {
    return (
      <>
        <ErrorToast title="Error" description="Failed to load companies for this category" />
        <StatusPage title="Error" message="Failed to load companies for this category" />
      </>
    );
  }
  return (
    <StatusPage title="Category Not Found" message="The category you're looking for doesn't exist.">
      <Button asChild>
        <Link to="/categories">Browse All Categories</Link>
      </Button>
    </StatusPage>
  );
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, companies, total, sort, page, facets, filtered } = loaderData;
  const [searchParams] = useSearchParams();
  const submit = useSubmit();
  const pageCount = Math.max(1, Math.ceil(total / categoryPageSize));
  const appliedCount = Object.values(facets.applied).reduce(
    (sum: number, value) => sum + (Array.isArray(value) ? value.length : value ? 1 : 0),
    0,
  );
  const pageLink = (number: number) => {
    const next = new URLSearchParams(searchParams);
    if (number === 1) next.delete("page");
    else next.set("page", String(number));
    const text = next.toString();
    return text ? `?${text}` : ".";
  };
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <Link to="/categories" className="text-sm font-semibold text-brand-700 hover:underline">
        ← All categories
      </Link>
      <div className="mt-4 flex items-start gap-3">
        <CategoryIcon name={category.icon} className="mt-1 size-9 text-brand-700" />
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight">{category.name}</h1>
          <p className="mt-2 max-w-3xl text-slate-700">{category.description}</p>
          <p className="mt-2">
            <Link to={categoryGridPath(category.slug)} className="text-sm font-semibold text-brand-700 hover:underline">
              See the {category.name} Grid: satisfaction against market presence
            </Link>
          </p>
        </div>
      </div>
      <PendingNotice pathPrefix={`/categories/${category.slug}`} text="Loading companies..." />
      <div className="mt-8 grid gap-8 lg:grid-cols-[16rem_1fr]">
        <aside>
          {/* A drawer on a phone, open beside the results on a wide screen (app/app.css, issue #35). */}
          <details className="filter-drawer">
            <summary className="inline-flex h-10 items-center rounded-md border border-slate-400 px-4 text-sm font-semibold">
              {appliedCount === 0 ? "Filters" : `Filters (${appliedCount} applied)`}
            </summary>
            <div className="mt-3 lg:mt-0">
              <FacetFilters counts={facets.counts} features={facets.features} applied={facets.applied} sort={sort} />
            </div>
          </details>
        </aside>
        <div>
          <div className="flex flex-wrap items-end justify-between gap-4">
            <p className="text-sm text-slate-700" aria-live="polite">
              {countOf(total, "company", "companies")}
              {filtered ? " match the filters" : ""}
              {filtered ? (
                <>
                  {" · "}
                  <Link
                    to={sort === "featured" ? "." : `?sort=${sort}`}
                    className="font-semibold text-brand-700 hover:underline"
                  >
                    Clear filters
                  </Link>
                </>
              ) : null}
            </p>
            <Form method="get" className="flex items-end gap-2" onChange={(event) => void submit(event.currentTarget)}>
              {[...searchParams].map(([key, value], index) =>
                key === "sort" || key === "page" ? null : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: repeated keys (platform=a&platform=b) keep their order
                  <input key={`${key}-${index}`} type="hidden" name={key} value={value} />
                ),
              )}
              <SelectField
                id="company-sort"
                name="sort"
                label="Sort by"
                size="sm"
                defaultValue={sort}
                key={sort}
                className="w-auto"
              >
                {companySorts.map((option) => (
                  <option key={option} value={option}>
                    {companySortLabels[option]}
                  </option>
                ))}
              </SelectField>
              <noscript>
                <Button type="submit" size="sm" variant="secondary">
                  Sort
                </Button>
              </noscript>
            </Form>
          </div>
          {companySortNotes[sort] ? <p className="mt-2 text-xs text-slate-600">{companySortNotes[sort]}</p> : null}
          {companies.length === 0 ? (
            <p className="mt-10 text-slate-700">
              {filtered
                ? "No company in this category matches all of these filters."
                : "No companies found in this category yet."}
            </p>
          ) : (
            <ul className="mt-6 grid gap-4 sm:grid-cols-2">
              {companies.map((company) => (
                <li key={company.id} className="flex flex-col">
                  <Link
                    to={companyPath(company.slug)}
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
                      <CompanyFactsLine
                        pricingModel={company.pricingModel}
                        freePlan={company.freePlan}
                        platforms={company.platforms}
                      />
                      <span className="mt-2 flex items-center gap-2 text-sm">
                        {company.averageRating !== null ? (
                          <>
                            <StarRating rating={company.averageRating} />
                            <span>{formatRating(company.averageRating)}</span>
                          </>
                        ) : null}
                        <span className="text-slate-600">{countOf(company.reviewCount, "review")}</span>
                      </span>
                    </span>
                  </Link>
                  <CompareToggle company={company} />
                </li>
              ))}
            </ul>
          )}
          {companies.length > 0 ? <CompareTray companies={companies} /> : null}
          <Pagination page={page} pageCount={pageCount} linkTo={pageLink} />
        </div>
      </div>
    </div>
  );
}
