import { fillerWords } from "../vocabulary/query-words.ts";
import type { CompanyMention } from "./parsed-query.ts";

// starts with an article: "Klarna alternative for a Shopify store" asks for a Klarna alternative, not a Shopify one.
// "Other", "another", "any", "some": "interim coo or other interim exec" names a kind of thing, no company (decision 115).
const nameStop =
  "a|an|for|that|which|with|without|on|in|at|to|but|and|or|under|below|than|because|since|so|who|we|our|my|i|please|if|when|as|is|are|other|another|any|some";
const nameWords = `(?<![a-z0-9])((?:(?!(?:${nameStop})\\b)[a-z0-9$][a-z0-9$+/.:'-]*)(?: (?!(?:${nameStop})\\b)[a-z0-9$][a-z0-9$+/.:'-]*){0,3})`;

const mentionPatterns: { role: CompanyMention["role"]; pattern: RegExp; names: number[] }[] = [
  {
    role: "compare",
    pattern: new RegExp(`${nameWords} (?:vs\\.?|versus|compared to|compared with|or) ${nameWords}`, "g"),
    names: [1, 2],
  },
  { role: "compare", pattern: new RegExp(`\\bcompare ${nameWords} (?:and|with|to) ${nameWords}`, "g"), names: [1, 2] },
  {
    role: "alternative",
    pattern: new RegExp(
      `\\b(?:alternatives?|replacements?|substitutes?|competitors?|rivals?) (?:to|for|of) ${nameWords}`,
      "g",
    ),
    names: [1],
  },
  {
    role: "alternative",
    pattern: new RegExp(
      `\\b(?:instead of|switch(?:ing)? (?:away )?from|mov(?:e|ing) (?:away )?from|leav(?:e|ing)|replac(?:e|ing)|cheaper than|similar to|something like|anything like|like) ${nameWords}`,
      "g",
    ),
    names: [1],
  },
  {
    role: "alternative",
    pattern: new RegExp(`${nameWords} (?:alternatives?|competitors?|replacements?)\\b`, "g"),
    names: [1],
  },
  {
    role: "alternative",
    pattern: new RegExp(
      `${nameWords} (?:is|has|has been|was|got|are) (?:gone|shut down|shutting down|discontinued|sunset|sunsetting|closing|closed|dead|going away)\\b`,
      "g",
    ),
    names: [1],
  },
  {
    role: "integration",
    pattern: new RegExp(
      `\\b(?:integrates? with|integration with|integrations? for|works with|connects? (?:to|with)|syncs? with|plugs into) ${nameWords}`,
      "g",
    ),
    names: [1],
  },
];

/** Loose patterns: a name after these words may be a company to work with ("emails through Klaviyo"). */
const weakIntegrationPattern = new RegExp(`\\b(?:through|via|into|to|for|with|from) ${nameWords}`, "g");

/** Words that may stand before "alternative for X" when X is the company replaced ("a cheaper alternative for X"). */
const alternativeAdjectives = new Set(["cheaper", "cheap", "free", "simpler", "affordable", "open-source", "easier"]);

/**
 * "Recharge alternative for Shopify": a name before "alternative" is the company replaced, so the one after
 * "for" is what the alternative is for, not a second company to replace.
 */
function saysWhatAnAlternativeIsFor(normalised: string, match: RegExpMatchArray) {
  if (
    !/^\S+ for /.test(match[0]) ||
    !/^(?:alternatives?|replacements?|substitutes?|competitors?|rivals?) /.test(match[0])
  ) {
    return false;
  }
  const before =
    normalised
      .slice(0, match.index ?? 0)
      .trim()
      .split(" ")
      .at(-1) ?? "";
  return before !== "" && !fillerWords.has(before) && !alternativeAdjectives.has(before);
}

/** Candidate company names the patterns see; each is later checked against the catalog. */
export function findMentions(normalised: string): CompanyMention[] {
  const mentions: CompanyMention[] = [];
  for (const { role, pattern, names } of mentionPatterns) {
    for (const match of normalised.matchAll(pattern)) {
      if (saysWhatAnAlternativeIsFor(normalised, match)) continue;
      for (const group of names) {
        const text = match[group]?.trim();
        if (text && !mentions.some((mention) => mention.text === text && mention.role === role)) {
          mentions.push({ role, text });
        }
      }
    }
  }
  for (const match of normalised.matchAll(weakIntegrationPattern)) {
    const text = match[1]?.trim();
    if (!text || mentions.some((mention) => mention.text.includes(text) || text.includes(mention.text))) continue;
    mentions.push({ role: "integration", text, weak: true });
  }
  return mentions;
}
