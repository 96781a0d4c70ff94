import { Form } from "react-router";
import { CategoryIcon } from "#app/components/catalog/category-icon.tsx";
import { CompanyLogo } from "#app/components/catalog/company-logo.tsx";
import { StarRating } from "#app/components/catalog/star-rating.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { SelectField } from "#app/components/ui/field.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { brandSizeAudiences, brandSizes } from "#contracts/brand-sizes.ts";
import { companyPath } from "#contracts/company-paths.ts";
import { stackMinimumReviews } from "#contracts/operator-stacks.ts";
import { formatRating } from "#contracts/rating.ts";
import { getCategoryBySlug } from "#server/catalog/get-category.ts";
import { listCategories } from "#server/catalog/list-categories.ts";
import { getOperatorStack } from "#server/catalog/operator-stacks.ts";
import { getPreferences } from "#server/preferences/get-preferences.ts";
import { loadOrThrowPage } from "#server/web/page-errors.ts";
import { getRequestContext } from "#server/web/require.ts";
import type { Route } from "./+types/operator-stacks";

const purpose =
  "The best-rated tool in each category for each brand size, from startup to nine figures, as a ready-made stack.";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.category
    ? pageMeta(
        `Best ${loaderData.category.name} for every brand size`,
        `The ${loaderData.category.name.toLowerCase()} tool operators rate best for startups up to nine-figure brands.`,
      )
    : pageMeta("Operator Stacks", purpose);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, getUser } = getRequestContext(context);
  const url = new URL(request.url);
  const slug = url.searchParams.get("category") || null;
  const sizeParam = url.searchParams.get("size");
  const size = brandSizes.find((value) => value === sizeParam) ?? null;
  return loadOrThrowPage(async () => {
    const category = slug ? await getCategoryBySlug(services.db, slug) : null;
    const user = await getUser();
    const preferences = await getPreferences(services.db, user?.id ?? null);
    const sizes = size ? [size] : [...brandSizes];
    const stacks = await Promise.all(
      sizes.map(async (brandSize) => ({
        size: brandSize,
        picks: await getOperatorStack(services.db, services.cache, {
          size: brandSize,
          categorySlug: category?.slug ?? null,
          showAiGeneratedCompanies: preferences.showAiGeneratedCompanies,
        }),
      })),
    );
    const categories = (await listCategories(services.db)).map((item) => ({ slug: item.slug, name: item.name }));
    return { category, size, stacks, categories };
  });
}

export default function OperatorStacks({ loaderData }: Route.ComponentProps) {
  const { category, size, stacks, categories } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="flex items-center gap-3 text-3xl font-extrabold tracking-tight">
        {category ? (
          <>
            <CategoryIcon name={category.icon} className="size-8 text-brand-700" />{" "}
            {`Best ${category.name} for every brand size`}
          </>
        ) : (
          "Operator Stacks"
        )}
      </h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        {`For each brand size, the company operators of that size rate best in each category: a Bayesian average of the ratings in reviews marked "good for" that size, with at least ${stackMinimumReviews} such reviews. AI-generated reviews never count.`}
      </p>
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3" aria-label="Filter stacks">
        <SelectField
          id="stack-category"
          name="category"
          label="Category"
          size="sm"
          defaultValue={category?.slug ?? ""}
          className="w-auto"
        >
          <option value="">All categories</option>
          {categories.map((item) => (
            <option key={item.slug} value={item.slug}>
              {item.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="stack-size"
          name="size"
          label="Brand size"
          size="sm"
          defaultValue={size ?? ""}
          className="w-auto"
        >
          <option value="">All sizes</option>
          {brandSizes.map((item) => (
            <option key={item} value={item}>
              {`${brandSizeAudiences[item].charAt(0).toUpperCase()}${brandSizeAudiences[item].slice(1)}`}
            </option>
          ))}
        </SelectField>
        <Button type="submit" variant="secondary">
          Show stacks
        </Button>
      </Form>
      <div className="mt-8 grid gap-10">
        {stacks.map((stack) => (
          <section key={stack.size} aria-labelledby={`stack-${stack.size}`}>
            <h2 id={`stack-${stack.size}`} className="text-2xl font-bold">
              {`Stack for ${brandSizeAudiences[stack.size]}`}
            </h2>
            {stack.picks.length === 0 ? (
              <p className="mt-2 text-slate-700">
                {`Not enough reviews from ${brandSizeAudiences[stack.size]} yet${category ? ` in ${category.name}` : ""}.`}
              </p>
            ) : (
              <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {stack.picks.map((pick) => (
                  <li key={pick.categorySlug}>
                    <Link
                      to={companyPath(pick.companySlug)}
                      className="flex h-full gap-3 rounded-lg border border-slate-200 p-3 hover:border-brand-600 hover:shadow"
                    >
                      <CompanyLogo name={pick.companyName} logoUrl={pick.logoUrl} size={40} />
                      <span className="min-w-0">
                        <span className="block text-xs font-semibold uppercase tracking-wide text-slate-600">
                          {pick.categoryName}
                        </span>
                        <span className="block font-semibold">{pick.companyName}</span>
                        <span className="mt-1 flex items-center gap-2 text-sm">
                          <StarRating rating={pick.averageRating} />
                          <span>{`${formatRating(pick.averageRating)} from ${pick.reviewCount} ${brandSizeAudiences[stack.size]}`}</span>
                        </span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </div>
  );
}
