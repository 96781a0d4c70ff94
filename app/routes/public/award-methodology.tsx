import { Link } from "#app/components/ui/link.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { gridMinimumReviews, gridPriorReviews, gridQuadrantLabels, gridQuadrants } from "#contracts/category-grid.ts";
import { popularityBandLabels, popularityBands, presenceScales } from "#contracts/market-presence.ts";
import { latestPopularitySnapshot } from "#server/presence/latest-popularity-snapshot.ts";
import { getServices } from "#server/web/require.ts";
import type { Route } from "./+types/award-methodology";

const purpose =
  "How OperatorStack computes award scores, market presence and the category Grid from operator reviews and published, dated signals.";

export const meta: Route.MetaFunction = () => pageMeta("Methodology: awards, market presence and the Grid", purpose);

export async function loader({ context }: Route.LoaderArgs) {
  return { snapshot: await latestPopularitySnapshot(getServices(context).db) };
}

export default function AwardMethodologyPage({ loaderData }: Route.ComponentProps) {
  const { snapshot } = loaderData;
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <Link to="/award-winners" className="text-sm font-semibold text-brand-700 hover:underline">
        ← Award Winners
      </Link>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight">How awards are scored</h1>
      <p className="mt-3 text-lg text-slate-700">
        Awards are earned from operator reviews and computed the same way for every company. No company can pay for a
        place.
      </p>
      <section className="mt-8 grid gap-4 text-slate-800" aria-labelledby="which-reviews">
        <h2 id="which-reviews" className="text-xl font-bold">
          Which reviews count
        </h2>
        <p>
          Only published reviews written by people. AI-generated reviews, reviews held for checks and removed reviews
          never count. A monthly award uses the reviews written in that calendar month; an annual award uses the whole
          calendar year (UTC).
        </p>
      </section>
      <section className="mt-8 grid gap-4 text-slate-800" aria-labelledby="satisfaction">
        <h2 id="satisfaction" className="text-xl font-bold">
          Satisfaction
        </h2>
        <p>
          A Bayesian average of the ratings: every company starts with 7 "phantom" reviews at the category's mean rating
          for the period, so a handful of five-star reviews cannot beat dozens of good ones (Trustpilot uses the same
          idea). Each review is weighted by its age at the end of the period: a review a year old counts 0.7, two years
          old 0.49 (as G2 does).
        </p>
        <p className="rounded-md bg-slate-50 p-3 font-mono text-sm">
          satisfaction = (7 × category mean + Σ weight × rating) ÷ (7 + Σ weight), weight = 0.7^(age in years)
        </p>
      </section>
      <section className="mt-8 grid gap-4 text-slate-800" aria-labelledby="presence">
        <h2 id="presence" className="text-xl font-bold">
          Presence and the final score
        </h2>
        <p>
          Presence is the company's number of reviews in the period divided by the highest number in its category (0 to
          1). It adjusts satisfaction by up to 10%, so a well-loved company that many operators review edges out an
          equally loved one that few have tried.
        </p>
        <p className="rounded-md bg-slate-50 p-3 font-mono text-sm">
          calculated score (0–5) = satisfaction × (0.9 + 0.1 × presence), rounded to two decimals; monthly score (0–100)
          = calculated score × 20; stars = floor(monthly score ÷ 20)
        </p>
        <p>
          A company needs at least 3 reviews in a month, or 10 in a year, to be eligible. The trend on monthly awards is
          the change of the monthly score against the previous month.
        </p>
      </section>
      <section className="mt-8 grid gap-4 text-slate-800" aria-labelledby="market-presence">
        <h2 id="market-presence" className="text-xl font-bold">
          Market presence
        </h2>
        <p>
          Market presence says how established a company is, from four signals with a source and a date. It orders the
          "Featured" list of a category, weighs among equally relevant alternatives, and is the Grid's horizontal axis.
          It is not quality and not market share.
        </p>
        <ul className="list-disc pl-6">
          <li>
            {`Integrations: how many catalog companies are listed as integrating with it (each pair is listed once, for both). Full marks at ${presenceScales.integrationsFull}.`}
          </li>
          <li>
            {`Reviews here: its published reviews by people and the number of different people who wrote them, averaged; full marks at ${presenceScales.reviewsFull} reviews and ${presenceScales.reviewersFull} reviewers. AI-generated reviews never count; demo data's sample reviews count until they are cleared.`}
          </li>
          <li>
            Popularity of its domain: the smallest of Cloudflare Radar's top-domain buckets (
            {popularityBands.map((band) => popularityBandLabels[band]).join(", ")}) that holds the company's domain, or
            the site it is part of (a product page on a larger vendor's site counts that site).
            {snapshot
              ? ` The snapshot in use: "${snapshot.name}" (${snapshot.repository}, commit ${snapshot.commit.slice(0, 7)}, published ${snapshot.committedOn}), which holds ${snapshot.domains} of our domains.`
              : " No snapshot is loaded yet."}{" "}
            A domain in none of the buckets is a missing signal: a brand whose traffic sits on another domain is not
            punished for it.
          </li>
          <li>
            {`Years in business, from the founded year where the catalog has one; full marks at ${presenceScales.ageFullYears} years.`}
          </li>
        </ul>
        <p>
          Counts are read on a log scale (the tenth integration adds more than the hundredth) against fixed anchors, so
          one company's score never moves when another's changes. Popularity runs from 1 for the top 200 down to 0 at
          the top million.
        </p>
        <p className="rounded-md bg-slate-50 p-3 font-mono text-sm">
          market presence (0–100) = 100 × mean of the signals present; a count's share = ln(1 + count) ÷ ln(1 + full
          marks), at most 1
        </p>
        <p>
          A missing signal is left out, never counted as zero: a company with no known founded year is scored on its
          other three, and the page says how many signals a score rests on. Scores are computed again when a review is
          published or removed, and for every company each night.
        </p>
      </section>
      <section className="mt-8 grid gap-4 text-slate-800" aria-labelledby="grid">
        <h2 id="grid" className="text-xl font-bold">
          The category Grid
        </h2>
        <p>
          {`Each category's Grid draws every company with at least ${gridMinimumReviews} published reviews by people: market presence across, satisfaction up.`}
        </p>
        <p className="rounded-md bg-slate-50 p-3 font-mono text-sm">
          {`satisfaction = (${gridPriorReviews} × category mean rating + sum of ratings) ÷ (${gridPriorReviews} + number of reviews)`}
        </p>
        <p>
          {`Satisfaction is high at or above the category's mean rating (over all its reviews); market presence is high at or above the median of the companies drawn. The four quadrants: ${gridQuadrants.map((quadrant) => gridQuadrantLabels[quadrant]).join(", ")}. Leaders are high on both, High performers on satisfaction only, Contenders on presence only, Niche on neither.`}
        </p>
        <p>
          The brand-size filter shows the companies listed for that size or marked good for it in at least one review;
          the quadrants stay those of the whole category, so filtering never moves a company.
        </p>
      </section>
      <section className="mt-8 grid gap-4 text-slate-800" aria-labelledby="publishing">
        <h2 id="publishing" className="text-xl font-bold">
          Publishing
        </h2>
        <p>
          Admins choose winners with these scores in front of them (a manual score can be recorded beside the calculated
          one), then publish the period. Only published periods are ever shown publicly.
        </p>
      </section>
    </article>
  );
}
