import { Link } from "react-router";
import { StarRating } from "#app/components/catalog/star-rating.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { getServices, requireUser } from "#server/auth/require.ts";
import { listUserReviews } from "#server/reviews/list-user-reviews.ts";
import type { Route } from "./+types/my-reviews";

export const meta: Route.MetaFunction = () => pageMeta("My Reviews", "The reviews you have written on OperatorStack.");

export async function loader({ context }: Route.LoaderArgs) {
  const user = await requireUser(context);
  return { reviews: await listUserReviews(getServices(context).db, user.id) };
}

const dateFormat = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});

export default function MyReviews({ loaderData }: Route.ComponentProps) {
  const { reviews } = loaderData;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-extrabold tracking-tight">My Reviews</h1>
        <Link to="/account-settings" className="text-sm font-semibold text-brand-700 hover:underline">
          Account Settings
        </Link>
      </div>
      {reviews.length === 0 ? (
        <div className="mt-8 rounded-lg border border-dashed border-slate-300 p-10 text-center">
          <h2 className="text-xl font-bold">No reviews yet</h2>
          <Button asChild className="mt-4">
            <Link to="/write-review">Write Your First Review</Link>
          </Button>
        </div>
      ) : (
        <ul className="mt-6 grid gap-4">
          {reviews.map((review) => (
            <li key={review.id} className="rounded-lg border border-slate-200 p-5">
              <p className="text-sm">
                <Link to={`/company/${review.companyId}`} className="font-semibold text-brand-700 hover:underline">
                  {review.companyName}
                </Link>
              </p>
              <div className="mt-1 flex items-center gap-2 text-sm">
                <StarRating rating={review.rating} />
                <span>{review.rating}/5 stars</span>
                {review.status !== "published" ? (
                  <span className="rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold capitalize text-amber-900">
                    {review.status}
                  </span>
                ) : null}
              </div>
              <h2 className="mt-2 font-semibold">{review.title}</h2>
              <p className="text-xs text-slate-600">
                <time dateTime={review.createdAt}>{dateFormat.format(new Date(review.createdAt))}</time>
              </p>
              <p className="mt-2 whitespace-pre-line text-sm text-slate-800">{review.content}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
