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
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
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
              canTranscribeOnServer={form.canTranscribeOnServer}
              onSubmitted={onSubmitted}
            />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
