// Splitting prose into sentences with the platform's own segmenter (Unicode sentence boundaries), so that
// "average 3.9 out of 5" and "klaviyo.com/pricing" stay whole. Intl.Segmenter still ends a sentence after
// a common abbreviation followed by a space ("e.g. flows"), so those segments are joined to the next one.
const segmenter = new Intl.Segmenter("en", { granularity: "sentence" });

/** Abbreviations that end in a full stop without ending the sentence (lower case, without the final dot). */
const abbreviations = new Set([
  "e.g",
  "i.e",
  "etc",
  "vs",
  "approx",
  "inc",
  "ltd",
  "co",
  "corp",
  "dr",
  "mr",
  "mrs",
  "ms",
  "st",
  "no",
  "jan",
  "feb",
  "mar",
  "apr",
  "jun",
  "jul",
  "aug",
  "sep",
  "sept",
  "oct",
  "nov",
  "dec",
]);

function endsWithAbbreviation(segment: string) {
  const lastWord = segment
    .trimEnd()
    .match(/(\S+)\.$/)?.[1]
    ?.toLowerCase();
  return lastWord !== undefined && abbreviations.has(lastWord);
}

/** The sentences of `text`, trimmed, in order; nothing is lost but the white space between them. */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  let pending = "";
  for (const { segment } of segmenter.segment(text)) {
    pending += segment;
    if (endsWithAbbreviation(pending)) continue;
    if (pending.trim()) sentences.push(pending.trim());
    pending = "";
  }
  if (pending.trim()) sentences.push(pending.trim());
  return sentences;
}

/**
 * Where each sentence of `text` starts (character offsets), for text as people type it: a sentence ends at
 * ".", "!" or "?" followed by white space, unless the word before is an abbreviation ("e.g. for"). Unlike the
 * segmenter, this also finds a next sentence that starts in lower case ("great. thanks"), which is what
 * polishing needs to capitalise.
 */
export function sentenceStarts(text: string): number[] {
  const first = text.search(/\S/);
  if (first < 0) return [];
  const starts = [first];
  for (const match of text.matchAll(/[.!?]+["')\]]*\s+(?=\S)/g)) {
    if (match[0].startsWith(".") && endsWithAbbreviation(text.slice(0, match.index + 1))) continue;
    starts.push(match.index + match[0].length);
  }
  return starts;
}
