import { useEffect, useId, useState } from "react";
import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { callApi } from "#app/lib/api-client.ts";
import { countOf } from "#contracts/plural.ts";
import { AddCompanyDialog } from "./add-company-dialog.tsx";

export type ChoosableCompany = {
  id: number;
  name: string;
  domain: string | null;
  category: string | null;
  reviewCount: number;
};

function CompanyList({ companies, label }: { companies: ChoosableCompany[]; label: string }) {
  return (
    <ul className="mt-3 grid gap-2 sm:grid-cols-2" aria-label={label}>
      {companies.map((company) => (
        <li key={company.id}>
          <Link
            to={`/write-review?companyId=${company.id}`}
            className="block rounded-lg border border-slate-200 p-3 hover:border-brand-600"
          >
            <span className="block font-semibold">{company.name}</span>
            <span className="block text-xs text-slate-600">
              {[company.category, company.domain].filter(Boolean).join(" · ")}
              {company.reviewCount > 0 ? ` · ${countOf(company.reviewCount, "review")}` : ""}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Step one of writing a review: search the catalog as you type, or pick a popular company. */
export function CompanyChooser({
  popular,
  initialQuery,
  initialResults,
  categories,
  isSignedIn,
}: {
  popular: ChoosableCompany[];
  initialQuery: string;
  initialResults: ChoosableCompany[] | null;
  categories: { slug: string; name: string }[];
  isSignedIn: boolean;
}) {
  const id = useId();
  const [query, setQuery] = useState(initialQuery);
  const [results, setResults] = useState<ChoosableCompany[] | null>(initialResults);

  useEffect(() => {
    const text = query.trim();
    if (text.length < 2) {
      setResults(null);
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      callApi<{ companies: ChoosableCompany[] }>(`/api/v1/companies-to-review?q=${encodeURIComponent(text)}`, {
        signal: controller.signal,
      })
        .then((body) => setResults(body.companies))
        .catch(() => undefined);
    }, 250);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        Which company are you reviewing?
      </h2>
      <Form method="get" className="mt-3 flex gap-2" aria-label="Search companies to review">
        <label htmlFor={`${id}-search`} className="sr-only">
          Company name, website or category
        </label>
        <input
          id={`${id}-search`}
          name="q"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Company name, website or category"
          className="h-10 flex-1 rounded-md border border-slate-400 px-3 text-sm"
          autoComplete="off"
        />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </Form>
      {results !== null ? (
        results.length > 0 ? (
          <CompanyList companies={results} label="Matching companies" />
        ) : (
          <p className="mt-3 text-sm text-slate-700" role="status">
            No company matches “{query.trim()}”.
          </p>
        )
      ) : null}
      <AddCompanyDialog categories={categories} isSignedIn={isSignedIn} />
      {popular.length > 0 ? (
        <>
          <h3 className="mt-8 text-sm font-semibold uppercase tracking-wide text-slate-600">Popular</h3>
          <CompanyList companies={popular} label="Popular companies" />
        </>
      ) : null}
    </section>
  );
}
