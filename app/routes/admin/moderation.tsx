import { Form, useActionData, useNavigation } from "react-router";
import { ActionMessage } from "#app/components/admin/action-feedback.tsx";
import { CompanySubmissionList } from "#app/components/admin/company-submissions.tsx";
import { StarRating } from "#app/components/catalog/star-rating.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { forwardHeaders } from "#app/lib/route-headers.ts";
import {
  type ModerationAction,
  type ModerationTab,
  moderationActions,
  moderationTabs,
  type ReplyModerationAction,
  replyModerationActions,
  type SubmissionAction,
  type SubmissionTab,
  submissionActions,
  submissionTabs,
} from "#contracts/admin-queues.ts";
import { companyPath } from "#contracts/company-paths.ts";
import { countOf } from "#contracts/plural.ts";
import { heldReasonLabels, isHeldReason } from "#contracts/review-holds.ts";
import { reportReasonLabels } from "#contracts/validation/reviews.ts";
import { approveCompany } from "#server/admin/approve-company.ts";
import { countSubmissions, listCompanySubmissions } from "#server/admin/list-company-submissions.ts";
import { countModerationQueue, listModerationQueue } from "#server/admin/list-moderation-queue.ts";
import { countReportedReplies, listReportedReplies } from "#server/admin/list-reported-replies.ts";
import { mergeCompany } from "#server/admin/merge-company.ts";
import { moderateReply } from "#server/admin/moderate-reply.ts";
import { moderateReview } from "#server/admin/moderate-review.ts";
import { rejectCompany } from "#server/admin/reject-company.ts";
import { replyFormError, replyFormFailure, replyFormSuccess } from "#server/web/form-reply.ts";
import { parseId } from "#server/web/parse-id.ts";
import { getRequestContext, requireAdmin } from "#server/web/require.ts";
import type { Route } from "./+types/moderation";

// Retry-After and other headers of a failed form reach the answer (app/lib/route-headers.ts).
export const headers = forwardHeaders;

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Admin: Moderation",
    "Review reported and held reviews, and companies readers added: remove, dismiss, restore, approve, merge or reject.",
  );

type Tab = ModerationTab | "reported-replies" | SubmissionTab;
const tabs: readonly Tab[] = [...moderationTabs, "reported-replies", ...submissionTabs];
const tabLabels: Record<Tab, string> = {
  reported: "Reported",
  "reported-replies": "Reported replies",
  held: "Held for checks",
  removed: "Removed",
  companies: "New companies",
  "rejected-companies": "Rejected companies",
};

function isSubmissionTab(tab: Tab): tab is SubmissionTab {
  return (submissionTabs as readonly string[]).includes(tab);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context);
  const { db } = getRequestContext(context).services;
  const url = new URL(request.url);
  const tabParam = url.searchParams.get("tab");
  const tab = tabs.find((name) => name === tabParam) ?? "reported";
  const page = Math.max(1, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1);
  const reasonParam = url.searchParams.get("reason") ?? "";
  const heldReason = tab === "held" && isHeldReason(reasonParam) ? reasonParam : null;
  const [reviewCounts, submissions, reportedReplies] = await Promise.all([
    countModerationQueue(db),
    countSubmissions(db),
    countReportedReplies(db),
  ]);
  const counts = {
    ...reviewCounts,
    "reported-replies": reportedReplies,
    companies: submissions.pending,
    "rejected-companies": submissions.rejected,
  };
  if (isSubmissionTab(tab)) {
    const list = await listCompanySubmissions(db, tab, page);
    return {
      kind: "companies" as const,
      tab,
      page: list.page,
      pageSize: list.pageSize,
      items: list.items,
      counts,
      total: counts[tab],
      heldReason: null,
    };
  }
  if (tab === "reported-replies") {
    const list = await listReportedReplies(db, page);
    return {
      kind: "replies" as const,
      tab,
      page: list.page,
      pageSize: list.pageSize,
      items: list.items,
      counts,
      total: counts[tab],
      heldReason: null,
    };
  }
  const queue = await listModerationQueue(db, tab, page, heldReason);
  return { kind: "reviews" as const, ...queue, counts };
}

async function decideSubmission(context: Route.ActionArgs["context"], intent: SubmissionAction, form: FormData) {
  const admin = await requireAdmin(context);
  const { services } = getRequestContext(context);
  const companyId = parseId(String(form.get("companyId") ?? ""), "This company doesn't exist.");
  if (intent === "approve-company") return approveCompany(services, admin, companyId);
  if (intent === "reject-company") return rejectCompany(services, admin, companyId);
  return mergeCompany(services, admin, companyId, String(form.get("target") ?? ""));
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const submissionIntent = submissionActions.find((name) => name === intent);
  if (submissionIntent) {
    try {
      const result = await decideSubmission(context, submissionIntent, form);
      return replyFormSuccess({ intent, message: result.message });
    } catch (error) {
      const reply = replyFormFailure(error, { intent });
      if (reply) return reply;
      throw error;
    }
  }
  const replyIntent = replyModerationActions.find((name) => name === intent);
  if (replyIntent) {
    try {
      const reviewId = parseId(String(form.get("reviewId") ?? ""), "This reply doesn't exist.");
      const result = await moderateReply(getRequestContext(context).services, admin, reviewId, replyIntent);
      return replyFormSuccess({ intent, message: result.message });
    } catch (error) {
      const reply = replyFormFailure(error, { intent });
      if (reply) return reply;
      throw error;
    }
  }
  if (!moderationActions.includes(intent as ModerationAction)) {
    return replyFormError({ intent, message: "Unknown action." }, { status: 400 });
  }
  try {
    const reviewId = parseId(String(form.get("reviewId") ?? ""), "This review doesn't exist.");
    const result = await moderateReview(
      getRequestContext(context).services,
      admin,
      reviewId,
      intent as ModerationAction,
    );
    return replyFormSuccess({ intent, message: result.message });
  } catch (error) {
    const reply = replyFormFailure(error, { intent });
    if (reply) return reply;
    throw error;
  }
}

function ActionButton({
  reviewId,
  intent,
  label,
  variant = "secondary",
}: {
  reviewId: number;
  intent: ModerationAction | ReplyModerationAction;
  label: string;
  variant?: "secondary" | "destructive" | "primary";
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("reviewId") === String(reviewId);
  return (
    <Form method="post">
      <input type="hidden" name="reviewId" value={reviewId} />
      <input type="hidden" name="intent" value={intent} />
      <Button type="submit" size="sm" variant={variant} disabled={busy}>
        {label}
      </Button>
    </Form>
  );
}

/** Who reported an item and why. */
function ReportSummary({
  reporterCount,
  reasons,
  notes,
}: {
  reporterCount: number;
  reasons: { reason: string; count: number }[];
  notes: string[];
}) {
  if (reporterCount === 0) return null;
  return (
    <div className="mt-3 rounded-md bg-amber-50 p-3 text-sm">
      <p className="font-semibold">{`Reported by ${countOf(reporterCount, "member")}`}</p>
      <p>
        {reasons
          .map(
            (reason) =>
              `${reportReasonLabels[reason.reason as keyof typeof reportReasonLabels] ?? reason.reason} (${reason.count})`,
          )
          .join(", ")}
      </p>
      {notes.map((note) => (
        <p key={note} className="mt-1 text-slate-700">{`“${note}”`}</p>
      ))}
    </div>
  );
}

export default function ModerationPage({ loaderData }: Route.ComponentProps) {
  const { tab, counts, page, pageSize, total, heldReason } = loaderData;
  const actionData = useActionData<typeof action>();
  const pageLink = (to: number) => `?tab=${tab}${heldReason ? `&reason=${heldReason}` : ""}&page=${to}`;
  return (
    <section>
      <h1 className="text-3xl font-extrabold tracking-tight">Moderation</h1>
      <p className="mt-2 text-slate-700">
        Removed reviews are hidden everywhere and stop counting toward ratings at once; a hidden company reply leaves
        every public page and the API, and its company sees that it was hidden. Companies readers add stay out of
        categories, search and awards until approved here. Every decision is written to the{" "}
        <Link to="/admin/audit-log" className="font-semibold text-brand-700 hover:underline">
          audit log
        </Link>
        .
      </p>
      <nav aria-label="Moderation queues" className="mt-6 flex flex-wrap gap-2">
        {(Object.keys(tabLabels) as Tab[]).map((name) => (
          <Link
            key={name}
            to={`?tab=${name}`}
            aria-current={name === tab ? "page" : undefined}
            className={`rounded-full border px-3 py-1 text-sm ${name === tab ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 hover:border-brand-600"}`}
          >
            {`${tabLabels[name]} (${counts[name]})`}
          </Link>
        ))}
      </nav>
      {heldReason ? (
        <p className="mt-4 text-sm text-slate-700">
          {`Showing ${countOf(total, "review")} held because: ${heldReasonLabels[heldReason]}. `}
          <Link to="?tab=held" className="font-semibold text-brand-700 hover:underline">
            Show every held review
          </Link>
        </p>
      ) : null}
      <ActionMessage result={actionData} />
      {loaderData.kind === "companies" ? (
        loaderData.items.length === 0 ? (
          <p className="mt-8 text-slate-700">
            {tab === "companies" ? "No companies are waiting for review." : "No rejected companies."}
          </p>
        ) : (
          <CompanySubmissionList items={loaderData.items} label={tabLabels[tab]} />
        )
      ) : loaderData.kind === "replies" ? (
        loaderData.items.length === 0 ? (
          <p className="mt-8 text-slate-700">No open reports of companies' replies.</p>
        ) : (
          <ul className="mt-6 grid gap-4" aria-label="Reported replies">
            {loaderData.items.map((item) => (
              <li key={item.reviewId} className="rounded-lg border border-slate-200 p-4">
                <h2 className="font-semibold">{`Reply from ${item.companyName}`}</h2>
                <p className="mt-1 whitespace-pre-line text-sm text-slate-800">{item.reply}</p>
                <div className="mt-3 rounded-md border-l-4 border-slate-300 bg-slate-50 px-3 py-2 text-sm">
                  <p className="flex flex-wrap items-center gap-2 font-semibold">
                    <span>{`In answer to the review “${item.reviewTitle}”`}</span>
                    <StarRating rating={item.rating} />
                  </p>
                  <p className="mt-1 whitespace-pre-line text-slate-700">
                    {item.reviewContent.length > 400 ? `${item.reviewContent.slice(0, 400)}…` : item.reviewContent}
                  </p>
                </div>
                <ReportSummary reporterCount={item.reporterCount} reasons={item.reasons} notes={item.notes} />
                <div className="mt-3 flex flex-wrap gap-2">
                  <ActionButton reviewId={item.reviewId} intent="hide-reply" label="Hide reply" variant="destructive" />
                  <ActionButton reviewId={item.reviewId} intent="dismiss-reply" label="Dismiss" />
                  <Link to={`/review/${item.reviewId}`} className="self-center text-sm text-brand-700 hover:underline">
                    Open review
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        )
      ) : loaderData.items.length === 0 ? (
        <p className="mt-8 text-slate-700">
          {tab === "reported" ? "No open reports." : tab === "held" ? "No reviews are held." : "No removed reviews."}
        </p>
      ) : (
        <ul className="mt-6 grid gap-4" aria-label={`${tabLabels[tab]} reviews`}>
          {loaderData.items.map((item) => (
            <li key={item.id} className="rounded-lg border border-slate-200 p-4">
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <Link to={companyPath(item.companySlug)} className="font-semibold text-brand-700 hover:underline">
                  {item.companyName}
                </Link>
                <StarRating rating={item.rating} />
                <span className="rounded bg-slate-100 px-2 py-0.5 text-xs">{item.status}</span>
                {item.isAiGenerated ? (
                  <span className="rounded bg-violet-100 px-2 py-0.5 text-xs font-semibold text-violet-900">
                    AI Generated
                  </span>
                ) : null}
                <span className="text-slate-600">{`by ${item.reviewer ?? "a former member"}`}</span>
              </div>
              <h2 className="mt-2 font-semibold">{item.title}</h2>
              {item.content.length > 600 && item.status !== "published" ? (
                // A held or removed review has no public page to open: the queue shows it whole (issue #35).
                <details className="mt-1 text-sm text-slate-800">
                  <summary className="whitespace-pre-line">{`${item.content.slice(0, 600)}… (read the whole review)`}</summary>
                  <p className="mt-1 whitespace-pre-line">{item.content}</p>
                </details>
              ) : (
                <p className="mt-1 whitespace-pre-line text-sm text-slate-800">
                  {item.content.length > 600 ? `${item.content.slice(0, 600)}…` : item.content}
                </p>
              )}
              {item.status === "pending" && item.heldReasons.length > 0 ? (
                <p className="mt-3 rounded-md bg-sky-50 p-3 text-sm">
                  <span className="font-semibold">Held because:</span>{" "}
                  {item.heldReasons.map((reason) => heldReasonLabels[reason]).join(", ")}
                </p>
              ) : null}
              <ReportSummary reporterCount={item.reporterCount} reasons={item.reasons} notes={item.notes} />
              <div className="mt-3 flex flex-wrap gap-2">
                {item.status !== "removed" ? (
                  <ActionButton reviewId={item.id} intent="remove" label="Remove" variant="destructive" />
                ) : (
                  <ActionButton reviewId={item.id} intent="restore" label="Restore" />
                )}
                {item.reporterCount > 0 ? <ActionButton reviewId={item.id} intent="dismiss" label="Dismiss" /> : null}
                {item.status === "pending" ? (
                  <ActionButton reviewId={item.id} intent="approve" label="Approve" variant="primary" />
                ) : null}
                {item.status === "published" ? (
                  <Link to={`/review/${item.id}`} className="self-center text-sm text-brand-700 hover:underline">
                    Open review
                  </Link>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      {total > pageSize ? (
        <nav aria-label="Pages" className="mt-6 flex gap-3 text-sm">
          {page > 1 ? <Link to={pageLink(page - 1)}>← Previous</Link> : null}
          <span>{`Page ${page} of ${Math.ceil(total / pageSize)}`}</span>
          {page * pageSize < total ? <Link to={pageLink(page + 1)}>Next →</Link> : null}
        </nav>
      ) : null}
    </section>
  );
}
