import { Link } from "react-router";
import { StarRating } from "./star-rating.tsx";

export type ReviewCardData = {
  id: number;
  rating: number;
  title: string;
  content: string;
  reviewer: string;
  roleInCompany: string | null;
  isAiGenerated: boolean;
  createdAt: string;
  isEdited: boolean;
  helpfulCount: number;
};

const dateFormat = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});

export function ReviewCard({ review, headingLevel = 3 }: { review: ReviewCardData; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="rounded-lg border border-slate-200 p-5">
      <div className="flex flex-wrap items-center gap-2">
        <StarRating rating={review.rating} />
        {review.isAiGenerated ? (
          <span className="rounded bg-violet-100 px-2 py-0.5 text-xs font-semibold text-violet-900">AI Generated</span>
        ) : null}
      </div>
      <Heading className="mt-2 font-semibold">
        <Link to={`/review/${review.id}`} className="hover:underline">
          {review.title}
        </Link>
      </Heading>
      <p className="mt-1 text-xs text-slate-600">
        {review.reviewer}
        {review.roleInCompany ? `, ${review.roleInCompany}` : ""} ·{" "}
        <time dateTime={review.createdAt}>{dateFormat.format(new Date(review.createdAt))}</time>
        {review.isEdited ? " · edited" : ""}
      </p>
      <p className="mt-3 whitespace-pre-line text-sm text-slate-800">{review.content}</p>
      {review.helpfulCount > 0 ? (
        <p className="mt-3 text-xs text-slate-600">{review.helpfulCount} found this helpful</p>
      ) : null}
    </article>
  );
}
