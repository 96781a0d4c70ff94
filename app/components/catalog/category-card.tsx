import { Link } from "#app/components/ui/link.tsx";
import { countOf } from "#contracts/plural.ts";
import { CategoryIcon } from "./category-icon.tsx";

export type CategoryCardData = { slug: string; name: string; icon: string; description: string; companyCount: number };

/** A category tile linking to its page; the description is shown where there is room for it. */
export function CategoryCard({
  category,
  showDescription = false,
}: {
  category: CategoryCardData;
  showDescription?: boolean;
}) {
  return (
    <Link
      to={`/categories/${category.slug}`}
      className="flex h-full items-start gap-3 rounded-lg border border-slate-200 p-4 hover:border-brand-600 hover:shadow"
    >
      <CategoryIcon name={category.icon} className="mt-0.5 size-7 text-brand-700" />
      <span>
        <span className="block font-semibold">{category.name}</span>
        {showDescription ? <span className="mt-1 block text-sm text-slate-700">{category.description}</span> : null}
        <span className="mt-1 block text-sm text-slate-600">
          {countOf(category.companyCount, "company", "companies")}
        </span>
      </span>
    </Link>
  );
}
