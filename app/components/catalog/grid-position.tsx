import { Link } from "#app/components/ui/link.tsx";
import { type GridQuadrant, gridQuadrantLabels, gridQuadrantMeanings } from "#contracts/category-grid.ts";
import { categoryGridPath } from "#contracts/company-paths.ts";

export type GridPosition = { categorySlug: string; categoryName: string; quadrant: GridQuadrant };

/** A company's quadrant on its primary category's Grid (decision 098), linked to the Grid. */
export function GridPositionCard({ position }: { position: GridPosition }) {
  return (
    <section aria-labelledby="grid-position-heading" className="rounded-lg border border-slate-200 p-4">
      <h2 id="grid-position-heading" className="font-bold">
        On the {position.categoryName} Grid
      </h2>
      <p className="mt-2 text-lg font-extrabold">{gridQuadrantLabels[position.quadrant]}</p>
      <p className="text-sm text-slate-600">{gridQuadrantMeanings[position.quadrant]}</p>
      <Link
        to={categoryGridPath(position.categorySlug)}
        className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline"
      >
        See the {position.categoryName} Grid
      </Link>
    </section>
  );
}
