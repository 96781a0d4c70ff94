import { Link } from "#app/components/ui/link.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/award-methodology";

const purpose = "How OperatorStack computes award scores from operator reviews: a published, reproducible method.";

export const meta: Route.MetaFunction = () => pageMeta("Award Methodology", purpose);

export default function AwardMethodologyPage() {
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
