import { useState } from "react";
import { redirect, useActionData, useNavigate, useRevalidator } from "react-router";
import { useAuthDialog } from "#app/components/layout/auth-dialog-context.tsx";
import { CompanyChooser } from "#app/components/reviews/company-chooser.tsx";
import { emptyReviewDetail, ReviewForm, reviewFormValuesFromFormData } from "#app/components/reviews/review-form.tsx";
import type { ReviewFormValues } from "#app/components/reviews/review-form-values.ts";
import { reviewThanksHeading, reviewThanksText } from "#app/components/reviews/review-thanks.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { errorFor, formDataFor } from "#app/lib/form-result.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { forwardHeaders } from "#app/lib/route-headers.ts";
import { ReviewFormSchema, reviewFormFromFormData } from "#contracts/validation/review-form.ts";
import { findCompaniesToReview } from "#server/catalog/find-companies-to-review.ts";
import { getCompanyToReview } from "#server/catalog/get-company-to-review.ts";
import { listCategories } from "#server/catalog/list-categories.ts";
import { listPopularCompanies } from "#server/catalog/list-popular-companies.ts";
import { findOwnReview, findOwnReviewStatus } from "#server/reviews/find-own-review.ts";
import { getOwnReviewForEditing } from "#server/reviews/get-own-review-for-editing.ts";
import { submitReview } from "#server/reviews/submit-review.ts";
import { replyFormError, replyFormFailure } from "#server/web/form-reply.ts";
import { loadOrThrowPage } from "#server/web/page-errors.ts";
import { getRequestContext } from "#server/web/require.ts";
import type { Route } from "./+types/write-review";

// Retry-After and other headers of a failed form reach the answer (app/lib/route-headers.ts).
export const headers = forwardHeaders;

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Write a Review",
    "Review a tool, agency or freelancer you have used: rating, what worked, what didn't, and which brand sizes it suits.",
  );

function positiveInt(value: string | null) {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number > 0 ? number : null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, getUser } = getRequestContext(context);
  const { db } = services;
  const url = new URL(request.url);
  const user = await getUser();
  const submittedId = positiveInt(url.searchParams.get("submitted"));
  if (submittedId) {
    // The author's own review says why it waits; the URL only carries its id (decision 080).
    const own = user ? await findOwnReviewStatus(db, user.id, submittedId) : null;
    return {
      stage: "thanks" as const,
      status: own?.status ?? (url.searchParams.get("status") === "pending" ? "pending" : "published"),
      heldReasons: own?.heldReasons ?? [],
      companyId: positiveInt(url.searchParams.get("companyId")),
    };
  }

  return loadOrThrowPage(async () => {
    const categories = (await services.cache.get("categories", () => listCategories(db))).map(({ slug, name }) => ({
      slug,
      name,
    }));
    // Only whether the server can transcribe dictation; never where its model is.
    const canTranscribeOnServer = services.ai.transcription !== undefined;
    const reviewId = positiveInt(url.searchParams.get("reviewId"));
    if (reviewId && user) {
      const own = await getOwnReviewForEditing(db, user.id, reviewId);
      const company = await getCompanyToReview(db, own.values.companyId);
      if (!company) throw new Response("Not found", { status: 404 });
      return {
        stage: "form" as const,
        company,
        categories,
        initial: own.values,
        reviewId: own.id,
        existingReviewId: null,
        isSignedIn: true,
        existingVideoUrl: own.videoUrl,
        canTranscribeOnServer,
        invitationToken: null,
      };
    }
    const companyId = positiveInt(url.searchParams.get("companyId"));
    const company = companyId ? await getCompanyToReview(db, companyId) : null;
    if (!company) {
      const q = url.searchParams.get("q")?.trim() ?? "";
      return {
        stage: "choose" as const,
        popular: await listPopularCompanies(db),
        q,
        results: q.length >= 2 ? await findCompaniesToReview(db, q) : null,
        categories,
        isSignedIn: user !== null,
      };
    }
    const existing = user ? await findOwnReview(db, user.id, company.id) : null;
    const invitation = url.searchParams.get("invitation");
    const initial = {
      rating: null,
      title: "",
      content: "",
      firstName: user?.firstName ?? "",
      surname: user?.lastName ?? "",
      roleInCompany: "",
      businessWebsite: "",
      categories: company.categorySlugs.slice(0, 1),
      goodFor: [],
      ...emptyReviewDetail,
    };
    return {
      stage: "form" as const,
      company,
      categories,
      initial,
      reviewId: null,
      existingReviewId: existing?.id ?? null,
      isSignedIn: user !== null,
      existingVideoUrl: null,
      canTranscribeOnServer,
      invitationToken: invitation && /^[\w-]{20,100}$/.test(invitation) ? invitation : null,
    };
  });
}

/** The form without JavaScript: create or update, then the thank-you screen. */
export async function action({ request, context }: Route.ActionArgs) {
  const { services, getUser, clientIp, requestId } = getRequestContext(context);
  const user = await getUser();
  const form = await request.formData();
  if (!user)
    throw redirect(`/sign-in?returnTo=${encodeURIComponent(`/write-review?companyId=${form.get("companyId") ?? ""}`)}`);
  const reviewIdText = form.get("reviewId");
  const reviewId = typeof reviewIdText === "string" && /^\d+$/.test(reviewIdText) ? Number(reviewIdText) : undefined;
  try {
    const input = ReviewFormSchema.parse(reviewFormFromFormData(form));
    const review = await submitReview(services, { user, clientIp, reviewId, input });
    return redirect(`/write-review?submitted=${review.id}&companyId=${review.companyId}&status=${review.status}`);
  } catch (error) {
    // What was sent comes back with the messages: nothing typed is lost.
    const reply = replyFormFailure(error, { intent: "review", submitted: form });
    if (reply) return reply;
    services.logger.error({ err: error, requestId }, "review submission failed");
    return replyFormError(
      { intent: "review", message: "Something went wrong. Please try again.", submitted: form },
      { status: 500 },
    );
  }
}

function ThankYou({
  status,
  heldReasons,
  companyId,
}: {
  status: string;
  heldReasons: readonly string[];
  companyId: number | null;
}) {
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-extrabold tracking-tight">{reviewThanksHeading}</h1>
      <p className="mt-3 text-slate-700">{reviewThanksText({ status, heldReasons })}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/">Return to Home</Link>
        </Button>
        {companyId ? (
          <Button asChild variant="secondary">
            <Link to={`/company/${companyId}`}>See the company page</Link>
          </Button>
        ) : null}
      </div>
    </section>
  );
}

export default function WriteReview({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  const typed = formDataFor(actionData);
  const navigate = useNavigate();
  const { openAuthDialog } = useAuthDialog();
  const revalidator = useRevalidator();
  const [submitted, setSubmitted] = useState<{ status: string; heldReasons: readonly string[] } | null>(null);

  if (loaderData.stage === "thanks")
    return (
      <ThankYou status={loaderData.status} heldReasons={loaderData.heldReasons} companyId={loaderData.companyId} />
    );
  if (submitted && loaderData.stage === "form")
    return <ThankYou status={submitted.status} heldReasons={submitted.heldReasons} companyId={loaderData.company.id} />;

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-extrabold tracking-tight">
        {loaderData.stage === "form" && loaderData.reviewId ? "Edit your review" : "Write a Review"}
      </h1>
      {loaderData.stage === "choose" ? (
        <div className="mt-6">
          <CompanyChooser
            popular={loaderData.popular}
            initialQuery={loaderData.q}
            initialResults={loaderData.results}
            categories={loaderData.categories}
            isSignedIn={loaderData.isSignedIn}
          />
        </div>
      ) : (
        <div className="mt-6 grid gap-6">
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 p-4">
            <p id="review-form-heading" className="font-semibold">
              {`Reviewing ${loaderData.company.name}`}
              {loaderData.company.domain ? (
                <span className="ml-2 text-sm font-normal text-slate-600">{loaderData.company.domain}</span>
              ) : null}
            </p>
            {loaderData.reviewId ? null : (
              <Link to="/write-review" className="text-sm font-semibold text-brand-700 hover:underline">
                Change Company
              </Link>
            )}
          </div>
          {loaderData.invitationToken ? (
            <p role="note" className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm">
              {`${loaderData.company.name} invited you to review them. Your review is marked “Invited”; ${loaderData.company.name} cannot edit or remove it. Good or bad, say what you think.`}
            </p>
          ) : null}
          {!loaderData.isSignedIn ? (
            <div className="rounded-lg border border-brand-100 bg-brand-50 p-4 text-sm">
              <p className="font-semibold">Please sign in to write your review.</p>
              <p className="mt-1 text-slate-700">You can start typing now: your draft is kept while you sign in.</p>
              <Button asChild size="sm" className="mt-3">
                <Link
                  to={`/sign-in?returnTo=${encodeURIComponent(`/write-review?companyId=${loaderData.company.id}${loaderData.invitationToken ? `&invitation=${loaderData.invitationToken}` : ""}`)}`}
                  onClick={(event) => {
                    event.preventDefault();
                    openAuthDialog("sign-in");
                  }}
                >
                  Sign In
                </Link>
              </Button>
            </div>
          ) : null}
          {loaderData.existingReviewId ? (
            <div role="status" className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm">
              {`You have already reviewed ${loaderData.company.name}. `}
              <Link to={`/write-review?reviewId=${loaderData.existingReviewId}`} className="font-semibold underline">
                Edit your review
              </Link>
            </div>
          ) : (
            <ReviewForm
              key={`${loaderData.company.id}-${loaderData.reviewId ?? "new"}-${loaderData.isSignedIn}`}
              labelledBy="review-form-heading"
              company={loaderData.company}
              categories={loaderData.categories}
              initial={typed ? reviewFormValuesFromFormData(typed) : (loaderData.initial as ReviewFormValues)}
              reviewId={loaderData.reviewId ?? undefined}
              isSignedIn={loaderData.isSignedIn}
              existingVideoUrl={loaderData.existingVideoUrl}
              canTranscribeOnServer={loaderData.canTranscribeOnServer}
              invitationToken={loaderData.invitationToken ?? undefined}
              serverErrors={errorFor(actionData)}
              onSubmitted={(review) => {
                setSubmitted({ status: review.status, heldReasons: review.heldReasons ?? [] });
                void revalidator.revalidate();
                void navigate(
                  `/write-review?submitted=${review.id}&companyId=${loaderData.company.id}&status=${review.status}`,
                  { replace: true },
                );
              }}
            />
          )}
        </div>
      )}
    </div>
  );
}
