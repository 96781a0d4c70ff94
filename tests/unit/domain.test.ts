import { describe, expect, it } from "vitest";
import { fallbackCategoryIcon } from "#contracts/category-icons.ts";
import { categoryDescription, categoryIcon } from "#server/catalog/category-display.ts";
import { domainFromWebsite, slugify } from "#server/catalog/domain.ts";
import { reviewerDisplayName } from "#server/reviews/review-display.ts";

describe("domainFromWebsite", () => {
  it.each([
    ["https://www.klaviyo.com", "klaviyo.com"],
    ["http://WWW.Shopify.com/plus?x=1", "shopify.com"],
    ["gorgias.com", "gorgias.com"],
    ["https://apps.shopify.com/recharge", "apps.shopify.com"],
    ["https://www.example.co.uk:8443/path", "example.co.uk"],
  ])("%s → %s", (input, expected) => {
    expect(domainFromWebsite(input)).toBe(expected);
  });

  it.each([[""], ["   "], ["not a url"], ["javascript:alert(1)"], ["ftp://files.example.com"], ["localhost"]])(
    "rejects %j",
    (input) => {
      expect(domainFromWebsite(input)).toBeNull();
    },
  );
});

describe("slugify", () => {
  it("makes URL-safe slugs", () => {
    expect(slugify("Re:amaze")).toBe("re-amaze");
    expect(slugify("Smile.io")).toBe("smile-io");
    expect(slugify("Bold & Co")).toBe("bold-and-co");
    expect(slugify("  Müller Shop  ")).toBe("muller-shop");
  });
});

describe("category fallbacks", () => {
  it("keeps a category's own icon and description", () => {
    expect(categoryIcon("Email Marketing", "calculator")).toBe("calculator");
    expect(categoryDescription("Email Marketing", "Own text.")).toBe("Own text.");
  });

  it("chooses a Lucide icon by keywords in the name (an old emoji too), else the fallback", () => {
    expect(categoryIcon("Email Marketing", "")).toBe("mail");
    expect(categoryIcon("Email Marketing", "📧")).toBe("mail");
    expect(categoryIcon("Returns & Exchanges", null)).toBe("arrow-left-right");
    expect(categoryIcon("Underwater Basket Weaving", "  ")).toBe(fallbackCategoryIcon);
  });

  it("builds a description from the name when empty", () => {
    expect(categoryDescription("Sales Tax & VAT", "")).toBe(
      "Compare sales tax & vat tools and services reviewed by e-commerce operators.",
    );
  });
});

describe("reviewerDisplayName", () => {
  it("labels AI reviews, abbreviates surnames and falls back to Anonymous User", () => {
    expect(reviewerDisplayName({ isAiGenerated: true, reviewerFirstName: "Ann", reviewerSurname: "Lee" })).toBe(
      "AI Generated",
    );
    expect(reviewerDisplayName({ isAiGenerated: false, reviewerFirstName: "Ann", reviewerSurname: "lee" })).toBe(
      "Ann L.",
    );
    expect(reviewerDisplayName({ isAiGenerated: false, reviewerFirstName: "Ann", reviewerSurname: null })).toBe("Ann");
    expect(reviewerDisplayName({ isAiGenerated: false, reviewerFirstName: " ", reviewerSurname: "Lee" })).toBe(
      "Anonymous User",
    );
  });
});
