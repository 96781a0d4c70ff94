import { useEffect, useState } from "react";
import { Form, isRouteErrorResponse, useActionData, useNavigation, useRevalidator } from "react-router";
import { ActionMessage } from "#app/components/admin/action-feedback.tsx";
import { CompanyLogo } from "#app/components/catalog/company-logo.tsx";
import { StatusPage } from "#app/components/layout/status-page.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { toast } from "#app/components/ui/toaster.tsx";
import { followOperation } from "#app/lib/ai-operations.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { forwardHeaders } from "#app/lib/route-headers.ts";
import { type CompanyFilter, companyFilters } from "#contracts/admin-queues.ts";
import { companyPath } from "#contracts/company-paths.ts";
import { countOf } from "#contracts/plural.ts";
import { approveCompany } from "#server/admin/approve-company.ts";
import { deleteCompany } from "#server/admin/delete-company.ts";
import { adminCompaniesPageSize, listAdminCompanies } from "#server/admin/list-admin-companies.ts";
import {
  requestAiReviews,
  requestAiSummary,
  requestBulkDiscovery,
  requestBulkReviews,
} from "#server/admin/request-ai-operation.ts";
import { setCompanySponsored } from "#server/admin/set-company-sponsored.ts";
import { replyFormError, replyFormFailure, replyFormSuccess } from "#server/web/form-reply.ts";
import { parseId } from "#server/web/parse-id.ts";
import { getRequestContext, requireAdmin } from "#server/web/require.ts";
import type { Route } from "./+types/companies";

// Retry-After and other headers of a failed form reach the answer (app/lib/route-headers.ts).
export const headers = forwardHeaders;

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Admin: Companies",
    "Search, sponsor and delete companies, review community submissions, and run AI tools per company.",
  );

const filterLabels: Record<CompanyFilter, string> = {
  all: "All",
  ai: "AI Generated",
  manual: "Manual",
  community: "Community submitted",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context);
  const url = new URL(request.url);
  const filterParam = url.searchParams.get("filter");
  const filter = companyFilters.includes(filterParam as CompanyFilter) ? (filterParam as CompanyFilter) : "all";
  const page = Math.max(1, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1);
  const { services } = getRequestContext(context);
  const list = await listAdminCompanies(services.db, { filter, q: url.searchParams.get("q") ?? "", page });
  // The filter names and page size travel as data: the page's browser code does not import the server module.
  return {
    ...list,
    platformName: services.env.PLATFORM_NAME,
    filters: companyFilters,
    pageSize: adminCompaniesPageSize,
  };
}

/** What the page needs besides the message: the bulk operation to follow, the deleted company's name. */
type Answer = { detail?: string; operationId?: number; bulk?: "discover" | "reviews" };

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context);
  const { services } = getRequestContext(context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  try {
    if (intent === "bulk-discover") {
      const { operationId } = await requestBulkDiscovery(services, admin);
      return replyFormSuccess<Answer>({
        intent,
        message: "Discovery started",
        payload: { operationId, bulk: "discover" },
      });
    }
    if (intent === "bulk-reviews") {
      const { operationId } = await requestBulkReviews(services, admin);
      return replyFormSuccess<Answer>({
        intent,
        message: "Review generation started",
        payload: { operationId, bulk: "reviews" },
      });
    }
    const companyId = parseId(String(form.get("companyId") ?? ""), "This company doesn't exist.");
    if (intent === "delete") {
      const { name } = await deleteCompany(services, admin, companyId);
      return replyFormSuccess<Answer>({ intent, message: "Company deleted successfully", payload: { detail: name } });
    }
    if (intent === "sponsor" || intent === "unsponsor") {
      const { name } = await setCompanySponsored(services, admin, companyId, intent === "sponsor");
      return replyFormSuccess<Answer>({
        intent,
        message: intent === "sponsor" ? `${name} is now sponsored` : `${name} is no longer sponsored`,
        payload: {},
      });
    }
    if (intent === "approve-company") {
      const { message } = await approveCompany(services, admin, companyId);
      return replyFormSuccess<Answer>({ intent, message, payload: {} });
    }
    if (intent === "ai-summary") {
      await requestAiSummary(services, admin, companyId);
      return replyFormSuccess<Answer>({ intent, message: "AI summary started: follow it in AI Tools", payload: {} });
    }
    if (intent === "ai-reviews") {
      const { count } = await requestAiReviews(services, admin, companyId, form.get("count"));
      return replyFormSuccess<Answer>({
        intent,
        message: `Generating ${countOf(count, "AI review")}: follow it in AI Tools`,
        payload: {},
      });
    }
    return replyFormError({ intent, message: "Unknown action." }, { status: 400 });
  } catch (error) {
    const reply = replyFormFailure(error, {
      intent,
      message: ({ message }) => (intent === "delete" ? `Failed to delete company: ${message}` : message),
    });
    if (reply) return reply;
    throw error;
  }
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 401 || status === 403) {
    return (
      <StatusPage
        title={status === 401 ? "Please Sign In" : "Access Denied"}
        message={isRouteErrorResponse(error) ? String((error.data as { message?: string })?.message ?? "") : ""}
      />
    );
  }
  return <StatusPage title="Error" message="Failed to load companies" />;
}

function DeleteCompany({ company }: { company: { id: number; name: string; reviewCount: number } }) {
  const [confirming, setConfirming] = useState(false);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("companyId") === String(company.id);
  if (!confirming) {
    return (
      <Button type="button" size="sm" variant="ghost" onClick={() => setConfirming(true)}>
        Delete
      </Button>
    );
  }
  return (
    <div
      role="alertdialog"
      aria-labelledby={`delete-${company.id}`}
      className="w-full rounded-md border border-red-300 bg-red-50 p-3 text-sm"
    >
      <p id={`delete-${company.id}`} className="font-semibold">{`Delete ${company.name}?`}</p>
      <p className="mt-1">
        {`This removes the company with its ${countOf(company.reviewCount, "operator review")} (and their votes, reports and videos), AI reviews, category links and award places. It cannot be undone.`}
      </p>
      <Form method="post" className="mt-2 flex gap-2">
        <input type="hidden" name="companyId" value={company.id} />
        <Button type="submit" name="intent" value="delete" size="sm" variant="destructive" disabled={busy}>
          {busy ? "Deleting…" : "Delete company"}
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={() => setConfirming(false)}>
          Cancel
        </Button>
      </Form>
    </div>
  );
}

export default function AdminCompaniesPage({ loaderData }: Route.ComponentProps) {
  const { companies, counts, filter, q, page, platformName, filters, pageSize } = loaderData;
  const actionData = useActionData<typeof action>();
  const revalidator = useRevalidator();
  const [following, setFollowing] = useState<string | null>(null);
  const platform = platformName.charAt(0).toUpperCase() + platformName.slice(1);
  // A bulk operation is followed here: one toast per finished batch, then the totals.
  useEffect(() => {
    if (actionData?.status !== "success") return;
    const { operationId, bulk: kind } = actionData.payload;
    if (!operationId || !kind) return;
    const controller = new AbortController();
    let announcedBatch = -1;
    setFollowing(kind === "discover" ? "Discovering companies…" : "Generating reviews…");
    followOperation(operationId, {
      signal: controller.signal,
      onUpdate: (operation) => {
        const progress = operation.progressData;
        if (
          kind === "discover" &&
          typeof progress.current_batch === "number" &&
          typeof progress.total_batches === "number"
        ) {
          if (progress.current_batch > announcedBatch && typeof progress.next_batch === "number") {
            announcedBatch = progress.current_batch;
            toast.success(
              `Batch ${progress.current_batch + 1}/${progress.total_batches} completed. Found ${countOf(Number(progress.companies_in_batch ?? 0), "company", "companies")}.`,
              { duration: 3000 },
            );
          }
        }
      },
    })
      .then((operation) => {
        const progress = operation.progressData;
        if (operation.status === "completed") {
          if (kind === "discover") {
            toast.success(
              `Successfully discovered ${countOf(Number(progress.total_companies_created ?? 0), "company", "companies")} from all ${platform} categories`,
              { duration: 5000 },
            );
          } else {
            toast.success(
              `Generated ${countOf(Number(progress.total_reviews_created ?? 0), "review")} for ${countOf(Number(progress.companies_processed ?? 0), "company", "companies")}`,
            );
          }
        } else {
          toast.error(kind === "discover" ? "Failed to discover companies" : "Failed to generate reviews", {
            description: operation.errorMessage ?? undefined,
          });
        }
        return revalidator.revalidate();
      })
      .catch(() => undefined)
      .finally(() => setFollowing(null));
    return () => controller.abort();
  }, [actionData, platform, revalidator.revalidate]);
  const total = counts[filter];
  const link = (next: { filter?: CompanyFilter; page?: number }) => {
    const params = new URLSearchParams();
    const nextFilter = next.filter ?? filter;
    if (nextFilter !== "all") params.set("filter", nextFilter);
    if (q) params.set("q", q);
    if ((next.page ?? 1) > 1) params.set("page", String(next.page));
    const text = params.toString();
    return text ? `?${text}` : ".";
  };
  return (
    <section>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight">Companies</h1>
          <p className="mt-1 text-slate-700">{`${countOf(counts.all, "company", "companies")}${q ? ` matching “${q}”` : ""}`}</p>
        </div>
        <Form method="post" className="flex flex-wrap items-end gap-2">
          <Button type="submit" name="intent" value="bulk-discover" disabled={following !== null}>
            {`Discover All ${platform} Apps`}
          </Button>
          <Button type="submit" name="intent" value="bulk-reviews" variant="secondary" disabled={following !== null}>
            Generate All Reviews
          </Button>
          <span role="status" aria-live="polite" className="text-sm text-slate-700">
            {following ?? ""}
          </span>
        </Form>
        <Form method="get" className="flex items-end gap-2" aria-label="Search companies">
          {filter !== "all" ? <input type="hidden" name="filter" value={filter} /> : null}
          <Field
            id="admin-company-search"
            name="q"
            label="Search by name or domain"
            size="sm"
            defaultValue={q}
            className="w-64"
          />
          <Button type="submit" variant="secondary">
            Search
          </Button>
        </Form>
      </div>
      <ActionMessage
        result={actionData}
        errorTitle={
          actionData?.status === "error" && actionData.message.startsWith("Failed to delete")
            ? "Failed to delete company"
            : "Error"
        }
      />
      <nav aria-label="Company filters" className="mt-6 flex flex-wrap gap-2">
        {filters.map((name) => (
          <Link
            key={name}
            to={link({ filter: name })}
            aria-current={name === filter ? "page" : undefined}
            className={`rounded-full border px-3 py-1 text-sm ${name === filter ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 hover:border-brand-600"}`}
          >
            {`${filterLabels[name]} (${counts[name].toLocaleString("en-US")})`}
          </Link>
        ))}
      </nav>
      {companies.length === 0 ? (
        <p className="mt-8 text-slate-700">No companies found for the selected filter.</p>
      ) : (
        <ul className="mt-6 grid gap-4" aria-label="Companies">
          {companies.map((company) => (
            <li key={company.id} className="rounded-lg border border-slate-200 p-4">
              <div className="flex gap-3">
                <CompanyLogo name={company.name} logoUrl={company.logoUrl} />
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <Link
                      to={companyPath(company.slug)}
                      className="text-lg font-semibold text-brand-800 hover:underline"
                    >
                      {company.name}
                    </Link>
                    {company.category ? (
                      <span className="rounded bg-slate-100 px-2 py-0.5 text-xs">{company.category}</span>
                    ) : null}
                    <span
                      className={`rounded px-2 py-0.5 text-xs font-semibold ${company.isAiGenerated ? "bg-violet-100 text-violet-900" : "bg-slate-200 text-slate-800"}`}
                    >
                      {company.isAiGenerated ? "AI" : "Manual"}
                    </span>
                    {company.isSponsored ? (
                      <span className="rounded bg-amber-200 px-2 py-0.5 text-xs font-semibold text-amber-950">
                        Sponsored
                      </span>
                    ) : null}
                    {company.isCommunitySubmitted ? (
                      <span className="rounded bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
                        Community
                      </span>
                    ) : null}
                    {company.listingStatus === "pending" ? (
                      <span className="rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950">
                        Awaiting review
                      </span>
                    ) : company.listingStatus === "rejected" ? (
                      <span className="rounded bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">
                        Rejected
                      </span>
                    ) : null}
                  </div>
                  <p className="mt-1 text-sm text-slate-800">{company.description || "No description yet."}</p>
                  <p className="mt-1 flex flex-wrap gap-3 text-xs text-slate-600">
                    {company.websiteUrl ? (
                      <a
                        href={company.websiteUrl}
                        rel="noopener noreferrer"
                        target="_blank"
                        className="text-brand-700 hover:underline"
                      >
                        {company.domain ?? "Website"}
                      </a>
                    ) : null}
                    {company.platformAppUrl ? (
                      <a
                        href={company.platformAppUrl}
                        rel="noopener noreferrer"
                        target="_blank"
                        className="text-brand-700 hover:underline"
                      >
                        App store listing
                      </a>
                    ) : null}
                    <span>{`Added ${company.createdAt.slice(0, 10)}`}</span>
                    {company.aiSource ? <span>{`Source: ${company.aiSource}`}</span> : null}
                    <span>{countOf(company.reviewCount, "operator review")}</span>
                  </p>
                </div>
              </div>
              <div className="mt-3 flex flex-wrap items-center gap-2">
                <Form method="post">
                  <input type="hidden" name="companyId" value={company.id} />
                  <Button type="submit" name="intent" value="ai-summary" size="sm" variant="secondary">
                    AI Summary
                  </Button>
                </Form>
                <Form method="post">
                  <input type="hidden" name="companyId" value={company.id} />
                  <input type="hidden" name="count" value="5" />
                  <Button type="submit" name="intent" value="ai-reviews" size="sm" variant="secondary">
                    AI Reviews
                  </Button>
                </Form>
                <Form method="post">
                  <input type="hidden" name="companyId" value={company.id} />
                  <Button
                    type="submit"
                    name="intent"
                    value={company.isSponsored ? "unsponsor" : "sponsor"}
                    size="sm"
                    variant="secondary"
                  >
                    {company.isSponsored ? "Stop sponsoring" : "Mark as sponsored"}
                  </Button>
                </Form>
                {company.listingStatus !== "listed" ? (
                  <Form method="post">
                    <input type="hidden" name="companyId" value={company.id} />
                    <Button type="submit" name="intent" value="approve-company" size="sm">
                      Approve
                    </Button>
                  </Form>
                ) : null}
                <Link
                  to={`/admin/companies/${company.id}/edit`}
                  className="text-sm font-semibold text-brand-700 hover:underline"
                >
                  Edit
                </Link>
                <DeleteCompany company={company} />
              </div>
            </li>
          ))}
        </ul>
      )}
      {total > pageSize ? (
        <nav aria-label="Pages" className="mt-6 flex items-center gap-4 text-sm">
          {page > 1 ? <Link to={link({ page: page - 1 })}>← Previous</Link> : null}
          <span>{`Page ${page} of ${Math.ceil(total / pageSize)}`}</span>
          {page * pageSize < total ? <Link to={link({ page: page + 1 })}>Next →</Link> : null}
        </nav>
      ) : null}
    </section>
  );
}
