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
  /** The farthest a label is drawn from its point, at the end of a leader line. */
  leaderReach: number;
};

export type TextAnchor = "start" | "middle" | "end";

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
  /** Nothing free was found: drawn to the right of the point, over whatever is there (never seen on the demo). */
  isCrowded: boolean;
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

function boxAt(anchorX: number, anchorY: number, horizontal: Side, vertical: Side, width: number, fontSize: number) {
  const { height, baseline } = textHeight(fontSize);
  const left = horizontal === 1 ? anchorX : horizontal === -1 ? anchorX - width : anchorX - width / 2;
  const top = vertical === 1 ? anchorY : vertical === -1 ? anchorY - height : anchorY - height / 2;
  const anchor: TextAnchor = horizontal === 1 ? "start" : horizontal === -1 ? "end" : "middle";
  return { box: { left, top, right: left + width, bottom: top + height }, x: anchorX, y: top + baseline, anchor };
}

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

/** The directions a leader line is tried in, in the same order, then the eight between them. */
const leaderAngles = [0, 180, 270, 90, 315, 225, 45, 135, 337.5, 202.5, 292.5, 247.5, 22.5, 157.5, 67.5, 112.5];

function sideOf(value: number): Side {
  if (value > 0.38) return 1;
  if (value < -0.38) return -1;
  return 0;
}

function grown(box: Box, by: number): Box {
  return { left: box.left - by, top: box.top - by, right: box.right + by, bottom: box.bottom + by };
}

function boxesIntersect(a: Box, b: Box) {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

function isInside(box: Box, bounds: Box) {
  return box.left >= bounds.left && box.right <= bounds.right && box.top >= bounds.top && box.bottom <= bounds.bottom;
}

function distanceToBox(x: number, y: number, box: Box) {
  return Math.hypot(Math.max(box.left - x, 0, x - box.right), Math.max(box.top - y, 0, y - box.bottom));
}

/** Whether a segment crosses a box (Liang–Barsky clipping). */
function segmentCrossesBox(segment: Segment, box: Box) {
  const dx = segment.x2 - segment.x1;
  const dy = segment.y2 - segment.y1;
  let low = 0;
  let high = 1;
  const edges: [number, number][] = [
    [-dx, segment.x1 - box.left],
    [dx, box.right - segment.x1],
    [-dy, segment.y1 - box.top],
    [dy, box.bottom - segment.y1],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return false;
      continue;
    }
    const t = q / p;
    if (p < 0) low = Math.max(low, t);
    else high = Math.min(high, t);
    if (low > high) return false;
  }
  return true;
}

function distanceToSegment(x: number, y: number, segment: Segment) {
  const dx = segment.x2 - segment.x1;
  const dy = segment.y2 - segment.y1;
  const lengthSquared = dx * dx + dy * dy;
  const t =
    lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((x - segment.x1) * dx + (y - segment.y1) * dy) / lengthSquared));
  return Math.hypot(x - (segment.x1 + t * dx), y - (segment.y1 + t * dy));
}

function segmentsCross(a: Segment, b: Segment) {
  const orientation = (ax: number, ay: number, bx: number, by: number, cx: number, cy: number) =>
    Math.sign((bx - ax) * (cy - ay) - (by - ay) * (cx - ax));
  return (
    orientation(a.x1, a.y1, a.x2, a.y2, b.x1, b.y1) * orientation(a.x1, a.y1, a.x2, a.y2, b.x2, b.y2) < 0 &&
    orientation(b.x1, b.y1, b.x2, b.y2, a.x1, a.y1) * orientation(b.x1, b.y1, b.x2, b.y2, a.x2, a.y2) < 0
  );
}

/**
 * Each point's label, in the order given (earlier labels take the free places first: pass the most important
 * first). A label goes, in this order of preference: beside its point, on the first side where it covers no
 * placed label, no point and nothing else drawn, and stays inside the bounds; on a leader line to the nearest such
 * place within `leaderReach`, the line crossing no label, point or other line; then the same for its key; at last,
 * its key to the right of the point.
 */
export function placeLabels(labels: readonly LabelToPlace[], layout: LabelLayout): PlacedLabel[] {
  const { bounds, pointRadius, fontSize, obstacles, leaderReach } = layout;
  const placedBoxes: Box[] = [];
  const leaders: Segment[] = [];
  const placed: (PlacedLabel | null)[] = labels.map(() => null);

  /** The space between a box and a point's square (as a reader judges whose label it is). */
  const gapToPoint = (box: Box, point: LabelToPlace) => distanceToBox(point.x, point.y, grown(box, pointRadius));

  /**
   * Whether a label may go in `box`: inside the bounds, clear of every placed label, line and obstacle, covering no
   * point, and (beside its point) farther by `besideClearance` from every other point than from its own.
   */
  const isFree = (box: Box, own: number, isBeside: boolean) => {
    if (!isInside(box, bounds)) return false;
    const room = grown(box, padding);
    if (placedBoxes.some((other) => boxesIntersect(room, other))) return false;
    if (obstacles.some((other) => boxesIntersect(room, other))) return false;
    if (leaders.some((segment) => segmentCrossesBox(segment, room))) return false;
    const nearest = isBeside ? gapToPoint(box, labels[own] as LabelToPlace) + besideClearance : leaderClearance;
    return labels.every(
      (point, index) =>
        index === own ||
        (distanceToBox(point.x, point.y, box) > pointRadius + padding && gapToPoint(box, point) > nearest),
    );
  };

  const isClearLine = (segment: Segment, own: number) => {
    if (placedBoxes.some((box) => segmentCrossesBox(segment, grown(box, padding)))) return false;
    if (obstacles.some((box) => segmentCrossesBox(segment, box))) return false;
    if (leaders.some((other) => segmentsCross(segment, other))) return false;
    const { x, y } = labels[own] as LabelToPlace;
    // A point drawn over this one (two companies with the same figures) is passed by any line that leaves it.
    return labels.every(
      (point, index) =>
        index === own ||
        Math.hypot(point.x - x, point.y - y) < 2 * pointRadius ||
        distanceToSegment(point.x, point.y, segment) > pointRadius + leaderClearance / 2,
    );
  };

  const keep = (index: number, label: Omit<PlacedLabel, "isCrowded">, isCrowded = false) => {
    placed[index] = { ...label, isCrowded };
    placedBoxes.push(label.box);
    if (label.leader) leaders.push(label.leader);
  };

  const placeBeside = (index: number, text: string, isKey: boolean) => {
    const point = labels[index] as LabelToPlace;
    const width = textWidth(text, fontSize, { isBold: isKey });
    const reach = pointRadius + gap;
    for (const [horizontal, vertical] of besideSides) {
      // On a diagonal the label's corner sits by the point's edge.
      const diagonal = horizontal !== 0 && vertical !== 0 ? Math.SQRT1_2 : 1;
      const candidate = boxAt(
        point.x + horizontal * reach * diagonal,
        point.y + vertical * reach * diagonal,
        horizontal,
        vertical,
        width,
        fontSize,
      );
      if (isFree(candidate.box, index, true)) {
        keep(index, { text, isKey, ...candidate, leader: null });
        return true;
      }
    }
    return false;
  };

  const placeOnLeader = (index: number, text: string, isKey: boolean) => {
    const point = labels[index] as LabelToPlace;
    const width = textWidth(text, fontSize, { isBold: isKey });
    for (let distance = pointRadius + gap + 10; distance <= leaderReach; distance += 5) {
      for (const angle of leaderAngles) {
        const cos = Math.cos((angle * Math.PI) / 180);
        const sin = Math.sin((angle * Math.PI) / 180);
        const candidate = boxAt(
          point.x + distance * cos,
          point.y + distance * sin,
          sideOf(cos),
          sideOf(sin),
          width,
          fontSize,
        );
        if (!isFree(candidate.box, index, false)) continue;
        // From the point's edge toward the nearest point of the label's box, ending a little short of it.
        const nearestX = Math.max(candidate.box.left, Math.min(point.x, candidate.box.right));
        const nearestY = Math.max(candidate.box.top, Math.min(point.y, candidate.box.bottom));
        const length = Math.hypot(nearestX - point.x, nearestY - point.y);
        const along = (share: number) => ({
          x: point.x + ((nearestX - point.x) * share) / length,
          y: point.y + ((nearestY - point.y) * share) / length,
        });
        const start = along(pointRadius + 1);
        const end = along(length - 1);
        const leader = { x1: start.x, y1: start.y, x2: end.x, y2: end.y };
        if (!isClearLine(leader, index)) continue;
        keep(index, { text, isKey, ...candidate, leader });
        return true;
      }
    }
    return false;
  };

  // Every name beside its point first, then leader lines for those that found no room, then keys.
  const pending = labels.flatMap((label, index) => (placeBeside(index, label.text, false) ? [] : [index]));
  for (const index of pending.filter((index) => !placeOnLeader(index, labels[index]?.text ?? "", false))) {
    const { x, y, key } = labels[index] as LabelToPlace;
    if (placeBeside(index, key, true) || placeOnLeader(index, key, true)) continue;
    const candidate = boxAt(x + pointRadius + gap, y, 1, 0, textWidth(key, fontSize, { isBold: true }), fontSize);
    keep(index, { text: key, isKey: true, ...candidate, leader: null }, true);
  }
  return placed as PlacedLabel[];
}
