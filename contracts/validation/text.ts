// Text fields refuse what no person types: control characters (NUL above all, which PostgreSQL refuses) and
// half of a surrogate pair. Single-line fields refuse tabs and line breaks too. The server checks every
// request for the same characters before routing (server/web/hostile-characters.ts); these refinements let
// the forms say it next to the field.
const singleLineForbidden = /[\p{Cc}]|\p{Cs}/u;
const multiLineForbidden = /[^\P{Cc}\t\n\r]|\p{Cs}/u;

/** For `.refine`: a name or title on one line, with no control characters. */
export function isSingleLine(value: string) {
  return !singleLineForbidden.test(value);
}

/** For `.refine`: long text whose only control characters are tabs and line breaks. */
export function isPlainText(value: string) {
  return !multiLineForbidden.test(value);
}

export const singleLineMessage = (label: string) => `${label} must be one line of text, without control characters`;
export const plainTextMessage = (label: string) => `${label} can't contain control characters such as NUL`;
