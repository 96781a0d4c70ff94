import { countOf, pluralWord } from "#contracts/plural.ts";

export type Distribution = Record<1 | 2 | 3 | 4 | 5, number>;

/** 5-to-1 star bars with counts; a table for screen readers via the list semantics and labels. */
export function RatingDistribution({ distribution, className }: { distribution: Distribution; className?: string }) {
  const total = distribution[1] + distribution[2] + distribution[3] + distribution[4] + distribution[5];
  return (
    <ul className={className ? `grid gap-1.5 ${className}` : "grid gap-1.5"} aria-label="Rating distribution">
      {([5, 4, 3, 2, 1] as const).map((stars) => {
        const count = distribution[stars];
        const share = total > 0 ? Math.round((count / total) * 100) : 0;
        return (
          <li key={stars} className="grid grid-cols-[4.5rem_1fr_3rem] items-center gap-2 text-sm">
            <span>{countOf(stars, "star")}</span>
            {/* The filled part is the track's ::before, as wide as --share: one element per bar (issue #39). */}
            <span
              className="h-2.5 overflow-hidden rounded-full bg-slate-200 before:block before:h-full before:w-(--share) before:rounded-full before:bg-amber-500"
              style={{ "--share": `${share}%` } as React.CSSProperties}
              aria-hidden="true"
            />
            <span className="text-right text-slate-700">
              {count}
              <span className="sr-only">{` ${pluralWord(count, "review")} (${share}%)`}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
