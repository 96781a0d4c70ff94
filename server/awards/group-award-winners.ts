import { categoryGroups } from "#contracts/catalog-options.ts";
import type { CategoryIconName } from "#contracts/category-icons.ts";
import { categoryIcon } from "../catalog/category-display.ts";
import type { PeriodSnapshot } from "./snapshot.ts";

/** Groups snapshot winners by category group and category, in the snapshot's order. */
export function winnersByGroup(snapshot: PeriodSnapshot) {
  return categoryGroups.map((group) => {
    const categories = new Map<
      string,
      { slug: string; name: string; icon: CategoryIconName; winners: PeriodSnapshot["winners"] }
    >();
    for (const winner of snapshot.winners.filter((entry) => entry.categoryGroup === group)) {
      const entry = categories.get(winner.categorySlug) ?? {
        slug: winner.categorySlug,
        name: winner.categoryName,
        // A snapshot published before decision 087 holds an emoji: it is drawn as the matching Lucide icon.
        icon: categoryIcon(winner.categoryName, winner.categoryIcon),
        winners: [],
      };
      entry.winners.push(winner);
      categories.set(winner.categorySlug, entry);
    }
    return { group, categories: [...categories.values()] };
  });
}
