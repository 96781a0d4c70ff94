import { Link } from "react-router";

/** What a page that a later issue builds shows until then: the truth, never placeholder data. */
export function NotBuiltYet({ title, purpose }: { title: string; purpose: string }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-extrabold tracking-tight">{title}</h1>
      <p className="mt-4 text-muted">{purpose}</p>
      <p className="mt-6 rounded-md border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700">
        This page is not built yet. Meanwhile you can{" "}
        <Link to="/categories" className="font-semibold text-brand-700 underline">
          browse the categories
        </Link>
        .
      </p>
    </section>
  );
}
