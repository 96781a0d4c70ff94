import type { CategorySlug } from "./catalog/categories.ts";
import type { SeedCompany } from "./catalog/companies.ts";

export type GoodFor = {
  startup: boolean;
  sixFigures: boolean;
  sevenFigures: boolean;
  eightFigures: boolean;
  nineFiguresPlus: boolean;
};

export type SampleReviewer = {
  index: number;
  firstName: string;
  lastName: string;
  email: string;
  roleInCompany: string | null;
  businessWebsite: string;
  brandSize: keyof GoodFor;
};

export type SampleReview = {
  /** Index into the companies array passed to `generateSampleReviews`. */
  companyIndex: number;
  /** Index into the reviewers array passed to `generateSampleReviews`. */
  reviewerIndex: number;
  rating: 1 | 2 | 3 | 4 | 5;
  title: string;
  content: string;
  roleInCompany: string | null;
  businessWebsite: string;
  categories: CategorySlug[];
  goodFor: GoodFor;
  createdAt: Date;
  /** Other reviewers (never the author) who voted the review helpful. */
  helpfulVoterIndexes: number[];
  /** Other reviewers who voted the review not helpful; disjoint from the helpful voters. */
  notHelpfulVoterIndexes: number[];
};

type Random = () => number;
type BrandSize = keyof GoodFor;
type Rating = SampleReview["rating"];
type CompanyKind = SeedCompany["kind"];
type Tone = "positive" | "mixed" | "negative";

const brandSizes: readonly BrandSize[] = ["startup", "sixFigures", "sevenFigures", "eightFigures", "nineFiguresPlus"];
const brandSizeWeights: readonly number[] = [14, 30, 32, 18, 6];
const DAY_MS = 24 * 60 * 60 * 1000;
const REVIEW_WINDOW_DAYS = 548;
const MAX_CONTENT_LENGTH = 2000;
const MAX_TITLE_LENGTH = 150;

// --- Deterministic randomness --------------------------------------------------------------------------------------

/** mulberry32: a small, fast, deterministic PRNG returning floats in [0, 1). */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return function next() {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomInt(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

function chance(random: Random, probability: number): boolean {
  return random() < probability;
}

function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error("Cannot pick from an empty list");
  return item;
}

function pickWeighted<T>(random: Random, items: readonly T[], weights: readonly number[]): T {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let threshold = random() * total;
  for (let i = 0; i < items.length; i++) {
    threshold -= weights[i] ?? 0;
    const item = items[i];
    if (threshold < 0 && item !== undefined) return item;
  }
  return pick(random, items);
}

/** Picks up to `count` distinct items in random order; meant for small counts. */
function pickDistinct<T>(random: Random, items: readonly T[], count: number): T[] {
  const indexes: number[] = [];
  while (indexes.length < Math.min(count, items.length)) {
    const index = Math.floor(random() * items.length);
    if (!indexes.includes(index)) indexes.push(index);
  }
  return indexes.map((index) => items[index] as T);
}

/** Standard normal sample (Box-Muller). */
function gaussian(random: Random): number {
  const u = 1 - random();
  const v = random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

// --- Reviewers -----------------------------------------------------------------------------------------------------

type NameGroup = { first: readonly string[]; last: readonly string[] };

/** Splits a compact `a|b|c` list; keeps the short word lists below readable and compact. */
function list(text: string): string[] {
  return text.split("|");
}

const nameGroups: readonly NameGroup[] = [
  {
    first: list("Emma|Oliver|Charlotte|James|Sophie|Harry|Grace|Thomas|Lucy|Daniel|Hannah|Ben"),
    last: list("Taylor|Wright|Hughes|Bennett|Carter|Mitchell|Walsh|Foster|Reid|Murphy|Sullivan|Brooks"),
  },
  {
    first: list("Sofía|Mateo|Valentina|Diego|Camila|Javier|Lucía|Andrés|Isabel|Carlos"),
    last: list("García|Martínez|Rodríguez|Hernández|López|Morales|Navarro|Castillo|Ortega|Ramos"),
  },
  {
    first: list("Priya|Arjun|Ananya|Rohan|Neha|Vikram|Kavya|Sanjay|Meera|Rahul"),
    last: list("Patel|Sharma|Iyer|Reddy|Gupta|Nair|Kapoor|Mehta|Desai|Chopra"),
  },
  {
    first: list("Wei|Mei|Hiroshi|Yuki|Ji-woo|Min-jun|Haruka|Kenji|Lin|Seo-yeon"),
    last: list("Chen|Wang|Tanaka|Nakamura|Kim|Park|Lee|Zhang|Liu|Sato"),
  },
  {
    first: list("Amara|Chidi|Ngozi|Kwame|Abena|Tunde|Zanele|Thabo|Wanjiru|Kofi"),
    last: list("Okafor|Mensah|Adeyemi|Nkosi|Mwangi|Boateng|Okonkwo|Diallo|Adebayo|Kamau"),
  },
  {
    first: list("Layla|Omar|Yasmin|Karim|Noor|Tariq|Leila|Samir|Aisha|Youssef"),
    last: list("Haddad|Khalil|Mansour|Nasser|Farah|Saleh|Aziz|Rahman|Hamdan|Karimi"),
  },
  {
    first: list("Freya|Lars|Ingrid|Søren|Astrid|Jonas|Lena|Matthias|Sanne|Pieter"),
    last: list("Larsen|Johansson|Nielsen|Lindqvist|Müller|Schneider|Fischer|de Vries|Jansen|Bakker"),
  },
  {
    first: list("Katarzyna|Łukasz|Anna|Piotr|Elena|Dmitri|Milena|Tomasz|Ivana|Marek"),
    last: list("Nowak|Horvat|Novak|Kovač|Marković|Petrović|Dvořák|Popescu|Ionescu|Szabó"),
  },
  {
    first: list("Chloé|Louis|Camille|Luca|Giulia|Matteo|Élodie|Antoine|Chiara|Julien"),
    last: list("Dubois|Moreau|Lefèvre|Rossi|Bianchi|Romano|Ricci|Fontaine|Girard|Conti"),
  },
];

const founderRoles = list("Founder|Co-founder|Founder & CEO|Owner");
const teamRoles = list(
  "Head of E-commerce|E-commerce Manager|Marketing Director|Growth Lead|CRM Manager|Head of Digital|COO|" +
    "Retention Marketing Manager|Operations Manager|Head of Operations|Customer Experience Lead|Developer|" +
    "Customer Service Manager|Lead Developer|Performance Marketing Manager|Digital Marketing Manager|" +
    "Finance Director|Supply Chain Manager|Brand Manager",
);

const brandPrefixes = list(
  "northwind|copper-kettle|wildflower|harbour|juniper|saltwater|ember|meadow|atlas|bramble|cobalt|driftwood|fable|" +
    "golden-hour|highland|ivy-lane|lumen|maple|nomad|oak-and-ash|pebble|quartz|riverstone|sage|tidal|velvet|willow|" +
    "yonder|zephyr|bluebird|cedar|daybreak|evergreen|fernwood|granite|honeycomb|larkspur|north-star|orchard|" +
    "silver-birch|sunday|terra|wander|little-otter|moonrise|red-fox|kestrel|paper-crane",
);
const brandProducts = list(
  "apparel|coffee|skincare|pet-supply|candles|outdoor|home|supplements|cycles|ceramics|swimwear|tea|kitchen|" +
    "jewellery|footwear|baby|fitness|stationery|botanicals|denim|haircare|snacks|eyewear|bags|wellness|toys|" +
    "knitwear|pantry",
);

const specialLetters: Readonly<Record<string, string>> = { ø: "o", ł: "l", ß: "ss", æ: "ae", đ: "d", œ: "oe" };

function toEmailPart(name: string): string {
  return name
    .toLowerCase()
    .replace(/[øłßæđœ]/g, (letter) => specialLetters[letter] ?? "")
    .normalize("NFD")
    .replace(/[^a-z]/g, "");
}

export function generateSampleReviewers(count: number, seed: number): SampleReviewer[] {
  const random = createRandom(seed);
  const usedNames = new Set<string>();
  const usedWebsites = new Set<string>();
  const reviewers: SampleReviewer[] = [];
  for (let index = 0; index < count; index++) {
    let firstName = "";
    let lastName = "";
    for (let attempt = 0; attempt < 20; attempt++) {
      const group = pick(random, nameGroups);
      firstName = pick(random, group.first);
      lastName = pick(random, chance(random, 0.85) ? group.last : pick(random, nameGroups).last);
      if (!usedNames.has(`${firstName} ${lastName}`)) break;
    }
    usedNames.add(`${firstName} ${lastName}`);

    let domain = "";
    for (let attempt = 0; attempt < 20; attempt++) {
      domain = `${pick(random, brandPrefixes)}-${pick(random, brandProducts)}`;
      if (!usedWebsites.has(domain)) break;
    }
    if (usedWebsites.has(domain)) domain = `${domain}-${index}`;
    usedWebsites.add(domain);

    const brandSize = pickWeighted(random, brandSizes, brandSizeWeights);
    const founderShare =
      brandSize === "startup" ? 0.8 : brandSize === "sixFigures" ? 0.55 : brandSize === "sevenFigures" ? 0.25 : 0.05;
    const roleInCompany = chance(random, 0.1)
      ? null
      : chance(random, founderShare)
        ? pick(random, founderRoles)
        : pick(random, teamRoles);

    reviewers.push({
      index,
      firstName,
      lastName,
      email: `${toEmailPart(firstName)}.${toEmailPart(lastName)}${index}@example.com`,
      roleInCompany,
      businessWebsite: `https://${domain}.example`,
      brandSize,
    });
  }
  return reviewers;
}

// --- Text fragments ------------------------------------------------------------------------------------------------

const categoryNouns: Partial<Record<CategorySlug, string>> = {
  "ecommerce-platforms": "e-commerce platform",
  "email-marketing": "email platform",
  "sms-marketing": "SMS tool",
  "marketing-automation": "automation platform",
  "reviews-ugc": "reviews app",
  "loyalty-referrals": "loyalty programme",
  subscriptions: "subscription app",
  "customer-support": "helpdesk",
  "live-chat": "chat tool",
  payments: "payment provider",
  "buy-now-pay-later": "BNPL provider",
  "fraud-chargebacks": "fraud tool",
  "shipping-fulfilment": "shipping tool",
  returns: "returns portal",
  "inventory-operations": "inventory system",
  tax: "tax tool",
  accounting: "accounting tool",
  "analytics-attribution": "attribution tool",
  "cro-page-builders": "page builder",
  "upsell-personalisation": "upsell app",
  "search-merchandising": "site search tool",
  "product-feeds-marketplaces": "feed tool",
  "influencer-affiliate": "affiliate platform",
  translation: "translation app",
  "print-on-demand-dropshipping": "fulfilment partner",
  crm: "CRM",
  communication: "communication tool",
  "video-conferencing": "video tool",
  productivity: "project management tool",
  "ecommerce-development-agencies": "development agency",
  "performance-marketing-agencies": "paid media agency",
  "email-marketing-agencies": "retention agency",
  "cro-agencies": "CRO agency",
  "seo-agencies": "SEO agency",
  "branding-design-agencies": "design studio",
  "freelance-marketplaces": "freelance marketplace",
  "ecommerce-developers": "developer network",
  "virtual-assistants": "VA service",
  "fractional-talent": "fractional talent platform",
};

const categoryLines: Partial<Record<CategorySlug, readonly string[]>> = {
  "ecommerce-platforms": [
    "Our whole storefront runs on it: catalogue, checkout, discount codes and the order admin the team lives in every day.",
    "We migrated roughly 1,400 SKUs and a few years of order history onto it, and most of our day-to-day is now theme tweaks, collections and checkout settings.",
    "It runs our DTC store plus a small wholesale channel, so we lean heavily on the product admin, the app ecosystem and checkout customisation.",
  ],
  "email-marketing": [
    "We run our welcome series, abandoned cart, browse abandonment and post-purchase flows through it, plus two or three campaigns a week.",
    "Most of the revenue it drives comes from automated flows, with segmented campaigns to VIPs and lapsed customers on top.",
    "We rebuilt our email templates and segments from scratch when we moved, which was a good excuse to clean up the list.",
  ],
  "sms-marketing": [
    "We use it for text campaigns around launches and restocks, plus abandoned checkout and shipping update messages.",
    "List growth comes from a two-step popup, and most SMS revenue comes from a handful of automated flows.",
    "We send about four SMS campaigns a month and work hard to keep opt-outs down by segmenting properly.",
  ],
  "marketing-automation": [
    "We use it to orchestrate journeys across email, SMS and push based on browsing and purchase events.",
    "Most of our work in it is building behaviour-triggered journeys and syncing audiences to paid channels.",
    "It sits on top of our customer data and decides who gets which message, on which channel, and when.",
  ],
  "reviews-ugc": [
    "We use it to request reviews after delivery, collect photo reviews and show star ratings on product and collection pages.",
    "Review request emails, the on-site widgets and syndicating ratings to shopping ads are the main jobs it does for us.",
    "We mainly wanted more photo and video reviews on our bestsellers and a Q&A section on product pages.",
  ],
  "loyalty-referrals": [
    "We run a points programme with three VIP tiers and a refer-a-friend offer through it.",
    "The goal was more repeat purchases, so we set up points for orders, reviews and birthdays plus a referral discount.",
    "Our rewards page, the loyalty widget and all the referral emails come from it.",
  ],
  subscriptions: [
    "Around a third of our revenue is replenishment subscriptions, all billed and managed through it.",
    "We use the customer portal for skips, swaps and frequency changes, and the dunning tools to recover failed payments.",
    "We run subscribe-and-save on our consumables and a monthly box, both managed through it.",
  ],
  "customer-support": [
    "Our support team handles email, chat and Instagram DMs in it, with order details shown next to each ticket.",
    "We rely on macros, tags and rules so that most 'where is my order' tickets are answered without a human touching them.",
    "Four agents work in it every day, and we report on first response time and tickets per order from it.",
  ],
  "live-chat": [
    "We use the chat widget on product pages plus a bot that answers shipping and sizing questions.",
    "Most of the value is pre-sale chat: answering product questions quickly while people are still deciding.",
    "The bot deflects a good share of order status questions before they ever reach a human.",
  ],
  payments: [
    "It processes all our card and wallet payments, and we reconcile payouts against it every week.",
    "We switched to it for better local payment methods and lower fees on international orders.",
    "Checkout payments, refunds, payouts and disputes all run through it.",
  ],
  "buy-now-pay-later": [
    "We offer instalments at checkout and show the messaging on product pages for our higher-priced items.",
    "We added it to lift conversion on our higher-ticket products, and the on-site messaging is a big part of that.",
    "It lets shoppers split payments while we get paid upfront, minus the merchant fee.",
  ],
  "fraud-chargebacks": [
    "Every order is screened through it, and it handles our chargeback disputes as well.",
    "We brought it in after a bad run of fraudulent orders and chargebacks during a big sale.",
    "We use the risk scores to auto-approve most orders and flag a small share for manual review.",
  ],
  "shipping-fulfilment": [
    "We print all our shipping labels through it, compare carrier rates and send tracking emails from it.",
    "It handles batch label printing, packing slips and the rules that decide which carrier each order goes with.",
    "Our fulfilment is outsourced, so it covers receiving stock, pick-and-pack and shipping to customers.",
  ],
  returns: [
    "Customers start returns and exchanges from the returns portal, and we push exchanges over refunds wherever we can.",
    "We use it for the self-service returns portal, prepaid return labels and store credit offers.",
    "Before this, returns were a shared inbox and a spreadsheet; now the whole process lives in one place.",
  ],
  "inventory-operations": [
    "It keeps stock levels in sync across our store, a marketplace and the warehouse, and we raise purchase orders from it.",
    "We use it for purchase orders, demand forecasting and managing bundles and kits.",
    "Our ops team works in it daily for stock counts, supplier lead times and reorder points.",
  ],
  tax: [
    "It calculates sales tax at checkout and handles filings in the states where we have nexus.",
    "We use it for VAT calculation and filings across several markets since we started selling abroad.",
    "Mainly we needed nexus tracking and automated filings so tax stopped being a quarterly panic.",
  ],
  accounting: [
    "Our store, payment processors and marketplace payouts all feed into it for bookkeeping and month-end close.",
    "We use it to reconcile payouts, track cost of goods and keep an eye on cash flow.",
    "Our bookkeeper and I both work in it every week for reconciliation and management reports.",
  ],
  "analytics-attribution": [
    "We use it to see blended ROAS, contribution margin and which channels actually bring in new customers.",
    "It pulls ad spend, store orders and email revenue into one dashboard that we review every Monday.",
    "The main job is attribution: working out what to trust when every ad platform claims the same sale.",
  ],
  "cro-page-builders": [
    "We build campaign landing pages and run A/B tests on product pages with it.",
    "Marketing uses the page builder to ship landing pages without waiting on a developer.",
    "We use the heatmaps and session recordings to decide what to test next.",
  ],
  "upsell-personalisation": [
    "We run post-purchase upsells, cart add-ons and product recommendations through it.",
    "It powers our 'frequently bought together' blocks and a one-click post-purchase offer.",
    "We wanted to raise average order value without discounting everything, and this is the main lever we use.",
  ],
  "search-merchandising": [
    "It powers our on-site search, filters and the way collections are sorted.",
    "We use the merchandising rules to pin bestsellers and push out-of-stock items to the bottom.",
    "A big share of our shoppers use search, so synonyms, typo tolerance and filters matter a lot to us.",
  ],
  "product-feeds-marketplaces": [
    "It sends our product feed to shopping ads, social catalogues and a couple of marketplaces.",
    "We use it to fix product titles and attributes so listings get approved and perform better.",
    "Marketplace listings, feed rules and stock sync are what we use it for.",
  ],
  "influencer-affiliate": [
    "We manage around 200 creators and affiliates through it, including tracking links, discount codes and payouts.",
    "It handles creator outreach, product seeding and commission payouts for us.",
    "We use it to find creators, send gifting and track which ones actually drive sales.",
  ],
  translation: [
    "We use it to translate our storefront into German, French and Spanish and manage market-specific content.",
    "Machine translation gets us most of the way, and we edit key pages by hand in it.",
    "We expanded into three European markets and needed the storefront localised quickly.",
  ],
  "print-on-demand-dropshipping": [
    "It produces and ships our print-on-demand apparel and accessories as orders come in.",
    "We use it to source and dropship a range of products alongside our own inventory.",
    "Orders route to it automatically, and it handles production, packing and shipping.",
  ],
  crm: [
    "We use it to manage wholesale accounts, retail buyers and our B2B pipeline.",
    "Sales and account management work out of it for stockists and wholesale deals.",
    "It holds all our B2B contacts, deal stages and follow-up tasks.",
  ],
  communication: [
    "The whole team, plus our agencies and 3PL, communicate through it.",
    "We run shared channels with suppliers and agencies, and alerts from the store land in it too.",
    "It's where launches get coordinated and where order and stock alerts show up.",
  ],
  "video-conferencing": [
    "We use it for team stand-ups, supplier calls and weekly agency check-ins.",
    "Most of our meetings with the 3PL, agencies and freelancers happen on it.",
    "We record calls for colleagues in other time zones and share them afterwards.",
  ],
  productivity: [
    "We plan launches, content calendars and ops checklists in it.",
    "It's our source of truth for SOPs, launch plans and who owns what.",
    "Marketing, ops and customer service each have their own boards, with shared templates for launches.",
  ],
  "ecommerce-development-agencies": [
    "They rebuilt our theme, migrated the store and now handle ongoing development on a retainer.",
    "The project was a full redesign and replatform, with a handful of custom apps and integrations.",
    "We use them on a monthly development retainer covering fixes, new sections and site speed work.",
  ],
  "performance-marketing-agencies": [
    "They manage our paid social and search, including creative testing, budgets and reporting.",
    "They took over our ad accounts with a brief to scale spend while holding blended ROAS.",
    "They run our paid social and shopping campaigns plus a weekly creative testing cadence.",
  ],
  "email-marketing-agencies": [
    "They run our email and SMS programme end to end: strategy, copy, design and the flows.",
    "They rebuilt our core flows and now send all our campaigns on a monthly retainer.",
    "The brief was to grow the share of revenue from email and SMS without burning out the list.",
  ],
  "cro-agencies": [
    "They run research and an A/B testing programme across our product pages, cart and checkout.",
    "The engagement covers user research, test design, development and analysis every month.",
    "We brought them in to lift conversion rate on mobile, where we were clearly leaking sales.",
  ],
  "seo-agencies": [
    "They handle technical SEO, collection page copy and a monthly content plan for us.",
    "We hired them to fix technical issues after a migration and then grow non-brand organic traffic.",
    "Their work covers content production, internal linking and some link building.",
  ],
  "branding-design-agencies": [
    "They did our rebrand: identity, packaging and the visual guidelines for the site.",
    "The project covered a new logo, a packaging system and creative direction for our relaunch.",
    "We worked with them on packaging and a full refresh of our brand identity.",
  ],
  "freelance-marketplaces": [
    "We've hired designers, copywriters and a couple of developers through it.",
    "It's our go-to for short projects: photo retouching, product copy and small development fixes.",
    "We post a job, shortlist a handful of proposals and run a small paid test before committing.",
  ],
  "ecommerce-developers": [
    "We use it to find vetted developers for theme changes, app integrations and speed fixes.",
    "They matched us with a developer for a custom bundle builder and some checkout changes.",
    "We've run about six projects through it, from small fixes to a larger theme rebuild.",
  ],
  "virtual-assistants": [
    "Our assistant handles customer service tickets, order issues and some inbox admin.",
    "We use an assistant for product uploads, supplier follow-ups and data entry.",
    "They placed a full-time assistant with us who now covers customer service overnight.",
  ],
  "fractional-talent": [
    "We hired a fractional CFO and later a part-time head of growth through it.",
    "We needed senior help a few days a week rather than a full-time executive hire.",
    "They found us a fractional operations lead to sort out our supply chain and forecasting.",
  ],
};

const fallbackNouns: Record<CompanyKind, string> = { software: "tool", agency: "agency", freelance: "talent platform" };
const fallbackLines: Record<CompanyKind, readonly string[]> = {
  software: ["It has become part of our daily operations across marketing and ops."],
  agency: ["They work alongside our in-house team on a monthly retainer."],
  freelance: ["We use it to bring in extra hands when the in-house team is stretched."],
};

const durations = list(
  "three months|about six months|eight months|nearly a year|just over a year|around eighteen months|two years|" +
    "more than three years",
);

const openings: Record<CompanyKind, readonly string[]> = {
  software: [
    "We've been using {name} for {duration} now.",
    "We moved to {name} {duration} ago after outgrowing our previous {noun}.",
    "{name} has been part of our stack for {duration}.",
    "I run the day-to-day on {name} for our store and have done for {duration}.",
    "We signed up for {name} {duration} ago, mostly on the recommendation of another founder.",
    "Quick context: we picked {name} as our {noun} {duration} ago after a short trial.",
    "I compared three options before settling on {name}, and we've been on it for {duration}.",
    "Writing this after {duration} with {name}, so this isn't a first impression.",
    "We switched to {name} {duration} ago as part of a wider clean-up of our tools.",
  ],
  agency: [
    "We've been working with {name} for {duration}.",
    "We hired {name} {duration} ago when we realised we couldn't do this well in-house.",
    "{name} came recommended by another brand in our space, and we've worked with them for {duration}.",
    "We engaged {name} {duration} ago after a frustrating experience with a previous {noun}.",
    "I've managed our relationship with {name} for {duration}, so I've seen the good and the bad.",
    "We started with a small trial project with {name} {duration} ago and expanded from there.",
  ],
  freelance: [
    "We've been hiring through {name} for {duration}.",
    "We found our first contractor on {name} {duration} ago and have made several more hires since.",
    "I've used {name} to fill gaps in the team for {duration}.",
    "We turned to {name} {duration} ago when we couldn't justify another full-time hire.",
    "Writing this after {duration} of using {name} for contract hires.",
  ],
};

const featureLines: Record<"software" | "service", Record<Tone, readonly string[]>> = {
  software: {
    positive: [
      "We signed up mainly for {feature}, and it has delivered.",
      "The features we lean on most are {feature} and {feature2}, and both have been dependable.",
      "Standouts for us: {feature} and {feature2}.",
      "A big part of why we chose it was {feature}, and it lived up to the pitch.",
      "Where it pulls ahead of the alternatives we trialled is {feature}.",
      "The {feature} side alone saves the team a few hours every week.",
    ],
    mixed: [
      "We mostly use {feature}; it works, but it took a while to configure properly.",
      "One selling point was {feature}, but it's not as polished as the sales demo suggested.",
      "The {feature} side does the job, though {feature2} felt half-finished when we tried it.",
      "On {feature} it's fine, but we expected more given the price.",
    ],
    negative: [
      "The main reason we signed up was {feature}, and that part has been unreliable for us.",
      "The {feature} side looked great in the demo but has been buggy in practice.",
      "We never got {feature} working the way we were promised, even with help from support.",
      "On paper {feature} and {feature2} sound good; in practice both feel unfinished.",
    ],
  },
  service: {
    positive: [
      "A big part of why we chose them was {feature}, and they lived up to the pitch.",
      "On {feature} in particular they've been excellent.",
      "{Feature} and {feature2} are both areas where they clearly know what they're doing.",
      "The {feature} side is where they really earn their fee.",
    ],
    mixed: [
      "On {feature} they were decent, though not noticeably better than what we had before.",
      "They're strong on {feature} and weaker on {feature2}.",
      "{Feature} turned out fine, but it took a lot of back and forth to get there.",
    ],
    negative: [
      "A key part of the pitch was {feature}, and it never really materialised.",
      "They sold us on {feature}, but the execution was patchy.",
      "We expected a lot on {feature} and were disappointed.",
    ],
  },
};

const platformLines: Record<Tone, readonly string[]> = {
  positive: [
    "We're on {platform}, and the integration has been seamless.",
    "The {platform} integration took minutes to set up and has been rock solid.",
  ],
  mixed: [
    "The {platform} integration works, but data sometimes takes a while to sync.",
    "We're on {platform}; the integration covers the basics but not much more.",
  ],
  negative: [
    "The {platform} integration is where most of our problems came from.",
    "We're on {platform}, and the integration broke twice after updates on their side.",
  ],
};

const pros: Record<CompanyKind, readonly string[]> = {
  software: [
    "Setup took an afternoon, and the onboarding call was genuinely useful.",
    "Support is fast and knowledgeable; most of our tickets are resolved in under an hour.",
    "The dashboard is clean, and the reporting answers the questions we actually ask.",
    "The integration with our store was painless, and data syncs within minutes.",
    "The templates are good enough that we rarely start from scratch.",
    "The automation options are flexible without turning into a maze.",
    "Pricing is fair for what you get, and the value is obvious at our volume.",
    "Performance and reliability have been excellent; I can't remember any real downtime.",
    "The interface is intuitive enough that new hires pick it up within a day.",
    "The documentation is thorough, and the help centre answered most of our questions.",
    "They ship updates regularly, and you can tell they listen to feedback.",
    "The analytics are more useful than I expected, especially the cohort views.",
    "Customer service has been friendly and proactive, and they follow up without being chased.",
    "Speed is a highlight: pages, searches and exports are all quick.",
    "There's plenty of flexibility without needing a developer for every change.",
    "The feature set covers nearly everything we needed without bolting on extra apps.",
  ],
  agency: [
    "Communication is excellent: a shared channel, quick replies and a clear weekly update.",
    "Their reporting is clear and honest, including when tests or campaigns don't work.",
    "Onboarding was structured, and they understood our brand quickly.",
    "Project management is tight; deadlines are realistic and they hit them.",
    "Our account manager is proactive and brings ideas rather than waiting for briefs.",
    "Pricing is transparent, and the value has shown up clearly in our numbers.",
    "Support after launch has been quick and helpful.",
    "The quality of the people is high, and turnover on our account has been low.",
    "They're flexible when priorities change mid-month.",
    "Their documentation and handover notes mean we're never locked out of our own setup.",
  ],
  freelance: [
    "The quality of candidates was higher than we expected, and the hiring process was quick.",
    "Payments, contracts and invoicing are handled in one place, which keeps admin light.",
    "We usually had a solid shortlist within a couple of days.",
    "Support stepped in quickly the one time a project went sideways.",
    "Pricing is clear, and the value compared with an agency is hard to beat.",
    "The onboarding was simple, and the search filters make it easy to find e-commerce specialists.",
    "The flexibility to scale hours up and down each month suits how we work.",
    "Communication with the freelancers we hired has been consistently good.",
  ],
};

const mildCons: Record<CompanyKind, readonly string[]> = {
  software: [
    "My only real gripe is pricing, which climbs quickly as your volume grows.",
    "Reporting could be more flexible; we still export to a spreadsheet for some views.",
    "There's a learning curve for the more advanced features.",
    "The documentation lags behind the product, so some newer features are poorly explained.",
    "The odd update has moved things around in the interface without much warning.",
    "Support is good but noticeably slower at weekends.",
    "A couple of integrations we wanted are still missing or rely on a third-party connector.",
    "The mobile app is much weaker than the desktop version.",
  ],
  agency: [
    "They're not the cheapest, and scope changes get billed promptly.",
    "Reporting is occasionally late at month end.",
    "There was some turnover on the account early on, which slowed things down.",
    "Onboarding took a few weeks longer than promised.",
  ],
  freelance: [
    "Fees add up once you factor in the platform's cut.",
    "Quality varies a lot between freelancers, so you still need a proper vetting process.",
    "Some candidates over-promise in their proposals.",
    "The interface for managing several contracts at once is clunky.",
  ],
};

const seriousCons: Record<CompanyKind, readonly string[]> = {
  software: [
    "Pricing went up significantly at renewal with very little notice, and nobody could explain why.",
    "Support response times have slipped badly; simple tickets now take two or three days.",
    "We've hit several bugs that affected our live store, and fixes took weeks.",
    "The learning curve is steep, and onboarding was basically a few help articles.",
    "It's missing integrations we assumed were standard, so we ended up paying for workarounds.",
    "We were pushed into an annual contract, and getting out of it has been painful.",
    "The reporting numbers don't match our store data, and nobody could explain the gap.",
    "Performance drops noticeably during big sales, which is exactly when we need it most.",
    "The interface feels dated, and simple tasks take far too many clicks.",
    "Updates regularly break things that used to work, and the changelog rarely mentions it.",
    "Customer service is polite but rarely solves anything; tickets get bounced between teams.",
  ],
  agency: [
    "Response times slipped after the first couple of months, and we had to chase for updates.",
    "The senior people who pitched us disappeared once the contract was signed.",
    "Pricing crept up with change requests we felt should have been in scope.",
    "A minimum twelve-month contract made it hard to leave once results stalled.",
    "Their reporting focused on vanity metrics rather than revenue and margin.",
    "Deadlines slipped repeatedly, and the launch went out with bugs we had to fix ourselves.",
    "Communication was inconsistent, and we often found out about problems late.",
  ],
  freelance: [
    "Platform fees went up, and they now eat noticeably into our budget.",
    "Support was slow to help when a freelancer went quiet halfway through a project.",
    "Finding good people takes a lot of screening, and the search features are weak.",
    "Disputes are handled slowly, and the process feels like it favours whoever shouts loudest.",
    "The minimum commitment and notice period felt like lock-in.",
    "Two of our hires didn't have the e-commerce experience their profiles claimed.",
  ],
};

const fairnessPrefixes: readonly string[] = ["To be fair, ", "On the plus side, ", "In fairness, "];

const sizeContexts: Record<BrandSize, readonly string[]> = {
  startup: [
    "For a brand that's still doing its first few thousand in sales, that matters a lot.",
    "We're a two-person team just getting started, so budget and ease of getting going matter more than anything.",
    "As a small startup with no in-house specialists, we needed something we could manage ourselves.",
  ],
  sixFigures: [
    "We're doing a few hundred thousand a year in revenue with a team of three, so every cost has to justify itself.",
    "At low six figures, we can't afford anything that needs a full-time person to manage it.",
    "We're a small team, so anything that saves time matters as much as the price.",
  ],
  sevenFigures: [
    "We're a seven-figure brand with a team of about twelve, and we've outgrown a few providers along the way.",
    "At a couple of million a year in revenue, reliability matters more to us than the lowest price.",
    "With a team of around ten and a few million in sales, we need something the whole team can work with.",
  ],
  eightFigures: [
    "We're an eight-figure brand across several markets with a dedicated ops team, so we need partners that keep up.",
    "At our volume, small issues turn into hundreds of tickets, so reliability is non-negotiable.",
    "We have in-house developers and analysts, so we hold everyone we work with to a high technical bar.",
  ],
  nineFiguresPlus: [
    "We're a nine-figure business with multiple storefronts, so security reviews and procurement are part of every decision.",
    "At our scale we expect SLAs, a named account team and proper security reviews.",
    "With hundreds of thousands of orders a month, anything that breaks is expensive, so we test carefully first.",
  ],
};

const sizeLabels: Record<BrandSize, string> = {
  startup: "early-stage",
  sixFigures: "small",
  sevenFigures: "growing",
  eightFigures: "scaling",
  nineFiguresPlus: "enterprise",
};

const closings: Record<Rating, readonly string[]> = {
  5: list(
    "Easy recommendation from us.|We have no plans to switch.|We'll be renewing without a second thought.|" +
      "I'd recommend {name} to any brand at our stage without hesitation.|" +
      "Great fit for {sizeLabel} brands in particular.|" +
      "Honestly one of the best decisions we've made for the business.",
  ),
  4: list(
    "Not perfect, but we'd choose it again.|Four stars rather than five, but we're staying.|" +
      "Overall a solid choice, and we'd recommend it with the caveats above.|" +
      "Good value overall if you go in with realistic expectations.|" +
      "I'd recommend {name} to {sizeLabel} brands, with those caveats.",
  ),
  3: list(
    "It does the job, but we're keeping an eye on alternatives.|Worth a look, but trial it properly first.|" +
      "Fine for now, but I'm not sure it will scale with us.|" +
      "Middle of the road: nothing terrible, nothing exceptional.",
  ),
  2: list(
    "Hard to recommend in its current state.|We're not renewing.|" +
      "Maybe it works better for other brands, but it hasn't for us.|" +
      "I'd check the alternatives carefully before signing anything.",
  ),
  1: list(
    "We're actively moving away from {name}.|I wouldn't recommend {name} to another brand right now.|" +
      "Save yourself the hassle and look elsewhere.|A frustrating experience from start to finish.",
  ),
};

const titles: Record<Rating, readonly string[]> = {
  5: list(
    "Best {noun} we've used|{name} just works|Worth every penny|Excellent {noun}, excellent support|" +
      "Great fit for {sizeLabel} brands|Reliable, fast and well supported|" +
      "{name} has paid for itself many times over|Five stars from our whole team",
  ),
  4: list(
    "Solid {noun} with a few rough edges|Great product, pricing could be better|Does what it promises|" +
      "Strong choice for {sizeLabel} brands|Very good, not perfect|{name}: reliable and keeps improving|" +
      "Happy with {name} after {duration}",
  ),
  3: list(
    "Decent, but not the best fit for us|Mixed feelings after {duration}|Good features, frustrating experience|" +
      "Okay {noun}, steep learning curve|Does the basics well enough|{name} is fine, not great",
  ),
  2: list(
    "Promising, but too many issues|Struggled to get value from {name}|Let down after a promising start|" +
      "The price went up, the quality didn't|Not the {noun} we were sold",
  ),
  1: list(
    "Would not recommend|Avoid for now|Cost us more than it saved|" +
      "Months of problems, now leaving {name}|Disappointing {noun} all round",
  ),
};

/** Casing for words in the lower-case feature strings of the company catalogue, as `word=Word` pairs. */
const featureWords: ReadonlyMap<string, string> = new Map(
  list(
    "ai=AI|a/b=A/B|sms=SMS|seo=SEO|b2b=B2B|b2c=B2C|api=API|apis=APIs|crm=CRM|cro=CRO|ugc=UGC|vip=VIP|ux=UX|" +
      "vat=VAT|sla=SLA|q&a=Q&A|pr=PR|ppc=PPC|pwa=PWA|nps=NPS|ltv=LTV|faq=FAQ|erp=ERP|cms=CMS|cfo=CFO|fp&a=FP&A|" +
      "cogs=COGS|3pl=3PL|pos=POS|shopify=Shopify|plus=Plus|klaviyo=Klaviyo|google=Google|paypal=PayPal|" +
      "stripe=Stripe|amazon=Amazon|xero=Xero|quickbooks=QuickBooks|wordpress=WordPress|woopayments=WooPayments|" +
      "woocommerce=WooCommerce|wix=Wix|whatsapp=WhatsApp|slack=Slack|salesforce=Salesforce|notion=Notion|" +
      "microsoft=Microsoft|fiverr=Fiverr|figma=Figma|zoho=Zoho|venmo=Venmo|european=European|safepay=SafePay|" +
      "radar=Radar|trustboxes=TrustBoxes|tiktok=TikTok",
  ).map((pair) => {
    const [word = "", cased = ""] = pair.split("=");
    return [word, cased];
  }),
);

const platformNames: ReadonlyMap<string, string> = new Map(
  list(
    "shopify=Shopify|shopify-plus=Shopify Plus|woocommerce=WooCommerce|bigcommerce=BigCommerce|magento=Magento|" +
      "salesforce-commerce-cloud=Salesforce Commerce Cloud|wix=Wix|squarespace=Squarespace|prestashop=PrestaShop|" +
      "amazon=Amazon",
  ).map((pair) => {
    const [slug = "", name = ""] = pair.split("=");
    return [slug, name];
  }),
);

// --- Text composition ----------------------------------------------------------------------------------------------

const templateParts = new Map<string, string[]>();

/** Replaces `{key}` placeholders; templates are split once and cached, which keeps generation fast. */
function fill(template: string, values: Readonly<Record<string, string>>): string {
  let parts = templateParts.get(template);
  if (parts === undefined) {
    parts = template.split(/\{(\w+)\}/);
    templateParts.set(template, parts);
  }
  let result = parts[0] ?? "";
  for (let i = 1; i < parts.length; i += 2) {
    const key = parts[i] ?? "";
    result += (values[key] ?? `{${key}}`) + (parts[i + 1] ?? "");
  }
  return result;
}

function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Turns a catalogue feature such as "b2b tools on plus" into prose casing ("B2B tools on Plus"). */
function featureText(feature: string): string {
  return feature
    .trim()
    .replace(/[.;:,]+$/, "")
    .split(/\s+/)
    .map((word) => featureWords.get(word.toLowerCase()) ?? word)
    .join(" ");
}

function platformName(platform: string): string {
  const known = platformNames.get(platform.trim().toLowerCase());
  if (known !== undefined) return known;
  return platform === platform.toLowerCase() ? upperFirst(platform) : platform;
}

/** Topics used to keep pros and cons in one review from contradicting each other. */
const topicPatterns: readonly RegExp[] = [
  /support|customer service|account manager|stepped in/i,
  /pric|fee|cheap|cost|budget|value|billed/i,
  /report|dashboard|analytics|numbers/i,
  /integration|connector|sync/i,
  /setup|onboarding|learning curve|pick it up/i,
  /interface|clicks|mobile app|intuitive/i,
  /update|changelog|bug|break/i,
  /documentation|help articles|help centre|handover/i,
  /performance|reliab|downtime|speed|quick|slow/i,
  /communication|replies|chase|found out/i,
  /people|senior|turnover|candidates|freelancer|hires|shortlist|vetting|screening/i,
  /contract|lock-in|commitment|notice period/i,
  /deadline|launch|slipped|late/i,
  /automation|templates|flexib/i,
];
const topicCache = new Map<string, number>();
/** Internal tools get no sentences about the storefront. */
const internalCategories: ReadonlySet<string> = new Set(["communication", "video-conferencing", "productivity", "crm"]);
const storeSpecific = /\bstore\b|big sales/i;

function topicsOf(sentence: string): number {
  let mask = topicCache.get(sentence);
  if (mask === undefined) {
    mask = 0;
    const text = sentence.replace(/\{\w+\}/g, "");
    for (let i = 0; i < topicPatterns.length; i++) if (topicPatterns[i]?.test(text)) mask |= 1 << i;
    topicCache.set(sentence, mask);
  }
  return mask;
}

/** Picks up to `count` distinct sentences whose topics overlap neither each other nor `taken`. */
function pickCompatible(
  random: Random,
  pool: readonly string[],
  count: number,
  taken: readonly string[],
  exclude: RegExp | null,
) {
  const result: string[] = [];
  let used = taken.reduce((mask, sentence) => mask | topicsOf(sentence), 0);
  for (let attempt = 0; attempt < count * 8 && result.length < count; attempt++) {
    const candidate = pick(random, pool);
    const topics = topicsOf(candidate);
    if ((topics & used) !== 0 || result.includes(candidate) || exclude?.test(candidate)) continue;
    result.push(candidate);
    used |= topics;
  }
  return result;
}

function toneOf(rating: Rating): Tone {
  return rating >= 4 ? "positive" : rating === 3 ? "mixed" : "negative";
}

function isText(value: string | null): value is string {
  return value !== null && value !== "";
}

function trimToLength(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength);
  const lastStop = cut.lastIndexOf(". ");
  return lastStop > 0 ? cut.slice(0, lastStop + 1) : cut.trimEnd();
}

/** Per-company text inputs, prepared once rather than for every review. */
type CompanyProfile = { company: SeedCompany; noun: string; features: string[]; platforms: string[] };

function companyProfile(company: SeedCompany): CompanyProfile {
  return {
    company,
    noun: categoryNouns[company.primaryCategory] ?? fallbackNouns[company.kind],
    features: company.features.map(featureText).filter((feature) => feature.length > 0),
    platforms: company.platforms.map(platformName).filter((platform) => !company.name.includes(platform)),
  };
}

type ComposeInput = {
  random: Random;
  profile: CompanyProfile;
  categories: readonly CategorySlug[];
  rating: Rating;
  brandSize: BrandSize;
};

const reviewLengths = ["short", "medium", "long"] as const;
const reviewLengthWeights: readonly number[] = [25, 50, 25];

function composeReview(input: ComposeInput): { title: string; content: string } {
  const { random, profile, rating, brandSize } = input;
  const { company, platforms } = profile;
  const tone = toneOf(rating);
  const kind = company.kind;
  const [feature = "", feature2 = ""] = pickDistinct(random, profile.features, 2);
  const values: Record<string, string> = {
    name: company.name,
    noun: profile.noun,
    duration: pick(random, durations),
    sizeLabel: sizeLabels[brandSize],
    Feature: upperFirst(feature),
    feature,
    feature2,
    platform: platforms.length > 0 ? pick(random, platforms) : "",
  };
  const linesFor = (slug: CategorySlug) => categoryLines[slug] ?? fallbackLines[kind];

  const length = pickWeighted(random, reviewLengths, reviewLengthWeights);
  const opening = fill(pick(random, openings[kind]), values);
  const experience = pick(random, linesFor(company.primaryCategory));
  const secondCategory = input.categories[1];
  const extraExperience =
    secondCategory !== undefined && length === "long" ? pick(random, linesFor(secondCategory)) : null;

  let featureTemplate: string | null = null;
  if (feature !== "" && (length !== "short" || chance(random, 0.3))) {
    const templates = featureLines[kind === "software" ? "software" : "service"][tone];
    featureTemplate = pick(random, templates);
    while (feature2 === "" && featureTemplate.includes("{feature2}")) featureTemplate = pick(random, templates);
  }
  const platformTemplate =
    kind === "software" && values.platform !== "" && length !== "short" && chance(random, 0.3)
      ? pick(random, platformLines[tone])
      : null;
  const featureSentence = featureTemplate === null ? null : fill(featureTemplate, values);
  const platformSentence = platformTemplate === null ? null : fill(platformTemplate, values);

  let proCount = rating === 5 ? 2 : rating >= 3 ? 1 : chance(random, 0.5) ? 1 : 0;
  if (length === "short") proCount = tone === "positive" ? 1 : 0;
  if (length === "long" && rating >= 4) proCount += 1;
  let conCount = length === "short" ? 1 : rating === 3 ? randomInt(random, 1, 2) : length === "long" ? 3 : 2;
  if (tone === "positive") conCount = length !== "short" && chance(random, rating === 5 ? 0.35 : 0.75) ? 1 : 0;
  // Pick the dominant side first, then the other side on different topics so the review doesn't contradict itself.
  const exclude = internalCategories.has(company.primaryCategory) ? storeSpecific : null;
  const conPool = tone === "positive" ? mildCons[kind] : seriousCons[kind];
  let prosChosen: string[];
  let consChosen: string[];
  // Topics come from the (cached) templates, not the filled-in sentences.
  const said = [featureTemplate, platformTemplate].filter(isText);
  if (tone === "negative") {
    consChosen = pickCompatible(random, conPool, conCount, said, exclude);
    prosChosen = pickCompatible(random, pros[kind], proCount, [...said, ...consChosen], exclude);
  } else {
    prosChosen = pickCompatible(random, pros[kind], proCount, said, exclude);
    consChosen = pickCompatible(random, conPool, conCount, [...said, ...prosChosen], exclude);
  }
  const proSentences =
    tone === "negative"
      ? prosChosen.map((pro) => pick(random, fairnessPrefixes) + pro.charAt(0).toLowerCase() + pro.slice(1))
      : prosChosen;
  const sizeChance = length === "long" ? 0.85 : length === "medium" ? 0.45 : 0;
  const sizeSentence = chance(random, sizeChance) ? pick(random, sizeContexts[brandSize]) : null;
  const closing = fill(pick(random, closings[rating]), values);

  // Positive reviews lead with what works; critical ones lead with the problems.
  const [first, second] = tone === "negative" ? [consChosen, proSentences] : [proSentences, consChosen];
  let paragraphs: (string | null)[][];
  if (length === "short") {
    paragraphs = [[chance(random, 0.5) ? opening : experience, featureSentence, ...first, ...second, closing]];
  } else if (length === "medium") {
    paragraphs = [
      [opening, experience, sizeSentence],
      [featureSentence, platformSentence, ...first, ...second, closing],
    ];
  } else {
    paragraphs = [
      [opening, experience, extraExperience],
      [featureSentence, platformSentence, ...first],
      [...second, sizeSentence],
      [closing],
    ];
  }
  const content = paragraphs
    .map((paragraph) => paragraph.filter(isText).join(" "))
    .filter((paragraph) => paragraph !== "")
    .join("\n\n");
  return {
    title: trimToLength(fill(pick(random, titles[rating]), values), MAX_TITLE_LENGTH),
    content: trimToLength(content, MAX_CONTENT_LENGTH),
  };
}

// --- Reviews -------------------------------------------------------------------------------------------------------

type Tier = { min: number; max: number; qualityBoost: number };

const popularTier: Tier = { min: 60, max: 120, qualityBoost: 0.2 };
const upperTier: Tier = { min: 30, max: 55, qualityBoost: 0.1 };
const middleTier: Tier = { min: 10, max: 30, qualityBoost: 0 };
const smallTier: Tier = { min: 3, max: 8, qualityBoost: -0.1 };
const kindPopularity: Record<CompanyKind, number> = { software: 1, freelance: 0.8, agency: 0.55 };

/**
 * Ranks companies by a random popularity score (companies listed first in their category, usually the
 * best-known ones, get a head start) and assigns review-count tiers: up to 16 popular companies, up to
 * 40 fairly popular ones, then mostly 10-30 reviews with a long tail of 3-8.
 */
function assignTiers(random: Random, companies: readonly SeedCompany[]): Tier[] {
  const seenPerCategory = new Map<string, number>();
  const ranking = companies
    .map((company, index) => {
      const position = seenPerCategory.get(company.primaryCategory) ?? 0;
      seenPerCategory.set(company.primaryCategory, position + 1);
      return { index, score: ((0.3 + random()) * kindPopularity[company.kind]) / (1 + 0.6 * position) };
    })
    .sort((a, b) => b.score - a.score);
  const popularCount = Math.min(16, Math.round(companies.length * 0.1));
  const upperCount = Math.min(40, Math.round(companies.length * 0.25));
  const rest = Math.max(1, companies.length - popularCount - upperCount);
  const result: Tier[] = companies.map(() => middleTier);
  ranking.forEach((entry, rank) => {
    if (rank < popularCount) result[entry.index] = popularTier;
    else if (rank < popularCount + upperCount) result[entry.index] = upperTier;
    else result[entry.index] = (rank - popularCount - upperCount) / rest < 0.8 ? middleTier : smallTier;
  });
  return result;
}

function sampleRating(random: Random, quality: number): Rating {
  if (chance(random, 0.05)) return chance(random, 0.5) ? 1 : 2;
  const value = Math.round(quality + 0.2 + gaussian(random) * 0.85);
  return Math.min(5, Math.max(1, value)) as Rating;
}

function sampleCreatedAt(random: Random, now: Date): Date {
  // Mostly uniform, partly weighted towards recent months; always at least a minute in the past.
  const fraction = chance(random, 0.6) ? random() : 1 - Math.sqrt(random());
  const offsetMs = Math.floor(fraction * (REVIEW_WINDOW_DAYS * DAY_MS - 60_000)) + 60_000;
  return new Date(now.getTime() - offsetMs);
}

function sampleGoodFor(random: Random, brandSize: BrandSize): GoodFor {
  const goodFor: GoodFor = {
    startup: false,
    sixFigures: false,
    sevenFigures: false,
    eightFigures: false,
    nineFiguresPlus: false,
  };
  if (chance(random, 0.05)) return goodFor;
  goodFor[brandSize] = true;
  if (chance(random, 0.35)) {
    const position = brandSizes.indexOf(brandSize);
    const step = position === 0 ? 1 : position === brandSizes.length - 1 ? -1 : chance(random, 0.5) ? 1 : -1;
    const neighbour = brandSizes[position + step];
    if (neighbour !== undefined) goodFor[neighbour] = true;
  }
  return goodFor;
}

function sampleCategories(random: Random, company: SeedCompany): CategorySlug[] {
  const others = company.otherCategories.filter((slug) => slug !== company.primaryCategory);
  if (others.length > 0 && chance(random, 0.3)) return [company.primaryCategory, pick(random, others)];
  return [company.primaryCategory];
}

/** Weighted sampling without replacement: an exponential race, where the `count` smallest `Exp(1) / weight` win. */
function sampleReviewerIndexes(random: Random, weights: readonly number[], count: number): number[] {
  const keys = weights.map((weight) => -Math.log(1 - random()) / weight);
  return keys
    .map((_, index) => index)
    .sort((a, b) => (keys[a] ?? 0) - (keys[b] ?? 0))
    .slice(0, count);
}

/** Distinct voters other than the author; `helpful + notHelpful` must be below `reviewerCount`. */
function sampleVoters(random: Random, reviewerCount: number, authorIndex: number, helpful: number, notHelpful: number) {
  const chosen = new Set<number>();
  while (chosen.size < helpful + notHelpful) {
    const index = Math.floor(random() * reviewerCount);
    if (index !== authorIndex) chosen.add(index);
  }
  const voters = [...chosen];
  return {
    helpfulVoterIndexes: voters.slice(0, helpful).sort((a, b) => a - b),
    notHelpfulVoterIndexes: voters.slice(helpful).sort((a, b) => a - b),
  };
}

export function generateSampleReviews(options: {
  companies: readonly SeedCompany[];
  reviewers: readonly SampleReviewer[];
  now: Date;
  seed: number;
}): SampleReview[] {
  const { companies, reviewers, now } = options;
  const random = createRandom(options.seed);
  const reviewerWeights = reviewers.map(() => Math.exp(gaussian(random) * 0.6));
  const tiers = assignTiers(random, companies);
  const profiles = companies.map(companyProfile);

  const reviews: SampleReview[] = [];
  companies.forEach((company, companyIndex) => {
    const tier = tiers[companyIndex] ?? middleTier;
    const count = tier.min + Math.floor(random() ** 1.4 * (tier.max - tier.min + 1));
    const quality = Math.min(4.8, 3.2 + 1.6 * ((random() + random()) / 2) + tier.qualityBoost);
    const reviewerIndexes = sampleReviewerIndexes(random, reviewerWeights, Math.min(count, reviewers.length));

    const profile = profiles[companyIndex];
    for (const reviewerIndex of reviewerIndexes) {
      const reviewer = reviewers[reviewerIndex];
      if (reviewer === undefined || profile === undefined) continue;
      const rating = sampleRating(random, quality);
      const categories = sampleCategories(random, company);
      const { title, content } = composeReview({ random, profile, categories, rating, brandSize: reviewer.brandSize });

      // Longer, more detailed reviews attract more (and more frequent) helpful votes.
      const detail = Math.min(1, content.length / 1000);
      let helpful = 0;
      let notHelpful = 0;
      if (chance(random, 0.15 + 0.5 * detail)) {
        helpful = Math.min(12, 1 + Math.floor(random() * (2 + 11 * detail)));
        notHelpful = pickWeighted(random, [0, 1, 2, 3], rating <= 2 ? [40, 30, 20, 10] : [60, 25, 10, 5]);
      }
      const available = Math.max(0, reviewers.length - 1);
      helpful = Math.min(helpful, available);
      notHelpful = Math.min(notHelpful, available - helpful);

      reviews.push({
        companyIndex,
        reviewerIndex,
        rating,
        title,
        content,
        roleInCompany: reviewer.roleInCompany,
        businessWebsite: reviewer.businessWebsite,
        categories,
        goodFor: sampleGoodFor(random, reviewer.brandSize),
        createdAt: sampleCreatedAt(random, now),
        ...sampleVoters(random, reviewers.length, reviewerIndex, helpful, notHelpful),
      });
    }
  });

  // Oldest first, so database ids follow the review dates.
  const times = reviews.map((review) => review.createdAt.getTime());
  const order = times.map((_, index) => index).sort((a, b) => (times[a] ?? 0) - (times[b] ?? 0));
  return order.map((index) => reviews[index] as SampleReview);
}
