import { Form, isRouteErrorResponse, useSearchParams, useSubmit } from "react-router";
import { CompanyNotFound } from "#app/components/catalog/company-not-found.tsx";
import { ListingStatusNotice } from "#app/components/catalog/listing-status-notice.tsx";
import { StarRating } from "#app/components/catalog/star-rating.tsx";
import { isRequestProblem, RequestProblem } from "#app/components/layout/request-problem.tsx";
import { StatusPage } from "#app/components/layout/status-page.tsx";
import { RatingDistribution } from "#app/components/reviews/rating-distribution.tsx";
import { ReviewCard } from "#app/components/reviews/review-card.tsx";
import { TrustLink } from "#app/components/reviews/trust-link.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field, SelectField } from "#app/components/ui/field.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { Pagination } from "#app/components/ui/pagination.tsx";
import { errorMeta, pageMeta } from "#app/lib/meta.ts";
import { cn } from "#app/lib/utils.ts";
import { brandSizeLabels, brandSizes } from "#contracts/brand-sizes.ts";
import { platformLabels, platforms } from "#contracts/company-facts.ts";
import { companyPath } from "#contracts/company-paths.ts";
import { countOf } from "#contracts/plural.ts";
import { formatRating } from "#contracts/rating.ts";
import { reviewerRoleLabels, reviewerRoles } from "#contracts/review-details.ts";
import { reviewSortLabels, reviewSorts } from "#contracts/review-list-options.ts";
import { ReviewListQuerySchema } from "#contracts/validation/reviews.ts";
import { companyReviewsPage } from "#server/catalog/company-reviews-page.ts";
import { AppError } from "#server/errors.ts";
import { resolveCompanyAddress } from "#server/web/company-address.ts";
import { loadOrThrowPage } from "#server/web/page-errors.ts";
import { assertPageExists } from "#server/web/page-range.ts";
import { publicOrigin } from "#server/web/public-origin.ts";
import { getRequestContext } from "#server/web/require.ts";
import type { Route } from "./+types/company-reviews";

export const meta: Route.MetaFunction = ({ loaderData, error }) =>
  loaderData
    ? pageMeta(
        `All ${loaderData.company.name} reviews`,
        `Every operator review of ${loaderData.company.name}: ratings, filters, sorting and the most helpful reviews.`,
        loaderData.canonicalUrl,
        { noindex: loaderData.company.listingStatus !== "listed" },
      )
    : errorMeta(error);

function hasReviewerFilter(query: {
  brandSize?: string | undefined;
  role?: string | undefined;
  platform?: string | undefined;
}) {
  return query.brandSize !== undefined || query.role !== undefined || query.platform !== undefined;
}

/** The reviewer filters of the form: each a select of its values, "" for everyone. */
const reviewerFilters = [
  {
    name: "brandSize",
    label: "Reviewer's brand size",
    everyone: "All brand sizes",
    options: brandSizes.map((value) => ({ value, label: brandSizeLabels[value] })),
  },
  {
    name: "role",
    label: "Reviewer's role",
    everyone: "All roles",
    options: reviewerRoles.map((value) => ({ value, label: reviewerRoleLabels[value] })),
  },
  {
    name: "platform",
    label: "Reviewer's platform",
    everyone: "All platforms",
    options: platforms.map((value) => ({ value, label: platformLabels[value] })),
  },
] as const;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { services, getUser } = getRequestContext(context);
  return loadOrThrowPage(async () => {
    const { id } = await resolveCompanyAddress(context, request, params.company);
    const parsed = ReviewListQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!parsed.success) throw new AppError("bad_request", parsed.error.issues[0]?.message ?? "Invalid filters.");
    const query = parsed.data;
    const user = await getUser();
    const page = await companyReviewsPage(services, {
      companyId: id,
      viewer: user ? { userId: user.id, isAdmin: user.isAdmin } : null,
      query,
    });
    const { company, ...list } = page;
    const filtered = query.rating !== undefined || query.q !== undefined || hasReviewerFilter(query);
    assertPageExists(
      query.page,
      list.total,
      list.pageSize,
      filtered ? "the matching reviews" : "this company's reviews",
    );
    return {
      company,
      query,
      ...list,
      canonicalUrl: `${publicOrigin(services)}${companyPath(company.slug, "reviews")}`,
    };
  });
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRequestProblem(error)) return <RequestProblem error={error} />;
  if (isRouteErrorResponse(error) && error.status === 404) return <CompanyNotFound />;
  const message =
    isRouteErrorResponse(error) && typeof error.data?.message === "string"
      ? error.data.message
      : "Failed to load reviews. Please try again.";
  return <StatusPage title="Something went wrong" message={message} />;
}

export default function CompanyReviewsPage({ loaderData }: Route.ComponentProps) {
  const { company, query, reviews, total, page, pageSize, average, distribution, keywords } = loaderData;
  const [searchParams] = useSearchParams();
  const submit = useSubmit();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const hasFilters = query.rating !== undefined || query.q !== undefined || hasReviewerFilter(query);

  function linkWith(changes: Record<string, string | number | undefined>) {
    const next = new URLSearchParams(searchParams);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === "") next.delete(key);
      else next.set(key, String(value));
    }
    const text = next.toString();
    return text ? `?${text}` : ".";
  }

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <Link to={companyPath(company.slug)} className="text-sm font-semibold text-brand-700 hover:underline">
        ← {company.name}
      </Link>
      <div className="mt-4 flex flex-wrap items-start justify-between gap-4">
        <h1 className="min-w-0 text-3xl font-extrabold tracking-tight break-words">{company.name} reviews</h1>
        <Button asChild>
          <Link to={`/write-review?companyId=${company.id}`}>Write a Review</Link>
        </Button>
      </div>
      <ListingStatusNotice status={company.listingStatus} />
      <TrustLink />

      <div className="mt-6 grid gap-6 md:grid-cols-[18rem_1fr]">
        <aside className="grid content-start gap-6">
          <section aria-labelledby="overall-heading" className="rounded-lg border border-slate-200 p-5">
            <h2 id="overall-heading" className="font-semibold">
              Overall rating
            </h2>
            <div className="mt-2 flex items-center gap-2">
              <span className="text-3xl font-extrabold">{average !== null ? formatRating(average) : "–"}</span>
              {average !== null ? <StarRating rating={average} /> : null}
            </div>
            <RatingDistribution distribution={distribution} className="mt-4" />
          </section>
        </aside>

        <div>
          <Form
            method="get"
            className="rounded-lg border border-slate-200 p-4"
            onChange={(event) => {
              const target = event.target as HTMLElement;
              if (target.tagName === "SELECT") void submit(event.currentTarget, { preventScrollReset: true });
            }}
          >
            <div className="flex flex-wrap items-end gap-3">
              <Field
                id="review-keyword"
                name="q"
                label="Keyword"
                size="sm"
                defaultValue={query.q ?? ""}
                key={query.q ?? ""}
                maxLength={200}
                fieldClassName="flex-1"
                placeholder="Search these reviews"
              />
              <SelectField
                id="review-sort"
                name="sort"
                label="Sort"
                size="sm"
                defaultValue={query.sort}
                key={query.sort}
                className="w-auto"
              >
                {reviewSorts.map((sort) => (
                  <option key={sort} value={sort}>
                    {reviewSortLabels[sort]}
                  </option>
                ))}
              </SelectField>
              <Button type="submit" size="md">
                Apply
              </Button>
            </div>
            <details className="mt-3" open={query.rating !== undefined || hasReviewerFilter(query)}>
              <summary className="text-sm font-semibold text-brand-700">Filters</summary>
              <div className="mt-2 flex flex-wrap gap-3">
                <SelectField
                  id="review-rating"
                  name="rating"
                  label="Rating"
                  size="sm"
                  defaultValue={query.rating ? String(query.rating) : ""}
                  key={query.rating ?? "all"}
                  className="w-48"
                >
                  <option value="">All ratings</option>
                  {[5, 4, 3, 2, 1].map((stars) => (
                    <option key={stars} value={stars}>
                      {countOf(stars, "star")}
                    </option>
                  ))}
                </SelectField>
                {reviewerFilters.map((filter) => (
                  <SelectField
                    // A new key when the applied filter changes: the uncontrolled select shows it.
                    key={`${filter.name}-${query[filter.name] ?? "all"}`}
                    id={`review-${filter.name}`}
                    name={filter.name}
                    label={filter.label}
                    size="sm"
                    defaultValue={query[filter.name] ?? ""}
                    className="w-56"
                  >
                    <option value="">{filter.everyone}</option>
                    {filter.options.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </SelectField>
                ))}
              </div>
              {hasReviewerFilter(query) ? (
                <p className="mt-2 text-xs text-slate-600">
                  Only reviewers who said who they are match these filters; the rating summary counts every review.
                </p>
              ) : null}
            </details>
            {keywords.length > 0 ? (
              <ul className="mt-3 flex flex-wrap gap-2" aria-label="Keywords">
                {keywords.map((keyword) => (
                  <li key={keyword}>
                    <Link
                      to={linkWith({ q: query.q === keyword ? undefined : keyword, page: undefined })}
                      aria-current={query.q === keyword ? "true" : undefined}
                      className={cn(
                        "inline-block rounded-full border px-3 py-1 text-xs",
                        query.q === keyword
                          ? "border-brand-600 bg-brand-50 text-brand-800"
                          : "border-slate-300 hover:bg-slate-50",
                      )}
                    >
                      {keyword}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </Form>

          <p className="mt-4 text-sm text-slate-700" aria-live="polite">
            {countOf(total, "review")}
            {hasFilters ? " match your filters" : ""}
          </p>

          {reviews.length === 0 ? (
            <div className="mt-4 rounded-lg border border-dashed border-slate-300 p-8 text-center">
              <p className="text-slate-700">
                {hasFilters ? "No reviews match your current filters." : "No reviews yet for this company."}
              </p>
              {hasFilters ? (
                <Link to="." className="mt-2 inline-block font-semibold text-brand-700 hover:underline">
                  Clear Filters
                </Link>
              ) : null}
            </div>
          ) : (
            <div className="mt-4 grid gap-4">
              {reviews.map((review) => (
                <ReviewCard key={review.id} review={review} />
              ))}
            </div>
          )}

          <Pagination
            page={page}
            pageCount={pageCount}
            linkTo={(number) => linkWith({ page: number === 1 ? undefined : number })}
          />
        </div>
      </div>
    </div>
  );
}
