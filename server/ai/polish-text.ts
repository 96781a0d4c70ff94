import nspell from "nspell";
import { sentenceStarts } from "#contracts/sentences.ts";

type Spell = ReturnType<typeof nspell>;
let spellChecker: Promise<Spell> | undefined;

// Words of the trade the English dictionary lacks; never "corrected".
const tradeWords = [
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
];

/** The Hunspell English dictionary (dictionary-en) with nspell, loaded once on first use. */
function getSpellChecker() {
  spellChecker ??= import("dictionary-en").then(({ default: dictionary }) => {
    const spell = nspell(Buffer.from(dictionary.aff).toString("utf8"), Buffer.from(dictionary.dic).toString("utf8"));
    for (const word of tradeWords) spell.add(word);
    return spell;
  });
  return spellChecker;
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

export type Polished = { text: string; changes: { from: string; to: string }[] };

/**
 * The built-in, offline "AI Polish": spelling (Hunspell dictionary, only clear
 * one- or two-letter slips in lower-case words; names, numbers and trade words are
 * left alone), spacing and punctuation, capitalised sentences and a lone "i".
 * It never adds, removes or reorders content, so meaning and rating stay as written.
 */
export async function polishText(input: string): Promise<Polished> {
  const spell = await getSpellChecker();
  const changes: { from: string; to: string }[] = [];

  let text = input
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => line.replace(/[ \t]+/g, " ").trim())
    .join("\n")
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
  text = text.replace(/([!?.]){2,}/g, "$1");

  text = text.replace(/\b[A-Za-z][A-Za-z']*\b/g, (word, offset: number, whole: string) => {
    const before = whole[offset - 1] ?? "";
    const after = whole[offset + word.length] ?? "";
    if (word === "i") {
      changes.push({ from: "i", to: "I" });
      return "I";
    }
    // Leave names (capitalised mid-sentence), acronyms, short words, URLs, emails and hyphen parts alone.
    if (word.length < 3 || /[A-Z]/.test(word.slice(1)) || /[@/.\-_]/.test(before) || /[@/\-_]/.test(after)) return word;
    if (spell.correct(word) || spell.correct(word.toLowerCase())) return word;
    // A capitalised word may be a name (even at the start of a sentence): never "corrected".
    if (word[0] === word[0]?.toUpperCase()) return word;
    // Only unambiguous slips: a missing or extra letter ("realy", "helpfull") when it is the
    // checker's first suggestion, else swapped letters ("recieve", "teh"), else nothing.
    const lower = word.toLowerCase();
    const sorted = [...lower].sort().join("");
    const suggestions = spell.suggest(lower).map((candidate) => candidate.toLowerCase());
    const first = suggestions[0];
    const suggestion =
      first && Math.abs(first.length - lower.length) === 1 && editDistance(lower, first) === 1
        ? first
        : suggestions.find((candidate) => [...candidate].sort().join("") === sorted);
    if (!suggestion) return word;
    const fixed = matchCase(word, suggestion);
    changes.push({ from: word, to: fixed });
    return fixed;
  });

  // Capital letter at the start of the text, of each sentence (not after "e.g." or "3.9") and of each line.
  text = capitalizeAt(text, [
    ...sentenceStarts(text),
    ...[...text.matchAll(/\n\s*/g)].map((m) => m.index + m[0].length),
  ]);
  if (text && !/[.!?…)"']$/.test(text)) text = `${text}.`;
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
