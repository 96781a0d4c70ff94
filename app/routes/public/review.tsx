import { Form, isRouteErrorResponse, redirect, useActionData, useSearchParams } from "react-router";
import { isRequestProblem, RequestProblem } from "#app/components/layout/request-problem.tsx";
import { StatusPage } from "#app/components/layout/status-page.tsx";
import { ReportFields } from "#app/components/reviews/report-review.tsx";
import { ReviewCard } from "#app/components/reviews/review-card.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { FormMessage } from "#app/components/ui/form-message.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { errorMeta, pageMeta } from "#app/lib/meta.ts";
import { forwardHeaders } from "#app/lib/route-headers.ts";
import { companyPath } from "#contracts/company-paths.ts";
import { countOf } from "#contracts/plural.ts";
import { ReportSchema, VoteSchema } from "#contracts/validation/reviews.ts";
import { consumeRateLimit } from "#server/auth/rate-limit.ts";
import { surrogateKeys } from "#server/cache/surrogate-keys.ts";
import { getReview } from "#server/reviews/get-review.ts";
import { reportReview } from "#server/reviews/report-review.ts";
import { voteOnReview } from "#server/reviews/vote-on-review.ts";
import { reportReply } from "#server/vendors/report-reply.ts";
import { replyFormError, replyFormFailure, replyFormSuccess } from "#server/web/form-reply.ts";
import { loadOrThrowPage } from "#server/web/page-errors.ts";
import { parseId } from "#server/web/parse-id.ts";
import { publicOrigin } from "#server/web/public-origin.ts";
import { safeRedirectTarget } from "#server/web/redirect-target.ts";
import { getRequestContext } from "#server/web/require.ts";
import { tagAnswer } from "#server/web/tag-answer.ts";
import type { Route } from "./+types/review";

// Retry-After and other headers of a failed form reach the answer (app/lib/route-headers.ts).
export const headers = forwardHeaders;

export const meta: Route.MetaFunction = ({ loaderData, error }) =>
  loaderData
    ? pageMeta(
        `${loaderData.review.title} — review of ${loaderData.review.company.name}`,
        loaderData.review.content.slice(0, 155),
      )
    : errorMeta(error);

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services, getUser } = getRequestContext(context);
  return loadOrThrowPage(async () => {
    const id = parseId(params.id, "This review doesn't exist or is no longer published.");
    const user = await getUser();
    const review = await getReview(services.db, id, user?.id ?? null);
    tagAnswer(context, surrogateKeys.reviews(review.company.id));
    return { review, isSignedIn: user !== null };
  });
}

/**
 * Votes and reports without JavaScript (the buttons post here); with JavaScript votes and review reports use the
 * JSON API. Reports of the company's reply are made here only (decision 064).
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const { services, getUser } = getRequestContext(context);
  const form = Object.fromEntries(await request.formData());
  const returnTo = safeRedirectTarget(form.returnTo, publicOrigin(services), `/review/${params.id}`);
  const user = await getUser();
  if (!user) throw redirect(`/sign-in?returnTo=${encodeURIComponent(returnTo)}`);
  try {
    const reviewId = parseId(params.id, "This review doesn't exist or is no longer published.");
    if (form.intent === "vote") {
      const { value } = VoteSchema.parse({ value: form.value === "" ? null : form.value });
      await consumeRateLimit(
        services.rateLimits.votesPerUser,
        user.id,
        (minutes) => `You are voting very fast. Please try again in ${countOf(minutes, "minute")}.`,
      );
      await voteOnReview(services.db, { reviewId, userId: user.id, value });
      return redirect(returnTo);
    }
    if (form.intent === "report") {
      const input = ReportSchema.parse({ reason: form.reason, note: form.note });
      await consumeRateLimit(
        services.rateLimits.reportsPerUser,
        user.id,
        (minutes) => `You have sent many reports today. Please try again in ${countOf(minutes, "minute")}.`,
      );
      await reportReview(services.db, { reviewId, userId: user.id, ...input });
      return replyFormSuccess({ intent: "report", message: "Thank you. Our moderators will review this report." });
    }
    if (form.intent === "report-reply") {
      const input = ReportSchema.parse({ reason: form.reason, note: form.note });
      await consumeRateLimit(
        services.rateLimits.reportsPerUser,
        user.id,
        (minutes) => `You have sent many reports today. Please try again in ${countOf(minutes, "minute")}.`,
      );
      await reportReply(services.db, { reviewId, userId: user.id, ...input });
      return replyFormSuccess({
        intent: "report-reply",
        message: "Thank you. Our moderators will review your report of this reply.",
      });
    }
    return replyFormError({ intent: String(form.intent ?? ""), message: "Unknown action." }, { status: 400 });
  } catch (error) {
    const reply = replyFormFailure(error, { intent: String(form.intent ?? ""), submitted: form });
    if (!reply) throw error;
    return reply;
  }
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRequestProblem(error)) return <RequestProblem error={error} />;
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
  const { review, isSignedIn } = loaderData;
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const reported = actionData?.status === "success";
  const showReportForm = searchParams.get("report") === "1" && !reported;
  const showReplyReportForm = searchParams.get("reportReply") === "1" && review.reply !== null && !reported;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <p className="text-sm text-slate-700">
        Review of{" "}
        <Link to={companyPath(review.company.slug)} className="font-semibold text-brand-700 hover:underline">
          {review.company.name}
        </Link>
      </p>
      <h1 className="sr-only">{review.title}</h1>
      <div className="mt-4">
        <ReviewCard review={review} headingLevel={2} />
      </div>
      <FormMessage result={actionData} className="mt-6 px-4 py-3" />
      {showReportForm ? (
        isSignedIn ? (
          <section aria-labelledby="report-heading" className="mt-8 rounded-lg border border-slate-200 p-5">
            <h2 id="report-heading" className="text-lg font-bold">
              Report this review
            </h2>
            <Form method="post" className="mt-4 grid gap-4">
              <input type="hidden" name="intent" value="report" />
              <ReportFields idPrefix="page-report" />
              <Button type="submit" className="justify-self-start">
                Send report
              </Button>
            </Form>
          </section>
        ) : (
          <p className="mt-8 text-sm">
            <Link
              to={`/sign-in?returnTo=${encodeURIComponent(`/review/${review.id}?report=1`)}`}
              className="font-semibold text-brand-700 underline"
            >
              Sign in
            </Link>{" "}
            to report this review.
          </p>
        )
      ) : null}
      {showReplyReportForm && review.reply ? (
        isSignedIn ? (
          <section
            id="report-reply"
            aria-labelledby="report-reply-heading"
            className="mt-8 rounded-lg border border-slate-200 p-5"
          >
            <h2 id="report-reply-heading" className="text-lg font-bold">
              {`Report the reply from ${review.reply.companyName}`}
            </h2>
            <Form method="post" className="mt-4 grid gap-4">
              <input type="hidden" name="intent" value="report-reply" />
              <ReportFields idPrefix="page-report-reply" subject="reply" />
              <Button type="submit" className="justify-self-start">
                Send report
              </Button>
            </Form>
          </section>
        ) : (
          <p id="report-reply" className="mt-8 text-sm">
            <Link
              to={`/sign-in?returnTo=${encodeURIComponent(`/review/${review.id}?reportReply=1`)}`}
              className="font-semibold text-brand-700 underline"
            >
              Sign in
            </Link>{" "}
            to report this reply.
          </p>
        )
      ) : null}
    </div>
  );
}
