import { Form, isRouteErrorResponse } from "react-router";
import { isRequestProblem, RequestProblem } from "#app/components/layout/request-problem.tsx";
import { StatusPage } from "#app/components/layout/status-page.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { SelectField } from "#app/components/ui/field.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { errorMeta, pageMeta } from "#app/lib/meta.ts";
import { type BrandSize, brandSizeLabels, brandSizes } from "#contracts/brand-sizes.ts";
import {
  type GridPoint,
  type GridQuadrant,
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
    return {
      category: { name: category.name, slug: category.slug },
      size,
      companies: grid.companies,
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

// The drawing: a fixed canvas, the plot inside its margins.
const width = 640;
const height = 440;
const margin = { left: 56, right: 20, top: 20, bottom: 48 };
const plot = { left: margin.left, top: margin.top, right: width - margin.right, bottom: height - margin.bottom };

/** The axis range around the values and the split, padded, within the scale's bounds. */
function rangeOf(values: number[], split: number, padding: number, bounds: [number, number]) {
  const low = Math.max(bounds[0], Math.min(split, ...values) - padding);
  const high = Math.min(bounds[1], Math.max(split, ...values) + padding);
  return high > low ? ([low, high] as const) : ([bounds[0], bounds[1]] as const);
}

const quadrantFill: Record<GridQuadrant, string> = {
  leaders: "#ecfdf5",
  highPerformers: "#eff6ff",
  contenders: "#fffbeb",
  niche: "#f8fafc",
};

function formatPresence(value: number) {
  return value.toFixed(1);
}

/** A position on the canvas, to a tenth of its unit (the canvas is 640 wide): what a screen can show. */
function coordinate(value: number) {
  return Math.round(value * 10) / 10;
}

function GridDrawing({
  points,
  split,
  categoryName,
}: {
  points: GridPoint[];
  split: { satisfaction: number; presence: number };
  categoryName: string;
}) {
  const [xLow, xHigh] = rangeOf(
    points.map((point) => point.presence),
    split.presence,
    5,
    [0, 100],
  );
  const [yLow, yHigh] = rangeOf(
    points.map((point) => point.satisfaction),
    split.satisfaction,
    0.1,
    [1, 5],
  );
  const x = (value: number) => plot.left + ((value - xLow) / (xHigh - xLow)) * (plot.right - plot.left);
  const y = (value: number) => plot.bottom - ((value - yLow) / (yHigh - yLow)) * (plot.bottom - plot.top);
  const splitX = x(split.presence);
  const splitY = y(split.satisfaction);
  const areas: Record<
    GridQuadrant,
    { x: number; y: number; w: number; h: number; labelX: number; anchor: "start" | "end" }
  > = {
    leaders: {
      x: splitX,
      y: plot.top,
      w: plot.right - splitX,
      h: splitY - plot.top,
      labelX: plot.right - 6,
      anchor: "end",
    },
    highPerformers: {
      x: plot.left,
      y: plot.top,
      w: splitX - plot.left,
      h: splitY - plot.top,
      labelX: plot.left + 6,
      anchor: "start",
    },
    contenders: {
      x: splitX,
      y: splitY,
      w: plot.right - splitX,
      h: plot.bottom - splitY,
      labelX: plot.right - 6,
      anchor: "end",
    },
    niche: {
      x: plot.left,
      y: splitY,
      w: splitX - plot.left,
      h: plot.bottom - splitY,
      labelX: plot.left + 6,
      anchor: "start",
    },
  };
  return (
    <svg
      data-grid=""
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-labelledby="grid-svg-title grid-svg-desc"
      className="h-auto w-full max-w-3xl rounded-lg border border-slate-200 bg-white"
      fontFamily="system-ui, sans-serif"
    >
      <title id="grid-svg-title">{`${categoryName} Grid`}</title>
      <desc id="grid-svg-desc">
        {`${countOf(points.length, "company", "companies")} placed by market presence (across) and satisfaction (up). The table below lists the same companies.`}
      </desc>
      {gridQuadrants.map((quadrant) => {
        const area = areas[quadrant];
        const top = quadrant === "leaders" || quadrant === "highPerformers";
        return (
          <g key={quadrant}>
            <rect
              x={area.x}
              y={area.y}
              width={Math.max(0, area.w)}
              height={Math.max(0, area.h)}
              fill={quadrantFill[quadrant]}
            />
            <text
              x={area.labelX}
              y={top ? area.y + 16 : area.y + area.h - 8}
              textAnchor={area.anchor}
              fontSize="13"
              fontWeight="700"
              fill="#334155"
            >
              {gridQuadrantLabels[quadrant]}
            </text>
          </g>
        );
      })}
      <line x1={splitX} x2={splitX} y1={plot.top} y2={plot.bottom} stroke="#94a3b8" strokeDasharray="4 4" />
      <line x1={plot.left} x2={plot.right} y1={splitY} y2={splitY} stroke="#94a3b8" strokeDasharray="4 4" />
      <rect
        x={plot.left}
        y={plot.top}
        width={plot.right - plot.left}
        height={plot.bottom - plot.top}
        fill="none"
        stroke="#64748b"
      />
      <text x={(plot.left + plot.right) / 2} y={height - 12} textAnchor="middle" fontSize="13" fill="#0f172a">
        Market presence →
      </text>
      <text
        x={16}
        y={(plot.top + plot.bottom) / 2}
        textAnchor="middle"
        fontSize="13"
        fill="#0f172a"
        transform={`rotate(-90 16 ${(plot.top + plot.bottom) / 2})`}
      >
        Satisfaction →
      </text>
      <text x={plot.left} y={plot.bottom + 16} fontSize="11" fill="#475569">
        {formatPresence(xLow)}
      </text>
      <text x={plot.right} y={plot.bottom + 16} textAnchor="end" fontSize="11" fill="#475569">
        {formatPresence(xHigh)}
      </text>
      <text x={plot.left - 6} y={plot.bottom} textAnchor="end" fontSize="11" fill="#475569">
        {yLow.toFixed(1)}
      </text>
      <text x={plot.left - 6} y={plot.top + 10} textAnchor="end" fontSize="11" fill="#475569">
        {yHigh.toFixed(1)}
      </text>
      {/* What every point shares is said once, on the group (issue #38: 60 points, their markup the page's bulk). */}
      <g fontSize="11" fill="#0f172a" strokeWidth="2">
        {points.map((point) => {
          const cx = x(point.presence);
          const cy = y(point.satisfaction);
          const right = cx < plot.right - 120;
          return (
            <g key={point.id} data-point="">
              <title>{`${point.name}: ${gridQuadrantLabels[point.quadrant]}, satisfaction ${point.satisfaction.toFixed(2)}, market presence ${formatPresence(point.presence)}`}</title>
              <circle cx={coordinate(cx)} cy={coordinate(cy)} r="6" fill="#1d4ed8" stroke="#ffffff" />
              <text
                x={coordinate(right ? cx + 9 : cx - 9)}
                y={coordinate(cy + 4)}
                textAnchor={right ? undefined : "end"}
              >
                {point.name}
              </text>
            </g>
          );
        })}
      </g>
    </svg>
  );
}

export default function CategoryGridPage({ loaderData }: Route.ComponentProps) {
  const { category, size, companies, matching, drawnInCategory, categoryMean, split } = loaderData;
  const points = categoryMean === null || split === null ? [] : gridPointsOf(companies, categoryMean, split);
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
            <GridDrawing points={points} split={split} categoryName={category.name} />
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
          <div className="overflow-x-auto">
            {/* Cell spacing set once for the table's cells, not on each of its 360 (issue #38). */}
            <table className="w-full text-left text-sm [&_td]:py-2 [&_td]:pr-4 [&_th]:py-2 [&_th]:pr-4">
              <caption className="mb-2 text-left font-semibold">
                {`${category.name} Grid: ${countOf(points.length, "company", "companies")}`}
              </caption>
              <thead>
                <tr className="border-b border-slate-300">
                  <th scope="col">Company</th>
                  <th scope="col">Quadrant</th>
                  <th scope="col">Satisfaction</th>
                  <th scope="col">Average rating</th>
                  <th scope="col">Reviews</th>
                  <th scope="col">Market presence</th>
                </tr>
              </thead>
              <tbody>
                {points.map((point) => (
                  <tr key={point.id} className="border-b border-slate-200">
                    <th scope="row" className="font-semibold">
                      <Link to={companyPath(point.slug)} className="text-brand-700 hover:underline">
                        {point.name}
                      </Link>
                    </th>
                    <td title={gridQuadrantMeanings[point.quadrant]}>{gridQuadrantLabels[point.quadrant]}</td>
                    <td>{point.satisfaction.toFixed(2)}</td>
                    <td>{formatRating(point.averageRating)}</td>
                    <td>{point.reviewCount}</td>
                    <td>
                      {`${formatPresence(point.presence)} (${point.presenceSignals} of ${presenceSignalNames.length} signals)`}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </div>
  );
}
