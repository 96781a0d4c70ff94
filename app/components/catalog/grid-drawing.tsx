// The category Grid's drawing (issue #38, decisions 098 and 114): its points on two canvases, a wide one for
// screens from 768 px and a narrow, taller one for phones, each with its own labels placed so none covers another
// and none is drawn under 11 CSS px. CSS shows the one that fits; the page needs no script for either.
import {
  type Box,
  type PlacedLabel,
  placeLabels,
  type TextAnchor,
  textAnchors,
  textHeight,
  textWidth,
} from "#app/lib/grid-label-placement.ts";
import { type GridPoint, type GridQuadrant, gridQuadrantLabels, gridQuadrants } from "#contracts/category-grid.ts";
import { countOf } from "#contracts/plural.ts";

export const gridCanvasNames = ["wide", "narrow"] as const;
export type GridCanvasName = (typeof gridCanvasNames)[number];

type GridCanvas = {
  width: number;
  /** The height for up to `roomyPoints` points; each point more adds `heightPerPoint`, to make room for labels. */
  height: number;
  roomyPoints: number;
  heightPerPoint: number;
  margin: { left: number; right: number; top: number; bottom: number };
  /** The points' names; the quadrants' names (bold); the axes' titles and ends. */
  fontSizes: { label: number; quadrant: number; axis: number; tick: number };
  pointRadius: number;
  leaderReach: number;
  /** Shown at these widths only (Tailwind's md breakpoint, 768 px, divides them). */
  className: string;
};

/**
 * The wide canvas is drawn at most 768 px wide (max-w-3xl) and at least 736 (a 768 px window less the page's
 * padding), so its 11-unit labels are drawn at 12.6 to 13.2 px. The narrow one is drawn between 288 px (a 320 px
 * phone) and 448 (max-w-md): its 12-unit labels are 13.4 px on a 390 px phone, 12.3 on a 360 px one.
 */
const gridCanvases: Record<GridCanvasName, GridCanvas> = {
  wide: {
    width: 640,
    height: 440,
    roomyPoints: 30,
    heightPerPoint: 4,
    margin: { left: 56, right: 20, top: 20, bottom: 48 },
    fontSizes: { label: 11, quadrant: 13, axis: 13, tick: 11 },
    pointRadius: 6,
    leaderReach: 120,
    className: "hidden max-w-3xl md:block",
  },
  narrow: {
    width: 320,
    height: 480,
    roomyPoints: 20,
    heightPerPoint: 6,
    margin: { left: 34, right: 6, top: 6, bottom: 40 },
    fontSizes: { label: 12, quadrant: 12, axis: 12, tick: 12 },
    pointRadius: 5,
    leaderReach: 110,
    className: "max-w-md md:hidden",
  },
};

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

export function formatPresence(value: number) {
  return value.toFixed(1);
}

/** A position on the canvas, to a tenth of its unit: what a screen can show. */
function coordinate(value: number) {
  return Math.round(value * 10) / 10;
}

type Split = { satisfaction: number; presence: number };

/** A placed label as the drawing writes it (its box was for placing). */
export type DrawnLabel = Omit<PlacedLabel, "box">;

/** Each quadrant's area and where its name is written. */
type QuadrantArea = {
  box: Box;
  name: { x: number; y: number; anchor: Extract<TextAnchor, "start" | "end">; box: Box };
};

export type GridDrawingLayout = {
  canvas: GridCanvasName;
  plot: Box;
  range: { presence: readonly [number, number]; satisfaction: readonly [number, number] };
  split: { x: number; y: number };
  quadrants: Record<GridQuadrant, QuadrantArea>;
  /** The canvas's height: taller for more points. */
  height: number;
  /** In the points' order: each point's centre and its label (null: no room even for its key). */
  points: { point: GridPoint; x: number; y: number; label: DrawnLabel | null }[];
};

/**
 * The Grid drawn on `canvasName`: where its points, quadrants and labels go. `points` come in the table's order,
 * and a point's key (written when its name finds no room) is its row's number in the table.
 */
export function layOutGridDrawing(
  points: readonly GridPoint[],
  split: Split,
  canvasName: GridCanvasName,
  placedBefore?: readonly (PackedLabel | null)[],
) {
  const canvas = gridCanvases[canvasName];
  const { margin, fontSizes } = canvas;
  const height = canvas.height + Math.max(0, points.length - canvas.roomyPoints) * canvas.heightPerPoint;
  const plot = {
    left: margin.left,
    top: margin.top,
    right: canvas.width - margin.right,
    bottom: height - margin.bottom,
  };
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
  const inset = 6;
  const nameHeight = textHeight(fontSizes.quadrant);
  const quadrantArea = (quadrant: GridQuadrant, box: Box): QuadrantArea => {
    const isTop = quadrant === "leaders" || quadrant === "highPerformers";
    const isRight = quadrant === "leaders" || quadrant === "contenders";
    const width = textWidth(gridQuadrantLabels[quadrant], fontSizes.quadrant, { isBold: true });
    const top = isTop ? plot.top + inset / 2 : plot.bottom - inset / 2 - nameHeight.height;
    const left = isRight ? plot.right - inset - width : plot.left + inset;
    return {
      box,
      name: {
        x: isRight ? plot.right - inset : plot.left + inset,
        y: top + nameHeight.baseline,
        anchor: isRight ? "end" : "start",
        box: { left, top, right: left + width, bottom: top + nameHeight.height },
      },
    };
  };
  const quadrants: Record<GridQuadrant, QuadrantArea> = {
    leaders: quadrantArea("leaders", { left: splitX, top: plot.top, right: plot.right, bottom: splitY }),
    highPerformers: quadrantArea("highPerformers", { left: plot.left, top: plot.top, right: splitX, bottom: splitY }),
    contenders: quadrantArea("contenders", { left: splitX, top: splitY, right: plot.right, bottom: plot.bottom }),
    niche: quadrantArea("niche", { left: plot.left, top: splitY, right: splitX, bottom: plot.bottom }),
  };
  const centres = points.map((point) => ({ point, x: x(point.presence), y: y(point.satisfaction) }));
  const layout = {
    canvas: canvasName,
    plot,
    range: { presence: [xLow, xHigh], satisfaction: [yLow, yHigh] },
    split: { x: splitX, y: splitY },
    quadrants,
    height,
  } as const;
  if (placedBefore) {
    return {
      ...layout,
      points: centres.map((centre, index) => ({
        ...centre,
        label: unpackLabel(placedBefore[index] ?? null, centre.point, index),
      })),
    } satisfies GridDrawingLayout;
  }
  // The most reviewed are labelled first, so they are the last to need a leader line or a key.
  const order = centres
    .map((_, index) => index)
    .sort((a, b) => {
      const first = points[a] as GridPoint;
      const second = points[b] as GridPoint;
      return second.reviewCount - first.reviewCount || second.presence - first.presence || first.id - second.id;
    });
  const placed = placeLabels(
    order.map((index) => {
      const centre = centres[index] as (typeof centres)[number];
      return { x: centre.x, y: centre.y, text: centre.point.name, key: String(index + 1) };
    }),
    {
      bounds: plot,
      pointRadius: canvas.pointRadius,
      fontSize: fontSizes.label,
      obstacles: gridQuadrants.map((quadrant) => quadrants[quadrant].name.box),
      leaderReach: canvas.leaderReach,
    },
  );
  const labels = new Map(order.map((index, position) => [index, placed[position] ?? null]));
  return {
    ...layout,
    points: centres.map((centre, index) => ({ ...centre, label: drawnLabelOf(labels.get(index) ?? null) })),
  } satisfies GridDrawingLayout;
}

/**
 * A drawn label as the page's data carries it (issue #38: the Grid page's loader data was most of its render cost):
 * numbers only, its text being its point's name or key. `[x, y, anchor, isKey]`, then its leader line's ends if any.
 */
export type PackedLabel = number[];

export function packLabel(label: DrawnLabel | null): PackedLabel | null {
  if (!label) return null;
  const head = [label.x, label.y, textAnchors.indexOf(label.anchor), label.isKey ? 1 : 0];
  const { leader } = label;
  return leader ? [...head, leader.x1, leader.y1, leader.x2, leader.y2] : head;
}

/** The label `packLabel` packed, for the point at `index` (its key is its table row's number). */
function unpackLabel(packed: PackedLabel | null, point: GridPoint, index: number): DrawnLabel | null {
  if (!packed) return null;
  const [x = 0, y = 0, anchor = 0, isKey = 0, x1, y1, x2, y2] = packed;
  return {
    text: isKey ? String(index + 1) : point.name,
    isKey: isKey === 1,
    x,
    y,
    anchor: textAnchors[anchor] ?? "start",
    leader: x1 === undefined || y1 === undefined || x2 === undefined || y2 === undefined ? null : { x1, y1, x2, y2 },
  };
}

/** What the drawing needs of a placed label: where and how its text goes, to a tenth of a unit, and its line. */
function drawnLabelOf(label: PlacedLabel | null): DrawnLabel | null {
  if (!label) return null;
  const { text, isKey, x, y, anchor, leader } = label;
  return {
    text,
    isKey,
    x: coordinate(x),
    y: coordinate(y),
    anchor,
    leader: leader && {
      x1: coordinate(leader.x1),
      y1: coordinate(leader.y1),
      x2: coordinate(leader.x2),
      y2: coordinate(leader.y2),
    },
  };
}

export function GridDrawing({ layout, categoryName }: { layout: GridDrawingLayout; categoryName: string }) {
  const canvas = gridCanvases[layout.canvas];
  const { plot, split, range } = layout;
  const { fontSizes } = canvas;
  const titleId = `grid-svg-title-${layout.canvas}`;
  const descriptionId = `grid-svg-desc-${layout.canvas}`;
  const middleY = (plot.top + plot.bottom) / 2;
  return (
    <svg
      data-grid={layout.canvas}
      viewBox={`0 0 ${canvas.width} ${layout.height}`}
      role="img"
      aria-labelledby={`${titleId} ${descriptionId}`}
      className={`h-auto w-full rounded-lg border border-slate-200 bg-white ${canvas.className}`}
      fontFamily="system-ui, sans-serif"
    >
      <title id={titleId}>{`${categoryName} Grid`}</title>
      <desc id={descriptionId}>
        {`${countOf(layout.points.length, "company", "companies")} placed by market presence (across) and satisfaction (up). The table below lists the same companies.`}
      </desc>
      {gridQuadrants.map((quadrant) => {
        const { box, name } = layout.quadrants[quadrant];
        return (
          <g key={quadrant}>
            <rect
              x={coordinate(box.left)}
              y={coordinate(box.top)}
              width={coordinate(Math.max(0, box.right - box.left))}
              height={coordinate(Math.max(0, box.bottom - box.top))}
              fill={quadrantFill[quadrant]}
            />
            <text
              x={coordinate(name.x)}
              y={coordinate(name.y)}
              textAnchor={name.anchor}
              fontSize={fontSizes.quadrant}
              fontWeight="700"
              fill="#334155"
            >
              {gridQuadrantLabels[quadrant]}
            </text>
          </g>
        );
      })}
      <line
        x1={coordinate(split.x)}
        x2={coordinate(split.x)}
        y1={plot.top}
        y2={plot.bottom}
        stroke="#94a3b8"
        strokeDasharray="4 4"
      />
      <line
        x1={plot.left}
        x2={plot.right}
        y1={coordinate(split.y)}
        y2={coordinate(split.y)}
        stroke="#94a3b8"
        strokeDasharray="4 4"
      />
      <rect
        data-plot=""
        x={plot.left}
        y={plot.top}
        width={plot.right - plot.left}
        height={plot.bottom - plot.top}
        fill="none"
        stroke="#64748b"
      />
      <text
        x={(plot.left + plot.right) / 2}
        y={layout.height - 10}
        textAnchor="middle"
        fontSize={fontSizes.axis}
        fill="#0f172a"
      >
        Market presence →
      </text>
      <text
        x={fontSizes.axis}
        y={middleY}
        textAnchor="middle"
        fontSize={fontSizes.axis}
        fill="#0f172a"
        transform={`rotate(-90 ${fontSizes.axis} ${middleY})`}
      >
        Satisfaction →
      </text>
      <g fontSize={fontSizes.tick} fill="#475569">
        <text x={plot.left} y={plot.bottom + fontSizes.tick + 4}>
          {formatPresence(range.presence[0])}
        </text>
        <text x={plot.right} y={plot.bottom + fontSizes.tick + 4} textAnchor="end">
          {formatPresence(range.presence[1])}
        </text>
        <text x={plot.left - 4} y={plot.bottom} textAnchor="end">
          {range.satisfaction[0].toFixed(1)}
        </text>
        <text x={plot.left - 4} y={plot.top + fontSizes.tick - 2} textAnchor="end">
          {range.satisfaction[1].toFixed(1)}
        </text>
      </g>
      {/* What every point shares is said once, on the group (issue #38: 60 points, their markup the page's bulk). */}
      <g fontSize={fontSizes.label} fill="#0f172a" strokeWidth="2">
        {layout.points.map(({ point, x, y, label }) => (
          <g key={point.id} data-point="">
            <title>{`${point.name}: ${gridQuadrantLabels[point.quadrant]}, satisfaction ${point.satisfaction.toFixed(2)}, market presence ${formatPresence(point.presence)}`}</title>
            {label?.leader ? (
              <line
                x1={coordinate(label.leader.x1)}
                y1={coordinate(label.leader.y1)}
                x2={coordinate(label.leader.x2)}
                y2={coordinate(label.leader.y2)}
                stroke="#64748b"
                strokeWidth="1"
              />
            ) : null}
            <circle cx={coordinate(x)} cy={coordinate(y)} r={canvas.pointRadius} fill="#1d4ed8" stroke="#ffffff" />
            {label ? (
              <text
                x={coordinate(label.x)}
                y={coordinate(label.y)}
                textAnchor={label.anchor === "start" ? undefined : label.anchor}
                {...(label.isKey ? { fontWeight: "700", fill: "#1d4ed8" } : {})}
              >
                {label.text}
              </text>
            ) : null}
          </g>
        ))}
      </g>
    </svg>
  );
}
