// Category icons are Lucide icons drawn as inline SVG (issue #35 item 10, decision 087): emoji were empty boxes
// wherever the system has no emoji font. Every name the app can draw is a real Lucide icon, every category of the
// catalog names one, and a category saved before (an emoji) or without one still gets a Lucide icon.
import { iconNames } from "lucide-react/dynamic";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CategoryIcon } from "#app/components/catalog/category-icon.tsx";
import { categoryIconNames, fallbackCategoryIcon } from "#contracts/category-icons.ts";
import { CategoryFormSchema } from "#contracts/validation/category.ts";
import { categoryIcon } from "#server/catalog/category-display.ts";
import { readCatalog, SeedCategorySchema } from "#server/db/seed/catalog-files.ts";

const emoji = /\p{Extended_Pictographic}/u;

describe("category icons", () => {
  it("are all Lucide icons, each drawn as an SVG of that icon, hidden from assistive technology", () => {
    const lucide = new Set<string>(iconNames);
    expect(categoryIconNames.filter((name) => !lucide.has(name))).toEqual([]);
    for (const name of categoryIconNames) {
      const markup = renderToStaticMarkup(createElement(CategoryIcon, { name }));
      expect(markup, name).toMatch(new RegExp(`^<svg [^>]*class="[^"]*\\blucide-${name}\\b`));
      expect(markup, name).toContain('aria-hidden="true"');
      expect(markup, name).not.toMatch(emoji);
    }
  });

  it("are named by every catalog category, and the catalog refuses an emoji or a name Lucide lacks", () => {
    const names = new Set<string>(categoryIconNames);
    const { categories } = readCatalog();
    expect(categories.filter((category) => !names.has(category.icon)).map((category) => category.slug)).toEqual([]);
    const category = categories[0];
    if (!category) throw new Error("no category");
    const { features: _features, ...record } = category;
    expect(SeedCategorySchema.safeParse({ ...record, icon: "🛒" }).success).toBe(false);
    expect(SeedCategorySchema.safeParse({ ...record, icon: "not-an-icon" }).success).toBe(false);
    expect(SeedCategorySchema.safeParse(record).success).toBe(true);
  });

  it("are checked in the admin's category form too", () => {
    const form = { name: "Testing Tools", description: "", group: "saas", sortOrder: "5" };
    expect(CategoryFormSchema.safeParse({ ...form, icon: "🧪" }).success).toBe(false);
    expect(CategoryFormSchema.safeParse({ ...form, icon: "flask-conical" }).success).toBe(true);
  });

  it("fall back to a Lucide icon for a category saved with an emoji or none", () => {
    expect(categoryIcon("Email Marketing", "mail")).toBe("mail");
    expect(categoryIcon("Email Marketing", "📧")).toBe("mail");
    expect(categoryIcon("Something Else Entirely", "")).toBe(fallbackCategoryIcon);
    expect(categoryIcon("Something Else Entirely", null)).toBe(fallbackCategoryIcon);
    // A name from an old award snapshot, or any text, is drawn as the fallback, never as text.
    const markup = renderToStaticMarkup(createElement(CategoryIcon, { name: "🛒" }));
    expect(markup).toContain(`lucide-${fallbackCategoryIcon}`);
    expect(markup).not.toMatch(emoji);
  });
});
