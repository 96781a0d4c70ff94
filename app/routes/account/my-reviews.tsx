import { Form, redirect } from "react-router";
import { StarRating } from "#app/components/catalog/star-rating.tsx";
import { ProsCons, reviewerProfileText, SubRatings } from "#app/components/reviews/review-detail.tsx";
import { ReviewVideo } from "#app/components/reviews/review-video.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { forwardHeaders } from "#app/lib/route-headers.ts";
import { brandSizeLabels } from "#contracts/brand-sizes.ts";
import { companyPath } from "#contracts/company-paths.ts";
import { listUserReviews } from "#server/reviews/list-user-reviews.ts";
import { removeOwnReview } from "#server/reviews/remove-own-review.ts";
import { replyFormError, replyFormFailure } from "#server/web/form-reply.ts";
import { parseId } from "#server/web/parse-id.ts";
import { getRequestContext, getServices, requireUser } from "#server/web/require.ts";
import type { Route } from "./+types/my-reviews";

// Retry-After and other headers of a failed form reach the answer (app/lib/route-headers.ts).
export const headers = forwardHeaders;

export const meta: Route.MetaFunction = () => pageMeta("My Reviews", "The reviews you have written on OperatorStack.");

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  return { reviews: await listUserReviews(getServices(context).db, user.id) };
}

/** Deleting without JavaScript; ownership is checked in the domain function (another user's review is 404). */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(context, request);
  const form = await request.formData();
  if (form.get("intent") !== "delete") {
    return replyFormError({ intent: "unknown", message: "Unknown action." }, { status: 400 });
  }
  try {
    const reviewId = parseId(String(form.get("reviewId") ?? ""), "This review doesn't exist or isn't yours.");
    await removeOwnReview(getRequestContext(context).services, user, reviewId);
    return redirect("/my-reviews");
  } catch (error) {
    const reply = replyFormFailure(error, { intent: "delete" });
    if (!reply) throw error;
    return reply;
  }
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
                <Link to={companyPath(review.companySlug)} className="font-semibold text-brand-700 hover:underline">
                  {review.companyName}
                </Link>
              </p>
              <div className="mt-1 flex items-center gap-2 text-sm">
                <StarRating rating={review.rating} />
                <span>{`${review.rating}/5 stars`}</span>
                {review.status !== "published" ? (
                  <span className="rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold capitalize text-amber-900">
                    {review.status}
                  </span>
                ) : null}
              </div>
              <h2 className="mt-2 font-semibold">{review.title}</h2>
              <p className="text-xs text-slate-600">
                <time dateTime={review.createdAt}>{dateFormat.format(new Date(review.createdAt))}</time>
                {review.isEdited ? " · edited" : ""}
              </p>
              {reviewerProfileText(review) ? (
                <p className="text-xs text-slate-600">
                  <span className="sr-only">About you: </span>
                  {reviewerProfileText(review)}
                </p>
              ) : null}
              <SubRatings subRatings={review.subRatings} />
              <p className="mt-2 whitespace-pre-line text-sm text-slate-800">{review.content}</p>
              <ProsCons pros={review.pros} cons={review.cons} />
              {review.videoUrl ? <ReviewVideo url={review.videoUrl} title={review.title} className="max-w-md" /> : null}
              {review.categories.length > 0 ? (
                <p className="mt-2 text-xs text-slate-700">Categories: {review.categories.join(", ")}</p>
              ) : null}
              {review.goodFor.length > 0 ? (
                <p className="mt-1 text-xs text-slate-700">
                  Good for: {review.goodFor.map((key) => brandSizeLabels[key]).join(", ")}
                </p>
              ) : null}
              <div className="mt-4 flex flex-wrap items-center gap-3">
                <Button asChild size="sm" variant="secondary">
                  <Link to={`/write-review?reviewId=${review.id}`}>Edit</Link>
                </Button>
                <Form
                  method="post"
                  onSubmit={(event) => {
                    if (!window.confirm("Are you sure you want to delete this review?")) event.preventDefault();
                  }}
                >
                  <input type="hidden" name="intent" value="delete" />
                  <input type="hidden" name="reviewId" value={review.id} />
                  <Button type="submit" size="sm" variant="destructive">
                    Delete
                  </Button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
