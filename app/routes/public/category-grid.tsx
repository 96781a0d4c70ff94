import { LRUCache } from "lru-cache";
import { Form, isRouteErrorResponse } from "react-router";
import {
  formatPresence,
  type GridCanvasName,
  GridDrawing,
  type GridDrawingLayout,
  gridCanvasNames,
  layOutGridDrawing,
  type PackedLabel,
  packLabel,
} from "#app/components/catalog/grid-drawing.tsx";
import { isRequestProblem, RequestProblem } from "#app/components/layout/request-problem.tsx";
import { StatusPage } from "#app/components/layout/status-page.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { SelectField } from "#app/components/ui/field.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { errorMeta, pageMeta } from "#app/lib/meta.ts";
import { type BrandSize, brandSizeLabels, brandSizes } from "#contracts/brand-sizes.ts";
import {
  type GridPoint,
  gridMinimumReviews,
  gridPointLimit,
  gridPointsOf,
  gridQuadrantLabels,
  gridQuadrantMeanings,
  gridQuadrants,
} from "#contracts/category-grid.ts";
import { categoryGridPath, companyPath } from "#contracts/company-paths.ts";
import { presenceSignalNames } from "#contracts/market-presence.ts";
import { countOf } from "#contracts/plural.ts";
import { formatRating } from "#contracts/rating.ts";
import { findCategoryBySlug } from "#server/catalog/category-page.ts";
import { AppError } from "#server/errors.ts";
import { readCategoryGrid } from "#server/presence/read-category-grid.ts";
import { loadOrThrowPage } from "#server/web/page-errors.ts";
import { publicOrigin } from "#server/web/public-origin.ts";
import { getServices } from "#server/web/require.ts";
import type { Route } from "./+types/category-grid";

export const meta: Route.MetaFunction = ({ loaderData, error }) =>
  loaderData
    ? pageMeta(
        `${loaderData.category.name} Grid`,
        `${loaderData.category.name} companies placed by operator satisfaction and market presence: Leaders, High performers, Contenders and Niche.`,
        loaderData.canonicalUrl,
      )
    : errorMeta(error);

function parseSize(value: string | null): BrandSize | null {
  if (value === null || value === "") return null;
  const size = brandSizes.find((candidate) => candidate === value);
  if (!size) throw new AppError("bad_request", "Choose a brand size from the list.");
  return size;
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const services = getServices(context);
  return loadOrThrowPage(async () => {
    const size = parseSize(new URL(request.url).searchParams.get("size"));
    const category = await findCategoryBySlug(services, params.slug);
    const grid = await readCategoryGrid(services, category.id, size);
    const points =
      grid.categoryMean === null || grid.split === null
        ? []
        : gridPointsOf(grid.companies, grid.categoryMean, grid.split);
    return {
      category: { name: category.name, slug: category.slug },
      size,
      points,
      // Placed here, once for the same figures, and sent: the browser draws them without placing labels again.
      labels: grid.split === null || points.length === 0 ? null : labelsOf(points, grid.split),
      matching: grid.matching,
      drawnInCategory: grid.drawn,
      categoryMean: grid.categoryMean,
      split: grid.split,
      canonicalUrl: `${publicOrigin(services)}${categoryGridPath(category.slug)}`,
    };
  });
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRequestProblem(error)) return <RequestProblem error={error} />;
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <StatusPage title="Category Not Found" message="The category you're looking for doesn't exist.">
        <Button asChild>
          <Link to="/categories">Browse All Categories</Link>
        </Button>
      </StatusPage>
    );
  }
  return <StatusPage title="Error" message="Failed to load this category's Grid." />;
}

/**
 * The labels of both drawings of a Grid, in the points' order, for the same points and split the same as last time:
 * placing 60 labels apart costs tens of milliseconds (decision 114), and a Grid's figures change only with its
 * companies' reviews and presence. Keyed by everything the placement reads, so new figures are placed anew; bounded
 * by size.
 */
let placedLabels: LRUCache<string, Record<GridCanvasName, (PackedLabel | null)[]>> | undefined;

function labelsOf(points: GridPoint[], split: { satisfaction: number; presence: number }) {
  // Made on first use, in the server's loader: the browser's bundle has no reason to hold it.
  placedLabels ??= new LRUCache({ maxSize: 8 * 1024 * 1024, sizeCalculation: (_, key) => 4 * key.length });
  const key = JSON.stringify([split, points]);
  let labels = placedLabels.get(key);
  if (!labels) {
    const [wide, narrow] = gridCanvasNames.map((canvas) =>
      layOutGridDrawing(points, split, canvas).points.map(({ label }) => packLabel(label)),
    );
    labels = { wide: wide ?? [], narrow: narrow ?? [] };
    placedLabels.set(key, labels);
  }
  return labels;
}

export default function CategoryGridPage({ loaderData }: Route.ComponentProps) {
  const { category, size, points, labels, matching, drawnInCategory, categoryMean, split } = loaderData;
  const drawings =
    split === null || labels === null
      ? []
      : gridCanvasNames.map((canvas) => layOutGridDrawing(points, split, canvas, labels[canvas]));
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <Link to={`/categories/${category.slug}`} className="text-sm font-semibold text-brand-700 hover:underline">
        ← {category.name}
      </Link>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight">{category.name} Grid</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        {`Each company with at least ${gridMinimumReviews} reviews here is placed by satisfaction from operators' ratings (pulled toward the category's mean when there are few) and by market presence (integrations, reviews here, the popularity of its domain and years in business). `}
        <Link to="/award-winners/methodology#grid" className="font-semibold text-brand-700 hover:underline">
          How the Grid is drawn
        </Link>
      </p>
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-2">
        <SelectField
          id="grid-size"
          name="size"
          label="Good for brand size"
          defaultValue={size ?? ""}
          key={size ?? ""}
          className="w-auto"
        >
          <option value="">All brand sizes</option>
          {brandSizes.map((option) => (
            <option key={option} value={option}>
              {brandSizeLabels[option]}
            </option>
          ))}
        </SelectField>
        <Button type="submit" variant="secondary">
          Show
        </Button>
      </Form>
      {size ? (
        <p className="mt-2 text-sm text-slate-700">
          Companies listed for {brandSizeLabels[size]} brands or marked good for them in a review; quadrants stay those
          of the whole category.
        </p>
      ) : null}
      {split === null || categoryMean === null ? (
        <p className="mt-8 text-slate-700">
          No company in this category has {gridMinimumReviews} reviews yet, so there is no Grid to draw.
        </p>
      ) : (
        <div className="mt-8 grid gap-8">
          {points.length === 0 ? (
            <p className="text-slate-700">
              None of the {countOf(drawnInCategory, "company", "companies")} on this Grid is marked for this brand size.
            </p>
          ) : (
            drawings.map((layout) => <GridDrawing key={layout.canvas} layout={layout} categoryName={category.name} />)
          )}
          {matching > points.length ? (
            <p className="text-sm text-slate-700">
              {`The ${gridPointLimit} most reviewed of ${matching.toLocaleString("en")} companies with at least ${gridMinimumReviews} reviews are drawn; the quadrants are those of all of them.`}
            </p>
          ) : null}
          <p className="text-sm text-slate-700">
            Satisfaction is high at or above the category's mean rating ({formatRating(categoryMean)}); market presence
            is high at or above the middle of this Grid's companies ({formatPresence(split.presence)} of 100).
          </p>
          <GridTable
            points={points}
            drawings={drawings}
            caption={`${category.name} Grid: ${countOf(points.length, "company", "companies")}`}
          />
        </div>
      )}
    </div>
  );
}

/**
 * The Grid's companies by quadrant, for reading and for screen readers: three columns, so a phone shows it whole
 * (decision 114). A point whose name found no room on a drawing is drawn as its row's number, shown here by its
 * name on the screens that drawing is for.
 */
function GridTable({
  points,
  drawings,
  caption,
}: {
  points: GridPoint[];
  drawings: GridDrawingLayout[];
  caption: string;
}) {
  const keyed = (canvas: GridDrawingLayout["canvas"]) =>
    new Set(
      drawings
        .find((drawing) => drawing.canvas === canvas)
        ?.points.filter(({ label }) => label?.isKey)
        .map(({ point }) => point.id),
    );
  const keyedWide = keyed("wide");
  const keyedNarrow = keyed("narrow");
  return (
    // Cell spacing set once for the table's cells, not on each of its 180 (issue #38).
    <table className="w-full max-w-3xl text-left text-sm [&_td]:py-2 [&_td]:pr-3 [&_th]:py-2 [&_th]:pr-3">
      <caption className="mb-2 text-left font-semibold">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-300">
          <th scope="col">Company</th>
          <th scope="col">Satisfaction</th>
          <th scope="col">Market presence</th>
        </tr>
      </thead>
      {gridQuadrants.map((quadrant) => {
        const rows = points.flatMap((point, index) => (point.quadrant === quadrant ? [{ point, index }] : []));
        if (rows.length === 0) return null;
        return (
          <tbody key={quadrant}>
            <tr className="border-b border-slate-300 bg-slate-50">
              <th scope="rowgroup" colSpan={3} className="pl-2">
                {gridQuadrantLabels[quadrant]}
                <span className="font-normal text-slate-600">: {gridQuadrantMeanings[quadrant]}</span>
              </th>
            </tr>
            {rows.map(({ point, index }) => {
              const isKeyedWide = keyedWide.has(point.id);
              const isKeyedNarrow = keyedNarrow.has(point.id);
              return (
                <tr key={point.id} className="border-b border-slate-200">
                  <th scope="row" className="font-semibold">
                    {isKeyedWide || isKeyedNarrow ? (
                      <span
                        data-key=""
                        aria-hidden="true"
                        className={`mr-1 rounded bg-slate-200 px-1 text-slate-800 ${isKeyedWide ? (isKeyedNarrow ? "" : "hidden md:inline") : "md:hidden"}`}
                      >
                        {index + 1}
                      </span>
                    ) : null}
                    <Link to={companyPath(point.slug)} className="text-brand-700 hover:underline">
                      {point.name}
                    </Link>
                  </th>
                  <td>
                    {point.satisfaction.toFixed(2)}
                    <span className="block text-xs text-slate-600">
                      {`average ${formatRating(point.averageRating)} of ${countOf(point.reviewCount, "review")}`}
                    </span>
                  </td>
                  <td>
                    {formatPresence(point.presence)}
                    <span className="block text-xs text-slate-600">
                      {`${point.presenceSignals} of ${presenceSignalNames.length} signals`}
                    </span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        );
      })}
    </table>
  );
}
