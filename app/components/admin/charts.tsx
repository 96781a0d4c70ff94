import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from "recharts";

type Series = { key: string; label: string; color: string };

/**
 * A bar chart (recharts, keyboard-accessible layer on) with the same numbers in a
 * table below it: the table is the accessible and no-JavaScript version, and the
 * chart is marked as its picture. The chart takes its box's width (recharts'
 * `responsive`, drawn in the browser), so every bar shows in a half-width column and
 * on a phone (issue #35: a fixed 600 px chart in a 450 px column showed only 1–3★).
 */
export function BarChartWithTable<Row extends Record<string, string | number>>({
  title,
  rows,
  categoryKey,
  categoryLabel,
  series,
  stacked = false,
  layout = "horizontal",
}: {
  title: string;
  rows: Row[];
  categoryKey: keyof Row & string;
  categoryLabel: string;
  series: Series[];
  stacked?: boolean;
  layout?: "horizontal" | "vertical";
}) {
  const id = title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const total = rows.reduce(
    (sum, row) => sum + series.reduce((inner, item) => inner + Number(row[item.key] ?? 0), 0),
    0,
  );
  const vertical = layout === "vertical";
  return (
    <figure aria-labelledby={`${id}-title`} className="min-w-0 rounded-lg border border-slate-200 p-4">
      <figcaption id={`${id}-title`} className="font-semibold">
        {title}
      </figcaption>
      {rows.length === 0 || total === 0 ? (
        <p className="mt-3 text-sm text-slate-600">No data in this range.</p>
      ) : (
        <div className="mt-3" aria-hidden="true" data-chart={id}>
          <BarChart
            responsive
            style={{ width: "100%", height: vertical ? Math.max(160, rows.length * 36 + 40) : 260 }}
            data={rows}
            layout={layout}
            margin={{ top: 8, right: 16, bottom: 8, left: 0 }}
          >
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
            {vertical ? (
              <>
                <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12, fill: "#334155" }} />
                <YAxis
                  type="category"
                  dataKey={categoryKey as string as never}
                  width={150}
                  tick={{ fontSize: 12, fill: "#334155" }}
                />
              </>
            ) : (
              <>
                <XAxis dataKey={categoryKey as string as never} tick={{ fontSize: 12, fill: "#334155" }} />
                <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: "#334155" }} />
              </>
            )}
            <Tooltip />
            {series.length > 1 ? <Legend /> : null}
            {series.map((item) => (
              <Bar
                key={item.key}
                dataKey={item.key}
                name={item.label}
                fill={item.color}
                stackId={stacked ? "stack" : undefined}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        </div>
      )}
      <details className="mt-3 text-sm" open={rows.length > 0 && total > 0 ? undefined : true}>
        <summary className="cursor-pointer font-semibold text-brand-700">Data table</summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-1 pr-3">
                {categoryLabel}
              </th>
              {series.map((item) => (
                <th key={item.key} scope="col" className="py-1 pr-3 text-right">
                  {item.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={String(row[categoryKey])} className="border-b border-slate-100">
                <th scope="row" className="py-1 pr-3 font-normal">
                  {String(row[categoryKey])}
                </th>
                {series.map((item) => (
                  <td key={item.key} className="py-1 pr-3 text-right tabular-nums">
                    {Number(row[item.key] ?? 0).toLocaleString("en-US")}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
