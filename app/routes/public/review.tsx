import { isRouteErrorResponse, Link } from "react-router";
import { ReviewCard } from "#app/components/catalog/review-card.tsx";
import { StatusPage } from "#app/components/layout/status-page.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { loadOrThrowPage } from "#server/api/page-errors.ts";
import { getServices } from "#server/auth/require.ts";
import { AppError } from "#server/errors.ts";
import { getReview } from "#server/reviews/get-review.ts";
import type { Route } from "./+types/review";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta(
        `${loaderData.review.title} — review of ${loaderData.review.company.name}`,
        loaderData.review.content.slice(0, 155),
      )
    : pageMeta("Review Not Found", "This review doesn't exist or is no longer published.");

export async function loader({ params, context }: Route.LoaderArgs) {
  return loadOrThrowPage(async () => {
    const id = Number(params.id);
    if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647)
      throw new AppError("not_found", "This review doesn't exist.");
    return { review: await getReview(getServices(context).db, id) };
  });
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <StatusPage title="Review Not Found" message="This review doesn't exist or is no longer published.">
        <Button asChild>
          <Link to="/categories">Browse categories</Link>
        </Button>
      </StatusPage>
    );
  }
  return <StatusPage title="Something went wrong" message="Failed to load this review. Please try again." />;
}

export default function ReviewPage({ loaderData }: Route.ComponentProps) {
  const { review } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <p className="text-sm text-slate-700">
        Review of{" "}
        <Link to={`/company/${review.company.id}`} className="font-semibold text-brand-700 hover:underline">
          {review.company.name}
        </Link>
      </p>
      <h1 className="sr-only">{review.title}</h1>
      <div className="mt-4">
        <ReviewCard review={review} headingLevel={2} />
      </div>
    </div>
  );
}
