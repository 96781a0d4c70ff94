import { useEffect, useRef } from "react";
import { Form, useActionData, useNavigation, useRevalidator } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Field, RadioField } from "#app/components/ui/field.tsx";
import { toast } from "#app/components/ui/toaster.tsx";
import type { AiOperation } from "#app/lib/ai-operations.ts";
import { fieldErrorsFor } from "#app/lib/form-result.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { forwardHeaders } from "#app/lib/route-headers.ts";
import { aiOperationLabelOf } from "#contracts/ai-operations.ts";
import { countOf } from "#contracts/plural.ts";
import { maxId } from "#contracts/validation/id.ts";
import { listAiOperations } from "#server/admin/list-ai-operations.ts";
import { requestAiReviews, requestDiscovery } from "#server/admin/request-ai-operation.ts";
import { importDiscoveryCandidates, maxImportBytes } from "#server/ai/discovery/import-candidates.ts";
import { findCompaniesToReview } from "#server/catalog/find-companies-to-review.ts";
import { getCompanyToReview } from "#server/catalog/get-company-to-review.ts";
import { AppError } from "#server/errors.ts";
import { replyFormFailure, replyFormSuccess } from "#server/web/form-reply.ts";
import { getRequestContext, requireAdmin } from "#server/web/require.ts";
import type { Route } from "./+types/ai-tools";

// Retry-After and other headers of a failed form reach the answer (app/lib/route-headers.ts).
export const headers = forwardHeaders;

const title = "AI Tools";
const purpose = "Generate AI summaries and clearly labelled AI reviews, and follow their progress.";

export const meta: Route.MetaFunction = () => pageMeta(`Admin: ${title}`, purpose);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context);
  const { services } = getRequestContext(context);
  const url = new URL(request.url);
  const companyQuery = (url.searchParams.get("company") ?? "").slice(0, 100);
  const chosenId = Number(url.searchParams.get("companyId") ?? "");
  const [operations, matches, chosen] = await Promise.all([
    listAiOperations(services.db, 20),
    findCompaniesToReview(services.db, companyQuery),
    Number.isInteger(chosenId) && chosenId > 0 && chosenId <= maxId
      ? getCompanyToReview(services.db, chosenId).catch(() => null)
      : null,
  ]);
  const companies = chosen && !matches.some((company) => company.id === chosen.id) ? [chosen, ...matches] : matches;
  return { operations, companyQuery, companies, provider: services.ai.describe() };
}

/** What was started (or imported), for the page to follow and announce. */
type Started = { operationId: number; count: number; kind: "reviews" | "discover" | "import"; import?: ImportResult };
type ImportResult = Awaited<ReturnType<typeof importDiscoveryCandidates>>;

const tooLarge = () =>
  new AppError("payload_too_large", "The file is larger than 2 MB.", {
    fields: { file: "The file is larger than 2 MB" },
  });

/** The page's three forms: import a discovery file, discover a category, generate AI reviews. */
async function runIntent(
  services: ReturnType<typeof getRequestContext>["services"],
  admin: Awaited<ReturnType<typeof requireAdmin>>,
  request: Request,
): Promise<Started> {
  if (Number(request.headers.get("content-length") ?? "0") > maxImportBytes + 64 * 1024) throw tooLarge();
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "import") {
    const file = form.get("file");
    if (!(file instanceof File) || file.size === 0) {
      throw new AppError("validation_failed", "Please choose a CSV or JSON file.", {
        fields: { file: "Please choose a CSV or JSON file" },
      });
    }
    if (file.size > maxImportBytes) throw tooLarge();
    const result = await importDiscoveryCandidates(services, admin, { name: file.name, text: await file.text() });
    return { operationId: 0, count: 0, kind: "import", import: result };
  }
  if (intent === "discover") {
    const queued = await requestDiscovery(services, admin, form.get("categorySlug"));
    return { operationId: queued.operationId, count: 0, kind: "discover" };
  }
  if (intent !== "generate-reviews") throw new AppError("bad_request", "Unknown action.");
  const companyId = Number(form.get("companyId") ?? "");
  if (!Number.isInteger(companyId) || companyId <= 0 || companyId > maxId) {
    throw new AppError("validation_failed", "Please select a company", {
      fields: { companyId: "Please select a company" },
    });
  }
  const queued = await requestAiReviews(services, admin, companyId, form.get("count"));
  return { operationId: queued.operationId, count: queued.count, kind: "reviews" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context);
  const { services } = getRequestContext(context);
  try {
    const started = await runIntent(services, admin, request);
    return replyFormSuccess({ intent: started.kind, message: startedMessage(started), payload: started });
  } catch (error) {
    const reply = replyFormFailure(error, { intent: "ai-tools" });
    if (!reply) throw error;
    return reply;
  }
}

function startedMessage(started: Started) {
  if (started.kind === "import") {
    return `Imported ${countOf(started.import?.imported ?? 0, "company", "companies")} for discovery`;
  }
  return started.kind === "discover"
    ? "Discovering companies in the background."
    : `Generating ${countOf(started.count, "AI review")} in the background.`;
}

const statusStyles: Record<AiOperation["status"], string> = {
  completed: "bg-green-100 text-green-900 border-green-300",
  running: "bg-blue-100 text-blue-900 border-blue-300",
  failed: "bg-red-100 text-red-900 border-red-300",
  pending: "bg-slate-100 text-slate-800 border-slate-300",
};

function formatTime(iso: string) {
  return new Date(iso).toLocaleString("en-US", {
    month: "short",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "UTC",
    timeZoneName: "short",
  });
}

function progressLines(progress: Record<string, unknown>) {
  return Object.entries(progress)
    .filter(([, value]) => value !== null && typeof value !== "object")
    .map(([key, value]) => `${key.replace(/([A-Z])/g, " $1").toLowerCase()}: ${String(value)}`);
}

/** The toast for an operation that just finished, in the specification's words. */
function announce(operation: AiOperation) {
  const created = Number(operation.progressData.reviewsCreated ?? 0);
  if (operation.operationType === "generate-ai-reviews") {
    if (operation.status === "completed") toast.success(`Generated ${created} AI reviews`);
    else toast.error("Failed to generate reviews", { description: operation.errorMessage ?? undefined });
  } else if (operation.operationType === "discover-companies") {
    if (operation.status === "completed")
      toast.success(`Discovered ${Number(operation.progressData.companiesCreated ?? 0)} new companies`);
    else toast.error("Failed to discover companies", { description: operation.errorMessage ?? undefined });
  } else if (operation.operationType === "generate-ai-summary") {
    if (operation.status === "completed") toast.success("AI summary generated successfully");
    else toast.error("Failed to generate AI summary", { description: operation.errorMessage ?? undefined });
  }
}

export default function AiToolsPage({ loaderData }: Route.ComponentProps) {
  const { operations, companyQuery, companies, provider } = loaderData;
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const submitting = navigation.state === "submitting";
  const watched = useRef(new Set<number>());
  const seen = useRef(new Map<number, AiOperation["status"]>());

  // Operations started here are followed until they finish, then announced.
  useEffect(() => {
    if (!actionData) return;
    if (actionData.status === "error") {
      const title = actionData.fieldErrors.categorySlug
        ? "Failed to discover companies"
        : actionData.fieldErrors.file
          ? "Upload failed"
          : "Failed to generate reviews";
      toast.error(title, { description: actionData.message });
    } else if (actionData.payload.kind === "import") {
      toast.success(actionData.message);
    } else {
      watched.current.add(actionData.payload.operationId);
      toast.success("Operation started", { description: actionData.message });
    }
  }, [actionData]);

  useEffect(() => {
    for (const operation of operations) {
      const before = seen.current.get(operation.id);
      const finished = operation.status === "completed" || operation.status === "failed";
      if (watched.current.has(operation.id) && finished && before !== operation.status) {
        watched.current.delete(operation.id);
        announce(operation);
      }
      seen.current.set(operation.id, operation.status);
    }
  }, [operations]);

  // Short polling while anything is queued or running: progress shows without reloading.
  const active = operations.some((operation) => operation.status === "pending" || operation.status === "running");
  useEffect(() => {
    if (!active && watched.current.size === 0) return;
    const timer = window.setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, 1500);
    return () => window.clearInterval(timer);
  }, [active, revalidator]);

  const fields = fieldErrorsFor(actionData);
  const fieldError = fields.companyId;
  const slugError = fields.categorySlug;
  const fileError = fields.file;
  const imported =
    actionData?.status === "success" && actionData.payload.kind === "import" ? actionData.payload.import : undefined;
  return (
    <section className="grid gap-8">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight">AI Tools</h1>
        <p className="mt-2 text-slate-700">{purpose}</p>
        <p className="mt-2 text-sm">
          <span className="font-semibold">AI provider in use: </span>
          {provider.provider === "built-in"
            ? "Built-in (offline, deterministic): summaries and reviews are composed from reviews and catalog facts."
            : `OpenAI-compatible model ${provider.model} at ${provider.baseUrl}, with the built-in provider as fallback.`}
        </p>
      </div>

      <section aria-labelledby="discover-heading" className="rounded-lg border border-slate-200 p-5">
        <h2 id="discover-heading" className="text-xl font-bold">
          Discover Companies
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Adds up to 10 companies missing from a category, from the curated dataset, uploaded files or the configured
          model. New companies are marked AI-discovered; none is ever added twice.
        </p>
        <Form method="post" className="mt-3 flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="discover" />
          <Field
            id="discover-slug"
            name="categorySlug"
            label="Category slug"
            size="sm"
            placeholder="e.g. email-marketing"
            error={slugError}
            isErrorAnnounced
            className="w-64"
          />
          <Button type="submit" disabled={submitting}>
            Discover Companies
          </Button>
        </Form>
      </section>

      <section aria-labelledby="import-heading" className="rounded-lg border border-slate-200 p-5">
        <h2 id="import-heading" className="text-xl font-bold">
          Upload Companies for Discovery
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          A CSV or JSON file (up to 2 MB) with columns <code>name</code>, <code>website</code>, <code>category</code> (a
          category slug), and optionally <code>description</code>, <code>kind</code>, <code>pricing_model</code>,{" "}
          <code>platforms</code> and <code>features</code> (lists separated by ";"). Discovery adds them to their
          category.
        </p>
        <Form method="post" encType="multipart/form-data" className="mt-3 flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="import" />
          <Field
            id="import-file"
            name="file"
            type="file"
            label="File"
            accept=".csv,.json,text/csv,application/json"
            error={fileError}
            isErrorAnnounced
          />
          <Button type="submit" variant="secondary" disabled={submitting}>
            Upload
          </Button>
        </Form>
        {imported ? (
          <div role="status" className="mt-3 text-sm">
            <p>{`${imported.rows} rows read: ${imported.imported} imported, ${imported.alreadyListed} already uploaded, ${imported.problemCount} skipped.`}</p>
            {imported.problems.length > 0 ? (
              <ul className="mt-1 list-disc pl-5 text-red-800">
                {imported.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </section>

      <section aria-labelledby="reviews-heading" className="rounded-lg border border-slate-200 p-5">
        <h2 id="reviews-heading" className="text-xl font-bold">
          Generate AI Reviews
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          AI reviews are labelled "AI Generated", written from catalog facts, and never count toward ratings, awards or
          figures.
        </p>
        <Form method="get" className="mt-4 flex flex-wrap items-end gap-2" aria-label="Search companies">
          <Field
            id="ai-company-search"
            name="company"
            label="Find a company"
            size="sm"
            defaultValue={companyQuery}
            className="w-72"
            placeholder="Name, domain or category"
          />
          <Button type="submit" variant="secondary">
            Search
          </Button>
        </Form>
        <Form method="post" className="mt-4 grid gap-4">
          <input type="hidden" name="intent" value="generate-reviews" />
          <fieldset aria-describedby={fieldError ? "ai-company-error" : undefined}>
            <legend className="text-sm font-medium">Company</legend>
            {companies.length === 0 ? (
              <p className="mt-1 text-sm text-slate-600">
                {companyQuery.trim().length >= 2 ? "No companies match that search." : "Search for a company above."}
              </p>
            ) : (
              <ul className="mt-2 grid gap-2 sm:grid-cols-2">
                {companies.map((company) => (
                  <li key={company.id}>
                    <RadioField
                      id={`ai-company-${company.id}`}
                      name="companyId"
                      value={company.id}
                      fieldClassName="rounded-md border border-slate-200 p-2"
                      label={
                        <>
                          <span className="block font-semibold">{company.name}</span>
                          <span className="block text-xs text-slate-600">
                            {[company.category, company.domain].filter(Boolean).join(" · ")}
                          </span>
                        </>
                      }
                    />
                  </li>
                ))}
              </ul>
            )}
            {fieldError ? (
              <p id="ai-company-error" role="alert" className="mt-1 text-sm text-destructive">
                {fieldError}
              </p>
            ) : null}
          </fieldset>
          <Field
            id="ai-review-count"
            name="count"
            type="number"
            label="Number of reviews (1–10)"
            size="sm"
            min={1}
            max={10}
            defaultValue={5}
            fieldClassName="w-40"
          />
          <div>
            <Button type="submit" disabled={submitting}>
              {submitting ? "Starting…" : "Generate AI Reviews"}
            </Button>
          </div>
        </Form>
      </section>

      <section aria-labelledby="operations-heading">
        <h2 id="operations-heading" className="text-xl font-bold">
          Recent Operations
        </h2>
        {operations.length === 0 ? (
          <p className="mt-2 text-slate-700">No operations yet</p>
        ) : (
          <ul className="mt-3 grid gap-3" aria-label="Recent operations">
            {operations.map((operation) => (
              <li key={operation.id} className="rounded-lg border border-slate-200 p-4">
                <div className="flex flex-wrap items-center gap-2">
                  <span
                    className={`rounded border px-2 py-0.5 text-xs font-semibold ${statusStyles[operation.status]}`}
                  >
                    {operation.status}
                  </span>
                  <span className="font-semibold">{aiOperationLabelOf(operation.operationType)}</span>
                  <span className="text-sm text-slate-600">{formatTime(operation.createdAt)}</span>
                  {operation.attempts > 1 ? (
                    <span className="text-xs text-slate-600">{`attempt ${operation.attempts}`}</span>
                  ) : null}
                </div>
                {progressLines(operation.progressData).length > 0 ? (
                  <p className="mt-1 text-sm text-slate-700">{progressLines(operation.progressData).join(" · ")}</p>
                ) : null}
                {operation.errorMessage ? <p className="mt-1 text-sm text-red-800">{operation.errorMessage}</p> : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
