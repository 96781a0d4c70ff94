import { Form, useActionData, useNavigation } from "react-router";
import { LogoForm } from "#app/components/catalog/logo-form.tsx";
import { StarRating } from "#app/components/catalog/star-rating.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field, TextareaField } from "#app/components/ui/field.tsx";
import { FormMessage, inlineTones } from "#app/components/ui/form-message.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { resultFor, valuesFor } from "#app/lib/form-result.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { forwardHeaders } from "#app/lib/route-headers.ts";
import { factGroupLabels } from "#contracts/company-facts.ts";
import { companyBadgePath, companyGridBadgePath, companyPath } from "#contracts/company-paths.ts";
import { suggestionStatusLabels } from "#contracts/fact-suggestion-statuses.ts";
import { countOf } from "#contracts/plural.ts";
import { formatRating } from "#contracts/rating.ts";
import {
  InvitationNoteSchema,
  invitationNoteMaxLength,
  invitationsPerCompanyPerDay,
  invitationUploadMaxBytes,
  ReplySchema,
  replyMaxLength,
} from "#contracts/validation/vendors.ts";
import { listOwnFactSuggestions } from "#server/catalog/list-own-fact-suggestions.ts";
import { AppError } from "#server/errors.ts";
import { demoMailboxFor } from "#server/mail/demo-mailbox.ts";
import { mailContext } from "#server/mail/mail-context.ts";
import { gridBadgeSnippet } from "#server/presence/grid-badge.ts";
import { readCompanyGridPosition } from "#server/presence/read-category-grid.ts";
import { inviteCustomers, readInvitationList } from "#server/vendors/invite-customers.ts";
import { companyBadgeSnippet } from "#server/vendors/rating-badge.ts";
import {
  listOpenClaims,
  listRepresentedCompanies,
  listReviewsToAnswer,
} from "#server/vendors/read-vendor-dashboard.ts";
import { replyToReview } from "#server/vendors/reply-to-review.ts";
import { replyFormFailure, replyFormSuccess } from "#server/web/form-reply.ts";
import { answerLogoForm, isLogoIntent } from "#server/web/logo-form.ts";
import { parseId } from "#server/web/parse-id.ts";
import { publicOrigin } from "#server/web/public-origin.ts";
import { getRequestContext, requireUser } from "#server/web/require.ts";
import type { Route } from "./+types/dashboard";

// Retry-After and other headers of a failed form reach the answer (app/lib/route-headers.ts).
export const headers = forwardHeaders;

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Vendor dashboard",
    "The companies you represent on OperatorStack: their figures and their reviews to answer.",
  );

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  const { services } = getRequestContext(context);
  const { db } = services;
  const [companies, openClaims] = await Promise.all([
    listRepresentedCompanies(db, user.id),
    listOpenClaims(db, user.id),
  ]);
  const chosenId = Number(new URL(request.url).searchParams.get("company"));
  const chosen = companies.find((company) => company.id === chosenId) ?? companies[0] ?? null;
  const [reviews, factSuggestions, gridPosition] = chosen
    ? await Promise.all([
        listReviewsToAnswer(db, chosen.id),
        listOwnFactSuggestions(db, user.id, chosen.id),
        readCompanyGridPosition(services, chosen.id),
      ])
    : [[], [], null];
  return {
    companies,
    openClaims,
    chosen,
    reviews,
    factSuggestions: factSuggestions.map((suggestion) => ({
      id: suggestion.id,
      group: suggestion.group,
      status: suggestion.status,
      createdAt: suggestion.createdAt.toISOString(),
    })),
    badge: chosen
      ? { src: companyBadgePath(chosen.slug), snippet: companyBadgeSnippet(publicOrigin(services), chosen) }
      : null,
    // The Grid badge (decision 098), only while the company is drawn on its category's Grid.
    gridBadge:
      chosen && gridPosition
        ? {
            src: companyGridBadgePath(chosen.slug),
            snippet: gridBadgeSnippet(publicOrigin(services), chosen, gridPosition.category),
            categoryName: gridPosition.category.name,
          }
        : null,
  };
}

async function invite(
  services: ReturnType<typeof getRequestContext>["services"],
  user: Awaited<ReturnType<typeof requireUser>>,
  form: FormData,
  requestHeaders: Headers,
) {
  try {
    const companyId = parseId(String(form.get("companyId") ?? ""), "The company you're looking for doesn't exist.");
    const note = InvitationNoteSchema.parse(String(form.get("note") ?? ""));
    const file = form.get("file");
    let text = String(form.get("emails") ?? "");
    if (file instanceof File && file.size > 0) {
      if (file.size > invitationUploadMaxBytes) {
        throw new AppError("payload_too_large", "The file is larger than 100 KB. Nothing was sent.");
      }
      text = `${text}\n${await file.text()}`;
    }
    const emails = readInvitationList(text);
    // In demo mode the invitations a visitor sends appear in their own demo mailbox (decision 057).
    const mailbox = demoMailboxFor(services, requestHeaders);
    const result = await mailContext.run({ demoMailbox: mailbox.token }, () =>
      inviteCustomers(services, user, companyId, { emails, note }),
    );
    const parts = [`${countOf(result.sent, "invitation")} sent`];
    if (result.skipped > 0) parts.push(`${countOf(result.skipped, "address", "addresses")} invited before, skipped`);
    if (result.duplicates > 0)
      parts.push(`${countOf(result.duplicates, "repeated address", "repeated addresses")} counted once`);
    return replyFormSuccess(
      { intent: "invite", message: `${parts.join("; ")}.` },
      mailbox.setCookie ? { headers: { "Set-Cookie": mailbox.setCookie } } : {},
    );
  } catch (error) {
    const reply = replyFormFailure(error, { intent: "invite", submitted: form });
    if (!reply) throw error;
    return reply;
  }
}

/** A review's reply form, one per review on the page. */
function replyIntent(reviewId: number | string) {
  return `reply-${reviewId}`;
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(context, request);
  const { services } = getRequestContext(context);
  const formData = await request.formData();
  if (formData.get("intent") === "invite") return invite(services, user, formData, request.headers);
  if (isLogoIntent(formData.get("intent"))) return answerLogoForm(services, user, formData);
  const form = Object.fromEntries(formData);
  const reviewIdText = String(form.reviewId ?? "");
  try {
    const reviewId = parseId(reviewIdText, "This review doesn't exist.");
    const { content } = ReplySchema.parse(form);
    const result = await replyToReview(services, user, reviewId, content);
    return replyFormSuccess({ intent: replyIntent(reviewId), message: result.message, payload: { reviewId } });
  } catch (error) {
    const reply = replyFormFailure(error, { intent: replyIntent(reviewIdText), submitted: form });
    if (!reply) throw error;
    return reply;
  }
}

export default function VendorDashboard({ loaderData }: Route.ComponentProps) {
  const { companies, openClaims, chosen, reviews, factSuggestions } = loaderData;
  const actionData = useActionData<typeof action>();
  const repliedId = actionData?.status === "success" ? (actionData.payload?.reviewId ?? null) : null;
  const navigation = useNavigation();
  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-extrabold tracking-tight">Vendor dashboard</h1>
      {openClaims.length > 0 ? (
        <ul className="mt-4 grid gap-2 text-sm" aria-label="Claims in progress">
          {openClaims.map((claim) => (
            <li key={claim.id} className="rounded-md bg-amber-50 px-3 py-2">
              {claim.status === "awaiting-email"
                ? `${claim.companyName}: follow the link we sent to ${claim.claimEmail}.`
                : `${claim.companyName}: our team is checking your claim (${claim.claimEmail}).`}
            </li>
          ))}
        </ul>
      ) : null}
      {companies.length === 0 ? (
        <p className="mt-6 text-slate-800">
          You do not represent a company yet. Open your company's page on OperatorStack and choose “Claim this company”.
        </p>
      ) : (
        <>
          <nav aria-label="Companies you represent" className="mt-6 flex flex-wrap gap-2">
            {companies.map((company) => (
              <Link
                key={company.id}
                to={`?company=${company.id}`}
                aria-current={company.id === chosen?.id ? "page" : undefined}
                className={`rounded-full border px-3 py-1 text-sm ${company.id === chosen?.id ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300"}`}
              >
                {company.name}
              </Link>
            ))}
          </nav>
          {chosen ? (
            <>
              <dl className="mt-6 grid grid-cols-3 gap-4 rounded-lg border border-slate-200 p-4 text-center">
                <div>
                  <dt className="text-xs text-slate-600">Rating</dt>
                  <dd className="text-2xl font-extrabold">
                    {chosen.averageRating === null ? "–" : formatRating(chosen.averageRating)}
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-600">Reviews</dt>
                  <dd className="text-2xl font-extrabold">{chosen.reviewCount.toLocaleString("en-US")}</dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-600">Not answered</dt>
                  <dd className="text-2xl font-extrabold">{chosen.unanswered.toLocaleString("en-US")}</dd>
                </div>
              </dl>
              <div className="mt-6">
                <LogoForm
                  key={chosen.id}
                  companyId={chosen.id}
                  companyName={chosen.name}
                  logo={chosen.logo}
                  result={resultFor(actionData, "logo")}
                />
              </div>
              {loaderData.badge ? (
                <section aria-labelledby="badge-heading" className="mt-6 rounded-lg border border-slate-200 p-4">
                  <h2 id="badge-heading" className="font-bold">
                    Rating badge for your website
                  </h2>
                  <img
                    src={loaderData.badge.src}
                    width={240}
                    height={64}
                    alt={`${chosen.name} rating badge`}
                    className="mt-3"
                  />
                  <label htmlFor="badge-snippet" className="mt-3 block text-sm font-semibold">
                    Paste this HTML where the badge should appear
                  </label>
                  <textarea
                    id="badge-snippet"
                    readOnly
                    rows={3}
                    value={loaderData.badge.snippet}
                    className="mt-1 w-full rounded-md border border-slate-300 bg-slate-50 p-2 font-mono text-xs"
                  />
                </section>
              ) : null}
              {loaderData.gridBadge ? (
                <section aria-labelledby="grid-badge-heading" className="mt-6 rounded-lg border border-slate-200 p-4">
                  <h2 id="grid-badge-heading" className="font-bold">
                    Grid badge for your website
                  </h2>
                  <p className="mt-1 text-sm text-slate-700">
                    {chosen.name}'s quadrant on the {loaderData.gridBadge.categoryName} Grid; it follows the Grid as
                    reviews come in.
                  </p>
                  <img
                    src={loaderData.gridBadge.src}
                    width={240}
                    height={72}
                    alt={`${chosen.name} on the ${loaderData.gridBadge.categoryName} Grid`}
                    className="mt-3"
                  />
                  <label htmlFor="grid-badge-snippet" className="mt-3 block text-sm font-semibold">
                    Paste this HTML where the Grid badge should appear
                  </label>
                  <textarea
                    id="grid-badge-snippet"
                    readOnly
                    rows={3}
                    value={loaderData.gridBadge.snippet}
                    className="mt-1 w-full rounded-md border border-slate-300 bg-slate-50 p-2 font-mono text-xs"
                  />
                </section>
              ) : null}
              <section aria-labelledby="facts-heading" className="mt-6 rounded-lg border border-slate-200 p-4">
                <h2 id="facts-heading" className="font-bold">
                  Facts and description
                </h2>
                <p className="mt-1 text-sm text-slate-700">
                  Correct {chosen.name}'s description, pricing, platforms, integrations, features or status. A moderator
                  checks each edit; once accepted, the page shows it as updated by the company.
                </p>
                <Link
                  to={companyPath(chosen.slug, "suggest-edit")}
                  className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline"
                >
                  Propose edits to facts and description
                </Link>
                {factSuggestions.length > 0 ? (
                  <>
                    <h3 className="mt-3 text-sm font-semibold">Your recent edits</h3>
                    <ul className="mt-1 grid gap-1 text-sm" aria-label={`Your edits of ${chosen.name}'s facts`}>
                      {factSuggestions.map((suggestion) => (
                        <li key={suggestion.id}>
                          {`${factGroupLabels[suggestion.group]} · proposed ${suggestion.createdAt.slice(0, 10)} · ${suggestionStatusLabels[suggestion.status]}`}
                        </li>
                      ))}
                    </ul>
                  </>
                ) : null}
              </section>
              <section aria-labelledby="invite-heading" className="mt-6 rounded-lg border border-slate-200 p-4">
                <h2 id="invite-heading" className="font-bold">
                  Invite customers to review you
                </h2>
                <p className="mt-1 text-sm text-slate-700">
                  Each address gets one email with a personal link, in the same neutral words for everyone; the reviews
                  are marked “Invited”. No rewards and no asking for a good rating (FTC rule on consumer reviews).
                  {` Up to ${invitationsPerCompanyPerDay} a day; an address is invited once.`}
                </p>
                <Form method="post" encType="multipart/form-data" className="mt-3 grid gap-3">
                  <input type="hidden" name="intent" value="invite" />
                  <input type="hidden" name="companyId" value={chosen.id} />
                  <TextareaField
                    id="invite-emails"
                    name="emails"
                    label="Email addresses (one per line, or separated by commas)"
                    rows={3}
                  />
                  <Field
                    id="invite-file"
                    name="file"
                    type="file"
                    label="Or a CSV file with an email column (at most 100 KB)"
                    accept=".csv,text/csv,text/plain"
                  />
                  <Field
                    id="invite-note"
                    name="note"
                    label="A short neutral note (optional)"
                    maxLength={invitationNoteMaxLength}
                  />
                  <FormMessage result={resultFor(actionData, "invite")} tones={inlineTones} />
                  <Button type="submit" size="sm" className="justify-self-start">
                    Send invitations
                  </Button>
                </Form>
              </section>
              <h2 className="mt-8 text-xl font-bold">{`Reviews of ${chosen.name}`}</h2>
              <p className="mt-1 text-sm text-slate-600">
                Unanswered first. Replies are public, shown under the review with your company's name; the reviewer is
                emailed.
              </p>
              {repliedId !== null && !reviews.some((r) => r.id === repliedId) ? (
                // An answered review moves below the unanswered ones and may leave this list: the confirmation
                // stays in sight, with the way to the reply.
                <p role="status" className="mt-3 text-sm text-emerald-900">
                  {`${actionData?.message}. `}
                  <Link to={`/review/${repliedId}`} className="font-semibold underline">
                    See it under the review
                  </Link>
                </p>
              ) : null}
              <ul className="mt-4 grid gap-4" aria-label={`Reviews of ${chosen.name}`}>
                {reviews.map((review) => {
                  const busy =
                    navigation.state === "submitting" && navigation.formData?.get("reviewId") === String(review.id);
                  const result = resultFor(actionData, replyIntent(review.id));
                  return (
                    <li key={review.id} className="rounded-lg border border-slate-200 p-4">
                      <div className="flex items-center gap-2 text-sm">
                        <StarRating rating={review.rating} />
                        <span className="text-slate-600">{`${review.reviewer} · ${review.createdAt.slice(0, 10)}`}</span>
                      </div>
                      <h3 className="mt-1 font-semibold">
                        <Link to={`/review/${review.id}`} className="hover:underline">
                          {review.title}
                        </Link>
                      </h3>
                      <p className="mt-1 whitespace-pre-line text-sm text-slate-800">{review.content}</p>
                      {review.replyHiddenAt ? (
                        <div className="mt-3 rounded-md border-l-4 border-amber-500 bg-amber-50 px-3 py-2 text-sm">
                          <p className="font-semibold">
                            {`Your reply was hidden by our moderators on ${review.replyHiddenAt.slice(0, 10)}.`}
                          </p>
                          <p className="mt-1">
                            Readers no longer see it. Replies must follow the same guidelines as reviews (see{" "}
                            <Link to="/trust#companies" className="underline">
                              how reviews work
                            </Link>
                            ).
                          </p>
                          <p className="mt-2 whitespace-pre-line text-slate-700">{review.reply}</p>
                        </div>
                      ) : (
                        <Form method="post" className="mt-3 grid gap-2">
                          <input type="hidden" name="reviewId" value={review.id} />
                          <TextareaField
                            id={`reply-${review.id}`}
                            name="content"
                            label={review.reply ? "Your public reply" : "Reply publicly"}
                            required
                            minLength={10}
                            maxLength={replyMaxLength}
                            rows={3}
                            defaultValue={valuesFor(result).content ?? review.reply ?? ""}
                          />
                          <FormMessage result={result} tones={inlineTones} />
                          <Button type="submit" size="sm" className="justify-self-start" disabled={busy}>
                            {busy ? "Saving..." : review.reply ? "Update reply" : "Publish reply"}
                          </Button>
                        </Form>
                      )}
                    </li>
                  );
                })}
              </ul>
              {reviews.length === 0 ? (
                <p className="mt-4 text-slate-700">{countOf(0, "review")} to answer yet.</p>
              ) : null}
            </>
          ) : null}
        </>
      )}
    </section>
  );
}
