import { findPhoneNumbersInText } from "libphonenumber-js";
import ianaTopLevelDomains from "tlds" with { type: "json" };
import type { HeldReason } from "#contracts/review-holds.ts";

/**
 * What in a review's own words holds it for a moderator (docs/decisions/080-review-content-holds.md): a link or web
 * address, a phone number, a promo code. A hold is not a refusal: a moderator reads the review and approves it, so
 * the patterns lean towards catching spam and a rare false hold costs a minute of a moderator's time.
 */

const url = /\b(?:https?:\/\/|www\.)\S/i;
/**
 * A bare domain such as `cheap-deals.shop`, `Shopify.com` or `CHEAP-DEALS.SHOP`: labels of letters, digits and
 * hyphens, then a top-level domain of IANA's list (the `tlds` package) written all in lower case or all in capitals
 * ("tool.Support", a missing space, is not a link).
 */
const bareDomain =
  /\b[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.([a-z]{2,24}|[A-Z]{2,24})\b/g;
const topLevelDomains: ReadonlySet<string> = new Set(ianaTopLevelDomains);
/** Product names written like domains. */
const productNames = new Set(["asp.net", "vb.net", "ado.net"]);
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
    const topLevel = (match[1] ?? "").toLowerCase();
    const domain = match[0].toLowerCase();
    if (notTopLevel.has(topLevel) || fileSuffixes.has(topLevel) || productNames.has(domain)) continue;
    // A lower-case ending was always read as a domain; a capital one only when it is a real top-level domain.
    if (match[1] === topLevel || topLevelDomains.has(topLevel)) domains.add(domain);
  }
  return { hasUrl: url.test(text), domains: [...domains] };
}

export function containsPhoneNumber(text: string) {
  return phoneCountries.some((country) => findPhoneNumbersInText(text, country).length > 0);
}

/** "Enter SAVE20 at checkout", "apply WELCOME10": a code of letters and digits offered with a verb. */
const offeredWithVerb =
  /\b(?:[Ee]nter|[Uu]se|[Aa]pply|[Tt]ype)\s+(?:the\s+)?(?:code\s+)?["'“‘]?([A-Z]+[0-9]+[A-Z0-9]*)\b/g;

function containsPromoCode(text: string) {
  if (offeredCode.test(text)) return true;
  if ([...text.matchAll(offeredWithVerb)].some((match) => (match[1] ?? "").length >= 5)) return true;
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
const repeatedTextMinWords = 20;

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

/**
 * Cyrillic and Greek letters drawn like Latin ones (Unicode's confusables, the common lower-case ones): a copied text
 * with "о" for "o" is the same text to a reader.
 */
const lookAlikes: Record<string, string> = {
  а: "a",
  в: "b",
  е: "e",
  ё: "e",
  к: "k",
  м: "m",
  н: "h",
  о: "o",
  р: "p",
  с: "c",
  т: "t",
  у: "y",
  х: "x",
  і: "i",
  ї: "i",
  ј: "j",
  ѕ: "s",
  ԁ: "d",
  һ: "h",
  ԛ: "q",
  ԝ: "w",
  α: "a",
  β: "b",
  ε: "e",
  ι: "i",
  κ: "k",
  ν: "v",
  ο: "o",
  ρ: "p",
  τ: "t",
  υ: "u",
  χ: "x",
};
const lookAlike = new RegExp(`[${Object.keys(lookAlikes).join("")}]`, "g");

/**
 * The words of a text, lower case, accents and punctuation dropped, invisible characters (zero-width spaces, soft
 * hyphens: Unicode's format characters) removed and look-alike letters read as the Latin ones they imitate.
 */
function textWords(text: string) {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]|\p{Cf}/gu, "")
    .toLowerCase()
    .replace(lookAlike, (letter) => lookAlikes[letter] ?? letter)
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
