// Where the category Grid writes each point's name (issue #38, docs/decisions/114-grid-label-placement.md): beside
// its point where nothing else is, else at the end of a short leader line, else a short key the table repeats.
// Pure and deterministic, so the server's HTML and the browser's render after a client navigation are the same,
// and the page needs no script to draw it.

/** A rectangle in the drawing's units. */
export type Box = { left: number; top: number; right: number; bottom: number };

/**
 * Advance widths of the printable ASCII characters (space to tilde), in hundredths of the font size: for each, the
 * wider of DejaVu Sans (what `system-ui` is on Linux) and Liberation Sans (Arial's metrics), as Chromium measured
 * them. Faces such as San Francisco and Segoe UI are narrower, so a label takes at most the room it is given.
 */
const asciiWidths = [
  32, 40, 46, 84, 64, 95, 78, 29, 39, 39, 50, 84, 32, 36, 32, 34, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 34, 34, 84,
  84, 84, 57, 102, 68, 69, 72, 77, 67, 61, 78, 75, 30, 50, 67, 57, 86, 75, 79, 67, 79, 72, 67, 61, 73, 68, 99, 69, 67,
  69, 39, 34, 39, 84, 57, 50, 61, 63, 56, 63, 62, 35, 63, 63, 29, 29, 58, 29, 97, 63, 61, 63, 63, 41, 52, 39, 63, 59,
  82, 59, 59, 53, 64, 34, 64, 84,
];

/** Any other character is taken as wide as the widest letter. */
const otherWidth = 102;

/** Bold glyphs are about 14% wider in both faces. */
const boldFactor = 1.15;

/** Above and below the baseline, as shares of the font size (DejaVu Sans draws 0.93 and 0.24). */
const ascent = 0.96;
const descent = 0.26;

/** How wide `text` is drawn at `fontSize`, at most. */
export function textWidth(text: string, fontSize: number, { isBold = false } = {}) {
  let hundredths = 0;
  // An accented letter is as wide as its letter: the accent is a combining mark once decomposed.
  for (const character of text.normalize("NFD")) {
    const code = character.codePointAt(0) ?? 0;
    if (code >= 0x300 && code <= 0x36f) continue;
    hundredths += code >= 32 && code <= 126 ? (asciiWidths[code - 32] ?? otherWidth) : otherWidth;
  }
  return (hundredths / 100) * fontSize * (isBold ? boldFactor : 1);
}

/** How tall a line of text is drawn at `fontSize`, and where its baseline sits below its top. */
export function textHeight(fontSize: number) {
  return { height: (ascent + descent) * fontSize, baseline: ascent * fontSize };
}

/** A point to label: its centre, its name and the short key written instead when the name finds no room. */
export type LabelToPlace = { x: number; y: number; text: string; key: string };

export type LabelLayout = {
  /** Labels stay inside it (the plot). */
  bounds: Box;
  /** The points' radius: no label covers a point. */
  pointRadius: number;
  fontSize: number;
  /** Other things drawn that no label may cover (the quadrants' names). */
  obstacles: readonly Box[];
  /** The farthest a label is drawn from its point, at the end of a leader line (a key half as far). */
  leaderReach: number;
};

/** Where SVG anchors a text: at its start, its middle or its end. */
export const textAnchors = ["start", "middle", "end"] as const;
export type TextAnchor = (typeof textAnchors)[number];

export type PlacedLabel = {
  text: string;
  /** The label is the point's key (drawn bold), not its name: its name found no room near it. */
  isKey: boolean;
  /** Where SVG draws the text: `x` and `y` (the baseline) with `anchor` as its text-anchor. */
  x: number;
  y: number;
  anchor: TextAnchor;
  box: Box;
  /** From the point's edge to the label's nearest edge, for a label drawn away from its point. */
  leader: { x1: number; y1: number; x2: number; y2: number } | null;
};

type Segment = { x1: number; y1: number; x2: number; y2: number };

/** Space kept between a label and anything else, and between a point's edge and its label. */
const padding = 1.5;
const gap = 2;

/**
 * How much nearer its own point a label beside it is than any other point, and how far a leader's label and line
 * keep from the other points: a label close to another point reads as that point's.
 */
const besideClearance = 6;
const leaderClearance = 12;

/** Which side of its anchor a label lies: -1 left or above, 0 centred, 1 right or below. */
type Side = -1 | 0 | 1;

/** The sides tried beside a point, in order: right, left, above, below, then the four diagonals. */
const besideSides: readonly [Side, Side][] = [
  [1, 0],
  [-1, 0],
  [0, -1],
  [0, 1],
  [1, -1],
  [-1, -1],
  [1, 1],
  [-1, 1],
];

function sideOf(value: number): Side {
  if (value > 0.38) return 1;
  if (value < -0.38) return -1;
  return 0;
}

/** The directions a leader line is tried in, in the same order, then the eight between them. */
const leaderDirections = [0, 180, 270, 90, 315, 225, 45, 135, 337.5, 202.5, 292.5, 247.5, 22.5, 157.5, 67.5, 112.5].map(
  (degrees) => {
    const cos = Math.cos((degrees * Math.PI) / 180);
    const sin = Math.sin((degrees * Math.PI) / 180);
    return { cos, sin, sides: [sideOf(cos), sideOf(sin)] as const };
  },
);

function isInside(left: number, top: number, right: number, bottom: number, bounds: Box) {
  return left >= bounds.left && right <= bounds.right && top >= bounds.top && bottom <= bounds.bottom;
}

/** The distance from a point to a rectangle grown by `by` on every side (0 inside). */
function distanceToBox(x: number, y: number, box: Box, by = 0) {
  const dx = Math.max(box.left - by - x, 0, x - box.right - by);
  const dy = Math.max(box.top - by - y, 0, y - box.bottom - by);
  // Not Math.hypot: several times slower, and this runs thousands of times a Grid.
  return Math.sqrt(dx * dx + dy * dy);
}

/** Whether a segment crosses a rectangle grown by `by` (Liang–Barsky clipping). */
function segmentCrossesBox(segment: Segment, box: Box, by = 0) {
  const dx = segment.x2 - segment.x1;
  const dy = segment.y2 - segment.y1;
  let low = 0;
  let high = 1;
  const clip = (p: number, q: number) => {
    if (p === 0) return q >= 0;
    const t = q / p;
    if (p < 0) low = Math.max(low, t);
    else high = Math.min(high, t);
    return low <= high;
  };
  return (
    clip(-dx, segment.x1 - (box.left - by)) &&
    clip(dx, box.right + by - segment.x1) &&
    clip(-dy, segment.y1 - (box.top - by)) &&
    clip(dy, box.bottom + by - segment.y1)
  );
}

function distanceToSegment(x: number, y: number, segment: Segment) {
  const dx = segment.x2 - segment.x1;
  const dy = segment.y2 - segment.y1;
  const lengthSquared = dx * dx + dy * dy;
  const t =
    lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((x - segment.x1) * dx + (y - segment.y1) * dy) / lengthSquared));
  const offX = x - (segment.x1 + t * dx);
  const offY = y - (segment.y1 + t * dy);
  return Math.sqrt(offX * offX + offY * offY);
}

function orientation(ax: number, ay: number, bx: number, by: number, cx: number, cy: number) {
  return Math.sign((bx - ax) * (cy - ay) - (by - ay) * (cx - ax));
}

function segmentsCross(a: Segment, b: Segment) {
  return (
    orientation(a.x1, a.y1, a.x2, a.y2, b.x1, b.y1) * orientation(a.x1, a.y1, a.x2, a.y2, b.x2, b.y2) < 0 &&
    orientation(b.x1, b.y1, b.x2, b.y2, a.x1, a.y1) * orientation(b.x1, b.y1, b.x2, b.y2, a.x2, a.y2) < 0
  );
}

/**
 * Ids of rectangles bucketed in square cells over `bounds`, so a query looks only at what is near it (a Grid of
 * 60 points tries thousands of places; each looked at every label and point, a page took tens of milliseconds).
 */
function createCellIndex(bounds: Box, cellSize: number) {
  const columns = Math.max(1, Math.ceil((bounds.right - bounds.left) / cellSize));
  const rows = Math.max(1, Math.ceil((bounds.bottom - bounds.top) / cellSize));
  const cells: number[][] = Array.from({ length: columns * rows }, () => []);
  // Outside the bounds counts as the nearest edge cell, for what is stored and what is asked alike.
  const column = (x: number) => Math.min(columns - 1, Math.max(0, Math.floor((x - bounds.left) / cellSize)));
  const row = (y: number) => Math.min(rows - 1, Math.max(0, Math.floor((y - bounds.top) / cellSize)));
  const near: number[] = [];
  return {
    add(id: number, box: Box) {
      for (let r = row(box.top); r <= row(box.bottom); r++) {
        for (let c = column(box.left); c <= column(box.right); c++) cells[r * columns + c]?.push(id);
      }
    },
    /** The ids in the cells the rectangle touches, some more than once (the same array, refilled at each call). */
    near(left: number, top: number, right: number, bottom: number) {
      near.length = 0;
      for (let r = row(top); r <= row(bottom); r++) {
        for (let c = column(left); c <= column(right); c++)
          for (const id of cells[r * columns + c] ?? []) near.push(id);
      }
      return near;
    },
  };
}

/**
 * Each point's label, in the order given (earlier labels take the free places first: pass the most important
 * first). A label goes, in this order of preference: beside its point, on the first side where it covers no
 * placed label, no point and nothing else drawn, and stays inside the bounds; on a leader line to the nearest such
 * place within `leaderReach`, the line crossing no label, point or other line; then the same for its key. A point
 * whose key finds no room either has no label (null): the table still lists it, and its tooltip names it.
 */
export function placeLabels(labels: readonly LabelToPlace[], layout: LabelLayout): (PlacedLabel | null)[] {
  const { bounds, pointRadius, fontSize, obstacles, leaderReach } = layout;
  const { height, baseline } = textHeight(fontSize);
  const cellSize = 4 * fontSize;
  const boxes: Box[] = [...obstacles];
  const boxIndex = createCellIndex(bounds, cellSize);
  for (const [id, box] of boxes.entries()) boxIndex.add(id, box);
  const pointIndex = createCellIndex(bounds, cellSize);
  for (const [id, { x, y }] of labels.entries()) pointIndex.add(id, { left: x, top: y, right: x, bottom: y });
  const leaders: Segment[] = [];
  const placed: (PlacedLabel | null)[] = labels.map(() => null);

  /**
   * Whether a label may go in the box at `left`, `top` of `width`: inside the bounds, clear of every placed label,
   * line and obstacle, covering no point, and farther from every other point (as a square, the way a reader judges
   * whose label it is) than `nearest`.
   */
  const candidate: Box = { left: 0, top: 0, right: 0, bottom: 0 };
  const isFree = (left: number, top: number, width: number, own: number, nearest: number) => {
    const right = left + width;
    const bottom = top + height;
    if (!isInside(left, top, right, bottom, bounds)) return false;
    for (const id of boxIndex.near(left - padding, top - padding, right + padding, bottom + padding)) {
      const other = boxes[id] as Box;
      if (
        left - padding < other.right &&
        other.left < right + padding &&
        top - padding < other.bottom &&
        other.top < bottom + padding
      ) {
        return false;
      }
    }
    // One rectangle reused for every place tried: thousands of them on a Grid of 60 points.
    const box = Object.assign(candidate, { left, top, right, bottom });
    for (const segment of leaders) if (segmentCrossesBox(segment, box, padding)) return false;
    const reach = pointRadius + Math.max(nearest, padding);
    for (const id of pointIndex.near(left - reach, top - reach, right + reach, bottom + reach)) {
      if (id === own) continue;
      const { x, y } = labels[id] as LabelToPlace;
      if (distanceToBox(x, y, box) <= pointRadius + padding || distanceToBox(x, y, box, pointRadius) <= nearest) {
        return false;
      }
    }
    return true;
  };

  const isClearLine = (segment: Segment, own: number) => {
    const left = Math.min(segment.x1, segment.x2);
    const top = Math.min(segment.y1, segment.y2);
    const right = Math.max(segment.x1, segment.x2);
    const bottom = Math.max(segment.y1, segment.y2);
    for (const id of boxIndex.near(left - padding, top - padding, right + padding, bottom + padding)) {
      if (segmentCrossesBox(segment, boxes[id] as Box, padding)) return false;
    }
    for (const other of leaders) if (segmentsCross(segment, other)) return false;
    const { x, y } = labels[own] as LabelToPlace;
    const passedBy = pointRadius + leaderClearance / 2;
    for (const id of pointIndex.near(left - passedBy, top - passedBy, right + passedBy, bottom + passedBy)) {
      const point = labels[id] as LabelToPlace;
      // A point drawn over this one (two companies with the same figures) is passed by any line that leaves it.
      if (id === own || Math.hypot(point.x - x, point.y - y) < 2 * pointRadius) continue;
      if (distanceToSegment(point.x, point.y, segment) <= passedBy) return false;
    }
    return true;
  };

  const keep = (index: number, label: PlacedLabel) => {
    placed[index] = label;
    boxIndex.add(boxes.length, label.box);
    boxes.push(label.box);
    if (label.leader) leaders.push(label.leader);
  };

  /** The label drawn with its anchor at `anchorX`, `anchorY`, lying to the given sides of it. */
  const labelAt = (
    text: string,
    isKey: boolean,
    anchorX: number,
    anchorY: number,
    [horizontal, vertical]: readonly [Side, Side],
    width: number,
  ) => {
    const left = leftOf(anchorX, horizontal, width);
    const top = topOf(anchorY, vertical);
    const anchor: TextAnchor = horizontal === 1 ? "start" : horizontal === -1 ? "end" : "middle";
    const box = { left, top, right: left + width, bottom: top + height };
    return { text, isKey, x: anchorX, y: top + baseline, anchor, box };
  };
  const leftOf = (anchorX: number, horizontal: Side, width: number) =>
    horizontal === 1 ? anchorX : horizontal === -1 ? anchorX - width : anchorX - width / 2;
  const topOf = (anchorY: number, vertical: Side) =>
    vertical === 1 ? anchorY : vertical === -1 ? anchorY - height : anchorY - height / 2;

  const placeBeside = (index: number, text: string, isKey: boolean) => {
    const point = labels[index] as LabelToPlace;
    const width = textWidth(text, fontSize, { isBold: isKey });
    const reach = pointRadius + gap;
    for (const sides of besideSides) {
      const [horizontal, vertical] = sides;
      // On a diagonal the label's corner sits by the point's edge.
      const diagonal = horizontal !== 0 && vertical !== 0 ? Math.SQRT1_2 : 1;
      const anchorX = point.x + horizontal * reach * diagonal;
      const anchorY = point.y + vertical * reach * diagonal;
      const left = leftOf(anchorX, horizontal, width);
      const top = topOf(anchorY, vertical);
      const ownGap = distanceToBox(
        point.x,
        point.y,
        { left, top, right: left + width, bottom: top + height },
        pointRadius,
      );
      if (isFree(left, top, width, index, ownGap + besideClearance)) {
        keep(index, { ...labelAt(text, isKey, anchorX, anchorY, sides, width), leader: null });
        return true;
      }
    }
    return false;
  };

  const placeOnLeader = (index: number, text: string, isKey: boolean) => {
    const point = labels[index] as LabelToPlace;
    const width = textWidth(text, fontSize, { isBold: isKey });
    // A key is read by its point, or not at all: it goes half as far.
    const reach = isKey ? leaderReach / 2 : leaderReach;
    for (let distance = pointRadius + gap + 10; distance <= reach; distance += 5) {
      for (const { cos, sin, sides } of leaderDirections) {
        const anchorX = point.x + distance * cos;
        const anchorY = point.y + distance * sin;
        const left = leftOf(anchorX, sides[0], width);
        const top = topOf(anchorY, sides[1]);
        if (!isFree(left, top, width, index, leaderClearance)) continue;
        // From the point's edge to the label's anchored side (where its text is, in a face narrower than the
        // widths above too), ending a little short of it.
        const endY = Math.max(top, Math.min(point.y, top + height));
        const length = Math.hypot(anchorX - point.x, endY - point.y);
        const along = (share: number) => ({
          x: point.x + ((anchorX - point.x) * share) / length,
          y: point.y + ((endY - point.y) * share) / length,
        });
        const start = along(pointRadius + 1);
        const end = along(length - 0.5);
        const leader = { x1: start.x, y1: start.y, x2: end.x, y2: end.y };
        if (!isClearLine(leader, index)) continue;
        keep(index, { ...labelAt(text, isKey, anchorX, anchorY, sides, width), leader });
        return true;
      }
    }
    return false;
  };

  // Every name beside its point first, then leader lines for those that found no room, then keys.
  const pending = labels.flatMap((label, index) => (placeBeside(index, label.text, false) ? [] : [index]));
  for (const index of pending.filter((index) => !placeOnLeader(index, labels[index]?.text ?? "", false))) {
    const { key } = labels[index] as LabelToPlace;
    if (!placeBeside(index, key, true)) placeOnLeader(index, key, true);
  }
  return placed;
}
