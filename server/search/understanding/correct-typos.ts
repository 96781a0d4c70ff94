import type { SearchVocabulary } from "../search-vocabulary.ts";
import { fillerWords } from "../vocabulary/query-words.ts";
import { categoryTextIndexFor, rootOf } from "./category-text.ts";
import { featureIndexFor, phrasesFor } from "./facet-phrases.ts";
import type { Token } from "./read-words.ts";
import { withinEdits } from "./within-edits.ts";

/** The shortest word read through a typo: shorter words are one edit away from too many others. */
const typoMinimumLength = 7;
const phraseWordCache = new WeakMap<SearchVocabulary, { all: Set<string>; long: string[] }>();

/** The word stems of every phrase the query reader knows (facets, categories, features). */
function phraseWordsFor(vocabulary: SearchVocabulary) {
  const cached = phraseWordCache.get(vocabulary);
  if (cached) return cached;
  const all = new Set<string>();
  for (const phrase of phrasesFor(vocabulary)) for (const stem of phrase.stems) all.add(stem);
  for (const phrases of featureIndexFor(vocabulary).values()) {
    for (const phrase of phrases) for (const stem of phrase.stems) all.add(stem);
  }
  const words = { all, long: [...all].filter((stem) => stem.length >= typoMinimumLength && /^[a-z]+$/.test(stem)) };
  phraseWordCache.set(vocabulary, words);
  return words;
}

/**
 * The query's words with one typo in a longer word corrected to the word of a platform, category or feature
 * phrase it misspells ("shopfiy" → Shopify, "product recomendations" → the feature), so every phrase reads
 * through a typo, not only one-word category names. A word of the catalog's own text is no typo, nor a phrase
 * word with letters before it ("preview" is no "review"), and a word that could be either of two is left alone.
 */
export function correctTypos(tokens: Token[], consumed: boolean[], vocabulary: SearchVocabulary): Token[] {
  const words = phraseWordsFor(vocabulary);
  const knownWords = categoryTextIndexFor(vocabulary).weights;
  return tokens.map((token, index) => {
    if (consumed[index] || token.stem.length < typoMinimumLength || !/^[a-z]+$/.test(token.stem)) return token;
    if (fillerWords.has(token.text) || words.all.has(token.stem) || knownWords.has(rootOf(token.stem))) return token;
    // One edit keeps a longer word's first letter or its last: a cheap test before the edit distance.
    const matches = words.long.filter(
      (word) =>
        (word[0] === token.stem[0] || word.at(-1) === token.stem.at(-1)) &&
        withinEdits(token.stem, word, 1) &&
        !(token.stem.length > word.length && token.stem.endsWith(word)),
    );
    const [match] = matches;
    return matches.length === 1 && match ? { text: match, stem: match } : token;
  });
}
