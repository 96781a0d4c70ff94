import type { ReactNode } from "react";
import { cn } from "#app/lib/utils.ts";

/**
 * Why the control beside it is disabled, in words (issue #35): visible, announced when it changes (a polite live
 * region, so it is always rendered, empty while the control is enabled), and tied to the control, which points
 * at `id` with aria-describedby while it is disabled (`describedBy`).
 */
export function DisabledReason({ id, children, className }: { id: string; children: ReactNode; className?: string }) {
  return (
    <div id={id} aria-live="polite" className={cn("text-sm text-slate-700", className)}>
      {children}
    </div>
  );
}
