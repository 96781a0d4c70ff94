import type { ComponentProps } from "react";
import { cn } from "#app/lib/utils.ts";

export function Label({ className, ...props }: ComponentProps<"label">) {
  // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor
  return <label className={cn("text-sm font-medium text-ink", className)} {...props} />;
}
