import { StarRating } from "#app/components/catalog/star-rating.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { type BrandSize, brandSizeLabels } from "#contracts/brand-sizes.ts";
import type { VoteValue } from "#contracts/review-details.ts";
import { ReportReview } from "./report-review.tsx";
import { ProsCons, type ReviewDetailData, reviewerProfileText, SubRatings } from "./review-detail.tsx";
import { ReviewVideo } from "./review-video.tsx";
import { ReviewVotes } from "./review-votes.tsx";

export type ReviewCardData = {
  id: number;
  rating: number;
  title: string;
  content: string;
  reviewer: string;
  roleInCompany: string | null;
  brand: string | null;
  categories: string[];
  goodFor: BrandSize[];
  isAiGenerated: boolean;
  /** Verified business: a confirmed address at the domain of the brand named in the review. */
  isVerified: boolean;
  /** Verified email: the reviewer confirmed their address. */
  isEmailVerified?: boolean;
  /** Written with the company's invitation. */
  isInvited?: boolean;
  createdAt: string;
  isEdited: boolean;
  helpfulCount: number;
  notHelpfulCount: number;
  viewerVote: VoteValue | null;
  videoUrl?: string | null;
  /** The company's public answer. */
  reply?: { content: string; updatedAt: string; companyName: string } | null;
} & Partial<ReviewDetailData>;

const dateFormat = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});

/** Formatted dates by UTC day: a page of reviews repeats few days, and the formatter is the costly part. */
const formattedDays = new Map<number, string>();

export function formatReviewDate(iso: string) {
  const time = Date.parse(iso);
  const day = Math.floor(time / 86_400_000);
  let formatted = formattedDays.get(day);
  if (formatted === undefined) {
    formatted = dateFormat.format(time);
    if (formattedDays.size >= 4096) formattedDays.clear();
    formattedDays.set(day, formatted);
  }
  return formatted;
}

export function ReviewCard({ review, headingLevel = 3 }: { review: ReviewCardData; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const profile = reviewerProfileText(review);
  return (
    <article className="rounded-lg border border-slate-200 p-5" aria-labelledby={`review-${review.id}-title`}>
      <div className="flex flex-wrap items-center gap-2">
        <StarRating rating={review.rating} />
        {review.isAiGenerated ? (
          <span className="rounded bg-violet-100 px-2 py-0.5 text-xs font-semibold text-violet-900">AI Generated</span>
        ) : null}
        {review.isVerified ? (
          <Link
            to="/trust#badges"
            className="rounded bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900 hover:underline"
            title="The reviewer confirmed an email address at the domain of the brand named in the review"
          >
            Verified business
          </Link>
        ) : review.isEmailVerified ? (
          <Link
            to="/trust#badges"
            className="rounded bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900 hover:underline"
            title="The reviewer confirmed their email address"
          >
            Verified email
          </Link>
        ) : null}
        {review.isInvited ? (
          <Link
            to="/trust#badges"
            className="rounded bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800 hover:underline"
            title="The company invited this reviewer; invited reviews count the same as any other"
          >
            Invited
          </Link>
        ) : null}
      </div>
      <Heading id={`review-${review.id}-title`} className="mt-2 font-semibold">
        <Link to={`/review/${review.id}`} className="hover:underline">
          {review.title}
        </Link>
      </Heading>
      <p className="mt-1 text-xs text-slate-600">
        {`${review.reviewer}${review.roleInCompany ? `, ${review.roleInCompany}` : ""}${review.brand ? ` at ${review.brand}` : ""} · `}
        <time dateTime={review.createdAt}>{formatReviewDate(review.createdAt)}</time>
        {review.isEdited ? " · edited" : ""}
      </p>
      {profile ? (
        <p className="mt-1 text-xs text-slate-600">
          <span className="sr-only">About the reviewer: </span>
          {profile}
        </p>
      ) : null}
      {review.subRatings ? <SubRatings subRatings={review.subRatings} /> : null}
      <p className="mt-3 whitespace-pre-line text-sm text-slate-800">{review.content}</p>
      <ProsCons pros={review.pros ?? null} cons={review.cons ?? null} />
      {review.videoUrl ? <ReviewVideo url={review.videoUrl} title={review.title} /> : null}
      {review.reply ? (
        <section
          aria-label={`Response from ${review.reply.companyName}`}
          className="mt-3 rounded-md border-l-4 border-brand-600 bg-slate-50 px-4 py-3 text-sm"
        >
          <p className="font-semibold">
            {`Response from ${review.reply.companyName} · `}
            <time dateTime={review.reply.updatedAt}>{formatReviewDate(review.reply.updatedAt)}</time>
          </p>
          <p className="mt-1 whitespace-pre-line text-slate-800">{review.reply.content}</p>
          <p className="mt-2">
            {/* A page with a form (works without JavaScript); the server decides who may report (decision 064). */}
            <Link
              to={`/review/${review.id}?reportReply=1#report-reply`}
              rel="nofollow"
              className="text-xs font-medium text-slate-600 underline-offset-4 hover:underline"
            >
              Report reply
            </Link>
          </p>
        </section>
      ) : null}
      {review.categories.length > 0 || review.goodFor.length > 0 ? (
        <dl className="mt-3 grid gap-1 text-xs text-slate-700">
          {review.categories.length > 0 ? (
            <div>
              <dt className="inline font-semibold">Categories: </dt>
              <dd className="inline">{review.categories.join(", ")}</dd>
            </div>
          ) : null}
          {review.goodFor.length > 0 ? (
            <div>
              <dt className="inline font-semibold">Good for: </dt>
              <dd className="inline">{review.goodFor.map((key) => brandSizeLabels[key]).join(", ")}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <ReviewVotes
          reviewId={review.id}
          initial={{
            helpfulCount: review.helpfulCount,
            notHelpfulCount: review.notHelpfulCount,
            viewerVote: review.viewerVote,
          }}
        />
        <ReportReview reviewId={review.id} />
      </div>
    </article>
  );
}
