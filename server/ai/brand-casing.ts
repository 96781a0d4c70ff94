/** A run of letters and digits, with an inner apostrophe ("Luigi's"). */
const wordPattern = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;
/** Names the catalog spells with characters other than letters, digits, spaces and apostrophes are left alone. */
const plainName = /^[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*(?: [\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*)*$/u;
const longestName = 4;

/**
 * The phrases of `text` (one to four words in a row, lower case) that could be a catalog name worth re-casing:
 * each holds a word that is not an English word (`isEnglishWord`), such as "klaviyo" or "shopify plus".
 * A name made only of English words ("Attentive", "Loop Returns", "Recharge") reads as ordinary words in a
 * review, and is never re-cased.
 */
export function brandNameCandidates(text: string, isEnglishWord: (word: string) => boolean) {
  const words = [...text.matchAll(wordPattern)].map((match) => ({
    // "klaviyo's flows": the name is "klaviyo".
    word: match[0].toLowerCase().replace(/['’]s$/, ""),
    start: match.index,
    end: match.index + match[0].length,
  }));
  const candidates = new Set<string>();
  for (let first = 0; first < words.length; first++) {
    let hasNameWord = false;
    const phrase: string[] = [];
    for (let last = first; last < Math.min(words.length, first + longestName); last++) {
      const current = words[last];
      const previous = words[last - 1];
      if (!current) break;
      // Only words separated by single spaces make a phrase: "klaviyo, shopify" is two phrases.
      if (last > first && previous && text.slice(previous.end, current.start) !== " ") break;
      phrase.push(current.word);
      hasNameWord ||= /\p{L}/u.test(current.word) && !isEnglishWord(current.word);
      if (hasNameWord) candidates.add(phrase.join(" "));
    }
  }
  return [...candidates];
}

function escapeForPattern(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Gives the catalog's casing to the brand names in `text` ("klaviyo" → "Klaviyo", "shopify plus" →
 * "Shopify Plus"), as whole words only: never inside a longer word, an address ("klaviyo.com"), an email, a
 * path or a hyphenated word ("klaviyo-alerts"), and only words written in lower case or with a capital first
 * letter ("Hubspot" → "HubSpot"; never "KLAVIYO"); a possessive ("klaviyo's") keeps its ending. `names` are the
 * catalog's names among `brandNameCandidates`; longer names are placed first.
 */
export function fixBrandCasing(text: string, names: readonly string[]) {
  const changes: { from: string; to: string }[] = [];
  const casings = new Map<string, string>();
  for (const name of names) {
    if (!plainName.test(name) || name === name.toLowerCase()) continue;
    const key = name.toLowerCase();
    // Two companies whose names differ only in case: which one the writer meant is unknown.
    casings.set(key, casings.has(key) && casings.get(key) !== name ? "" : name);
  }
  let result = text;
  const ordered = [...casings.values()].filter(Boolean).sort((a, b) => b.length - a.length);
  for (const name of ordered) {
    const pattern = new RegExp(
      `(?<![\\p{L}\\p{N}@/._#-])${name.split(" ").map(escapeForPattern).join(" ")}(?![\\p{L}\\p{N}@/_-]|\\.[\\p{L}\\p{N}])`,
      "giu",
    );
    result = result.replace(pattern, (found) => {
      // Words the writer cased on purpose ("KLAVIYO", "AfterPay" for the brand's old name) stay as written.
      const isCasedOnPurpose = found.split(" ").some((word) => /\p{Lu}/u.test(word.slice(1)));
      if (found === name || isCasedOnPurpose) return found;
      changes.push({ from: found, to: name });
      return name;
    });
  }
  return { text: result, changes };
}
