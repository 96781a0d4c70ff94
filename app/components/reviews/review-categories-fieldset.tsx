import { CheckboxField, FieldGroup } from "#app/components/ui/field.tsx";
import { brandSizeLabels, brandSizes } from "#contracts/brand-sizes.ts";
import type { ReviewFieldsetProps } from "./review-form-values.ts";

type Category = { slug: string; name: string };

function toggle<T extends string>(list: readonly T[], item: T) {
  return list.includes(item) ? list.filter((entry) => entry !== item) : [...list, item];
}

/** The id of a category's checkbox, for the list of what is missing. */
export function categoryFieldId(id: string, slug: string) {
  return `${id}-category-${slug}`;
}

/**
 * The categories shown first: the company's, and any the form starts with (a company added in the form has its
 * categories only on its row until an admin approves it); the rest wait under "More categories".
 */
export function splitCategories(
  categories: readonly Category[],
  companyCategorySlugs: readonly string[],
  initialSlugs: readonly string[],
) {
  const shownFirst = new Set([...companyCategorySlugs, ...initialSlugs]);
  const hasShownFirst = categories.some((category) => shownFirst.has(category.slug));
  return {
    own: hasShownFirst ? categories.filter((category) => shownFirst.has(category.slug)) : [...categories],
    other: hasShownFirst ? categories.filter((category) => !shownFirst.has(category.slug)) : [],
  };
}

/** Where the review belongs: its categories (required), the company's first and the rest folded away. */
export function ReviewCategoriesFieldset({
  id,
  values,
  update,
  fieldErrors,
  ownCategories,
  otherCategories,
}: ReviewFieldsetProps & { ownCategories: readonly Category[]; otherCategories: readonly Category[] }) {
  const categoryBox = (category: Category) => (
    <CheckboxField
      key={category.slug}
      id={categoryFieldId(id, category.slug)}
      name="categories"
      value={category.slug}
      label={category.name}
      checked={values.categories.includes(category.slug)}
      onChange={() => update({ categories: toggle(values.categories, category.slug) })}
    />
  );
  return (
    <FieldGroup id={`${id}-categories`} legend="Categories" isRequiredMarked error={fieldErrors.categories}>
      <div className="grid gap-1 sm:grid-cols-2">{ownCategories.map(categoryBox)}</div>
      {otherCategories.length > 0 ? (
        // Open when a category chosen in a kept draft is among them, so nothing chosen is out of sight.
        <details open={otherCategories.some((category) => values.categories.includes(category.slug)) || undefined}>
          <summary className="text-sm font-medium text-brand-700">More categories</summary>
          <div className="mt-2 grid gap-1 sm:grid-cols-2">{otherCategories.map(categoryBox)}</div>
        </details>
      ) : null}
    </FieldGroup>
  );
}

/** Which brand sizes the product is good for (optional). */
export function GoodForFieldset({ id, values, update, fieldErrors }: ReviewFieldsetProps) {
  return (
    <FieldGroup id={`${id}-good-for`} legend="Good for (optional)" error={fieldErrors.goodFor}>
      <div className="flex flex-wrap gap-4">
        {brandSizes.map((size) => (
          <CheckboxField
            key={size}
            id={`${id}-good-for-${size}`}
            name="goodFor"
            value={size}
            label={brandSizeLabels[size]}
            checked={values.goodFor.includes(size)}
            onChange={() => update({ goodFor: toggle(values.goodFor, size) })}
          />
        ))}
      </div>
    </FieldGroup>
  );
}
