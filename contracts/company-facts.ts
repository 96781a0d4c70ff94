// The facts a company has (issue #16): their allowed values and the labels pages show. Plain values, shared by
// the catalog files, the database schema, the validation schemas and the pages (browser code may import this).
// A fact that is not known is empty and shows "not listed": nothing here has a default that pretends to know.

import { monthNames } from "./calendar.ts";

export const companyKinds = ["software", "agency", "freelance", "network"] as const;
export type CompanyKind = (typeof companyKinds)[number];
export const companyKindLabels: Record<CompanyKind, string> = {
  software: "Software",
  agency: "Agency",
  freelance: "Freelancer",
  network: "Marketplace or network",
};

export const pricingModels = [
  "free",
  "freemium",
  "subscription",
  "usage-based",
  "transaction-fee",
  "commission",
  "one-off",
  "project",
  "retainer",
  "hourly",
  "quote-based",
] as const;
export type PricingModel = (typeof pricingModels)[number];
export const pricingModelLabels: Record<PricingModel, string> = {
  free: "Free",
  freemium: "Freemium",
  subscription: "Subscription",
  "usage-based": "Usage-based",
  "transaction-fee": "Percent of revenue or transactions",
  commission: "Commission",
  "one-off": "One-off purchase",
  project: "Per project",
  retainer: "Monthly retainer",
  hourly: "Hourly",
  "quote-based": "Quote on request",
};

export const platforms = [
  "shopify",
  "shopify-plus",
  "bigcommerce",
  "woocommerce",
  "magento",
  "salesforce-commerce-cloud",
  "wix",
  "squarespace",
  "prestashop",
  "amazon",
  "headless",
] as const;
export type Platform = (typeof platforms)[number];
export const platformLabels: Record<Platform, string> = {
  shopify: "Shopify",
  "shopify-plus": "Shopify Plus",
  bigcommerce: "BigCommerce",
  woocommerce: "WooCommerce",
  magento: "Adobe Commerce (Magento)",
  "salesforce-commerce-cloud": "Salesforce Commerce Cloud",
  wix: "Wix",
  squarespace: "Squarespace",
  prestashop: "PrestaShop",
  amazon: "Amazon",
  headless: "Headless or custom",
};

/** The label of a stored platform value; a value outside the list (an older row) shows as it is. */
export function platformLabelOf(value: string): string {
  const platform = platforms.find((known) => known === value);
  return platform ? platformLabels[platform] : value;
}

export const priceUnits = [
  "month",
  "year",
  "order",
  "seat-month",
  "thousand-contacts-month",
  "hour",
  "project",
] as const;
export type PriceUnit = (typeof priceUnits)[number];
export const priceUnitLabels: Record<PriceUnit, string> = {
  month: "per month",
  year: "per year",
  order: "per order",
  "seat-month": "per seat per month",
  "thousand-contacts-month": "per 1,000 contacts per month",
  hour: "per hour",
  project: "per project",
};

export const currencies = ["USD", "EUR", "GBP", "CAD", "AUD"] as const;
export type Currency = (typeof currencies)[number];
export const currencySymbols: Record<Currency, string> = { USD: "$", EUR: "€", GBP: "£", CAD: "CA$", AUD: "A$" };

/**
 * A typical monthly cost in US dollars, where a source gives a band but no list price (Wappalyzer's "low",
 * "mid" and "high" tags are exactly these bands). The price facet reads the starting price when it is monthly
 * and in dollars, and this band otherwise.
 */
export const costBands = ["under-100", "100-1000", "over-1000"] as const;
export type CostBand = (typeof costBands)[number];
export const costBandLabels: Record<CostBand, string> = {
  "under-100": "Under $100/month",
  "100-1000": "$100–$1,000/month",
  "over-1000": "Over $1,000/month",
};
/** The price facet's values: free, then the cost bands. */
export const priceBands = ["free", ...costBands] as const;

export const companyStatuses = ["active", "acquired", "discontinued"] as const;
export type CompanyStatus = (typeof companyStatuses)[number];
export const companyStatusLabels: Record<CompanyStatus, string> = {
  active: "Active",
  acquired: "Acquired",
  discontinued: "Discontinued",
};

export const regions = [
  "north-america",
  "latin-america",
  "uk-ireland",
  "europe",
  "middle-east-africa",
  "asia-pacific",
  "worldwide",
] as const;
export type Region = (typeof regions)[number];
export const regionLabels: Record<Region, string> = {
  "north-america": "North America",
  "latin-america": "Latin America",
  "uk-ireland": "UK and Ireland",
  europe: "Europe",
  "middle-east-africa": "Middle East and Africa",
  "asia-pacific": "Asia-Pacific",
  worldwide: "Worldwide",
};

export const employeeBands = ["1-10", "11-50", "51-200", "201-1000", "1001-5000", "5001+"] as const;
export type EmployeeBand = (typeof employeeBands)[number];

/** ISO 639-1 codes. */
export const languagePattern = /^[a-z]{2}$/;

/** The groups of facts a source covers; every group with a value names its source and "as of" month. */
export const factGroups = ["profile", "pricing", "platforms", "integrations", "features", "fit", "status"] as const;
export type FactGroup = (typeof factGroups)[number];
export const factGroupLabels: Record<FactGroup, string> = {
  profile: "Profile",
  pricing: "Pricing",
  platforms: "Platforms",
  integrations: "Integrations",
  features: "Features",
  fit: "Fit",
  status: "Status",
};

export const notListed = "not listed";

/** "$20 per month", "€0.10 per order". */
export function formatStartingPrice(price: { amount: number; currency: Currency; unit: PriceUnit }): string {
  const amount = Number.isInteger(price.amount)
    ? price.amount.toLocaleString("en-US")
    : price.amount.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${currencySymbols[price.currency]}${amount} ${priceUnitLabels[price.unit]}`;
}

/** "May 2025" from an ISO date or a YYYY-MM month. */
export function formatMonth(isoDate: string): string {
  const [year, month] = isoDate.split("-");
  return `${monthNames[Number(month) - 1] ?? ""} ${year ?? ""}`.trim();
}

/** "14 October 2026" from an ISO date (a date on the first of a month from a month-only source reads as the month). */
export function formatAsOf(isoDate: string): string {
  const [year, month, day] = isoDate.split("-");
  if (!day || day === "01") return formatMonth(isoDate);
  return `${Number(day)} ${formatMonth(`${year}-${month}`)}`;
}
