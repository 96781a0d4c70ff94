import type { ReactNode } from "react";
import { isRouteErrorResponse, redirect } from "react-router";
import { CompanyLogo } from "#app/components/catalog/company-logo.tsx";
import { CompareNotFound } from "#app/components/catalog/compare-not-found.tsx";
import { FactCitationLine } from "#app/components/catalog/facts-panel.tsx";
import { StarRating } from "#app/components/catalog/star-rating.tsx";
import { isRequestProblem, RequestProblem } from "#app/components/layout/request-problem.tsx";
import { StatusPage } from "#app/components/layout/status-page.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { errorCopy } from "#app/lib/error-copy.ts";
import { errorMeta, pageMeta } from "#app/lib/meta.ts";
import { brandSizeLabels } from "#contracts/brand-sizes.ts";
import { companyKindLabels, formatAsOf, notListed } from "#contracts/company-facts.ts";
import { companyPath } from "#contracts/company-paths.ts";
import { compareSlugs, minimumSubRatings } from "#contracts/compare.ts";
import { type FactKey, factDefinitions, factKeys } from "#contracts/facts/fact-definitions.ts";
import { factText } from "#contracts/facts/fact-text.ts";
import { countOf } from "#contracts/plural.ts";
import { formatRating } from "#contracts/rating.ts";
import { subRatingKeys, subRatingLabels } from "#contracts/review-details.ts";
import { compareCompanies, resolveCompareSlugs } from "#server/catalog/compare-companies.ts";
import { loadOrThrowPage } from "#server/web/page-errors.ts";
import { publicOrigin } from "#server/web/public-origin.ts";
import { getRequestContext } from "#server/web/require.ts";
import type { Route } from "./+types/compare";

export const meta: Route.MetaFunction = ({ loaderData, error }) => {
  if (!loaderData) return errorMeta(error);
  const names = loaderData.companies.map((company) => company.name);
  return pageMeta(
    `${names.join(" vs ")}: compared`,
    `${names.slice(0, -1).join(", ")} and ${names.at(-1)} side by side: operator ratings, reviews, pricing, platforms, features, fit and awards.`,
    loaderData.canonicalUrl,
  );
};

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services } = getRequestContext(context);
  return loadOrThrowPage(async () => {
    const resolved = await resolveCompareSlugs(services.db, params.slugs);
    // One URL per set: any other order or letter case is the same page, moved for good.
    if (`/compare/${params.slugs}` !== resolved.canonicalPath) throw redirect(resolved.canonicalPath, 301);
    const ordered = [...resolved.companies].sort((a, b) => compareSlugs(a.slug, b.slug));
    const comparison = await compareCompanies(
      services.db,
      services.cache,
      ordered.map((company) => company.id),
    );
    return { ...comparison, canonicalUrl: `${publicOrigin(services)}${resolved.canonicalPath}` };
  });
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRequestProblem(error)) return <RequestProblem error={error} />;
  if (isRouteErrorResponse(error) && error.status === 404)
    return <CompareNotFound message={errorCopy(error).message} />;
  return <StatusPage title="Something went wrong" message="Failed to load the comparison. Please try again." />;
}

type Company = Route.ComponentProps["loaderData"]["companies"][number];

const NotListed = () => <span className="text-slate-600">{notListed}</span>;

function Row({
  label,
  companies,
  cell,
}: {
  label: string;
  companies: Company[];
  cell: (company: Company) => ReactNode;
}) {
  return (
    <tr className="border-t border-slate-200 align-top">
      <th scope="row" className="py-2 pr-4 text-left font-medium text-slate-700">
        {label}
      </th>
      {companies.map((company) => (
        <td key={company.id} className="py-2 pr-4">
          {cell(company)}
        </td>
      ))}
    </tr>
  );
}

function GroupHeading({ id, title, span }: { id: string; title: string; span: number }) {
  return (
    <tr>
      <th id={id} scope="colgroup" colSpan={span} className="pt-6 pb-2 text-left text-lg font-bold">
        {title}
      </th>
    </tr>
  );
}

function List({ items }: { items: string[] }) {
  if (items.length === 0) return <NotListed />;
  return (
    <ul className="grid gap-0.5">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** A compared fact's sources and dates, open on focus or click without JavaScript (issue #37). */
function FactSources({ factKey, companies }: { factKey: FactKey; companies: Company[] }) {
  const cited = companies.flatMap((company) => {
    const citation = company.facts?.citations[factKey];
    return citation ? [{ company, citation }] : [];
  });
  if (cited.length === 0) return null;
  return (
    <details className="mt-1 text-xs font-normal">
      <summary className="cursor-pointer text-brand-700">Sources</summary>
      <ul className="mt-1 grid gap-1">
        {cited.map(({ company, citation }) => (
          <li key={company.id}>
            {`${company.name}: `}
            <FactCitationLine citation={citation} />
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * The comparable facts, each a row from its definition (contracts/facts/fact-definitions.ts); a fact no compared
 * company has a value for folds into one line instead of a row of "not listed".
 */
function FactRows({ companies }: { companies: Company[] }) {
  const comparable = factKeys.filter((key) => factDefinitions[key].isComparable);
  const rows = comparable.map((key) => ({
    key,
    values: companies.map((company) => (company.facts ? factText(key, company.facts) : null)),
  }));
  const listed = rows.filter((row) => row.values.some((value) => value !== null));
  const unlisted = rows.filter((row) => row.values.every((value) => value === null));
  return (
    <>
      {listed.map((row) => (
        <tr key={row.key} className="border-t border-slate-200 align-top">
          <th scope="row" className="py-2 pr-4 text-left font-medium text-slate-700">
            {factDefinitions[row.key].label}
            <FactSources factKey={row.key} companies={companies} />
          </th>
          {companies.map((company, index) => {
            const value = row.values[index];
            const citation = company.facts?.citations[row.key];
            return (
              <td key={company.id} className="py-2 pr-4">
                {value ?? <NotListed />}
                {value !== null && citation ? (
                  <span className="block text-xs text-slate-600">{`as of ${formatAsOf(citation.asOf)}`}</span>
                ) : null}
              </td>
            );
          })}
        </tr>
      ))}
      {unlisted.length > 0 ? (
        <tr className="border-t border-slate-200">
          <td colSpan={companies.length + 1} className="py-2 text-slate-600">
            {`Not listed for any: ${unlisted.map((row) => factDefinitions[row.key].label).join(", ")}.`}
          </td>
        </tr>
      ) : null}
    </>
  );
}

export default function ComparePage({ loaderData }: Route.ComponentProps) {
  const { companies, sharedFeatures } = loaderData;
  const names = companies.map((company) => company.name);
  const span = companies.length + 1;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <Link to="/categories" className="text-sm font-semibold text-brand-700 hover:underline">
        ← Browse categories
      </Link>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight">{names.join(" vs ")}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Operator ratings, facts, features and awards side by side. A feature or fact we have no source for says “
        {notListed}”: it may still exist.
      </p>
      <div className="relative mt-6 overflow-x-auto">
        {/* Two companies fit a phone; three or four scroll inside this box, never the page (issue #35). */}
        <table
          className={`w-full border-collapse text-sm [overflow-wrap:break-word] ${companies.length > 2 ? "min-w-[40rem]" : ""}`}
        >
          <caption className="sr-only">{`${names.join(", ")} compared`}</caption>
          <thead>
            <tr>
              <td className="w-28 sm:w-48" />
              {companies.map((company) => (
                <th key={company.id} scope="col" className="pb-3 pr-4 text-left align-bottom">
                  <span className="flex flex-col items-start gap-1 sm:flex-row sm:items-center sm:gap-2">
                    <CompanyLogo name={company.name} logoUrl={company.logoUrl} size={32} />
                    <Link to={companyPath(company.slug)} className="text-base font-bold text-brand-700 hover:underline">
                      {company.name}
                    </Link>
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <GroupHeading id="compare-ratings" title="Ratings" span={span} />
            <Row
              label="Operator rating"
              companies={companies}
              cell={(company) =>
                company.averageRating !== null ? (
                  <span className="flex items-center gap-2">
                    <StarRating rating={company.averageRating} />
                    {formatRating(company.averageRating)}
                  </span>
                ) : (
                  <span className="text-slate-600">No ratings yet</span>
                )
              }
            />
            <Row
              label="Reviews"
              companies={companies}
              cell={(company) => (
                <Link to={companyPath(company.slug, "reviews")} className="text-brand-700 hover:underline">
                  {countOf(company.reviewCount, "review")}
                </Link>
              )}
            />
            <Row
              label="Rating distribution"
              companies={companies}
              cell={(company) => (
                <ul aria-label={`${company.name}: ratings by stars`} className="grid gap-0.5">
                  {([5, 4, 3, 2, 1] as const).map((stars) => (
                    <li key={stars}>{`${countOf(stars, "star")}: ${company.distribution[stars]}`}</li>
                  ))}
                </ul>
              )}
            />
            {subRatingKeys.map((key) => (
              <Row
                key={key}
                label={subRatingLabels[key]}
                companies={companies}
                cell={(company) => {
                  const rating = company.subRatings[key];
                  return rating.average !== null ? (
                    <span>
                      {formatRating(rating.average)}{" "}
                      <span className="text-slate-600">{`(${countOf(rating.count, "rating")})`}</span>
                    </span>
                  ) : (
                    <span className="text-slate-600" title={`Shown from ${minimumSubRatings} ratings on`}>
                      not enough ratings
                    </span>
                  );
                }}
              />
            ))}
          </tbody>
          <tbody>
            <GroupHeading id="compare-facts" title="Facts" span={span} />
            <Row label="Type" companies={companies} cell={(company) => companyKindLabels[company.kind]} />
            <FactRows companies={companies} />
          </tbody>
          {sharedFeatures.map((category) => (
            <tbody key={category.slug}>
              <GroupHeading id={`compare-features-${category.slug}`} title={`${category.name} features`} span={span} />
              {category.features.map((feature) => (
                <Row
                  key={feature.slug}
                  label={feature.name}
                  companies={companies}
                  cell={(company) =>
                    feature.companyIds.includes(company.id) ? (
                      <span>
                        <span aria-hidden="true" className="font-bold text-emerald-700">
                          ✓
                        </span>
                        <span className="sr-only">listed</span>
                      </span>
                    ) : (
                      <NotListed />
                    )
                  }
                />
              ))}
            </tbody>
          ))}
          <tbody>
            <GroupHeading id="compare-operators" title="What operators say" span={span} />
            <Row
              label="Top mentions"
              companies={companies}
              cell={(company) =>
                company.topMentions.length > 0 ? (
                  <List items={company.topMentions.map((mention) => `${mention.term} (${mention.count})`)} />
                ) : (
                  <span className="text-slate-600">None yet</span>
                )
              }
            />
            <Row
              label="Good for (operators' votes)"
              companies={companies}
              cell={(company) => (
                <List
                  items={company.goodFor
                    .filter((entry) => entry.count > 0)
                    .map((entry) => `${brandSizeLabels[entry.key]}: ${entry.count}`)}
                />
              )}
            />
            <Row
              label="Awards"
              companies={companies}
              cell={(company) =>
                company.awards.length > 0 ? (
                  <List items={company.awards.map((award) => `${award.award}, ${award.periodTitle}`)} />
                ) : (
                  <span className="text-slate-600">None yet</span>
                )
              }
            />
            <Row
              label="Most helpful reviews"
              companies={companies}
              cell={(company) =>
                company.helpfulReviews.length > 0 ? (
                  <ul className="grid gap-3">
                    {company.helpfulReviews.map((review) => (
                      <li key={review.id}>
                        <Link to={`/review/${review.id}`} className="font-semibold text-brand-700 hover:underline">
                          {review.title}
                        </Link>
                        <span className="block text-xs text-slate-600">
                          {`${countOf(review.rating, "star")} · ${review.reviewer} · ${countOf(review.helpfulCount, "helpful vote")}`}
                        </span>
                        <span className="block">{review.excerpt}</span>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <span className="text-slate-600">No reviews yet</span>
                )
              }
            />
            <Row
              label="More"
              companies={companies}
              cell={(company) => (
                <Link to={companyPath(company.slug, "alternatives")} className="text-brand-700 hover:underline">
                  {`Alternatives to ${company.name}`}
                </Link>
              )}
            />
          </tbody>
        </table>
      </div>
      <p className="mt-6 text-xs text-slate-600">
        {`Ratings, mentions and good-for votes count operators' published reviews only. Sub-ratings show from ${minimumSubRatings} ratings on. Features are those of the categories the companies share.`}
      </p>
    </div>
  );
}
