import { lazy, Suspense, useState } from "react";
import { useAuthDialog } from "#app/components/layout/auth-dialog-context.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { useViewer } from "#app/lib/use-root-data.ts";

export { ReportFields } from "./report-fields.tsx";

// The dialog loads when someone first reports a review, not with every page of reviews.
const ReportReviewDialog = lazy(() =>
  import("./report-review-dialog.tsx").then((module) => ({ default: module.ReportReviewDialog })),
);

export function ReportReview({ reviewId }: { reviewId: number }) {
  const viewer = useViewer();
  const { openAuthDialog } = useAuthDialog();
  const [open, setOpen] = useState(false);
  const [opening, setOpening] = useState(0);

  return (
    <>
      <Link
        to={`/review/${reviewId}?report=1`}
        className="text-xs font-medium text-slate-600 underline-offset-4 hover:underline"
        onClick={(event) => {
          event.preventDefault();
          if (!viewer) openAuthDialog("sign-in");
          else {
            setOpening((count) => count + 1);
            setOpen(true);
          }
        }}
      >
        Report
      </Link>
      {opening > 0 ? (
        <Suspense fallback={null}>
          <ReportReviewDialog key={opening} reviewId={reviewId} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
