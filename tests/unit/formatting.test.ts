// The count and date helpers every review card and listing uses (contracts/plural.ts, review-card.tsx): the
// same text as Intl gives, from one formatter each instead of one per call (issue #18).

import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { StarRating } from "#app/components/catalog/star-rating.tsx";
import { formatReviewDate } from "#app/components/reviews/review-card.tsx";
import { countOf, formatCount, pluralWord } from "#contracts/plural.ts";

describe("counts and review dates", () => {
  it("groups thousands as en-US does, small whole numbers as they are", () => {
    for (const value of [0, 1, 2, 999, 1000, 2431, 1_000_000, -5, -1234, 3.5, 1234.5]) {
      expect(formatCount(value), String(value)).toBe(value.toLocaleString("en-US"));
    }
    expect(countOf(1, "review")).toBe("1 review");
    expect(countOf(2431, "company", "companies")).toBe("2,431 companies");
  });

  it("says one or many as English's plural rules do (Intl.PluralRules), for every kind of number", () => {
    const english = new Intl.PluralRules("en");
    const values = [0, -0, 1, -1, 1.0, 0.5, 1.5, 2, -2, 11, 21, 101, 1e21, Number.NaN, Infinity, -Infinity];
    for (const value of [...values, ...Array.from({ length: 2001 }, (_, index) => (index - 1000) / 4)]) {
      const expected = english.select(value) === "one" ? "review" : "reviews";
      expect(pluralWord(value, "review"), String(value)).toBe(expected);
    }
  });

  it("formats a review's UTC day, the same for any time of that day, and different days apart", () => {
    expect(formatReviewDate("2026-11-27T00:00:00.000Z")).toBe("Nov 27, 2026");
    expect(formatReviewDate("2026-11-27T23:59:59.999Z")).toBe("Nov 27, 2026");
    expect(formatReviewDate("2026-11-28T00:00:00.000Z")).toBe("Nov 28, 2026");
    expect(formatReviewDate("1999-01-02T12:00:00+05:00")).toBe("Jan 2, 1999");
  });
});

describe("star rating", () => {
  it("is one labelled element whose shares paint full, half and empty stars (decision 113)", () => {
    const html = renderToStaticMarkup(StarRating({ rating: 3.5 }));
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="Rated 3.5 out of 5"');
    // Three full stars (60%), the fourth half (up to 80%), the fifth empty.
    expect(html).toContain("--stars-full:60%;--stars-half:80%");
    expect(html).toMatch(/^<span [^>]*><\/span>$/);
    const whole = renderToStaticMarkup(StarRating({ rating: 4 }));
    expect(whole).toContain("--stars-full:80%;--stars-half:80%");
    const full = renderToStaticMarkup(StarRating({ rating: 5, className: "text-lg" }));
    expect(full).toContain('class="star-rating inline-flex items-center text-lg"');
    expect(full).toContain("--stars-full:100%;--stars-half:100%");
  });
});
