import { useEffect, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { useAuthDialog } from "#app/components/layout/auth-dialog-context.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "#app/components/ui/dialog.tsx";
import { ReviewForm, type ReviewFormValues } from "./review-form.tsx";

type WriteReviewDialogProps = {
  company: { id: number; name: string; categorySlugs: string[] };
  form: {
    categories: { slug: string; name: string }[];
    initial: ReviewFormValues;
    existingReviewId: number | null;
  } | null;
};

/**
 * "Write a Review" on the company page: the same form and server endpoint as
 * /write-review, in a dialog. Without JavaScript (or signed out) the button is a
 * link to /write-review, which has the sign-in gate.
 */
export function WriteReviewDialog({ company, form }: WriteReviewDialogProps) {
  const [open, setOpen] = useState(false);
  const [isSubmitted, setIsSubmitted] = useState(false);
  const { openAuthDialog } = useAuthDialog();
  const revalidator = useRevalidator();
  const href = form?.existingReviewId
    ? `/write-review?reviewId=${form.existingReviewId}`
    : `/write-review?companyId=${company.id}`;

  useEffect(() => {
    if (!isSubmitted) return;
    const timer = window.setTimeout(() => {
      setOpen(false);
      setIsSubmitted(false);
    }, 3000);
    return () => window.clearTimeout(timer);
  }, [isSubmitted]);

  return (
    <>
      <Button asChild>
        <Link
          to={href}
          onClick={(event) => {
            if (form?.existingReviewId) return;
            event.preventDefault();
            if (!form) openAuthDialog("sign-in");
            else setOpen(true);
          }}
        >
          {form?.existingReviewId ? "Edit your review" : "Write a Review"}
        </Link>
      </Button>
      {form ? (
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto">
            <DialogTitle id="dialog-review-form-heading">
              {isSubmitted ? "Review Submitted!" : `Review ${company.name}`}
            </DialogTitle>
            <DialogDescription>
              {isSubmitted
                ? "Thank you. This window closes in a moment."
                : "Share what worked and what didn't for your brand."}
            </DialogDescription>
            {isSubmitted ? null : (
              <div className="mt-4">
                <ReviewForm
                  idPrefix="dialog-review-form"
                  company={company}
                  categories={form.categories}
                  initial={form.initial}
                  isSignedIn
                  onSubmitted={() => {
                    setIsSubmitted(true);
                    void revalidator.revalidate();
                  }}
                />
              </div>
            )}
          </DialogContent>
        </Dialog>
      ) : null}
    </>
  );
}
