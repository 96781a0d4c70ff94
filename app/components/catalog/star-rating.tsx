import { cn } from "#app/lib/utils.ts";
import { formatRating } from "#contracts/rating.ts";

/** Stars for a 0–5 rating, read out as text ("Rated 4.3 out of 5"). */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const rounded = Math.round(rating * 2) / 2;
  // Stars of one colour in one element ("★★★★" then "★"): the same look, a third of the elements on a
  // page of reviews, each of which the server renders for every uncached page (issue #18).
  const runs: { colour: string; stars: string }[] = [];
  for (let star = 1; star <= 5; star++) {
    const colour = star <= rounded ? "text-amber-600" : star - 0.5 === rounded ? "text-amber-400" : "text-slate-300";
    const last = runs.at(-1);
    if (last?.colour === colour) last.stars += "★";
    else runs.push({ colour, stars: "★" });
  }
  return (
    <span
      className={className ? cn("inline-flex items-center", className) : "inline-flex items-center"}
      role="img"
      aria-label={`Rated ${formatRating(rating)} out of 5`}
    >
      {runs.map((run) => (
        <span key={run.colour} aria-hidden="true" className={run.colour}>
          {run.stars}
        </span>
      ))}
    </span>
  );
}
