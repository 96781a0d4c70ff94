// The Grid's label placement (decision 114): a pure function of the points, so these are its rules, one by one,
// and as properties of random Grids.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gridCanvasNames, layOutGridDrawing, packLabel } from "#app/components/catalog/grid-drawing.tsx";
import {
  type Box,
  type LabelLayout,
  type LabelToPlace,
  type PlacedLabel,
  placeLabels,
  textHeight,
  textWidth,
} from "#app/lib/grid-label-placement.ts";
import { gridPointsOf } from "#contracts/category-grid.ts";

const layout: LabelLayout = {
  bounds: { left: 0, top: 0, right: 400, bottom: 300 },
  pointRadius: 6,
  fontSize: 11,
  obstacles: [],
  leaderReach: 120,
};

function label(x: number, y: number, text: string, key = "1"): LabelToPlace {
  return { x, y, text, key };
}

function intersect(a: Box, b: Box) {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

function coversPoint(box: Box, point: { x: number; y: number }, radius: number) {
  const dx = Math.max(box.left - point.x, 0, point.x - box.right);
  const dy = Math.max(box.top - point.y, 0, point.y - box.bottom);
  return Math.hypot(dx, dy) < radius;
}

function distanceToBox(x: number, y: number, box: Box) {
  return Math.hypot(Math.max(box.left - x, 0, x - box.right), Math.max(box.top - y, 0, y - box.bottom));
}

/** What a reader would call wrong with a placement: labels over labels or points, out of bounds, lines astray. */
function faultsOf(points: readonly LabelToPlace[], placed: readonly (PlacedLabel | null)[], given: LabelLayout) {
  const faults: string[] = [];
  placed.forEach((one, index) => {
    const point = points[index] as LabelToPlace;
    if (!one) return;
    const { box } = one;
    const { bounds } = given;
    if (box.left < bounds.left || box.right > bounds.right || box.top < bounds.top || box.bottom > bounds.bottom) {
      faults.push(`${one.text} out of bounds`);
    }
    placed.forEach((other, otherIndex) => {
      if (otherIndex > index && other && intersect(box, other.box)) faults.push(`${one.text} over ${other.text}`);
    });
    points.forEach((other, otherIndex) => {
      if (otherIndex !== index && coversPoint(box, other, given.pointRadius)) faults.push(`${one.text} over a point`);
    });
    for (const obstacle of given.obstacles) if (intersect(box, obstacle)) faults.push(`${one.text} over an obstacle`);
    if (one.leader) {
      const { x1, y1, x2, y2 } = one.leader;
      const starts = Math.hypot(x1 - point.x, y1 - point.y);
      if (Math.abs(starts - given.pointRadius - 1) > 0.01) faults.push(`${one.text}'s line leaves from ${starts}`);
      // It ends by the label's anchored side, where its text is whatever the face's widths.
      const anchored = { left: one.x, right: one.x, top: box.top, bottom: box.bottom };
      if (distanceToBox(x2, y2, anchored) > 1.01) faults.push(`${one.text}'s line ends away from its text`);
    } else if (distanceToBox(point.x, point.y, box) > given.pointRadius + 3) {
      faults.push(`${one.text} away from its point`);
    }
    if (one.text !== point.text && one.text !== point.key) faults.push(`${one.text} is not its point's`);
    if (one.isKey !== (one.text === point.key && point.text !== point.key)) faults.push(`${one.text} isKey wrong`);
  });
  return faults;
}

describe("textWidth", () => {
  it("is at least what Chromium draws in DejaVu Sans and Liberation Sans, and not much more", () => {
    // Measured at 100 px: "ActiveCampaign" is 817.25 in DejaVu Sans, 728.1 in Liberation Sans.
    const width = textWidth("ActiveCampaign", 100);
    expect(width).toBeGreaterThanOrEqual(817.25);
    expect(width).toBeLessThan(817.25 * 1.03);
  });

  it("takes an accented letter as its letter, any other character as the widest, bold 15% wider", () => {
    expect(textWidth("Café", 10)).toBeCloseTo(textWidth("Cafe", 10));
    expect(textWidth("日", 10)).toBeCloseTo(textWidth("@", 10));
    expect(textWidth("Niche", 10, { isBold: true })).toBeCloseTo(textWidth("Niche", 10) * 1.15);
  });
});

describe("placeLabels", () => {
  it("writes a lone point's name to its right, vertically centred", () => {
    const [placed] = placeLabels([label(100, 100, "Klaviyo")], layout);
    const { height, baseline } = textHeight(11);
    expect(placed).toEqual({
      text: "Klaviyo",
      isKey: false,
      x: 108,
      y: 100 - height / 2 + baseline,
      anchor: "start",
      box: {
        left: 108,
        top: 100 - height / 2,
        right: 108 + textWidth("Klaviyo", 11),
        bottom: 100 - height / 2 + height,
      },
      leader: null,
    });
  });

  it("writes it to the left at the right edge, ending by the point", () => {
    const [placed] = placeLabels([label(390, 100, "Klaviyo")], layout);
    expect(placed).toMatchObject({ anchor: "end", x: 382, leader: null });
    expect(placed?.box.right).toBe(382);
  });

  it("tries right, left, above, below, then the diagonals", () => {
    const width = textWidth("Braze", 11);
    // Points to the right and left of the first, close enough that its name fits neither side.
    const row = [
      label(200, 100, "Braze"),
      label(218 + width / 2, 100, "A", "2"),
      label(182 - width / 2, 100, "B", "3"),
    ];
    const [placed] = placeLabels(row, layout);
    expect(placed?.anchor).toBe("middle");
    expect(placed?.box.bottom).toBe(100 - 8);
    // Something drawn on each of the four sides (thin bars): the first diagonal, up and to the right.
    const bars = [
      { left: 206, top: 97, right: 260, bottom: 103 },
      { left: 140, top: 97, right: 194, bottom: 103 },
      { left: 197, top: 60, right: 203, bottom: 94 },
      { left: 197, top: 106, right: 203, bottom: 140 },
    ];
    const [diagonal] = placeLabels([label(200, 100, "Braze")], { ...layout, obstacles: bars });
    expect(diagonal).toMatchObject({ anchor: "start", leader: null });
    expect(diagonal?.box.left).toBeCloseTo(200 + 8 * Math.SQRT1_2);
    expect(diagonal?.box.bottom).toBeCloseTo(100 - 8 * Math.SQRT1_2);
  });

  it("keeps the labels apart where points crowd (Attentive, Braze and Omnisend on the Email Marketing Grid)", () => {
    const crowd = [
      label(415, 191, "Attentive"),
      label(428, 191, "Braze"),
      label(384, 196, "Omnisend"),
      label(362, 207, "ActiveCampaign"),
      label(355, 217, "Emarsys"),
      label(441, 216, "Customer.io"),
      label(320, 229, "Brevo"),
    ].map((point, index) => ({ ...point, key: String(index + 1) }));
    const wide = { ...layout, bounds: { left: 56, top: 20, right: 620, bottom: 392 } };
    const placed = placeLabels(crowd, wide);
    expect(faultsOf(crowd, placed, wide)).toEqual([]);
    expect(placed.every((one) => one && !one.isKey)).toBe(true);
  });

  it("draws a leader line to a free place when no side is free, the line crossing no label or point", () => {
    // A ring of points around the first, each labelled first, leaves the centre's name no side of its own.
    const ring = Array.from({ length: 8 }, (_, index) => {
      const angle = (index * Math.PI) / 4;
      return label(200 + 40 * Math.cos(angle), 150 + 40 * Math.sin(angle), "Ring", String(index + 2));
    });
    const points = [...ring, label(200, 150, "Centre of the ring")];
    const placed = placeLabels(points, layout);
    expect(faultsOf(points, placed, layout)).toEqual([]);
    const centre = placed[8];
    expect(centre?.text).toBe("Centre of the ring");
    expect(centre?.leader).not.toBeNull();
  });

  it("writes a point's key when its name finds no room, and no label when the key finds none either", () => {
    const tight = { ...layout, bounds: { left: 0, top: 0, right: 60, bottom: 40 } };
    const [keyed] = placeLabels([label(30, 20, "A very long company name", "7")], tight);
    expect(keyed).toMatchObject({ text: "7", isKey: true });
    const none = { ...layout, bounds: { left: 0, top: 0, right: 10, bottom: 10 } };
    expect(placeLabels([label(5, 5, "Name", "7")], none)).toEqual([null]);
  });

  it("covers no obstacle (a quadrant's name)", () => {
    const obstacle = { left: 105, top: 90, right: 200, bottom: 110 };
    const [placed] = placeLabels([label(100, 100, "Klaviyo")], { ...layout, obstacles: [obstacle] });
    expect(placed?.anchor).toBe("end");
  });

  it("places every label of any Grid apart, in bounds, by its point or on a clear line, the same each time", () => {
    const point = fc.record({
      x: fc.integer({ min: 0, max: 400 }),
      y: fc.integer({ min: 0, max: 300 }),
      text: fc.constantFrom("Klaviyo", "ActiveCampaign", "Re:amaze", "Go Fish Digital", "A2X", "Omnisend", "Braze"),
    });
    fc.assert(
      fc.property(fc.array(point, { minLength: 1, maxLength: 40 }), (drawn) => {
        const points = drawn.map((one, index) => ({ ...one, key: String(index + 1) }));
        const placed = placeLabels(points, layout);
        expect(faultsOf(points, placed, layout)).toEqual([]);
        expect(placeLabels(points, layout)).toEqual(placed);
        // Leader lines never cross one another.
        const lines = placed.flatMap((one) => (one?.leader ? [one.leader] : []));
        for (const [index, a] of lines.entries()) {
          for (const b of lines.slice(index + 1)) {
            const side = (ax: number, ay: number, bx: number, by: number, cx: number, cy: number) =>
              Math.sign((bx - ax) * (cy - ay) - (by - ay) * (cx - ax));
            const crosses =
              side(a.x1, a.y1, a.x2, a.y2, b.x1, b.y1) * side(a.x1, a.y1, a.x2, a.y2, b.x2, b.y2) < 0 &&
              side(b.x1, b.y1, b.x2, b.y2, a.x1, a.y1) * side(b.x1, b.y1, b.x2, b.y2, a.x2, a.y2) < 0;
            expect(crosses).toBe(false);
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe("the labels a Grid page's data carries (decision 114)", () => {
  it("draws the same Grid from packed labels as from labels placed in the browser", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            presence: fc.double({ min: 0, max: 100, noNaN: true }),
            rating: fc.integer({ min: 5, max: 25 }),
          }),
          {
            minLength: 1,
            maxLength: 60,
          },
        ),
        (figures) => {
          const points = gridPointsOf(
            figures.map(({ presence, rating }, index) => ({
              id: index + 1,
              name: `Company ${index + 1}`,
              slug: `company-${index + 1}`,
              reviewCount: 5,
              ratingSum: rating,
              presence,
              presenceSignals: 4,
            })),
            3,
            { satisfaction: 3, presence: 50 },
          );
          for (const canvas of gridCanvasNames) {
            const placed = layOutGridDrawing(points, { satisfaction: 3, presence: 50 }, canvas);
            const packed = placed.points.map(({ label }) => packLabel(label));
            const drawn = layOutGridDrawing(points, { satisfaction: 3, presence: 50 }, canvas, packed);
            expect(drawn).toEqual(placed);
          }
        },
      ),
      { numRuns: 25 },
    );
  });
});
