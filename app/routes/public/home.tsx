import { CategoryCard } from "#app/components/catalog/category-card.tsx";
import { HeroSearch } from "#app/components/catalog/hero-search.tsx";
import { StarRating } from "#app/components/catalog/star-rating.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { highestRatedMinimumReviews } from "#contracts/catalog-options.ts";
import { companyPath } from "#contracts/company-paths.ts";
import { countOf } from "#contracts/plural.ts";
import { formatRating } from "#contracts/rating.ts";
import { getLatestPublishedAnnual } from "#server/awards/get-latest-published-annual.ts";
import { cacheKeys } from "#server/cache/read-cache.ts";
import { getHomeHighlights } from "#server/catalog/get-home-highlights.ts";
import { getHomeStats } from "#server/catalog/get-home-stats.ts";
import { listCategories } from "#server/catalog/list-categories.ts";
import { publicOrigin } from "#server/web/public-origin.ts";
import { getServices } from "#server/web/require.ts";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    "OperatorStack",
    "Reviews of e-commerce software, agencies and freelancers from industry experts and real operators.",
    loaderData?.canonicalUrl,
  );

export async function loader({ context }: Route.LoaderArgs) {
  const services = getServices(context);
  const { db, cache } = services;
  const [stats, categories, highlights] = await Promise.all([
    cache.get(cacheKeys.homeStats, () => getHomeStats(db)),
    cache.get(cacheKeys.categories, () => listCategories(db)),
    cache.get(cacheKeys.homeHighlights, () => getHomeHighlights(db)),
  ]);
  // The award teaser: three category winners of the latest published annual period.
  const annual = await getLatestPublishedAnnual(db);
  const awardTeaser = annual
    ? {
        year: annual.year,
        winners: annual.snapshot.winners
          .filter((winner) => winner.position === 1)
          .slice(0, 3)
          .map((winner) => ({
            categoryName: winner.categoryName,
            categorySlug: winner.categorySlug,
            companyName: winner.companyName,
          })),
      }
    : null;
  return {
    stats,
    categories: categories.slice(0, 12),
    highlights,
    awardTeaser,
    canonicalUrl: `${publicOrigin(services)}/`,
  };
}

/** "1K+", "100+", "98%": rounded figures; the exact value goes in the title attribute. */
function roundedFigure(value: number) {
  if (value >= 1000) return `${Math.floor(value / 1000)}K+`;
  if (value >= 100) return `${Math.floor(value / 100) * 100}+`;
  return String(value);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { stats, categories } = loaderData;
  const figures = [
    {
      label: "Tools reviewed",
      display: roundedFigure(stats.toolsReviewed),
      exact: stats.toolsReviewed.toLocaleString("en-US"),
    },
    {
      label: "User reviews",
      display: roundedFigure(stats.userReviews),
      exact: stats.userReviews.toLocaleString("en-US"),
    },
    {
      label: "Recommend the tool they reviewed",
      display: stats.recommendationRate === null ? "–" : `${Math.round(stats.recommendationRate * 100)}%`,
      exact: stats.recommendationRate === null ? "no reviews yet" : `${(stats.recommendationRate * 100).toFixed(1)}%`,
    },
  ];
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-4xl px-4 py-20 text-center">
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">
            The e-commerce stack, reviewed by the people who run it
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-700">
            Reviews of software, agencies and freelancers from industry experts and real operators of e-commerce brands.
          </p>
          <HeroSearch />
          <div className="mt-6 flex flex-wrap justify-center gap-3 text-sm">
            <Link to="/categories" className="font-semibold text-brand-700 hover:underline">
              Browse all categories
            </Link>
            <span aria-hidden="true" className="text-slate-400">
              ·
            </span>
            <Link to="/search-with-ai" className="font-semibold text-brand-700 hover:underline">
              Ask in plain language with Discover with AI
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="stats-heading" className="mx-auto max-w-5xl px-4">
        <h2 id="stats-heading" className="sr-only">
          OperatorStack in figures
        </h2>
        <dl className="grid gap-4 sm:grid-cols-3">
          {figures.map((figure) => (
            <div key={figure.label} className="rounded-lg border border-slate-200 p-5 text-center">
              <dt className="text-sm text-slate-600">{figure.label}</dt>
              <dd className="mt-1 text-3xl font-extrabold" title={figure.exact}>
                {figure.display}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="categories-heading" className="mx-auto max-w-6xl px-4 py-16">
        <div className="flex items-end justify-between gap-4">
          <h2 id="categories-heading" className="text-2xl font-bold">
            Browse by category
          </h2>
          <Link to="/categories" className="text-sm font-semibold text-brand-700 hover:underline">
            All categories
          </Link>
        </div>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {categories.map((category) => (
            <li key={category.id}>
              <CategoryCard category={category} />
            </li>
          ))}
        </ul>
      </section>

      <div className="mx-auto grid max-w-6xl gap-8 px-4 pb-16 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="recent-reviews-heading">
          <h2 id="recent-reviews-heading" className="text-2xl font-bold">
            Recent reviews
          </h2>
          {loaderData.highlights.recentReviews.length === 0 ? (
            <p className="mt-4 text-slate-700">No reviews yet.</p>
          ) : (
            <ul className="mt-6 grid gap-4">
              {loaderData.highlights.recentReviews.map((review) => (
                <li key={review.id} className="rounded-lg border border-slate-200 p-4">
                  <p className="flex flex-wrap items-center gap-2 text-sm">
                    <StarRating rating={review.rating} />
                    <Link
                      to={companyPath(review.company.slug)}
                      className="font-semibold text-brand-700 hover:underline"
                    >
                      {review.company.name}
                    </Link>
                    <span className="text-slate-600">{`${review.reviewer} · ${review.createdAt.slice(0, 10)}`}</span>
                  </p>
                  <h3 className="mt-1 font-semibold">
                    <Link to={`/review/${review.id}`} className="hover:underline">
                      {review.title}
                    </Link>
                  </h3>
                  <p className="mt-1 text-sm text-slate-700">{review.excerpt}</p>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="top-rated-heading">
          <h2 id="top-rated-heading" className="text-2xl font-bold">
            Top rated
          </h2>
          <p className="mt-1 text-sm text-slate-600">{`Companies with at least ${highestRatedMinimumReviews} reviews, by their average rating.`}</p>
          {loaderData.highlights.topRated.length === 0 ? (
            <p className="mt-4 text-slate-700">No company has enough reviews yet.</p>
          ) : (
            <ol className="mt-4 grid gap-3">
              {loaderData.highlights.topRated.map((company) => (
                <li
                  key={company.id}
                  className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 p-3"
                >
                  <Link to={companyPath(company.slug)} className="min-w-0 font-semibold text-brand-700 hover:underline">
                    {company.name}
                  </Link>
                  <span className="flex shrink-0 items-center gap-2 text-sm">
                    <StarRating rating={company.averageRating} />
                    <span>{formatRating(company.averageRating)}</span>
                    <span className="text-slate-600">{countOf(company.reviewCount, "review")}</span>
                  </span>
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>

      <section className="mx-auto grid max-w-6xl gap-4 px-4 md:grid-cols-3">
        <div className="rounded-lg border border-slate-200 p-6">
          <h2 className="text-lg font-bold">
            {loaderData.awardTeaser ? `Award winners ${loaderData.awardTeaser.year}` : "Award winners"}
          </h2>
          {loaderData.awardTeaser && loaderData.awardTeaser.winners.length > 0 ? (
            <ul className="mt-2 grid gap-1 text-sm text-slate-700">
              {loaderData.awardTeaser.winners.map((winner) => (
                <li key={winner.categorySlug}>
                  <Link to={`/award-winners/${winner.categorySlug}`} className="hover:underline">
                    <span className="font-semibold">{winner.companyName}</span>
                    {` · ${winner.categoryName}`}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-slate-700">Monthly and annual awards, computed from operator reviews.</p>
          )}
          <Link to="/award-winners" className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:underline">
            See the awards
          </Link>
        </div>
        <div className="rounded-lg border border-slate-200 p-6">
          <h2 className="text-lg font-bold">Discover with AI</h2>
          <p className="mt-2 text-sm text-slate-700">Ask in plain language and get tools that fit your brand.</p>
          <Link to="/search-with-ai" className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:underline">
            Try the discovery search
          </Link>
        </div>
        <div className="rounded-lg border border-slate-200 p-6">
          <h2 className="text-lg font-bold">Used a tool lately?</h2>
          <p className="mt-2 text-sm text-slate-700">Your review helps other operators choose well.</p>
          <Link to="/write-review" className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:underline">
            Write a review
          </Link>
        </div>
      </section>
    </>
  );
}
