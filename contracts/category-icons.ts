// The icons a category can show (the catalog's, and the fallback): Lucide icon names (https://lucide.dev/icons), drawn as inline SVG by
// app/components/catalog/category-icon.tsx, which imports each one by itself so the browser gets only these
// (decision 087). A category's choice is its `icon` (catalog/categories.json, or the admin's category form);
// tests/unit/category-icons.test.ts checks that every name here is a Lucide icon.
export const categoryIconNames = [
  "arrow-left-right",
  "book-open",
  "briefcase-business",
  "calculator",
  "calendar-clock",
  "chart-line",
  "code-xml",
  "contact",
  "credit-card",
  "file-pen-line",
  "flask-conical",
  "gift",
  "globe",
  "hand-helping",
  "headset",
  "languages",
  "layout-grid",
  "layout-template",
  "list-checks",
  "mail",
  "mails",
  "megaphone",
  "messages-square",
  "package",
  "palette",
  "repeat",
  "rocket",
  "search",
  "shield-check",
  "shirt",
  "shopping-cart",
  "smartphone",
  "star",
  "store",
  "target",
  "users",
  "video",
  "warehouse",
  "workflow",
  "wrench",
] as const;

export type CategoryIconName = (typeof categoryIconNames)[number];

/** Drawn for a category whose icon is not one of these (an emoji saved before, or none). */
export const fallbackCategoryIcon: CategoryIconName = "layout-grid";

const known: ReadonlySet<string> = new Set(categoryIconNames);

export function isCategoryIconName(value: string): value is CategoryIconName {
  return known.has(value);
}

export const invalidCategoryIconMessage = "Choose one of the listed icons";
