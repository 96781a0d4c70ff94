import { findPhoneNumbersInText } from "libphonenumber-js";
import type { HeldReason } from "#contracts/review-holds.ts";

/**
 * What in a review's own words holds it for a moderator (docs/decisions/080-review-content-holds.md): a link or web
 * address, a phone number, a promo code. A hold is not a refusal: a moderator reads the review and approves it, so
 * the patterns lean towards catching spam and a rare false hold costs a minute of a moderator's time.
 */

const url = /\b(?:https?:\/\/|www\.)\S/i;
/**
 * A bare domain such as `cheap-deals.shop` or `Shopify.com`: labels of letters, digits and hyphens, then a top-level
 * domain written in lower case (so "tool.Support" and "ASP.NET", a missing space and a product name, are not links).
 */
const bareDomain =
  /\b[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.([a-z]{2,24})\b/g;
/** File and framework suffixes that read like a domain ("Node.js", "invoice.pdf") and are not top-level domains. */
const notTopLevel = new Set(["js", "ts", "jsx", "tsx", "mjs", "py", "rb", "css", "html", "htm", "json", "csv"]);
const fileSuffixes = new Set(["pdf", "txt", "xml", "png", "jpg", "jpeg", "gif", "svg", "doc", "docx", "xls", "xlsx"]);

/**
 * A code offered to readers, not a feature named: "use code SAVE20", "my referral link", "coupon code: WELCOME10".
 * "Discount codes", "coupons" and "affiliate links" alone are what many tools reviewed here make (the demo's sample
 * reviews name them 94 times in 7,143), so they hold nothing.
 */
const offeredCode = /\b(?:my|our)\s+(?:referral|affiliate|invite|promo|discount|coupon)\s+(?:links?|codes?)\b/i;
/**
 * "use code SAVE20", "coupon code: FREESHIP": a code-like word (capitals, with a digit or at least four letters)
 * right after "code", "coupon" or "voucher" ("coupon code tracking" and "the code editor" are not offers).
 */
const namedCode =
  /\b(?:(?:promo|discount|coupon|voucher|referral|gift)\s+)?(?:code|coupon|voucher)s?\s*(?:is\s*|[:=-]\s*)?["'“‘]?([A-Za-z0-9]{4,20})\b/gi;

function isCodeLike(word: string) {
  return /^[A-Z0-9]+$/.test(word) && (/\d/.test(word) ? /[A-Z]/.test(word) : word.length >= 4);
}

/** Where a phone number would be read: the markets most of our readers run stores in, and any +international number. */
const phoneCountries = ["US", "GB"] as const;

/**
 * The links in a text: whether it has a URL (a scheme or `www.`), and the bare domains it names, lower case. The
 * caller decides about bare domains: a listed company's own domain ("Smile.io") is a name, not a link.
 */
export function linksIn(text: string) {
  const domains = new Set<string>();
  for (const match of text.matchAll(bareDomain)) {
    const topLevel = match[1] ?? "";
    if (!notTopLevel.has(topLevel) && !fileSuffixes.has(topLevel)) domains.add(match[0].toLowerCase());
  }
  return { hasUrl: url.test(text), domains: [...domains] };
}

export function containsPhoneNumber(text: string) {
  return phoneCountries.some((country) => findPhoneNumbersInText(text, country).length > 0);
}

export function containsPromoCode(text: string) {
  if (offeredCode.test(text)) return true;
  return [...text.matchAll(namedCode)].some((match) => isCodeLike(match[1] ?? ""));
}

/**
 * The content holds of a review's text (title, text, pros and cons), in the order moderators read them. `isKnown`
 * says which bare domains are listed companies' own, named rather than linked.
 */
export async function contentHolds(
  texts: readonly (string | null | undefined)[],
  isKnown: (domains: string[]) => Promise<Set<string>>,
): Promise<HeldReason[]> {
  const text = texts.filter((part): part is string => Boolean(part)).join("\n");
  const reasons: HeldReason[] = [];
  const links = linksIn(text);
  if (links.hasUrl) reasons.push("link");
  else if (links.domains.length > 0) {
    const known = await isKnown(links.domains);
    if (links.domains.some((domain) => !known.has(domain.replace(/^www\./, "")))) reasons.push("link");
  }
  if (containsPhoneNumber(text)) reasons.push("phone-number");
  if (containsPromoCode(text)) reasons.push("promo-code");
  return reasons;
}

// Repeated text: MinHash of word 3-shingles with locality-sensitive banding. 16 hashes in 4 bands of 4: two texts
// share a band with probability 1 - (1 - J^4)^4 for Jaccard similarity J of their shingles (0.99 at J = 0.9, 0.88 at
// 0.8, 0.23 at 0.5, 0.03 at 0.3). Each review stores its 4 band hashes (GIN-indexed); the few reviews sharing a band
// are candidates, and a candidate whose true similarity reaches `repeatedTextSimilarity` holds the review.
export const repeatedTextSimilarity = 0.7;
const hashCount = 16;
const bandSize = 4;
/**
 * Below this many words a text is too generic to say that one account copied another: short reviews ("Great tool,
 * our flows doubled revenue and support answers fast") are written alike by people who never met.
 */
export const repeatedTextMinWords = 20;

function fnv1a(text: string) {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** MurmurHash3's finaliser: spreads every input bit over the output. */
function mix(value: number) {
  let hash = value >>> 0;
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** The words of a text, lower case, accents and punctuation dropped. */
export function textWords(text: string) {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** The band hashes of a review's text, or none when it is too short to compare. Signed 32-bit, as PostgreSQL stores. */
export function contentBands(text: string): number[] {
  const words = textWords(text);
  if (words.length < repeatedTextMinWords) return [];
  const minimums = new Array<number>(hashCount).fill(0xffffffff);
  for (let start = 0; start + 3 <= words.length; start++) {
    const shingle = fnv1a(words.slice(start, start + 3).join(" "));
    for (let index = 0; index < hashCount; index++) {
      const value = mix(shingle ^ Math.imul(index + 1, 0x9e3779b9));
      if (value < (minimums[index] ?? 0)) minimums[index] = value;
    }
  }
  const bands: number[] = [];
  for (let band = 0; band < hashCount / bandSize; band++) {
    let hash = mix(band + 0x5bd1e995);
    for (const value of minimums.slice(band * bandSize, (band + 1) * bandSize)) hash = mix(hash ^ value);
    bands.push(hash | 0);
  }
  return bands;
}

function shingles(text: string) {
  const words = textWords(text);
  const set = new Set<string>();
  for (let start = 0; start + 3 <= words.length; start++) set.add(words.slice(start, start + 3).join(" "));
  return set;
}

/** The Jaccard similarity of two texts' word 3-shingles: 1 for the same words in the same order, 0 for none shared. */
export function textSimilarity(first: string, second: string) {
  const [a, b] = [shingles(first), shingles(second)];
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const shingle of a) if (b.has(shingle)) shared++;
  return shared / (a.size + b.size - shared);
}
