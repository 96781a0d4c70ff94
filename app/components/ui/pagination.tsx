import { Link } from "#app/components/ui/link.tsx";
import { pageWindow } from "#app/lib/pagination.ts";
import { cn } from "#app/lib/utils.ts";

/** Previous / Next and a window of at most 5 page numbers; links keep the rest of the URL. */
export function Pagination({
  page,
  pageCount,
  linkTo,
}: {
  page: number;
  pageCount: number;
  linkTo: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  const linkClass = "rounded-md border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-50";
  return (
    <nav aria-label="Pagination" className="mt-6 flex flex-wrap items-center justify-center gap-1">
      {page > 1 ? (
        <Link to={linkTo(page - 1)} className={linkClass}>
          Previous
        </Link>
      ) : null}
      {pageWindow(page, pageCount).map((number) => (
        <Link
          key={number}
          to={linkTo(number)}
          aria-label={`Page ${number}`}
          aria-current={number === page ? "page" : undefined}
          className={cn(
            "rounded-md border px-3 py-1.5 text-sm",
            number === page ? "border-brand-600 bg-brand-600 text-white" : "border-slate-300 hover:bg-slate-50",
          )}
        >
          {number}
        </Link>
      ))}
      {page < pageCount ? (
        <Link to={linkTo(page + 1)} className={linkClass}>
          Next
        </Link>
      ) : null}
    </nav>
  );
}
