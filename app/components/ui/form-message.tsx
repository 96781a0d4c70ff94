import { cn } from "#app/lib/utils.ts";
import type { FormResult } from "#contracts/form-result.ts";

/** Plain coloured text, for a message inside a form's own box. */
export const inlineTones = { success: "text-sm text-emerald-900", error: "text-sm text-destructive" } as const;

const toneClasses = {
  success: "rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900",
  error: "rounded-md bg-red-50 px-3 py-2 text-sm text-destructive",
} as const;

/**
 * What a form's action said, on the page (so it is there without JavaScript): a status when it worked, an alert
 * when it was refused. `tones` replaces the default look of either.
 */
export function FormMessage({
  result,
  className,
  tones = toneClasses,
}: {
  result: FormResult<unknown> | undefined;
  className?: string;
  tones?: { success: string; error: string };
}) {
  if (!result?.message) return null;
  return (
    <p role={result.status === "success" ? "status" : "alert"} className={cn(tones[result.status], className)}>
      {result.message}
    </p>
  );
}
