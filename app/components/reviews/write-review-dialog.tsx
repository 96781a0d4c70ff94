import { lazy, Suspense, useState } from "react";
import { useRevalidator } from "react-router";
import { useAuthDialog } from "#app/components/layout/auth-dialog-context.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Link } from "#app/components/ui/link.tsx";
import type { ReviewFormValues } from "./review-form-values.ts";

// The dialog and the form (with its zod schema) load when first opened, not with the company page.
const ReviewDialog = lazy(() => import("./review-dialog.tsx").then((module) => ({ default: module.ReviewDialog })));

type WriteReviewDialogProps = {
  company: { id: number; name: string; categorySlugs: string[] };
  form: {
    categories: { slug: string; name: string }[];
    initial: ReviewFormValues;
    existingReviewId: number | null;
    canTranscribeOnServer: boolean;
  } | null;
};

/**
 * "Write a Review" on the company page: the same form and server endpoint as
 * /write-review, in a dialog. Without JavaScript (or signed out) the button is a
 * link to /write-review, which has the sign-in gate.
 */
export function WriteReviewDialog({ company, form }: WriteReviewDialogProps) {
  const [open, setOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const { openAuthDialog } = useAuthDialog();
  const revalidator = useRevalidator();
  const href = form?.existingReviewId
    ? `/write-review?reviewId=${form.existingReviewId}`
    : `/write-review?companyId=${company.id}`;

  return (
    <>
      <Button asChild>
        <Link
          to={href}
          onClick={(event) => {
            if (form?.existingReviewId) return;
            event.preventDefault();
            if (!form) openAuthDialog("sign-in");
            else {
              setHasOpened(true);
              setOpen(true);
            }
          }}
        >
          {form?.existingReviewId ? "Edit your review" : "Write a Review"}
        </Link>
      </Button>
      {form && hasOpened ? (
        <Suspense fallback={null}>
          <ReviewDialog
            open={open}
            onOpenChange={setOpen}
            company={company}
            form={form}
            onSubmitted={() => void revalidator.revalidate()}
          />
        </Suspense>
      ) : null}
    </>
  );
}
