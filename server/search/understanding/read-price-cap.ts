import type { PriceCap } from "./parsed-query.ts";

const currencyOf: Record<string, PriceCap["currency"]> = {
  $: "USD",
  usd: "USD",
  dollar: "USD",
  dollars: "USD",
  "€": "EUR",
  eur: "EUR",
  euro: "EUR",
  euros: "EUR",
  "£": "GBP",
  gbp: "GBP",
  pound: "GBP",
  pounds: "GBP",
};
const unitOf: Record<string, PriceCap["unit"]> = {
  month: "month",
  mo: "month",
  monthly: "month",
  year: "year",
  yr: "year",
  annually: "year",
  order: "order",
  hour: "hour",
  hr: "hour",
};
const pricePattern =
  /\b(?:under|below|less than|up to|at most|max|maximum|no more than|within|cheaper than)\s+(\$|€|£)?\s?(\d[\d,]*(?:\.\d+)?)(k)?\s*(usd|dollars?|eur|euros?|gbp|pounds?)?(?:\s*(?:(?:a|an|per|\/)\s*(month|mo|year|yr|order|hour|hr)\b|(monthly|annually)\b))?/;

/** Reads "under $100 a month" (a ceiling with currency and unit; a month in dollars unless said). */
export function readPriceCap(normalised: string): { cap: PriceCap; text: string } | null {
  const match = pricePattern.exec(normalised);
  if (!match) return null;
  const [text, symbol, digits, thousands, word, unit, adverb] = match;
  if (!symbol && !word && !unit && !adverb) return null; // "under 10 people" is no price
  const amount = Number((digits ?? "").replace(/,/g, "")) * (thousands ? 1000 : 1);
  if (!Number.isFinite(amount) || amount <= 0) return null;
  return {
    cap: {
      amount,
      currency: currencyOf[symbol ?? word ?? "$"] ?? "USD",
      unit: unitOf[unit ?? adverb ?? "month"] ?? "month",
    },
    text,
  };
}
