import { useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "#app/components/ui/dialog.tsx";
import { ReviewForm, type ReviewFormValues } from "./review-form.tsx";

/** The company page's review dialog (loaded on first use by WriteReviewDialog). */
export function ReviewDialog({
  open,
  onOpenChange,
  isSubmitted,
  company,
  form,
  onSubmitted,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  isSubmitted: boolean;
  company: { id: number; name: string; categorySlugs: string[] };
  form: { categories: { slug: string; name: string }[]; initial: ReviewFormValues; canTranscribeOnServer: boolean };
  onSubmitted: () => void;
}) {
  const [held, setHeld] = useState<string | null>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto">
        <DialogTitle id="dialog-review-form-heading">
          {isSubmitted ? "Review Submitted!" : `Review ${company.name}`}
        </DialogTitle>
        <DialogDescription>
          {!isSubmitted
            ? "Share what worked and what didn't for your brand."
            : held === "unconfirmed-email"
              ? "Thank you. It appears once you confirm your email address: follow the link we sent you."
              : held
                ? "Thank you. It appears after a quick check by our moderators."
                : "Thank you. This window closes in a moment."}
        </DialogDescription>
        {isSubmitted ? null : (
          <div className="mt-4">
            <ReviewForm
              idPrefix="dialog-review-form"
              company={company}
              categories={form.categories}
              initial={form.initial}
              isSignedIn
              canTranscribeOnServer={form.canTranscribeOnServer}
              onSubmitted={(review) => {
                setHeld(review.heldReason ?? null);
                onSubmitted();
              }}
            />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
