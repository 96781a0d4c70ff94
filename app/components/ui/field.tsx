import type { ComponentProps, ReactNode } from "react";
import { cn } from "#app/lib/utils.ts";
import { Input } from "./input.tsx";
import { Label } from "./label.tsx";

type FieldFrame = { id: string; label: string; error?: string | undefined; hint?: string | undefined };

/** The ids a control points at: its error when it has one, else its hint. */
function describedBy({ id, error, hint }: FieldFrame) {
  return error ? `${id}-error` : hint ? `${id}-hint` : undefined;
}

/** A field's label, control, and its hint or error message, tied to the control for screen readers. */
function FieldFrame({ id, label, error, hint, children }: FieldFrame & { children: ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled input with its hint or error message tied to it for screen readers. */
export function Field({ id, label, error, hint, ...props }: ComponentProps<typeof Input> & FieldFrame) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, label, error, hint })}
        {...props}
      />
    </FieldFrame>
  );
}

/** A labelled select (its options as children) with its hint or error message, like `Field`. */
export function SelectField({
  id,
  label,
  error,
  hint,
  className,
  children,
  ...props
}: ComponentProps<"select"> & FieldFrame) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, label, error, hint })}
        className={cn(
          "h-10 w-full rounded-md border border-slate-400 bg-white px-3 text-sm text-ink aria-[invalid=true]:border-destructive",
          className,
        )}
        {...props}
      >
        {children}
      </select>
    </FieldFrame>
  );
}

/** A labelled textarea with its hint or error message, like `Field`. */
export function TextareaField({
  id,
  label,
  error,
  hint,
  className,
  ...props
}: ComponentProps<"textarea"> & FieldFrame) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ id, label, error, hint })}
        className={cn(
          "w-full rounded-md border border-slate-400 bg-white p-2 text-sm text-ink aria-[invalid=true]:border-destructive",
          className,
        )}
        {...props}
      />
    </FieldFrame>
  );
}
