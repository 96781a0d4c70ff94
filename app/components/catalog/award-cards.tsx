import { Link } from "#app/components/ui/link.tsx";
import { companyPath } from "#contracts/company-paths.ts";
import { countOf } from "#contracts/plural.ts";
import { awardDay, type CalendarMonth, monthLabel } from "#contracts/validation/award-period.ts";
import { CategoryIcon } from "./category-icon.tsx";
import { CompanyLogo } from "./company-logo.tsx";
import { StarRating } from "./star-rating.tsx";

const monthlyAwardNames: Record<number, string> = { 1: "Winner", 2: "Runner-up", 3: "Rising Star" };

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

/** The award calendar as a visitor reads it: the month the monthly awards page shows (decision 089). */
export type MonthlyAwardsCalendar = {
  /** The month shown and when it was published, or null when no monthly awards are public. */
  shown: (CalendarMonth & { publishedAt: string | null }) | null;
  /** The latest month that has ended, and the month now (UTC). */
  previous: CalendarMonth;
  current: CalendarMonth;
};

/**
 * Says which month's awards the page shows, when they were published, and when the next ones come: a month's
 * awards are published once it has ended (decision 089), so the page never passes off an older month as the last.
 */
export function monthlyAwardsNote({ shown, previous, current }: MonthlyAwardsCalendar) {
  const isPrevious = shown !== null && shown.year === previous.year && shown.month === previous.month;
  return [
    shown
      ? `Awards for ${monthLabel(shown)}${shown.publishedAt ? `, published ${awardDay(shown.publishedAt)}` : ""}.`
      : null,
    isPrevious ? null : `The ${monthLabel(previous)} awards have not been published yet.`,
    `The ${monthLabel(current)} awards are announced after the month ends.`,
  ]
    .filter((sentence) => sentence !== null)
    .join(" ");
}

/** A monthly winner: place, company, monthly score as stars and its change against the month before. */
export function MonthlyWinnerCard({
  winner,
}: {
  winner: {
    position: number;
    companySlug: string | null;
    companyName: string;
    logoUrl: string | null;
    highlight: string;
    monthlyScore: number;
    trend: number | null;
  };
}) {
  const stars = Math.floor(winner.monthlyScore / 20);
  return (
    <AwardCard
      badge={`${winner.position}. ${monthlyAwardNames[winner.position]}`}
      companySlug={winner.companySlug}
      companyName={winner.companyName}
      logoUrl={winner.logoUrl}
      score={null}
      highlight={winner.highlight}
      extra={
        <p className="mt-2 text-sm">
          <span className="font-semibold">{`Monthly score ${winner.monthlyScore.toFixed(0)}/100`}</span>
          {` · ${"★".repeat(stars)}${"☆".repeat(5 - stars)}`}
          <span className="sr-only">{countOf(stars, "star")}</span>
          {winner.trend !== null
            ? ` · ${winner.trend >= 0 ? "▲" : "▼"} ${Math.abs(winner.trend).toFixed(1)} vs previous month`
            : " · new this month"}
        </p>
      }
    />
  );
}
