import { isbot } from "isbot";
import { data, Form, isRouteErrorResponse, redirect } from "react-router";
import { AlternativesBlock } from "#app/components/catalog/alternatives-block.tsx";
import { CategoryIcon } from "#app/components/catalog/category-icon.tsx";
import { CompanyLogo } from "#app/components/catalog/company-logo.tsx";
import { CompanyNotFound } from "#app/components/catalog/company-not-found.tsx";
import { FactsPanel } from "#app/components/catalog/facts-panel.tsx";
import { GridPositionCard } from "#app/components/catalog/grid-position.tsx";
import { ListingStatusNotice } from "#app/components/catalog/listing-status-notice.tsx";
import { StarRating } from "#app/components/catalog/star-rating.tsx";
import { ErrorToast } from "#app/components/layout/error-toast.tsx";
import { PendingNotice } from "#app/components/layout/pending-notice.tsx";
import { isRequestProblem, RequestProblem } from "#app/components/layout/request-problem.tsx";
import { StatusPage } from "#app/components/layout/status-page.tsx";
import { AiPreferencesCard } from "#app/components/reviews/ai-preferences-card.tsx";
import { AiSummaryCard } from "#app/components/reviews/ai-summary-card.tsx";
import { RatingDistribution } from "#app/components/reviews/rating-distribution.tsx";
import { ReviewCard } from "#app/components/reviews/review-card.tsx";
import { ProsConsSummary, SubRatingAverages } from "#app/components/reviews/review-detail-summary.tsx";
import { emptyReviewDetail } from "#app/components/reviews/review-form.tsx";
import { TrustLink } from "#app/components/reviews/trust-link.tsx";
import { WriteReviewDialog } from "#app/components/reviews/write-review-dialog.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { serializeJsonLd } from "#app/lib/json-ld.ts";
import { errorMeta, pageMeta } from "#app/lib/meta.ts";
import { brandSizeLabels } from "#contracts/brand-sizes.ts";
import { companyPath } from "#contracts/company-paths.ts";
import { panelFactsOf } from "#contracts/facts/panel-facts.ts";
import { countOf, pluralWord } from "#contracts/plural.ts";
import { formatRating } from "#contracts/rating.ts";
import { cacheHitEffectHeader } from "#server/cache/page-cache.ts";
import { declareNoPublicEffect, surrogateKeys } from "#server/cache/surrogate-keys.ts";
import { companyPage } from "#server/catalog/company-page.ts";
import { updatePreferences } from "#server/preferences/update-preferences.ts";
import { resolveCompanyAddress } from "#server/web/company-address.ts";
import { replyFormError } from "#server/web/form-reply.ts";
import { loadOrThrowPage } from "#server/web/page-errors.ts";
import { publicOrigin } from "#server/web/public-origin.ts";
import { safeRedirectTarget } from "#server/web/redirect-target.ts";
import { getRequestContext } from "#server/web/require.ts";
import { tagAnswer } from "#server/web/tag-answer.ts";
import type { Route } from "./+types/company";

export const meta: Route.MetaFunction = ({ loaderData, error }) =>
  loaderData
    ? pageMeta(
        `${loaderData.company.name} reviews`,
        loaderData.company.description || `Operator reviews of ${loaderData.company.name}.`,
        loaderData.canonicalUrl,
        { noindex: loaderData.company.listingStatus !== "listed" },
      )
    : errorMeta(error);

/** Passes the loader's cache-hit effect on to the page cache (server/cache/page-cache.ts). */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { services, getUser } = getRequestContext(context);
  const q = new URL(request.url).searchParams.get("q")?.trim().slice(0, 200) || undefined;
  return loadOrThrowPage(async () => {
    // First, before anything reads a cookie: a numeric or former address is moved to the slug alike for everyone.
    const { id } = await resolveCompanyAddress(context, request, params.company);
    const user = await getUser();
    const page = await companyPage(services, {
      companyId: id,
      viewer: user ? { userId: user.id, isAdmin: user.isAdmin } : null,
      q,
    });
    const { company, preferences, mentions } = page;
    // It shows its alternatives' ratings: a review of one of them purges this page too (probe of issue #39).
    tagAnswer(context, ...page.alternatives.map((alternative) => surrogateKeys.reviews(alternative.id)));
    // Its quadrant follows the whole category's figures: a review of any company on that Grid purges it.
    if (page.gridPosition) tagAnswer(context, surrogateKeys.grid(page.gridPosition.category.slug));
    // Views by people (not crawlers) feed the admin's "most viewed companies"; counted in memory, written in batches.
    if (request.method === "GET" && !isbot(request.headers.get("user-agent") ?? ""))
      services.activity.countCompanyView(id);
    const reviewForm =
      user && page.viewer
        ? {
            categories: page.viewer.categories,
            initial: {
              rating: null,
              title: "",
              content: "",
              firstName: user.firstName,
              surname: user.lastName,
              roleInCompany: "",
              businessWebsite: "",
              categories:
                company.listingStatus === "listed"
                  ? company.categories.filter((category) => category.isPrimary).map((category) => category.slug)
                  : company.proposedCategories.slice(0, 1).map((category) => category.slug),
              goodFor: [],
              ...emptyReviewDetail,
            },
            existingReviewId: page.viewer.ownReviewId,
            // Only whether the server can transcribe dictation; never where its model is.
            canTranscribeOnServer: services.ai.transcription !== undefined,
          }
        : null;
    // Preferences are applied on the server: a hidden summary is not sent at all. With no summary yet the block is
    // left out for visitors (an empty AI block says nothing); admins see it, to generate one (issue #35 item 10).
    const summary =
      preferences.showAiSummaries && (company.aiSummary || user?.isAdmin)
        ? {
            text: company.aiSummary,
            generatedAt: company.aiSummaryGeneratedAt,
            reviewCount: company.aiSummaryReviewCount,
          }
        : null;
    const { aiSummary: _text, aiSummaryGeneratedAt: _at, aiSummaryReviewCount: _count, ...details } = company;
    return data(
      {
        company: details,
        aiSummary: summary,
        reviewForm,
        reviews: page.reviews,
        q: q ?? null,
        filtered: {
          averageRating: mentions.averageRating,
          ratingCount: mentions.ratingCount,
          reviewCount: mentions.reviewCount,
          distribution: mentions.distribution,
        },
        reviewDetail: page.reviewDetail,
        topMentions: page.topMentions,
        summary: page.mentionSummary,
        viewer: user ? { isAdmin: user.isAdmin, preferences, represents: page.viewer?.represents ?? false } : null,
        claimed: company.claimed,
        // Only what the page shows: the loader's data is written into the HTML for hydration (issue #39).
        facts: page.facts ? panelFactsOf(page.facts) : null,
        alternatives: page.alternatives.map(({ id, name, slug, reason }) => ({ id, name, slug, reason })),
        gridPosition: page.gridPosition && {
          categorySlug: page.gridPosition.category.slug,
          categoryName: page.gridPosition.category.name,
          quadrant: page.gridPosition.point.quadrant,
        },
        canonicalUrl: `${publicOrigin(services)}${companyPath(company.slug)}`,
      },
      // A cached copy of this page served to someone else still counts as their view.
      { headers: { [cacheHitEffectHeader]: `company-view:${id}` } },
    );
  });
}

/** The AI preferences form without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  const { services, getUser } = getRequestContext(context);
  const user = await getUser();
  const url = new URL(request.url);
  if (!user) throw redirect(`/sign-in?returnTo=${encodeURIComponent(url.pathname)}`);
  const form = await request.formData();
  if (form.get("intent") !== "preferences") {
    return replyFormError({ intent: String(form.get("intent") ?? ""), message: "Unknown action." }, { status: 400 });
  }
  // A reader's own preference: no page anyone else sees changes.
  declareNoPublicEffect();
  await updatePreferences(services.db, user.id, {
    showAiGeneratedReviews: form.get("showAiGeneratedReviews") === "true",
    showAiGeneratedCompanies: form.get("showAiGeneratedCompanies") === "true",
    showAiSummaries: form.get("showAiSummaries") === "true",
  });
  return redirect(safeRedirectTarget(`${url.pathname}${url.search}`, publicOrigin(services), url.pathname));
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRequestProblem(error)) return <RequestProblem error={error} />;
  if (isRouteErrorResponse(error) && error.status === 404) return <CompanyNotFound />;
  return (
    <>
      <ErrorToast title="Error" description="Failed to load company information" />
      <StatusPage title="Something went wrong" message="Failed to load company information. Please try again." />
    </>
  );
}

function summarySentence(summary: Route.ComponentProps["loaderData"]["summary"]) {
  const parts: string[] = [];
  if (summary.strengths.length > 0) {
    parts.push(
      `Operators rating it 4 or 5 stars most often mention ${summary.strengths.map((item) => `${item.term} (${item.count})`).join(" and ")}.`,
    );
  }
  if (summary.concerns.length > 0) {
    parts.push(
      `Reviews of 2 stars or less raise ${summary.concerns.map((item) => `${item.term} (${item.count})`).join(" and ")}.`,
    );
  }
  if (summary.mostCommonGoodFor) {
    parts.push(`Most often marked good for ${brandSizeLabels[summary.mostCommonGoodFor.key].toLowerCase()} brands.`);
  }
  return parts.join(" ");
}

export default function CompanyPage({ loaderData }: Route.ComponentProps) {
  const { company, reviews, q, filtered, viewer } = loaderData;
  const facts = [
    company.foundedYear ? { label: "Founded", value: String(company.foundedYear) } : null,
    company.headquarters ? { label: "Headquarters", value: company.headquarters } : null,
  ].filter((fact) => fact !== null);
  const average = q ? filtered.averageRating : company.averageRating;
  const count = q ? filtered.ratingCount : company.reviewCount;
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": company.kind === "software" ? "SoftwareApplication" : "Organization",
    name: company.name,
    url: company.websiteUrl ?? undefined,
    description: company.description || undefined,
    ...(company.kind === "software" ? { applicationCategory: "BusinessApplication" } : {}),
    ...(company.averageRating !== null && company.reviewCount > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: company.averageRating,
            reviewCount: company.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    review: reviews
      .filter((review) => !review.isAiGenerated)
      .map((review) => ({
        "@type": "Review",
        name: review.title,
        reviewBody: review.content,
        datePublished: review.createdAt.slice(0, 10),
        author: { "@type": "Person", name: review.reviewer },
        reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: 5, worstRating: 1 },
      })),
  };
  const summaryText = summarySentence(loaderData.summary);
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD is serialised with <, >, & and line separators escaped */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />
      <Link to="/categories" className="text-sm font-semibold text-brand-700 hover:underline">
        ← Browse categories
      </Link>
      <PendingNotice pathPrefix="/company/" text="Loading company information..." />
      <ListingStatusNotice status={company.listingStatus} />
      <section className="mt-4 rounded-lg border border-slate-200 p-6" aria-labelledby="company-name">
        <div className="flex flex-wrap items-start gap-4">
          <CompanyLogo name={company.name} logoUrl={company.logoUrl} size={64} />
          {/* A basis wide enough for the name: on a phone "Write a Review" wraps below it instead of squeezing it. */}
          <div className="min-w-0 flex-1 basis-56">
            <h1 id="company-name" className="text-3xl font-extrabold tracking-tight break-words">
              {company.name}
            </h1>
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
              {average !== null ? (
                <>
                  <StarRating rating={average} />
                  <span className="font-semibold">{formatRating(average)}</span>
                </>
              ) : null}
              <span className="text-slate-600">{countOf(count, "review")}</span>
              {q ? <span className="text-slate-600">matching “{q}”</span> : null}
            </div>
          </div>
          <WriteReviewDialog
            company={{
              id: company.id,
              name: company.name,
              categorySlugs: (company.listingStatus === "listed" ? company.categories : company.proposedCategories).map(
                (category) => category.slug,
              ),
            }}
            form={loaderData.reviewForm}
          />
        </div>
        {company.description ? <p className="mt-4 text-slate-800">{company.description}</p> : null}
        <p className="mt-3 flex flex-wrap items-center gap-3 text-sm">
          {loaderData.claimed ? (
            <Link
              to="/trust#companies"
              className="rounded bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900 hover:underline"
              title="A representative of this company confirmed an address at its domain; they can answer reviews, not change them"
            >
              Claimed
            </Link>
          ) : null}
          {viewer?.represents ? (
            <Link to={`/vendor?company=${company.id}`} className="font-semibold text-brand-700 hover:underline">
              Answer reviews in your vendor dashboard
            </Link>
          ) : company.listingStatus === "listed" && company.domain ? (
            <Link to={companyPath(company.slug, "claim")} className="text-brand-700 hover:underline">
              {`Work at ${company.name}? Claim this page`}
            </Link>
          ) : null}
        </p>
        <ul className="mt-4 flex flex-wrap gap-2" aria-label="Categories">
          {company.categories.map((category) => (
            <li key={category.id}>
              <Link
                to={`/categories/${category.slug}`}
                className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-800 hover:bg-slate-200"
              >
                <CategoryIcon name={category.icon} className="size-3.5" />
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

      <div className="mt-6 grid gap-6 md:grid-cols-[1fr_18rem]">
        <div className="grid content-start gap-6">
          {loaderData.facts ? (
            <FactsPanel
              companySlug={company.slug}
              companyName={company.name}
              kind={company.kind}
              facts={loaderData.facts}
            />
          ) : null}
          {loaderData.aiSummary ? (
            <AiSummaryCard
              summary={loaderData.aiSummary.text}
              generatedAt={loaderData.aiSummary.generatedAt}
              reviewCount={loaderData.aiSummary.reviewCount}
              companyId={company.id}
              isAdmin={viewer?.isAdmin ?? false}
            />
          ) : null}

          <section aria-labelledby="filter-heading" className="rounded-lg border border-slate-200 p-5">
            <h2 id="filter-heading" className="font-semibold">
              Search the reviews
            </h2>
            <Form method="get" className="mt-3 flex gap-2" aria-label="Search the reviews">
              <label htmlFor="company-review-search" className="sr-only">
                Keyword
              </label>
              <input
                id="company-review-search"
                name="q"
                defaultValue={q ?? ""}
                maxLength={200}
                placeholder="e.g. onboarding"
                className="h-9 flex-1 rounded-md border border-slate-400 px-3 text-sm"
              />
              <Button type="submit" size="sm">
                Search
              </Button>
            </Form>
            {q ? (
              <p className="mt-3 flex flex-wrap items-center gap-2 text-sm">
                Filtered by: <span className="rounded-full bg-brand-50 px-3 py-1 font-medium text-brand-800">{q}</span>
                <Link to={companyPath(company.slug)} className="font-semibold text-brand-700 hover:underline">
                  Clear filter
                </Link>
              </p>
            ) : null}
            {loaderData.topMentions.length > 0 ? (
              <>
                <h3 className="mt-4 text-sm font-semibold">Top Mentions</h3>
                <ul className="mt-2 flex flex-wrap gap-2">
                  {loaderData.topMentions.map((mention) => (
                    <li key={mention.term}>
                      <Link
                        to={`${companyPath(company.slug)}?q=${encodeURIComponent(mention.term)}`}
                        className="inline-block rounded-full border border-slate-300 px-3 py-1 text-xs hover:bg-slate-50"
                      >
                        {`${mention.term} `}
                        <span className="text-slate-600">{mention.count}</span>
                        <span className="sr-only">{` ${pluralWord(mention.count, "review mentions", "reviews mention")} this`}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </section>

          <section aria-labelledby="reviews-heading">
            <div className="flex items-end justify-between gap-4">
              <h2 id="reviews-heading" className="text-2xl font-bold">
                Reviews
              </h2>
              {company.reviewCount > 0 ? (
                <Link
                  to={`${companyPath(company.slug, "reviews")}${q ? `?q=${encodeURIComponent(q)}` : ""}`}
                  className="text-sm font-semibold text-brand-700 hover:underline"
                >
                  {company.reviewCount > 3 ? `View All ${company.reviewCount} Reviews` : "View All Reviews"}
                </Link>
              ) : null}
            </div>
            <TrustLink />
            {summaryText ? <p className="mt-3 text-sm text-slate-700">{summaryText}</p> : null}
            {loaderData.reviewDetail.pros.length + loaderData.reviewDetail.cons.length > 0 ? (
              <ProsConsSummary
                pros={loaderData.reviewDetail.pros}
                cons={loaderData.reviewDetail.cons}
                className="mt-4"
              />
            ) : null}
            {reviews.length === 0 ? (
              <div className="mt-4 rounded-lg border border-dashed border-slate-300 p-8 text-center">
                {q ? (
                  <p className="text-slate-700">
                    No reviews of {company.name} mention “{q}”.
                  </p>
                ) : (
                  <>
                    <p className="text-slate-700">No reviews yet for this company.</p>
                    <Link
                      to={`/write-review?companyId=${company.id}`}
                      className="mt-2 inline-block font-semibold text-brand-700 hover:underline"
                    >
                      Be the first to review
                    </Link>
                  </>
                )}
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

        <aside className="grid content-start gap-6">
          <section aria-labelledby="rating-summary-heading" className="rounded-lg border border-slate-200 p-5">
            <h2 id="rating-summary-heading" className="font-semibold">
              Rating summary
            </h2>
            <p className="mt-2 text-3xl font-extrabold">{average !== null ? formatRating(average) : "–"}</p>
            <p className="text-sm text-slate-600">
              {countOf(filtered.ratingCount, "operator rating")}
              {q ? " matching the filter" : ""}
            </p>
            <RatingDistribution distribution={filtered.distribution} className="mt-4" />
          </section>
          {loaderData.gridPosition ? <GridPositionCard position={loaderData.gridPosition} /> : null}
          <AlternativesBlock company={company} alternatives={loaderData.alternatives} />
          <SubRatingAverages subRatings={loaderData.reviewDetail.subRatings} />
          {viewer ? <AiPreferencesCard initial={viewer.preferences} /> : null}
        </aside>
      </div>
    </div>
  );
}
