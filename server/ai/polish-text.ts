import nspell from "nspell";
import { sentenceStarts } from "#contracts/sentences.ts";
import { brandNameCandidates, fixBrandCasing } from "./brand-casing.ts";
import { checkGrammar, type GrammarLint } from "./grammar-checker.ts";

type Spell = ReturnType<typeof nspell>;
/** American and British English: a review may be written in either, and both are right. */
type SpellCheckers = { american: Spell; british: Spell };
let spellCheckers: Promise<SpellCheckers> | undefined;

// Words of the trade the English dictionary lacks; never "corrected".
const tradeWords = new Set([
  "ecommerce",
  "e-commerce",
  "upsell",
  "upsells",
  "upselling",
  "cross-sell",
  "dropshipping",
  "dropship",
  "onboarding",
  "offboarding",
  "omnichannel",
  "checkout",
  "checkouts",
  "storefront",
  "storefronts",
  "subscribers",
  "unsubscribes",
  "deliverability",
  "popups",
  "popup",
  "retargeting",
  "remarketing",
  "chargeback",
  "chargebacks",
  "fulfilment",
  "fulfillment",
  "3pl",
  "sku",
  "skus",
  "ugc",
  "saas",
  "crm",
  "api",
  "apis",
  "integrations",
  "workflow",
  "workflows",
  "dashboard",
  "dashboards",
  "analytics",
  "automations",
  "segmentation",
  "martech",
  "influencer",
  "influencers",
  "affiliate",
  "affiliates",
  "bnpl",
  "cro",
  "seo",
  "sms",
  "roas",
  "aov",
  "ltv",
  "cac",
  "kpi",
  "kpis",
  "b2b",
  "b2c",
  "dtc",
  "d2c",
  "ai",
  "ceo",
  "cfo",
  "cmo",
  "cto",
  "coo",
  "erp",
  "pos",
  "helpdesk",
  "helpdesks",
  "chatbot",
  "chatbots",
  "wishlist",
  "wishlists",
  "heatmap",
  "heatmaps",
  "shoppable",
  "gamified",
  "geo",
  "repricer",
  "repricers",
  "repricing",
]);

/** The Hunspell dictionaries (dictionary-en, dictionary-en-gb) with nspell, loaded once on first use. */
function getSpellCheckers() {
  spellCheckers ??= Promise.all([import("dictionary-en"), import("dictionary-en-gb")]).then(([american, british]) => {
    const load = ({ aff, dic }: { aff: Uint8Array; dic: Uint8Array }) => {
      const spell = nspell(Buffer.from(aff).toString("utf8"), Buffer.from(dic).toString("utf8"));
      for (const word of tradeWords) spell.add(word);
      return spell;
    };
    return { american: load(american.default), british: load(british.default) };
  });
  return spellCheckers;
}

function editDistance(a: string, b: string) {
  const previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = previous[0] ?? 0;
    previous[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = previous[j] ?? 0;
      previous[j] = Math.min(above + 1, (previous[j - 1] ?? 0) + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return previous[b.length] ?? 0;
}

function matchCase(original: string, replacement: string) {
  if (original === original.toUpperCase()) return replacement.toUpperCase();
  if (original[0] === original[0]?.toUpperCase()) return replacement[0]?.toUpperCase() + replacement.slice(1);
  return replacement;
}

const negationWords = new Set([
  "not",
  "no",
  "never",
  "none",
  "nothing",
  "nobody",
  "nowhere",
  "neither",
  "nor",
  "without",
  "cannot",
]);
/** "don't", "dont", "isn't", "can't", "won't"…: a verb with a negative ending, apostrophe or not. */
const negativeVerb =
  /^(?:do|does|did|is|are|was|were|has|have|had|could|would|should|must|need|might|ca|wo|ai|sha)n'?t$/;

function negationsOf(text: string) {
  return (
    text
      .toLowerCase()
      .replace(/’/g, "'")
      .match(/[\p{L}']+/gu) ?? []
  ).filter((word) => negationWords.has(word) || negativeVerb.test(word)).length;
}

function numbersOf(text: string) {
  return (text.match(/\p{N}+/gu) ?? []).join(" ");
}

/**
 * Whether `polished` keeps what `original` says as the polish may touch it: the same numbers (ratings,
 * prices, dates) in the same order and as many negations ("not", "never", "don't"…). A correction that
 * fails this is not made; a model's answer that fails it is not used.
 */
export function keepsMeaning(original: string, polished: string) {
  return numbersOf(original) === numbersOf(polished) && negationsOf(original) === negationsOf(polished);
}

export type PolishKind = "text" | "title";
type PolishChange = { from: string; to: string };
export type Polished = { text: string; changes: PolishChange[] };
export type PolishOptions = {
  /** A review's text (sentences ending in a full stop), or its title (one line, no full stop added). */
  kind?: PolishKind;
  /** The catalog's names among these lower-case phrases, as the catalog spells them (brand casing). */
  findBrandNames?: (phrases: string[]) => Promise<string[]>;
  /** Told when the grammar checker could not run: the polish goes on without its corrections. */
  onGrammarError?: (error: Error) => void;
};

/**
 * Kinds of Harper finding that are not corrections of a mistake but rewrites of a correct text (shorter
 * sentences, other words, another country's spelling, other word order): AI Polish keeps the writer's words.
 */
const rewriteKinds = new Set(["Readability", "Enhancement", "Redundancy", "Regionalism", "WordOrder", "Formatting"]);

function wordsOf(text: string) {
  return text.match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu) ?? [];
}

/** The span of `text` from `start` to `end`, widened to whole words, and the next word after a short one ("a afternoon"). */
function contextOf(text: string, start: number, end: number) {
  let from = start;
  let to = end;
  while (from > 0 && /[\p{L}\p{N}'’]/u.test(text[from - 1] ?? "")) from--;
  while (to < text.length && /[\p{L}\p{N}'’]/u.test(text[to] ?? "")) to++;
  if (to - from <= 2) to += text.slice(to).match(/^\s*[\p{L}\p{N}]+/u)?.[0].length ?? 0;
  return { from, to };
}

const onlyCaseChanges = (from: string, to: string) => from !== to && from.toLowerCase() === to.toLowerCase();

/**
 * Harper's corrections that AI Polish makes: a mistake's first suggested replacement, when it replaces (never
 * only deletes or inserts), adds at most one word ("alot" → "a lot"), keeps the numbers and negations, is not
 * about a misspelt word (spelling is nspell's: Harper guesses "distill" for "untill"), only raises lower-case
 * letters ("ok" → "OK", never "SOPs" → "sops" or "Mastercard" → "MasterCard"), and leaves the article before an
 * acronym ("an FAQ" is right when read letter by letter).
 */
function grammarCorrections(text: string, lints: GrammarLint[], isMisspelt: (word: string) => boolean) {
  const chosen: { start: number; end: number; replacement: string }[] = [];
  for (const lint of [...lints].sort((a, b) => a.start - b.start || b.end - a.end)) {
    const suggestion = lint.suggestions[0];
    const previous = chosen.at(-1);
    if (lint.rule === "SpellCheck" || !suggestion || suggestion.kind !== "replace") continue;
    if (suggestion.text.trim() === "" || rewriteKinds.has(lint.kind) || (previous && lint.start < previous.end))
      continue;
    const problem = text.slice(lint.start, lint.end);
    if (problem === suggestion.text) continue;
    if (wordsOf(suggestion.text).length > wordsOf(problem).length + 1) continue;
    if (!keepsMeaning(problem, suggestion.text)) continue;
    if (lint.kind !== "BoundaryError" && wordsOf(problem).some(isMisspelt)) continue;
    if (onlyCaseChanges(problem, suggestion.text) && problem !== problem.toLowerCase()) continue;
    if (lint.rule === "AnA" && /^\s*\p{Lu}{2,}/u.test(text.slice(lint.end))) continue;
    chosen.push({ start: lint.start, end: lint.end, replacement: suggestion.text });
  }
  const changes: PolishChange[] = [];
  let result = text;
  for (const { start, end, replacement } of chosen.reverse()) {
    const window = contextOf(text, start, end);
    changes.unshift({
      from: text.slice(window.from, window.to),
      to: text.slice(window.from, start) + replacement + text.slice(end, window.to),
    });
    result = result.slice(0, start) + replacement + result.slice(end);
  }
  return { text: result, changes };
}

/** Spacing and punctuation: single spaces, none before punctuation, one after; a title is one line. */
function normaliseSpacing(input: string, kind: PolishKind) {
  let text = input
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => line.replace(/[ \t]+/g, " ").trim())
    .join(kind === "title" ? " " : "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  text = text.replace(/ +([,.;:!?])/g, "$1"); // no space before punctuation
  text = text.replace(/([,;:!?])(?=[A-Za-z])/g, "$1 "); // one space after
  text = text.replace(/\.(?=[A-Z][a-z])/g, ". "); // "done.Next" → "done. Next", not "3.5" or "e.g."
  // "improved.the" → "improved. the" (capitalised below), but not "klaviyo.com" or "brand.example".
  text = text.replace(
    /(\b[a-z]{3,})\.(?!(?:com|net|org|io|co|ai|app|shop|store|uk|de|fr|example|html?)\b)([a-z]{2,}\b)/g,
    "$1. $2",
  );
  return text.replace(/([!?.]){2,}/g, "$1");
}

const vowels = /[aeiouy]/;

/** "recieve" → "receive", "teh" → "the": two letters side by side swapped. */
function isAdjacentSwap(word: string, candidate: string) {
  if (word.length !== candidate.length) return false;
  const differences = [...word].flatMap((letter, index) => (letter === candidate[index] ? [] : [index]));
  const [at, next] = differences;
  return (
    differences.length === 2 &&
    at !== undefined &&
    next === at + 1 &&
    word[at] === candidate[next] &&
    word[next] === candidate[at]
  );
}

/** "seperate" → "separate": the same letters but one vowel for another. */
function isVowelSwap(word: string, candidate: string) {
  if (word.length !== candidate.length) return false;
  const differences = [...word].flatMap((letter, index) => (letter === candidate[index] ? [] : [index]));
  const [at] = differences;
  return (
    differences.length === 1 && at !== undefined && vowels.test(word[at] ?? "") && vowels.test(candidate[at] ?? "")
  );
}

/**
 * How many words of one polish may ask nspell for suggestions. Its `suggest` costs 0.3–0.6 s per unknown word on
 * the thread that serves every request, so it is only the fallback for when the grammar checker is unavailable,
 * and bounded (the probe of issue #35 froze the server for minutes with a text of made-up words).
 */
const maxSuggestionLookups = 5;

/**
 * The correction of a misspelt lower-case word, when it is unambiguous: a contraction's lost apostrophe
 * ("dont" → "don't", "theyre" → "they're"); else the grammar checker's guess when the dictionaries know it as a
 * word and it is a slip: a missing or extra letter ("realy", "helpfull"), two letters swapped ("recieve", "teh"),
 * or one vowel for another in a word of five letters or more ("seperate", "definately"; "geo" is not "gee").
 * Without the grammar checker, nspell's first suggestion stands in for its guess, for a bounded number of words
 * (`lookups`). Otherwise none: "wich" could be "which", "wish" or "witch".
 */
function spellingCorrection(
  word: string,
  spell: Spell,
  isEnglishWord: (word: string) => boolean,
  harperGuess: string | undefined,
  lookups: { remaining: number },
) {
  let guess = harperGuess;
  if (guess === undefined) {
    if (lookups.remaining <= 0) return undefined;
    lookups.remaining -= 1;
    // Names the dictionary spells with a capital ("Gorgas" for "gorgias") are no correction of a lower-case word.
    const suggestions = spell
      .suggest(word)
      .filter((candidate) => candidate === candidate.toLowerCase() && candidate !== word);
    guess =
      suggestions.find((candidate) => /'(?:t|re|ve|ll|m|d)$/.test(candidate) && candidate.replace("'", "") === word) ??
      suggestions[0];
  }
  if (guess === undefined || guess !== guess.toLowerCase() || guess === word) return undefined;
  if (/'(?:t|re|ve|ll|m|d)$/.test(guess) && guess.replace("'", "") === word) return guess;
  if (!isEnglishWord(guess)) return undefined;
  const isSlip =
    (Math.abs(guess.length - word.length) === 1 && editDistance(word, guess) === 1) ||
    isAdjacentSwap(word, guess) ||
    (harperGuess !== undefined && word.length >= 5 && isVowelSwap(word, guess));
  return isSlip ? guess : undefined;
}

/**
 * Spelling, where a word is misspelt (`isMisspelt`: wrong in American and British English, not a trade word,
 * and flagged by Harper too) and its correction is unambiguous (`spellingCorrection`). Names (capitalised
 * words), acronyms, short words, addresses and hyphenated parts are left alone, and so is a word whose
 * correction would change a negation.
 */
function correctSpelling(
  input: string,
  spell: Spell,
  isEnglishWord: (word: string) => boolean,
  isMisspelt: (word: string) => boolean,
  harperGuessFor: (word: string) => string | undefined,
  changes: PolishChange[],
) {
  const lookups = { remaining: maxSuggestionLookups };
  return input.replace(/\b[A-Za-z][A-Za-z']*\b/g, (word, offset: number, whole: string) => {
    const before = whole[offset - 1] ?? "";
    const after = whole.slice(offset + word.length, offset + word.length + 2);
    if (word === "i") {
      changes.push({ from: "i", to: "I" });
      return "I";
    }
    if (word.length < 3 || /[A-Z]/.test(word.slice(1)) || /[@/.\-_]/.test(before) || /^[@/\-_]|^\.\w/.test(after))
      return word;
    // A capitalised word may be a name (even at the start of a sentence): never "corrected".
    if (word[0] === word[0]?.toUpperCase() || !isMisspelt(word)) return word;
    const suggestion = spellingCorrection(word, spell, isEnglishWord, harperGuessFor(word), lookups);
    if (!suggestion || !keepsMeaning(word, suggestion)) return word;
    const fixed = matchCase(word, suggestion);
    changes.push({ from: word, to: fixed });
    return fixed;
  });
}

/**
 * The built-in, offline "AI Polish" (docs/decisions/085-offline-polish-with-harper.md), in four passes:
 * brand names get the catalog's casing ("shopify plus" → "Shopify Plus"); Harper, a grammar checker running
 * locally, corrects grammar, usage and punctuation ("a afternoon" → "an afternoon", "tho" → "though", "could
 * of" → "could have"); nspell corrects clear spelling slips; and sentences start with a capital (a review's
 * text ends with a full stop, a title does not). It never adds content, and never changes a number, a rating
 * or a negation, so the writer's meaning stays as written.
 */
export async function polishText(input: string, options: PolishOptions = {}): Promise<Polished> {
  const { kind = "text", findBrandNames, onGrammarError } = options;
  const checkers = await getSpellCheckers();
  const isEnglishWord = (word: string) =>
    checkers.american.correct(word) || checkers.british.correct(word) || tradeWords.has(word);
  const changes: PolishChange[] = [];
  let text = normaliseSpacing(input, kind);

  if (findBrandNames) {
    const candidates = brandNameCandidates(text, isEnglishWord);
    if (candidates.length > 0) {
      const branded = fixBrandCasing(text, await findBrandNames(candidates));
      text = branded.text;
      changes.push(...branded.changes);
    }
  }

  // A word is misspelt when nspell and Harper both say so (Harper knows "backend" and "financials"); Harper's
  // first guess confirms nspell's correction. Without Harper, nspell decides alone.
  let harperGuesses: Map<string, string> | null = null;
  const isMisspelt = (word: string) => !isEnglishWord(word) && (harperGuesses?.has(word) ?? true);
  if (text) {
    try {
      const lints = await checkGrammar(text);
      harperGuesses = new Map(
        lints.flatMap((lint) => {
          const guess = lint.suggestions[0];
          return lint.rule === "SpellCheck" && guess?.kind === "replace"
            ? [[text.slice(lint.start, lint.end).toLowerCase(), guess.text.toLowerCase()] as const]
            : [];
        }),
      );
      const corrected = grammarCorrections(text, lints, (word) => /^[a-z]+$/.test(word) && isMisspelt(word));
      text = corrected.text;
      changes.push(...corrected.changes);
    } catch (error) {
      onGrammarError?.(error instanceof Error ? error : new Error(String(error)));
    }
  }

  text = correctSpelling(
    text,
    checkers.american,
    isEnglishWord,
    isMisspelt,
    (word) => harperGuesses?.get(word),
    changes,
  );

  // Capital letter at the start of the text, of each sentence (not after "e.g." or "3.9") and of each line.
  text = capitalizeAt(text, [
    ...sentenceStarts(text),
    ...[...text.matchAll(/\n\s*/g)].map((m) => m.index + m[0].length),
  ]);
  if (kind === "text" && text && !/[.!?…)"']$/.test(text)) text = `${text}.`;
  return { text, changes };
}

function capitalizeAt(text: string, offsets: number[]) {
  const letters = [...text];
  const positions = new Set(offsets);
  let offset = 0;
  return letters
    .map((letter) => {
      const at = offset;
      offset += letter.length;
      return positions.has(at) && /[a-z]/.test(letter) ? letter.toUpperCase() : letter;
    })
    .join("");
}
