// An award period as the public would see it, for admins only (decision 089): a draft's results computed now by
// the published method, or a published period's frozen snapshot, with whether and from when the public sees it.
// Never cached for anyone and never indexed.
import { AwardCard, MonthlyWinnerCard } from "#app/components/catalog/award-cards.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { errorMeta, pageMeta } from "#app/lib/meta.ts";
import { categoryGroupLabels } from "#contracts/catalog-options.ts";
import { awardDay, monthLabel, periodLabel } from "#contracts/validation/award-period.ts";
import { winnersByGroup } from "#server/awards/group-award-winners.ts";
import { previewAwardPeriod } from "#server/awards/preview-award-period.ts";
import { findCompanySlugs } from "#server/catalog/find-company-slugs.ts";
import { loadOrThrowPage } from "#server/web/page-errors.ts";
import { parseId } from "#server/web/parse-id.ts";
import { getRequestContext, requireAdmin } from "#server/web/require.ts";
import type { Route } from "./+types/award-period-preview";

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ loaderData, error }) =>
  loaderData
    ? pageMeta(
        `Preview: ${loaderData.period.title}`,
        "An award period as the public would see it, before it is public.",
        undefined,
        { noindex: true },
      )
    : errorMeta(error);

export async function loader({ params, context }: Route.LoaderArgs) {
  await requireAdmin(context);
  const { db } = getRequestContext(context).services;
  const preview = await loadOrThrowPage(() =>
    previewAwardPeriod(db, parseId(params.id, "This award period doesn't exist."), new Date()),
  );
  const slugs = await findCompanySlugs(db, [
    ...preview.snapshot.winners.map((winner) => winner.companyId),
    ...preview.snapshot.extraAwards.map((award) => award.companyId),
  ]);
  return {
    ...preview,
    groups: winnersByGroup(preview.snapshot),
    extraAwards: preview.snapshot.extraAwards,
    companySlugs: Object.fromEntries(slugs) as Record<number, string>,
  };
}

/** Whether the public sees this period, and if not, why and from when. */
function visibility(preview: Route.ComponentProps["loaderData"]) {
  const { period, publishableFrom, isPublic, shownInstead } = preview;
  const label = periodLabel(period);
  const published = period.publishedAt ? `Published ${awardDay(period.publishedAt)}. ` : "";
  if (isPublic) return `${published}This is what the public ${period.periodType} awards page shows now.`;
  const instead = shownInstead
    ? ` The public page shows ${shownInstead.month ? monthLabel({ year: shownInstead.year, month: shownInstead.month }) : `the ${shownInstead.year} awards`} instead.`
    : "";
  if (publishableFrom) {
    return period.published
      ? `${published}Not public yet: the ${label} awards are shown from ${awardDay(publishableFrom)} (UTC), once the month has ended.${instead}`
      : `Draft, not public. The ${label} awards can be published from ${awardDay(publishableFrom)} (UTC), once the month has ended; these results are computed now and will change with the month's reviews.${instead}`;
  }
  return period.published
    ? `${published}Not shown: a later period is public.${instead}`
    : `Draft, not public: publish it under Award Periods to show it.${instead}`;
}

export default function AwardPeriodPreviewPage({ loaderData }: Route.ComponentProps) {
  const { period, groups, extraAwards } = loaderData;
  const monthly = period.periodType === "monthly";
  const hasWinners = groups.some((group) => group.categories.length > 0);
  return (
    <section>
      <Link to="/admin/award-periods" className="text-sm font-semibold text-brand-700 hover:underline">
        ← Award Periods
      </Link>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight">{`Preview: ${period.title}`}</h1>
      <p className="mt-1 text-slate-700">{periodLabel(period)}</p>
      <p role="status" className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
        {visibility(loaderData)}
      </p>
      <p className="mt-3 text-sm">
        <Link to={`/admin/award-winners?period=${period.id}`} className="font-semibold text-brand-700 underline">
          Edit the winners
        </Link>
      </p>
      {!hasWinners ? (
        <p className="mt-8 text-slate-700">This period has no winners yet.</p>
      ) : (
        groups
          .filter((group) => group.categories.length > 0)
          .map((group) => (
            <section key={group.group} aria-labelledby={`preview-${group.group}`} className="mt-8">
              <h2 id={`preview-${group.group}`} className="text-2xl font-bold">
                {categoryGroupLabels[group.group]}
              </h2>
              {group.categories.map((category) => (
                <section key={category.slug} aria-labelledby={`preview-${category.slug}`} className="mt-6">
                  <h3 id={`preview-${category.slug}`} className="text-lg font-semibold">
                    <span aria-hidden="true">{category.icon}</span> {category.name}
                  </h3>
                  <ol className="mt-3 grid gap-4 lg:grid-cols-3">
                    {/* As the public pages show them: a month's three places, a year's winner and its extra awards. */}
                    {category.winners
                      .filter((winner) => monthly || winner.position === 1)
                      .map((winner) => (
                        <li key={winner.position}>
                          {monthly ? (
                            <MonthlyWinnerCard
                              winner={{ ...winner, companySlug: loaderData.companySlugs[winner.companyId] ?? null }}
                            />
                          ) : (
                            <AwardCard
                              badge="Winner"
                              companySlug={loaderData.companySlugs[winner.companyId] ?? null}
                              companyName={winner.companyName}
                              logoUrl={winner.logoUrl}
                              score={winner.score}
                              detail={winner.companyDescription}
                              highlight={`What People Love: ${winner.highlight}`}
                            />
                          )}
                        </li>
                      ))}
                    {extraAwards
                      .filter((award) => award.categoryId === category.winners[0]?.categoryId)
                      .map((award) => (
                        <li key={award.award}>
                          <AwardCard
                            badge={award.award}
                            companySlug={loaderData.companySlugs[award.companyId] ?? null}
                            companyName={award.companyName}
                            logoUrl={null}
                            score={award.score}
                            detail={award.detail}
                            highlight={`What People Love: ${award.highlight}`}
                          />
                        </li>
                      ))}
                  </ol>
                </section>
              ))}
            </section>
          ))
      )}
    </section>
  );
}
