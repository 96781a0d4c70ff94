import { Field, TextareaField } from "#app/components/ui/field.tsx";
import { prosConsMaxLength } from "#contracts/review-details.ts";
import { reviewContentMinLength, reviewTitleMaxLength } from "#contracts/validation/review-form.ts";
import type { ReviewFieldsetProps } from "./review-form-values.ts";
import { DictationButton, PolishButton } from "./review-text-tools.tsx";
import { useDictation } from "./use-dictation.ts";

const prosCons = {
  pros: { label: "Pros (optional)", hint: "What worked" },
  cons: { label: "Cons (optional)", hint: "What didn't" },
} as const;

/** What the writer says: the title and the review (with AI Polish and dictation), then pros and cons. */
export function ReviewTextFieldset({
  id,
  values,
  update,
  fieldErrors,
  isSignedIn,
  canTranscribeOnServer,
}: ReviewFieldsetProps & { isSignedIn: boolean; canTranscribeOnServer: boolean }) {
  const dictation = useDictation({ content: values.content, onChange: (content) => update({ content }) });
  return (
    <>
      <Field
        id={`${id}-title`}
        name="title"
        label="Title"
        isRequiredMarked
        required
        value={values.title}
        maxLength={reviewTitleMaxLength}
        onChange={(event) => update({ title: event.target.value })}
        error={fieldErrors.title}
      />

      <TextareaField
        id={`${id}-content`}
        name="content"
        label="Your review"
        isRequiredMarked
        required
        rows={7}
        ref={dictation.textarea}
        value={values.content}
        maxLength={10_000}
        onFocus={dictation.markEdited}
        onChange={(event) => update({ content: event.target.value })}
        error={fieldErrors.content}
        actions={
          <div className="flex flex-wrap items-start gap-3">
            <PolishButton
              text={values.content}
              title={values.title}
              isSignedIn={isSignedIn}
              onAccept={(polished) =>
                update({ content: polished.text, ...(polished.title ? { title: polished.title } : {}) })
              }
            />
            <DictationButton
              onText={dictation.insertDictation}
              canTranscribeOnServer={canTranscribeOnServer}
              isSignedIn={isSignedIn}
            />
          </div>
        }
        hint={`At least ${reviewContentMinLength} characters (${values.content.trim().length} so far). What worked, what didn't, and for which kind of brand.`}
      />

      <div className="grid gap-4 sm:grid-cols-2">
        {(["pros", "cons"] as const).map((name) => (
          <TextareaField
            key={name}
            id={`${id}-${name}`}
            name={name}
            label={prosCons[name].label}
            rows={4}
            value={values[name]}
            onChange={(event) => update({ [name]: event.target.value })}
            error={fieldErrors[name]}
            hint={`${prosCons[name].hint}, one point per line. ${values[name].length.toLocaleString("en-US")} of ${prosConsMaxLength.toLocaleString("en-US")} characters.`}
          />
        ))}
      </div>
    </>
  );
}
