import { cn } from "#app/lib/utils.ts";
import { formatRating } from "#contracts/rating.ts";

/** Stars for a 0–5 rating, read out as text ("Rated 4.3 out of 5"). */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const rounded = Math.round(rating * 2) / 2;
  const full = Math.floor(rounded);
  // One element for five stars (issue #39): its ::before holds the glyphs, painted by a gradient clipped to the
  // text (.star-rating in app.css), full stars up to --stars-full, a half-rated star up to --stars-half, grey after.
  const shares = { "--stars-full": `${full * 20}%`, "--stars-half": `${Math.ceil(rounded) * 20}%` };
  return (
    <span
      className={
        className ? cn("star-rating inline-flex items-center", className) : "star-rating inline-flex items-center"
      }
      style={shares as React.CSSProperties}
      role="img"
      aria-label={`Rated ${formatRating(rating)} out of 5`}
    />
  );
}
