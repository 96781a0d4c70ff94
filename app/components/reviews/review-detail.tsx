import { type BrandSize, brandSizeLabels } from "#contracts/brand-sizes.ts";
import { type Platform, platformLabels } from "#contracts/company-facts.ts";
import {
  prosConsItems,
  type ReviewerRole,
  reviewerRoleLabels,
  type SubRatingKey,
  subRatingKeys,
  subRatingLabels,
  subRatingOutOf,
} from "#contracts/review-details.ts";

/** The optional detail a review card shows (issue #16). */
export type ReviewDetailData = {
  subRatings: Record<SubRatingKey, number | null>;
  pros: string | null;
  cons: string | null;
  reviewerBrandSize: BrandSize | null;
  reviewerRole: ReviewerRole | null;
  reviewerPlatform: Platform | null;
};

/** "Marketing · 7 figures brand · Shopify": who the reviewer is, from what they chose to say. */
export function reviewerProfileText(
  detail: Partial<Pick<ReviewDetailData, "reviewerBrandSize" | "reviewerRole" | "reviewerPlatform">>,
) {
  return [
    detail.reviewerRole ? reviewerRoleLabels[detail.reviewerRole] : null,
    detail.reviewerBrandSize ? `${brandSizeLabels[detail.reviewerBrandSize]} brand` : null,
    detail.reviewerPlatform ? `on ${platformLabels[detail.reviewerPlatform]}` : null,
  ]
    .filter((part) => part !== null)
    .join(" · ");
}

/** Compact sub-ratings: a label and a number with one star each, read out as "Ease of use 4 out of 5". */
export function SubRatings({ subRatings }: { subRatings: ReviewDetailData["subRatings"] }) {
  const given = subRatingKeys.flatMap((key) => {
    const rating = subRatings[key];
    return rating === null ? [] : [{ key, rating }];
  });
  if (given.length === 0) return null;
  return (
    <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700" aria-label="Ratings by topic">
      {given.map(({ key, rating }) => (
        // Read as subRatingText says ("Ease of use 4 out of 5"); the star is drawn by CSS with empty alternative
        // text. Three elements a topic rather than five (issue #39).
        <li key={key} className="star-after">
          {subRatingLabels[key]} <span className="font-semibold text-slate-900">{rating}</span>
          <span className="sr-only">{subRatingOutOf}</span>
        </li>
      ))}
    </ul>
  );
}

/** Pros or cons as a list when written as lines, otherwise as a paragraph. */
export function ProsConsText({ text, label }: { text: string; label: string }) {
  const items = prosConsItems(text);
  if (items.length > 1)
    return (
      <ul className="list-disc pl-5" aria-label={label}>
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same line may be written twice
          <li key={index}>{item}</li>
        ))}
      </ul>
    );
  return <p className="whitespace-pre-line">{items[0] ?? text}</p>;
}

/** A review's pros and cons, each under its own label. */
export function ProsCons({ pros, cons }: { pros: string | null; cons: string | null }) {
  if (!pros && !cons) return null;
  return (
    <dl className="mt-3 grid gap-3 text-sm text-slate-800 sm:grid-cols-2">
      {pros ? (
        <div>
          <dt className="font-semibold text-emerald-800">Pros</dt>
          <dd className="mt-1">
            <ProsConsText text={pros} label="Pros" />
          </dd>
        </div>
      ) : null}
      {cons ? (
        <div>
          <dt className="font-semibold text-red-800">Cons</dt>
          <dd className="mt-1">
            <ProsConsText text={cons} label="Cons" />
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
