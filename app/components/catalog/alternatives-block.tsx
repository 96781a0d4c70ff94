// A company's top alternatives on its page, each with why it is listed and a "Compare with …" link
// (docs/decisions/062-alternatives-and-compare.md); the full list is /company/:company/alternatives.
import { Link } from "#app/components/ui/link.tsx";
import { companyPath } from "#contracts/company-paths.ts";
import { type Alternative, comparePath } from "#contracts/compare.ts";

export function AlternativesBlock({
  company,
  alternatives,
}: {
  company: { name: string; slug: string };
  alternatives: Pick<Alternative, "id" | "name" | "slug" | "reason">[];
}) {
  if (alternatives.length === 0) return null;
  return (
    <section aria-labelledby="alternatives-heading" className="rounded-lg border border-slate-200 p-5">
      <h2 id="alternatives-heading" className="font-semibold">
        Alternatives
      </h2>
      <ol className="mt-3 grid gap-3 text-sm">
        {alternatives.map((alternative) => (
          <li key={alternative.id}>
            <Link to={companyPath(alternative.slug)} className="font-semibold text-brand-700 hover:underline">
              {alternative.name}
            </Link>
            <span className="block text-slate-700">{alternative.reason}</span>
            <Link
              to={comparePath([company.slug, alternative.slug])}
              className="text-xs font-medium text-brand-700 hover:underline"
            >
              {`Compare with ${alternative.name}`}
            </Link>
          </li>
        ))}
      </ol>
      <Link
        to={companyPath(company.slug, "alternatives")}
        className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:underline"
      >
        {`All alternatives to ${company.name}`}
      </Link>
    </section>
  );
}
