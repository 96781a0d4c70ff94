import { isRouteErrorResponse, Link } from "react-router";
import { CompanyLogo } from "#app/components/catalog/company-logo.tsx";
import { ReviewCard } from "#app/components/catalog/review-card.tsx";
import { StarRating } from "#app/components/catalog/star-rating.tsx";
import { StatusPage } from "#app/components/layout/status-page.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { loadOrThrowPage } from "#server/api/page-errors.ts";
import { getServices } from "#server/auth/require.ts";
import { getCompany } from "#server/catalog/get-company.ts";
import { AppError } from "#server/errors.ts";
import { listRecentReviews } from "#server/reviews/list-recent-reviews.ts";
import type { Route } from "./+types/company";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta(
        `${loaderData.company.name} reviews`,
        loaderData.company.description || `Operator reviews of ${loaderData.company.name}.`,
      )
    : pageMeta("Company Not Found", "The company you're looking for doesn't exist.");

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = getServices(context);
  return loadOrThrowPage(async () => {
    const id = Number(params.id);
    if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647)
      throw new AppError("not_found", "The company you're looking for doesn't exist.");
    const [company, reviews] = await Promise.all([getCompany(db, id), listRecentReviews(db, id, 3)]);
    return { company, reviews };
  });
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <StatusPage title="Company Not Found" message="The company you're looking for doesn't exist.">
        <Button asChild>
          <Link to="/categories">Browse categories</Link>
        </Button>
      </StatusPage>
    );
  }
  return <StatusPage title="Something went wrong" message="Failed to load company information. Please try again." />;
}

export default function CompanyPage({ loaderData }: Route.ComponentProps) {
  const { company, reviews } = loaderData;
  const facts = [
    company.foundedYear ? { label: "Founded", value: String(company.foundedYear) } : null,
    company.headquarters ? { label: "Headquarters", value: company.headquarters } : null,
    company.pricingModel ? { label: "Pricing", value: company.pricingModel.replace("-", " ") } : null,
  ].filter((fact) => fact !== null);
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <Link to="/categories" className="text-sm font-semibold text-brand-700 hover:underline">
        ← Browse categories
      </Link>
      <section className="mt-4 rounded-lg border border-slate-200 p-6">
        <div className="flex flex-wrap items-start gap-4">
          <CompanyLogo name={company.name} logoUrl={company.logoUrl} size={64} />
          <div className="min-w-0 flex-1">
            <h1 className="text-3xl font-extrabold tracking-tight">{company.name}</h1>
            {company.websiteUrl && company.domain ? (
              <a
                href={company.websiteUrl}
                rel="noopener noreferrer nofollow"
                className="text-sm text-brand-700 hover:underline"
              >
                {company.domain}
              </a>
            ) : null}
            <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
              {company.averageRating !== null ? (
                <>
                  <StarRating rating={company.averageRating} />
                  <span className="font-semibold">{company.averageRating.toFixed(1)}</span>
                </>
              ) : null}
              <span className="text-slate-600">
                {company.reviewCount} {company.reviewCount === 1 ? "review" : "reviews"}
              </span>
            </div>
          </div>
          <Button asChild>
            <Link to={`/write-review?companyId=${company.id}`}>Write a Review</Link>
          </Button>
        </div>
        {company.description ? <p className="mt-4 text-slate-800">{company.description}</p> : null}
        <ul className="mt-4 flex flex-wrap gap-2" aria-label="Categories">
          {company.categories.map((category) => (
            <li key={category.id}>
              <Link
                to={`/categories/${category.slug}`}
                className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-800 hover:bg-slate-200"
              >
                <span aria-hidden="true">{category.icon}</span>
                {category.name}
              </Link>
            </li>
          ))}
        </ul>
        {facts.length > 0 ? (
          <dl className="mt-4 flex flex-wrap gap-x-8 gap-y-2 text-sm">
            {facts.map((fact) => (
              <div key={fact.label}>
                <dt className="inline text-slate-600">{fact.label}: </dt>
                <dd className="inline font-medium capitalize">{fact.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </section>

      <section aria-labelledby="reviews-heading" className="mt-10">
        <div className="flex items-end justify-between gap-4">
          <h2 id="reviews-heading" className="text-2xl font-bold">
            Reviews
          </h2>
          {company.reviewCount > 0 ? (
            <Link
              to={`/company/${company.id}/reviews`}
              className="text-sm font-semibold text-brand-700 hover:underline"
            >
              {company.reviewCount > 3 ? `View All ${company.reviewCount} Reviews` : "View All Reviews"}
            </Link>
          ) : null}
        </div>
        {reviews.length === 0 ? (
          <div className="mt-4 rounded-lg border border-dashed border-slate-300 p-8 text-center">
            <p className="text-slate-700">No reviews yet for this company.</p>
            <Link
              to={`/write-review?companyId=${company.id}`}
              className="mt-2 inline-block font-semibold text-brand-700 hover:underline"
            >
              Be the first to review
            </Link>
          </div>
        ) : (
          <div className="mt-4 grid gap-4">
            {reviews.map((review) => (
              <ReviewCard key={review.id} review={review} />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
