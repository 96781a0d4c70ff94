/**
 * The asterisk after a required field's label (issue #35). Hidden from screen readers: an input says "required"
 * through its `required` attribute, and a group's legend adds `RequiredText`. `RequiredLegend` explains the mark.
 */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-destructive">
      *
    </span>
  );
}

/** For a group (a fieldset's legend), where no `required` attribute can say it: the mark and the word. */
export function RequiredText() {
  return (
    <>
      <RequiredMark />
      <span className="sr-only"> (required)</span>
    </>
  );
}

/** The sentence that says what the mark means, once at the top of a form. */
export function RequiredLegend() {
  return (
    <p className="text-sm text-slate-600">
      Fields marked <span className="text-destructive">*</span> are required.
    </p>
  );
}
