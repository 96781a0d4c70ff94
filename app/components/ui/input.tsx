import type { ComponentProps } from "react";
import { cn } from "#app/lib/utils.ts";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return (
    <input
      className={cn(
        "h-10 w-full rounded-md border border-slate-400 bg-white px-3 text-sm text-ink placeholder:text-slate-500 aria-[invalid=true]:border-destructive",
        className,
      )}
      {...props}
    />
  );
}
