import { StatusPage } from "#app/components/layout/status-page.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Link } from "#app/components/ui/link.tsx";

/** The 404 of the company page and of its all-reviews page. */
export function CompanyNotFound() {
  return (
    <StatusPage title="Company Not Found" message="The company you're looking for doesn't exist.">
      <Button asChild>
        <Link to="/categories">Browse categories</Link>
      </Button>
    </StatusPage>
  );
}
