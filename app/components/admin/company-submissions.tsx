import { useId } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { companyPath } from "#contracts/company-paths.ts";
import type { ListingStatus } from "#contracts/listing-status.ts";
import { countOf } from "#contracts/plural.ts";

export type CompanySubmission = {
  id: number;
  name: string;
  slug: string;
  domain: string | null;
  websiteUrl: string | null;
  status: Exclude<ListingStatus, "listed">;
  proposedCategories: string[];
  submittedBy: string | null;
  reviewCount: number;
  createdAt: string;
};

function useBusy(companyId: number) {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("companyId") === String(companyId);
}

/** One company a reader added: what they gave, and approve, edit, merge into a listed company, or reject. */
function SubmissionCard({ company }: { company: CompanySubmission }) {
  const busy = useBusy(company.id);
  const mergeId = useId();
  return (
    <li className="rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Link to={companyPath(company.slug)} className="text-base font-semibold text-brand-700 hover:underline">
          {company.name}
        </Link>
        {company.websiteUrl && company.domain ? (
          <a href={company.websiteUrl} rel="noopener noreferrer nofollow" className="text-brand-700 hover:underline">
            {company.domain}
          </a>
        ) : null}
        <span className="rounded bg-slate-100 px-2 py-0.5 text-xs">
          {company.status === "pending" ? "Awaiting review" : "Rejected"}
        </span>
      </div>
      <dl className="mt-2 grid gap-1 text-sm text-slate-800 sm:grid-cols-[10rem_1fr]">
        <dt className="font-semibold">Categories chosen</dt>
        <dd>{company.proposedCategories.length > 0 ? company.proposedCategories.join(", ") : "None"}</dd>
        <dt className="font-semibold">Added by</dt>
        <dd>{company.submittedBy ?? "a former member"}</dd>
        <dt className="font-semibold">Added on</dt>
        <dd>{company.createdAt.slice(0, 10)}</dd>
        <dt className="font-semibold">Reviews</dt>
        <dd>{countOf(company.reviewCount, "review")}</dd>
      </dl>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <Form method="post">
          <input type="hidden" name="companyId" value={company.id} />
          <Button type="submit" name="intent" value="approve-company" size="sm" disabled={busy}>
            Approve
          </Button>
        </Form>
        <Link
          to={`/admin/companies/${company.id}/edit`}
          className="self-center text-sm font-semibold text-brand-700 hover:underline"
        >
          Edit
        </Link>
        <Form method="post" className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="companyId" value={company.id} />
          <Field
            id={mergeId}
            name="target"
            label="Merge into (id, domain or exact name)"
            size="sm"
            required
            maxLength={200}
            className="w-auto"
          />
          <Button type="submit" name="intent" value="merge-company" size="sm" variant="secondary" disabled={busy}>
            Merge
          </Button>
        </Form>
        {company.status === "pending" ? (
          <Form method="post">
            <input type="hidden" name="companyId" value={company.id} />
            <Button type="submit" name="intent" value="reject-company" size="sm" variant="destructive" disabled={busy}>
              Reject
            </Button>
          </Form>
        ) : null}
      </div>
    </li>
  );
}

export function CompanySubmissionList({ items, label }: { items: CompanySubmission[]; label: string }) {
  return (
    <ul className="mt-6 grid gap-4" aria-label={label}>
      {items.map((company) => (
        <SubmissionCard key={company.id} company={company} />
      ))}
    </ul>
  );
}
