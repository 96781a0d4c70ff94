import type { ComponentProps, ReactNode } from "react";
import { cn } from "#app/lib/utils.ts";
import { Input } from "./input.tsx";
import { Label } from "./label.tsx";
import { RequiredMark, RequiredText } from "./required-mark.tsx";

type FieldFrame = {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** Shown under the control, before its hint: buttons that work on the field (the review box's AI Polish). */
  actions?: ReactNode;
  /** Puts the required mark after the label (the control says "required" itself through its `required`). */
  isRequiredMarked?: boolean | undefined;
  /**
   * The error arrives while the writer stays on the page (an upload refused, an action's answer shown in place):
   * announced at once (role="alert"). Off where a form shows many errors together.
   */
  isErrorAnnounced?: boolean | undefined;
  /** "sm": the compact field of a filter bar or a toolbar (a lower control, a tighter gap). */
  size?: "md" | "sm" | undefined;
  className?: string | undefined;
};

const controlSizes = { md: "h-10 px-3", sm: "h-9 px-2" } as const;

/** The ids a control points at: its hint, then its error, so a screen reader reads both. */
function describedBy({ id, error, hint }: Pick<FieldFrame, "id" | "error" | "hint">) {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
}

/** A field's hint and error under its control, with the ids `describedBy` names. */
function FieldNotes({
  id,
  error,
  hint,
  isErrorAnnounced,
}: Pick<FieldFrame, "id" | "error" | "hint" | "isErrorAnnounced">) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role={isErrorAnnounced ? "alert" : undefined} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** A field's label, control, and its hint and error message, tied to the control for screen readers. */
function FieldFrame({
  id,
  label,
  error,
  hint,
  actions,
  isRequiredMarked,
  isErrorAnnounced,
  size = "md",
  className,
  children,
}: FieldFrame & { children: ReactNode }) {
  return (
    <div className={cn("grid content-start", size === "sm" ? "gap-1" : "gap-1.5", className)}>
      <Label htmlFor={id}>
        {label}
        {isRequiredMarked ? <RequiredMark /> : null}
      </Label>
      {children}
      {actions}
      <FieldNotes id={id} error={error} hint={hint} isErrorAnnounced={isErrorAnnounced} />
    </div>
  );
}

type FrameProps = Omit<FieldFrame, "className"> & { fieldClassName?: string | undefined };

function controlProps({ id, error, hint }: Pick<FieldFrame, "id" | "error" | "hint">) {
  return { id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy({ id, error, hint }) };
}

/**
 * A field's props parted once for every kind of control: `frame` for `FieldFrame` (label, notes, layout), `tie`
 * for the control (its id and the ids of its hint and error), and the control's own props.
 */
function partField<Props extends FrameProps>(props: Props) {
  const { id, label, error, hint, actions, isRequiredMarked, isErrorAnnounced, size, fieldClassName, ...control } =
    props;
  const frame = {
    id,
    label,
    error,
    hint,
    actions,
    isRequiredMarked,
    isErrorAnnounced,
    size,
    className: fieldClassName,
  };
  return { frame, tie: controlProps(frame), control };
}

/** A labelled input with its hint or error message tied to it for screen readers. */
export function Field(props: Omit<ComponentProps<typeof Input>, "id" | "size"> & FrameProps) {
  const {
    frame,
    tie,
    control: { className, ...control },
  } = partField(props);
  return (
    <FieldFrame {...frame}>
      <Input
        {...tie}
        // A file input shows the browser's own button and file name: no box around them.
        className={cn(
          control.type === "file"
            ? "h-auto rounded-none border-0 bg-transparent px-0"
            : controlSizes[frame.size ?? "md"],
          className,
        )}
        {...control}
      />
    </FieldFrame>
  );
}

/** A labelled select (its options as children) with its hint or error message, like `Field`. */
export function SelectField(props: Omit<ComponentProps<"select">, "id" | "size"> & FrameProps) {
  const {
    frame,
    tie,
    control: { className, ...control },
  } = partField(props);
  return (
    <FieldFrame {...frame}>
      <select
        {...tie}
        className={cn(
          "w-full rounded-md border border-slate-400 bg-white text-sm text-ink aria-[invalid=true]:border-destructive",
          controlSizes[frame.size ?? "md"],
          className,
        )}
        {...control}
      />
    </FieldFrame>
  );
}

/** A labelled textarea with its hint or error message, like `Field`. */
export function TextareaField(props: Omit<ComponentProps<"textarea">, "id"> & FrameProps) {
  const {
    frame,
    tie,
    control: { className, ...control },
  } = partField(props);
  return (
    <FieldFrame {...frame}>
      <textarea
        {...tie}
        className={cn(
          "w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-sm text-ink aria-[invalid=true]:border-destructive",
          className,
        )}
        {...control}
      />
    </FieldFrame>
  );
}

/**
 * A checkbox or radio button with its label beside it (the whole line is clickable), and its hint or error tied
 * to it like `Field`'s. A group of them goes in a fieldset whose legend names the group.
 */
function ChoiceField({
  type,
  id,
  label,
  error,
  hint,
  fieldClassName,
  className,
  ...props
}: Omit<ComponentProps<"input">, "id" | "type"> &
  Omit<FrameProps, "actions" | "isRequiredMarked" | "isErrorAnnounced" | "size"> & { type: "checkbox" | "radio" }) {
  return (
    <div className={cn("grid content-start gap-1", fieldClassName)}>
      <div className="flex items-start gap-2 text-sm">
        <input
          type={type}
          className={cn("mt-0.5 h-4 w-4 shrink-0", className)}
          {...controlProps({ id, error, hint })}
          {...props}
        />
        <Label htmlFor={id} className="font-normal">
          {label}
        </Label>
      </div>
      <FieldNotes id={id} error={error} hint={hint} />
    </div>
  );
}

/** A labelled checkbox: a single yes/no field, or one box of a group (`CheckboxGroup`). */
export function CheckboxField(props: Omit<ComponentProps<typeof ChoiceField>, "type">) {
  return <ChoiceField type="checkbox" {...props} />;
}

/** A labelled radio button, one choice of a fieldset. */
export function RadioField(props: Omit<ComponentProps<typeof ChoiceField>, "type">) {
  return <ChoiceField type="radio" {...props} />;
}

/**
 * A group of choices (checkboxes, radio buttons, star ratings) named by its legend, with its hint and error tied
 * to the group; `isRequiredMarked` puts the mark and, for screen readers, the word "required" in the legend.
 */
export function FieldGroup({
  id,
  legend,
  error,
  hint,
  isRequiredMarked,
  className,
  legendClassName,
  children,
}: {
  id: string;
  legend: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  isRequiredMarked?: boolean | undefined;
  className?: string | undefined;
  legendClassName?: string | undefined;
  children: ReactNode;
}) {
  return (
    <fieldset className={cn("grid gap-2", className)} aria-describedby={describedBy({ id, error, hint })}>
      <legend className={cn("text-sm font-semibold", legendClassName)}>
        {legend}
        {isRequiredMarked ? <RequiredText /> : null}
      </legend>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={`${id}-error`} className="w-full text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
