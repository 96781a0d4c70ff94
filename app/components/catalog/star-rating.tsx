import { cn } from "#app/lib/utils.ts";

/** Stars for a 0–5 rating, read out as text ("Rated 4.3 out of 5"). */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const rounded = Math.round(rating * 2) / 2;
  return (
    <span
      className={cn("inline-flex items-center", className)}
      role="img"
      aria-label={`Rated ${rating.toFixed(1)} out of 5`}
    >
      {[1, 2, 3, 4, 5].map((star) => (
        <span
          key={star}
          aria-hidden="true"
          className={star <= rounded ? "text-amber-600" : star - 0.5 === rounded ? "text-amber-400" : "text-slate-300"}
        >
          ★
        </span>
      ))}
    </span>
  );
}
