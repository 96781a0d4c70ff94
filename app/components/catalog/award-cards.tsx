import { Link } from "#app/components/ui/link.tsx";
import { companyPath } from "#contracts/company-paths.ts";
import { CategoryIcon } from "./category-icon.tsx";
import { CompanyLogo } from "./company-logo.tsx";
import { StarRating } from "./star-rating.tsx";

export const monthlyAwardNames: Record<number, string> = { 1: "Winner", 2: "Runner-up", 3: "Rising Star" };

/** A category's entry in an overview: its icon, name and winners, linking to the category's awards. */
export function CategoryAwardLink({
  to,
  icon,
  name,
  winners,
}: {
  to: string;
  icon: string;
  name: string;
  winners: { position: number; companyName: string }[];
}) {
  return (
    <Link to={to} className="block h-full rounded-lg border border-slate-200 p-4 hover:border-brand-600 hover:shadow">
      <span className="flex items-center gap-2 font-semibold">
        <CategoryIcon name={icon} className="size-5 text-brand-700" />
        {name}
      </span>
      <span className="mt-2 block text-sm text-slate-700">
        {winners
          .sort((a, b) => a.position - b.position)
          .map((winner) => `${monthlyAwardNames[winner.position] ?? "Winner"}: ${winner.companyName}`)
          .join(" · ")}
      </span>
    </Link>
  );
}

/** One award: its badge, the company, its score as stars and a highlight, linking to the company. */
export function AwardCard({
  badge,
  companySlug,
  companyName,
  logoUrl,
  score,
  detail,
  highlight,
  extra,
}: {
  badge: string;
  /** Null for a company deleted since the awards were published: no profile to link to. */
  companySlug: string | null;
  companyName: string;
  logoUrl: string | null;
  score: number | null;
  detail?: string;
  highlight: string;
  extra?: React.ReactNode;
}) {
  return (
    <article className="flex h-full flex-col rounded-xl border border-amber-200 bg-amber-50/40 p-5">
      <span className="self-start rounded-full bg-amber-200 px-3 py-0.5 text-xs font-bold uppercase tracking-wide text-amber-950">
        {badge}
      </span>
      <div className="mt-3 flex items-center gap-3">
        <CompanyLogo name={companyName} logoUrl={logoUrl} size={40} />
        <h3 className="text-lg font-bold">{companyName}</h3>
      </div>
      {score !== null ? (
        <p className="mt-2 flex items-center gap-2 text-sm">
          <StarRating rating={Math.floor(score)} />
          <span>{`Score ${score.toFixed(2)} / 5`}</span>
        </p>
      ) : null}
      {detail ? <p className="mt-1 text-xs text-slate-700">{detail}</p> : null}
      {extra}
      <p className="mt-3 flex-1 text-sm text-slate-800">{highlight}</p>
      {companySlug ? (
        <Link to={companyPath(companySlug)} className="mt-4 text-sm font-semibold text-brand-700 hover:underline">
          View Company Profile
        </Link>
      ) : null}
    </article>
  );
}
