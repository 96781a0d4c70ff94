import { useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "#app/components/ui/dialog.tsx";
import { heldExplanation } from "#contracts/review-holds.ts";
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
  const [held, setHeld] = useState<readonly string[] | null>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto">
        <DialogTitle id="dialog-review-form-heading">
          {isSubmitted ? "Review Submitted!" : `Review ${company.name}`}
        </DialogTitle>
        <DialogDescription>
          {!isSubmitted
            ? "Share what worked and what didn't for your brand."
            : held && held.length > 0
              ? `Thank you. ${heldExplanation(held)}`
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
                setHeld(review.heldReasons ?? null);
                onSubmitted();
              }}
            />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
