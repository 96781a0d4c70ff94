import { data, Form } from "react-router";
import { BarChartWithTable } from "#app/components/admin/charts.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { companyPath } from "#contracts/company-paths.ts";
import { countOf } from "#contracts/plural.ts";
import { AnalyticsRangeSchema, getAnalytics } from "#server/admin/analytics.ts";
import { getRequestContext, requireAdmin } from "#server/web/require.ts";
import type { Route } from "./+types/analytics";

export const meta: Route.MetaFunction = () =>
  pageMeta("Admin: Analytics", "Reviews, sign-ups, ratings, categories, searches and company views over a date range.");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context);
  const url = new URL(request.url);
  const input = {
    from: url.searchParams.get("from") || undefined,
    to: url.searchParams.get("to") || undefined,
  };
  const range = AnalyticsRangeSchema.safeParse(input);
  const { db } = getRequestContext(context).services;
  if (!range.success) {
    const fallback = AnalyticsRangeSchema.parse({});
    return data(
      { error: range.error.issues[0]?.message ?? "Invalid dates", input, ...(await getAnalytics(db, fallback)) },
      { status: 400 },
    );
  }
  return { error: null, input, ...(await getAnalytics(db, range.data)) };
}

export default function AnalyticsPage({ loaderData }: Route.ComponentProps) {
  const { range, totals, error, input } = loaderData;
  const figures = [
    { label: "Operator reviews", value: totals.reviews },
    { label: "AI reviews", value: totals.ai_reviews },
    { label: "Sign-ups", value: totals.signups },
    { label: "Searches", value: totals.searches },
  ];
  return (
    <section className="grid gap-6">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight">Analytics</h1>
        <p className="mt-1 text-slate-700">{`From ${range.from} to ${range.to} (UTC), weeks starting on Monday.`}</p>
      </div>
      <Form method="get" className="flex flex-wrap items-end gap-3" aria-label="Date range">
        <Field
          id="analytics-from"
          name="from"
          type="date"
          label="From"
          size="sm"
          defaultValue={input.from ?? range.from}
          className="w-auto"
        />
        <Field
          id="analytics-to"
          name="to"
          type="date"
          label="To"
          size="sm"
          defaultValue={input.to ?? range.to}
          className="w-auto"
        />
        <Button type="submit" variant="secondary">
          Apply
        </Button>
        {error ? (
          <p role="alert" className="w-full text-sm text-destructive">
            {`${error}. Showing the last 12 weeks instead.`}
          </p>
        ) : null}
      </Form>
      <ul className="grid gap-3 sm:grid-cols-4" aria-label="Totals in range">
        {figures.map((figure) => (
          <li key={figure.label} className="rounded-lg border border-slate-200 p-4">
            <p className="text-sm text-slate-600">{figure.label}</p>
            <p className="text-2xl font-extrabold">{figure.value.toLocaleString("en-US")}</p>
          </li>
        ))}
      </ul>
      <BarChartWithTable
        title="Reviews per week (operators vs AI)"
        rows={loaderData.reviewsPerWeek}
        categoryKey="week"
        categoryLabel="Week of"
        series={[
          { key: "human", label: "Operator reviews", color: "#1d4ed8" },
          { key: "ai", label: "AI reviews", color: "#7c3aed" },
        ]}
        stacked
      />
      <BarChartWithTable
        title="Sign-ups per week"
        rows={loaderData.signUpsPerWeek}
        categoryKey="week"
        categoryLabel="Week of"
        series={[{ key: "signups", label: "Sign-ups", color: "#047857" }]}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <BarChartWithTable
          title="Rating distribution (operator reviews)"
          rows={loaderData.ratingDistribution.map((row) => ({ stars: `${row.rating} ★`, total: row.total }))}
          categoryKey="stars"
          categoryLabel="Rating"
          series={[{ key: "total", label: "Reviews", color: "#b45309" }]}
        />
        <BarChartWithTable
          title="Reviews by category"
          rows={loaderData.reviewsByCategory}
          categoryKey="category"
          categoryLabel="Category"
          series={[{ key: "total", label: "Reviews", color: "#1d4ed8" }]}
          layout="vertical"
        />
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <section aria-labelledby="top-queries" className="rounded-lg border border-slate-200 p-4">
          <h2 id="top-queries" className="font-semibold">
            Top search queries
          </h2>
          {loaderData.topQueries.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">No searches in this range.</p>
          ) : (
            <table className="mt-2 w-full text-left text-sm">
              <thead>
                <tr className="border-b border-slate-300">
                  <th scope="col" className="py-1 pr-2">
                    Query
                  </th>
                  <th scope="col" className="py-1 pr-2 text-right">
                    Searches
                  </th>
                  <th scope="col" className="py-1 text-right">
                    Clicks
                  </th>
                </tr>
              </thead>
              <tbody>
                {loaderData.topQueries.map((row) => (
                  <tr key={row.query} className="border-b border-slate-100">
                    <td className="py-1 pr-2">
                      <Link
                        to={`/search-results?q=${encodeURIComponent(row.query)}`}
                        className="text-brand-700 hover:underline"
                      >
                        {row.query}
                      </Link>
                    </td>
                    <td className="py-1 pr-2 text-right tabular-nums">{row.searches}</td>
                    <td className="py-1 text-right tabular-nums">{row.clicks}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
        <section aria-labelledby="zero-queries" className="rounded-lg border border-slate-200 p-4">
          <h2 id="zero-queries" className="font-semibold">
            Zero-result queries
          </h2>
          {loaderData.zeroResultQueries.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">Every search found something.</p>
          ) : (
            <ul className="mt-2 grid gap-1 text-sm">
              {loaderData.zeroResultQueries.map((row) => (
                <li key={row.query}>{`${row.query} (${row.searches})`}</li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="most-viewed" className="rounded-lg border border-slate-200 p-4">
          <h2 id="most-viewed" className="font-semibold">
            Most viewed companies
          </h2>
          {loaderData.mostViewed.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">No company views in this range.</p>
          ) : (
            <ol className="mt-2 grid gap-1 text-sm">
              {loaderData.mostViewed.map((row) => (
                <li key={row.id}>
                  <Link to={companyPath(row.slug)} className="text-brand-700 hover:underline">
                    {row.name}
                  </Link>
                  {` · ${countOf(row.views, "view")}`}
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </section>
  );
}
