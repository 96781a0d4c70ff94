import { useEffect, useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "#app/components/ui/dialog.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { ReviewForm } from "./review-form.tsx";
import type { ReviewFormValues } from "./review-form-values.ts";
import { reviewThanksHeading, reviewThanksText } from "./review-thanks.tsx";

type Submitted = { status: string; heldReasons: readonly string[] };

/**
 * The company page's review dialog (loaded on first use by WriteReviewDialog). Once the review is sent it says
 * what the full page says (thank you; live, or waiting for a moderator and why) with the focus on it, and stays
 * until the reviewer closes it (issue #35).
 */
export function ReviewDialog({
  open,
  onOpenChange,
  company,
  form,
  onSubmitted,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  company: { id: number; name: string; categorySlugs: string[] };
  form: { categories: { slug: string; name: string }[]; initial: ReviewFormValues; canTranscribeOnServer: boolean };
  onSubmitted: () => void;
}) {
  const [submitted, setSubmitted] = useState<Submitted | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (submitted) heading.current?.focus();
  }, [submitted]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto">
        {submitted ? (
          <>
            <DialogTitle ref={heading} tabIndex={-1} className="pr-8 outline-none">
              {reviewThanksHeading}
            </DialogTitle>
            <DialogDescription className="text-base text-slate-700">{reviewThanksText(submitted)}</DialogDescription>
            <div className="mt-6 flex flex-wrap gap-3">
              <Button type="button" onClick={() => onOpenChange(false)}>
                Done
              </Button>
              <Button asChild variant="secondary">
                <Link to="/my-reviews">See My Reviews</Link>
              </Button>
            </div>
          </>
        ) : (
          <>
            <DialogTitle className="pr-8">{`Review ${company.name}`}</DialogTitle>
            <DialogDescription>Share what worked and what didn't for your brand.</DialogDescription>
            <div className="mt-4">
              <ReviewForm
                label={`Review ${company.name}`}
                company={company}
                categories={form.categories}
                initial={form.initial}
                isSignedIn
                canTranscribeOnServer={form.canTranscribeOnServer}
                onSubmitted={(review) => {
                  setSubmitted({ status: review.status, heldReasons: review.heldReasons ?? [] });
                  onSubmitted();
                }}
              />
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
