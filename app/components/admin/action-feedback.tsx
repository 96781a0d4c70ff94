import { useEffect } from "react";
import { toast } from "#app/components/ui/toaster.tsx";

export type ActionFeedback = { ok: true; message: string; detail?: string } | { ok: false; error: string };

/**
 * What an admin form's action said: a toast when JavaScript runs, and the same
 * words on the page, so the result is also there without JavaScript.
 */
export function ActionMessage({
  result,
  errorTitle = "Error",
}: {
  result: ActionFeedback | undefined;
  errorTitle?: string;
}) {
  useEffect(() => {
    if (!result) return;
    if (result.ok) toast.success(result.message, result.detail ? { description: result.detail } : undefined);
    else toast.error(errorTitle, { description: result.error });
  }, [result, errorTitle]);
  if (!result) return null;
  return result.ok ? (
    <p role="status" className="mt-3 text-sm text-emerald-800">
      {result.message}
    </p>
  ) : (
    <p role="alert" className="mt-3 text-sm text-destructive">
      {result.error}
    </p>
  );
}
