import { useEffect } from "react";
import { toast } from "#app/components/ui/toaster.tsx";
import type { FormResult } from "#contracts/form-result.ts";

/**
 * What an admin form's action said (contracts/form-result.ts): a toast when JavaScript runs, and the same
 * words on the page, so the result is also there without JavaScript. A success whose payload has a `detail`
 * shows it under the toast's title.
 */
export function ActionMessage({
  result,
  errorTitle = "Error",
}: {
  result: FormResult<unknown> | undefined;
  errorTitle?: string;
}) {
  useEffect(() => {
    if (!result) return;
    if (result.status === "success") {
      const detail = detailOf(result.payload);
      toast.success(result.message, detail ? { description: detail } : undefined);
    } else toast.error(errorTitle, { description: result.message });
  }, [result, errorTitle]);
  if (!result) return null;
  return result.status === "success" ? (
    <p role="status" className="mt-3 text-sm text-emerald-800">
      {result.message}
    </p>
  ) : (
    <p role="alert" className="mt-3 text-sm text-destructive">
      {result.message}
    </p>
  );
}

function detailOf(payload: unknown) {
  return payload && typeof payload === "object" && "detail" in payload && typeof payload.detail === "string"
    ? payload.detail
    : null;
}
