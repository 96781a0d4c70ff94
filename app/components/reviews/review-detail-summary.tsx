import { StarRating } from "#app/components/catalog/star-rating.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { countOf } from "#contracts/plural.ts";
import { formatRating } from "#contracts/rating.ts";
import { type SubRatingKey, subRatingLabels, subRatingMinimumCount } from "#contracts/review-details.ts";
import { ProsConsText } from "./review-detail.tsx";

export type SubRatingAverageData = { key: SubRatingKey; average: number | null; count: number };
export type ProsConsQuoteData = { reviewId: number; reviewer: string; text: string; helpfulCount: number };

/** The company's sub-rating averages; one with fewer than `subRatingMinimumCount` ratings says so instead. */
export function SubRatingAverages({ subRatings }: { subRatings: SubRatingAverageData[] }) {
  return (
    <section aria-labelledby="sub-ratings-heading" className="rounded-lg border border-slate-200 p-5">
      <h2 id="sub-ratings-heading" className="font-semibold">
        Ratings by topic
      </h2>
      <dl className="mt-3 grid gap-2 text-sm">
        {subRatings.map(({ key, average, count }) => (
          <div key={key} className="grid gap-0.5">
            <dt className="text-slate-700">{subRatingLabels[key]}</dt>
            {/* The <dd> carries the row's layout itself: no wrapper element in it (issue #39). */}
            {average !== null ? (
              <dd className="flex flex-wrap items-center gap-2">
                <StarRating rating={average} />
                <span className="font-semibold">{formatRating(average)}</span>
                <span className="text-xs text-slate-600">{`(${countOf(count, "rating")})`}</span>
              </dd>
            ) : (
              <dd className="text-xs text-slate-600">
                Not enough ratings yet
                <span className="sr-only">{` (${countOf(count, "rating")}; averages show from ${subRatingMinimumCount})`}</span>
              </dd>
            )}
          </div>
        ))}
      </dl>
    </section>
  );
}

function QuoteList({ quotes, side }: { quotes: ProsConsQuoteData[]; side: "Pros" | "Cons" }) {
  return (
    <div>
      <h3 className={side === "Pros" ? "font-semibold text-emerald-800" : "font-semibold text-red-800"}>{side}</h3>
      {quotes.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">{`No ${side.toLowerCase()} written yet.`}</p>
      ) : (
        <ul className="mt-2 grid gap-3 text-sm text-slate-800" aria-label={side}>
          {quotes.map((quote) => (
            <li key={quote.reviewId}>
              <ProsConsText text={quote.text} label={`${side} from ${quote.reviewer}`} />
              <p className="mt-0.5 text-xs text-slate-600">
                {"— "}
                <Link to={`/review/${quote.reviewId}`} className="text-brand-700 underline">
                  {`${quote.reviewer}'s review`}
                </Link>
                {quote.helpfulCount > 0 ? ` · ${countOf(quote.helpfulCount, "person", "people")} found it helpful` : ""}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Pros and cons quoted from the most helpful reviews (docs/decisions/061-review-detail.md). */
export function ProsConsSummary({
  pros,
  cons,
  className,
}: {
  pros: ProsConsQuoteData[];
  cons: ProsConsQuoteData[];
  /** Its placement (a margin), on the section itself rather than on a wrapper (issue #39). */
  className?: string;
}) {
  if (pros.length === 0 && cons.length === 0) return null;
  const boxClass = "rounded-lg border border-slate-200 p-5";
  return (
    <section aria-labelledby="pros-cons-heading" className={className ? `${boxClass} ${className}` : boxClass}>
      <h2 id="pros-cons-heading" className="font-semibold">
        Pros and cons
      </h2>
      <p className="mt-1 text-xs text-slate-600">From the most helpful reviews that list them.</p>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <QuoteList quotes={pros} side="Pros" />
        <QuoteList quotes={cons} side="Cons" />
      </div>
    </section>
  );
}
