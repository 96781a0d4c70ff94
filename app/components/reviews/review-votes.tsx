import { useState } from "react";
import { useLocation } from "react-router";
import { useAuthDialog } from "#app/components/layout/auth-dialog-context.tsx";
import { toast } from "#app/components/ui/toaster.tsx";
import { callApi } from "#app/lib/api-client.ts";
import { useViewer } from "#app/lib/use-root-data.ts";
import { cn } from "#app/lib/utils.ts";
import type { VoteValue } from "#contracts/review-details.ts";

type Counts = { helpfulCount: number; notHelpfulCount: number; viewerVote: VoteValue | null };

/**
 * Helpful / Not helpful: one vote per signed-in user, changeable and removable.
 * Without JavaScript the buttons post a plain form to the review page.
 */
export function ReviewVotes({ reviewId, initial }: { reviewId: number; initial: Counts }) {
  const viewer = useViewer();
  const { openAuthDialog } = useAuthDialog();
  const location = useLocation();
  const [counts, setCounts] = useState<Counts>(initial);
  const [isSaving, setIsSaving] = useState(false);

  async function vote(event: React.MouseEvent<HTMLButtonElement>, value: VoteValue) {
    event.preventDefault();
    if (!viewer) {
      openAuthDialog("sign-in");
      return;
    }
    const next = counts.viewerVote === value ? null : value;
    setIsSaving(true);
    try {
      setCounts(await callApi<Counts>(`/api/v1/reviews/${reviewId}/vote`, { body: { value: next } }));
    } catch (error) {
      toast.error("Error", { description: error instanceof Error ? error.message : "Failed to save your vote" });
    } finally {
      setIsSaving(false);
    }
  }

  const button = (value: VoteValue, label: string, count: number) => {
    const isPressed = counts.viewerVote === value;
    return (
      <button
        type="submit"
        name="value"
        value={isPressed ? "" : value}
        aria-pressed={isPressed}
        disabled={isSaving}
        onClick={(event) => void vote(event, value)}
        className={cn(
          "inline-flex items-center gap-1 rounded-md border px-2.5 py-1 text-xs font-medium",
          isPressed
            ? "border-brand-600 bg-brand-50 text-brand-800"
            : "border-slate-300 text-slate-700 hover:bg-slate-50",
        )}
      >
        {`${label} `}
        <span>{`(${count})`}</span>
      </button>
    );
  };

  return (
    <form method="post" action={`/review/${reviewId}`} className="flex items-center gap-2">
      <input type="hidden" name="intent" value="vote" />
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      <span className="text-xs text-slate-600">Was this helpful?</span>
      {button("helpful", "Helpful", counts.helpfulCount)}
      {button("not_helpful", "Not helpful", counts.notHelpfulCount)}
    </form>
  );
}
