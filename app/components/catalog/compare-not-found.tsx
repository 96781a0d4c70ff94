import { StatusPage } from "#app/components/layout/status-page.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Link } from "#app/components/ui/link.tsx";

/** The 404 of compare pages: what was wrong with the set, and how to choose one. */
export function CompareNotFound({ message }: { message: string }) {
  return (
    <StatusPage title="Nothing to compare" message={message}>
      <p className="w-full text-sm text-slate-700">
        A compare page shows 2 to 4 different companies from the catalog. Tick “Compare” on the companies of a category
        page, or open a company and follow “Compare with …” next to one of its alternatives.
      </p>
      <Button asChild>
        <Link to="/categories">Browse categories</Link>
      </Button>
    </StatusPage>
  );
}
