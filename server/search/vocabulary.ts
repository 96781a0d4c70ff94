import type { BrandSize } from "#contracts/brand-sizes.ts";
import type { CompanyKind, CostBand, Platform, Region } from "#contracts/company-facts.ts";

/**
 * The maintained vocabulary of discovery search: how operators name the
 * things in the catalog. Category names, company names and catalog features
 * come from the database; this table adds the words people use for them.
 * Phrases are lower case; matching is on whole words, longest phrase first.
 * Add words here when the search log shows operators using them, never to
 * fit one judged query.
 */

/**
 * How a company's own description positions it by brand size ("for small online stores", "used by
 * mid-market and enterprise retailers"). Words of the description, read as text relevance when the
 * company lists no brand sizes among its facts; never stored as a fact.
 */
const smallBrandWords =
  /\b(?:small|smaller|start-?ups?|new (?:stores?|brands?|merchants?|sellers?)|low-cost|solo|first-time|beginners?)\b/i;
const midBrandWords = /\b(?:mid-sized|mid-size|midsize|mid-market|growing|fast-growing|scaling)\b/i;
const largeBrandWords = /\b(?:enterprises?|large|larger|high-volume|established|global brands|big brands)\b/i;

export const brandSizePositioning: Record<BrandSize, { fits: RegExp[]; opposite: RegExp[] }> = {
  startup: { fits: [smallBrandWords], opposite: [largeBrandWords] },
  sixFigures: { fits: [smallBrandWords, /\bgrowing\b/i], opposite: [largeBrandWords] },
  sevenFigures: { fits: [midBrandWords], opposite: [] },
  eightFigures: { fits: [/\b(?:mid-market|fast-growing|scaling)\b/i, largeBrandWords], opposite: [smallBrandWords] },
  nineFiguresPlus: { fits: [largeBrandWords], opposite: [smallBrandWords, midBrandWords] },
};

/**
 * What a company costs as evidence of the brand sizes it serves, where its facts list none and its description
 * says nothing of size: a start-up takes on a tool with a free plan or a typical cost under $100 a month, not
 * one over $1,000; the largest brands buy the tools that cost over $1,000 a month, and rarely one made to cost
 * under $100. Sizes between say nothing by cost.
 */
export const brandSizeCost: Partial<
  Record<BrandSize, { fits: CostBand[]; freePlanFits: boolean; opposite: CostBand[] }>
> = {
  startup: { fits: ["under-100"], freePlanFits: true, opposite: ["over-1000"] },
  nineFiguresPlus: { fits: ["over-1000"], freePlanFits: false, opposite: ["under-100"] },
};

export const brandSizeSynonyms: Record<BrandSize, readonly string[]> = {
  startup: [
    "startup",
    "startups",
    "start-up",
    "start up",
    "new brand",
    "new store",
    "just starting",
    "just launched",
    "launching",
    "early stage",
    "early-stage",
    "pre-revenue",
    "side hustle",
    "solo founder",
    "small store",
    "small shop",
  ],
  sixFigures: ["6-figure", "6 figure", "six figure", "six-figure", "6 figures", "six figures", "$100k", "100k"],
  sevenFigures: [
    "7-figure",
    "7 figure",
    "seven figure",
    "seven-figure",
    "7 figures",
    "seven figures",
    "$1m",
    "1m",
    "million dollar",
    "million-dollar",
  ],
  eightFigures: [
    "8-figure",
    "8 figure",
    "eight figure",
    "eight-figure",
    "8 figures",
    "eight figures",
    "$10m",
    "10m",
    "mid-market",
    "mid market",
  ],
  nineFiguresPlus: [
    "9-figure",
    "9 figure",
    "nine figure",
    "nine-figure",
    "9 figures",
    "nine figures",
    "9-figure+",
    "$100m",
    "100m",
    "enterprise",
    "enterprise-level",
    "large retailer",
  ],
};

/** The regions a query can ask for (the facts' regions, without "worldwide", which no one asks for). */
export type QueryRegion = Exclude<Region, "worldwide">;

/** How operators name the regions they sell in ("for Europe", "a UK store"). Language names are not regions. */
export const regionSynonyms: Record<QueryRegion, string[]> = {
  europe: ["europe", "european", "eu", "emea", "dach", "benelux", "nordics", "scandinavia", "germany", "netherlands"],
  "uk-ireland": ["uk", "united kingdom", "britain", "great britain", "ireland"],
  "north-america": ["north america", "north american", "usa", "united states", "canada"],
  "latin-america": ["latin america", "latam", "brazil", "mexico", "argentina", "chile", "colombia"],
  "middle-east-africa": ["middle east", "africa", "mena", "gcc", "saudi arabia", "uae", "south africa", "nigeria"],
  "asia-pacific": ["asia", "apac", "asia-pacific", "southeast asia", "australia", "new zealand", "india", "singapore"],
};

/**
 * The countries of a headquarters ("Amsterdam, Netherlands") by region: where a company lists no
 * regions, being based in one is evidence (not a fact) that it serves it. UK and Ireland are in Europe.
 */
export const regionCountries: Record<QueryRegion, string[]> = {
  europe: [
    "netherlands",
    "sweden",
    "germany",
    "france",
    "spain",
    "italy",
    "denmark",
    "norway",
    "finland",
    "belgium",
    "austria",
    "switzerland",
    "poland",
    "portugal",
    "czech republic",
    "czechia",
    "estonia",
    "lithuania",
    "latvia",
    "greece",
    "luxembourg",
    "slovenia",
    "croatia",
    "romania",
    "hungary",
    "bulgaria",
    "slovakia",
    "iceland",
    "cyprus",
    "malta",
    "united kingdom",
    "uk",
    "england",
    "scotland",
    "wales",
    "northern ireland",
    "ireland",
  ],
  "uk-ireland": ["united kingdom", "uk", "england", "scotland", "wales", "northern ireland", "ireland"],
  "north-america": ["usa", "united states", "canada"],
  "latin-america": ["mexico", "brazil", "argentina", "chile", "colombia", "uruguay", "peru", "costa rica"],
  "middle-east-africa": [
    "israel",
    "united arab emirates",
    "uae",
    "saudi arabia",
    "egypt",
    "nigeria",
    "south africa",
    "kenya",
    "jordan",
    "qatar",
    "turkey",
    "morocco",
  ],
  "asia-pacific": [
    "india",
    "indonesia",
    "singapore",
    "australia",
    "new zealand",
    "japan",
    "china",
    "hong kong",
    "south korea",
    "vietnam",
    "philippines",
    "malaysia",
    "thailand",
    "taiwan",
    "pakistan",
    "bangladesh",
    "sri lanka",
  ],
};

/** Words of a description that say it serves a region ("European payment service provider"). */
export const regionDescriptionWords: Record<QueryRegion, RegExp> = {
  europe: /\b(?:europe|european|eu)\b/i,
  "uk-ireland": /\b(?:uk|united kingdom|british|britain|ireland|irish)\b/i,
  // Case-sensitive: "US", not the pronoun.
  "north-america":
    /\b(?:North America|North American|US|U\.S\.|United States|(?<!Latin |South |Central )American|Canada|Canadian)\b/,
  "latin-america": /\b(?:latin america|latin american|latam|brazil|brazilian|mexico|mexican)\b/i,
  "middle-east-africa": /\b(?:middle east|middle eastern|africa|african|mena|gcc|gulf)\b/i,
  "asia-pacific": /\b(?:asia|asian|apac|asia-pacific|southeast asia|australia|australian|india|indian)\b/i,
};

/**
 * The names operators use for each platform (contracts/company-facts.ts lists the platforms). "Headless" has
 * none: "headless commerce" names the e-commerce platforms category, not a platform a tool works with.
 */
export const platformSynonyms: Record<Platform, readonly string[]> = {
  "shopify-plus": ["shopify plus", "shopify+"],
  shopify: ["shopify"],
  bigcommerce: ["bigcommerce", "big commerce"],
  woocommerce: ["woocommerce", "woo commerce", "woo", "wordpress"],
  magento: ["magento", "adobe commerce"],
  "salesforce-commerce-cloud": ["salesforce commerce cloud", "sfcc", "demandware"],
  wix: ["wix"],
  squarespace: ["squarespace"],
  prestashop: ["prestashop"],
  amazon: ["amazon", "amazon seller", "fba"],
  headless: [],
};

export const priceSensitivities = ["free", "low"] as const;
export type PriceSensitivity = (typeof priceSensitivities)[number];

export const priceSynonyms: Record<PriceSensitivity, string[]> = {
  free: ["free", "free plan", "free tier", "freemium", "no cost", "zero cost"],
  low: [
    "cheap",
    "cheaper",
    "cheapest",
    "affordable",
    "inexpensive",
    "budget",
    "low cost",
    "low-cost",
    "lower cost",
    "cost-effective",
    "cost effective",
    "good value",
    "less expensive",
    "not expensive",
    "on a budget",
  ],
};

/**
 * The words that ask for a kind of company (contracts/company-facts.ts lists the kinds). "Network" has none:
 * "marketplace" and "network" name categories and features more often than the kind.
 */
export const kindSynonyms: Record<CompanyKind, readonly string[]> = {
  agency: ["agency", "agencies", "studio", "consultancy", "done for you", "done-for-you"],
  freelance: [
    "freelancer",
    "freelancers",
    "freelance",
    "contractor",
    "contractors",
    "hire a",
    "hire an",
    "hire someone",
    "developer",
    "developers",
    "virtual assistant",
    "virtual assistants",
    "bookkeeper",
    "fractional",
  ],
  software: ["app", "apps", "tool", "tools", "software", "plugin", "plugins", "saas", "platform"],
  network: [],
};

/**
 * Someone starting out asks for a store, not a category: these phrases (also E-commerce Platforms
 * synonyms) suggest the features a first store needs, so hosted, template-based platforms come first.
 */
export const firstStoreFeatures = ["hosted saas", "theme templates"];
export const firstStorePhrases = [
  "build a store",
  "build an online store",
  "build and launch an online store",
  "build my store",
  "create an online store",
  "launch a store",
  "launch an online store",
  "launch my store",
  "open an online store",
  "start an online store",
  "set up an online store",
  "set up a shop",
  "set up my first shop",
  "first shop",
  "first store",
  "first online store",
  "start selling online",
  "sell online",
  "selling online",
  "sell my products online",
];

/** Category slug → phrases that mean it (in addition to the category's own name). */
export const categorySynonyms: Record<string, string[]> = {
  "ecommerce-platforms": [
    "ecommerce platform",
    "e-commerce platform",
    "commerce platform",
    "store builder",
    "website builder",
    "online store builder",
    "storefront",
    "headless commerce",
    "replatform",
    "replatforming",
    "shopping cart software",
    // Someone starting out asks for the thing, not the category (issue #16: "set up my first shop").
    ...firstStorePhrases,
  ],
  "email-marketing": [
    "email",
    "emails",
    "email marketing",
    "email tool",
    "email platform",
    "esp",
    "newsletter",
    "newsletters",
    "email campaigns",
    "email flows",
    "email automation",
    "abandoned cart emails",
  ],
  "sms-marketing": ["sms", "text message", "text messages", "texting", "mms", "text marketing", "sms marketing"],
  "marketing-automation": [
    "marketing automation",
    "customer journeys",
    "cross-channel",
    "omnichannel messaging",
    "push notifications",
    "customer engagement platform",
    "customer data platform",
    "cdp",
  ],
  "reviews-ugc": [
    "reviews app",
    "review app",
    "product reviews",
    "reviews",
    "photo reviews",
    "video reviews",
    "ugc",
    "user generated content",
    "user-generated content",
    "social proof",
    "ratings and reviews",
  ],
  "loyalty-referrals": [
    "loyalty",
    "loyalty program",
    "loyalty programme",
    "rewards program",
    "rewards",
    "points program",
    "vip tiers",
    "referral",
    "referrals",
    "referral program",
    "referral programme",
    "refer a friend",
    "refer-a-friend",
  ],
  subscriptions: [
    "subscription",
    "subscriptions",
    "subscription app",
    "recurring orders",
    "subscribe and save",
    "replenishment",
    "subscription box",
  ],
  "customer-support": [
    "helpdesk",
    "help desk",
    "ticketing",
    "ticketing system",
    "support tickets",
    "customer service",
    "customer support",
    "support desk",
    "support inbox",
    "cx platform",
  ],
  "live-chat": ["live chat", "chat widget", "chatbot", "chat bot", "website chat", "chat"],
  payments: [
    "payment gateway",
    "payment processor",
    "payment processing",
    "payments",
    "card processing",
    "accept payments",
    "merchant account",
    "acquirer",
  ],
  "buy-now-pay-later": [
    "bnpl",
    "buy now pay later",
    "buy now, pay later",
    "pay later",
    "pay in 4",
    "pay in four",
    "instalments",
    "installments",
    "consumer financing",
  ],
  "fraud-chargebacks": [
    "fraud",
    "fraud prevention",
    "fraud protection",
    "chargeback",
    "chargebacks",
    "chargeback protection",
    "disputes",
  ],
  "shipping-fulfilment": [
    "shipping",
    "shipping labels",
    "labels",
    "fulfilment",
    "fulfillment",
    "3pl",
    "warehouse",
    "warehousing",
    "carrier rates",
    "order tracking",
    "tracking page",
  ],
  returns: ["returns", "returns portal", "exchanges", "return portal", "refunds", "reverse logistics"],
  "inventory-operations": [
    "inventory",
    "inventory management",
    "stock management",
    "order management",
    "oms",
    "erp",
    "demand forecasting",
    "forecasting",
    "purchase orders",
    "multichannel",
    "multi-channel",
  ],
  tax: ["sales tax", "vat", "tax compliance", "tax", "taxes", "nexus", "duties"],
  accounting: [
    "accounting",
    "bookkeeping software",
    "reconciliation",
    "bookkeeping",
    "payout reconciliation",
    "profit and loss",
    "financing",
    "revenue based financing",
  ],
  "analytics-attribution": [
    "analytics",
    "attribution",
    "multi-touch attribution",
    "mta",
    "reporting",
    "dashboards",
    "ltv",
    "profit dashboard",
    "tracking pixel",
    "server-side tracking",
    "marketing mix modelling",
  ],
  "cro-page-builders": [
    "page builder",
    "landing page",
    "landing pages",
    "a/b testing",
    "ab testing",
    "a/b test",
    "split testing",
    "heatmaps",
    "heatmap",
    "session recordings",
    "conversion rate optimization",
    "conversion rate optimisation",
    "cro",
    "price testing",
  ],
  "upsell-personalisation": [
    "upsell",
    "upsells",
    "upselling",
    "cross-sell",
    "cross sell",
    "post-purchase",
    "post purchase",
    "personalisation",
    "personalization",
    "product recommendations",
    "recommendations",
    "bundles",
    "smart cart",
  ],
  "search-merchandising": [
    "site search",
    "search bar",
    "on-site search",
    "onsite search",
    "product search",
    "search app",
    "merchandising",
    "product filters",
    "large catalog",
    "large catalogue",
  ],
  "product-feeds-marketplaces": [
    "product feed",
    "product feeds",
    "feed management",
    "google shopping",
    "shopping feed",
    "marketplaces",
    "marketplace",
    "multichannel selling",
    "sell on amazon",
  ],
  "influencer-affiliate": [
    "influencer",
    "influencers",
    "influencer marketing",
    "creator",
    "creators",
    "affiliate",
    "affiliates",
    "affiliate program",
    "affiliate programme",
    "ambassador",
    "ambassadors",
  ],
  translation: [
    "translation",
    "translate",
    "translations",
    "multilingual",
    "multi-language",
    "localisation",
    "localization",
    "languages",
    "french",
    "german",
    "spanish",
  ],
  "print-on-demand-dropshipping": [
    "print on demand",
    "print-on-demand",
    "pod",
    "dropshipping",
    "drop shipping",
    "dropship",
    "suppliers",
    "aliexpress",
  ],
  crm: ["crm", "sales pipeline", "pipeline", "deal tracking", "customer relationship management", "sales team"],
  communication: ["team chat", "internal communication", "messaging app", "shared inbox"],
  "video-conferencing": ["video conferencing", "video calls", "video meetings", "meetings", "webinars"],
  productivity: [
    "project management",
    "task management",
    "tasks",
    "productivity",
    "wiki",
    "kanban",
    "workflow automation",
    "no-code automation",
  ],
  "ecommerce-development-agencies": [
    "development agency",
    "dev agency",
    "web agency",
    "shopify agency",
    "shopify plus agency",
    "build agency",
    "store build",
    "theme development",
    "redesign",
  ],
  "performance-marketing-agencies": [
    "performance marketing",
    "paid ads",
    "paid media",
    "paid social",
    "paid search",
    "ppc",
    "facebook ads",
    "meta ads",
    "google ads",
    "tiktok ads",
    "media buying",
    "growth agency",
  ],
  "email-marketing-agencies": ["email agency", "klaviyo agency", "retention agency", "retention marketing"],
  "cro-agencies": ["cro agency", "conversion agency", "experimentation agency"],
  "seo-agencies": [
    "seo",
    "search engine optimization",
    "search engine optimisation",
    "link building",
    "organic traffic",
  ],
  "branding-design-agencies": [
    "branding",
    "brand identity",
    "rebrand",
    "packaging design",
    "packaging",
    "logo",
    "logo design",
    "design agency",
    "visual identity",
  ],
  "freelance-marketplaces": [
    "freelance marketplace",
    "freelance platform",
    "freelancers marketplace",
    "hire freelancers",
    "gig platform",
  ],
  "ecommerce-developers": [
    "shopify developer",
    "shopify developers",
    "shopify expert",
    "shopify experts",
    "woocommerce developer",
    "wordpress developer",
    "developer",
    "developers",
    "theme fixes",
    "store fixes",
  ],
  "virtual-assistants": ["virtual assistant", "virtual assistants", "va", "executive assistant", "admin support"],
  "fractional-talent": [
    "fractional",
    "fractional cfo",
    "fractional cmo",
    "cfo",
    "bookkeeper",
    "bookkeepers",
    "bookkeeping service",
    "interim",
    "consultant",
    "consultants",
  ],
};

/**
 * When the query asks for an agency or a freelancer, the software category it
 * names becomes the matching service category ("email agency" → email
 * marketing agencies). Categories of the right kind stay as they are.
 */
export const serviceCounterparts: Record<"agency" | "freelance", Record<string, string>> = {
  agency: {
    "email-marketing": "email-marketing-agencies",
    "sms-marketing": "email-marketing-agencies",
    "marketing-automation": "email-marketing-agencies",
    "cro-page-builders": "cro-agencies",
    "ecommerce-platforms": "ecommerce-development-agencies",
    "ecommerce-developers": "ecommerce-development-agencies",
    "analytics-attribution": "performance-marketing-agencies",
    "product-feeds-marketplaces": "performance-marketing-agencies",
    "influencer-affiliate": "performance-marketing-agencies",
  },
  freelance: {
    "ecommerce-platforms": "ecommerce-developers",
    "ecommerce-development-agencies": "ecommerce-developers",
    accounting: "fractional-talent",
    "customer-support": "virtual-assistants",
  },
};

/**
 * Phrases operators use for a catalog feature, by the feature's slug (catalog/features/<category>.json).
 * The feature's own name is always read; these add the words people say for it. A feature read in a
 * query also suggests its category when the query names none ("session replay tool" → CRO).
 */
export const featureSynonyms: Record<string, string[]> = {
  "cro-page-builders-heatmaps": [
    "heat map",
    "heat maps",
    "click map",
    "click maps",
    "scroll map",
    "where visitors click",
    "where people click",
    "where shoppers click",
    "where customers click",
  ],
  "cro-page-builders-session-recordings": [
    "session replay",
    "session replays",
    "session recording",
    "screen recordings of visitors",
    "record visitor sessions",
    "watch visitors",
  ],
  "cro-page-builders-ab-testing": ["split test", "split testing", "ab test", "a/b test", "a/b tests", "experiments"],
  "upsell-personalisation-product-quizzes": ["product quiz", "quiz", "quiz app", "product finder quiz"],
  "upsell-personalisation-size-fit": ["size recommendations", "fit finder", "size guide", "fit recommendations"],
  "shipping-fulfilment-branded-tracking": ["order tracking page", "tracking page", "branded tracking"],
  "shipping-fulfilment-delivery-notifications": [
    "shipment tracking emails",
    "tracking emails",
    "shipping notifications",
    "shipping updates",
    "delivery updates",
  ],
  "fraud-chargebacks-chargeback-guarantee": ["chargeback protection", "fraud guarantee"],
  "fraud-chargebacks-dispute-management": ["chargeback disputes", "fight chargebacks", "chargeback management"],
  "returns-returns-portal": ["returns portal", "return portal"],
  "customer-support-ticketing": ["ticketing system", "ticket system", "support tickets"],
  "customer-support-voice": ["phone support", "call centre", "call center", "phone calls"],
  "customer-support-ai-agent": ["ai support agent", "ai agents"],
  "inventory-operations-multichannel-sync": ["multichannel", "multi-channel", "multichannel sellers"],
  "inventory-operations-demand-forecasting": ["demand forecasting", "forecast demand", "replenishment"],
  "accounting-payout-reconciliation": ["reconcile payouts", "sync my sales", "sync sales", "sales sync"],
  "email-marketing-predictive-analytics": ["predictive", "churn prediction", "predicted ltv"],
  "subscriptions-cancellation-flows": ["cancellation flow", "cancel flow", "subscription churn"],
  "subscriptions-build-a-box": ["build a box"],
  "reviews-ugc-photo-video": ["photo reviews", "video reviews"],
  "reviews-ugc-qa": ["customer questions", "q and a", "q&a"],
  "search-merchandising-visual-search": ["search by image", "image search"],
  "live-chat-chat-widget": ["chat widget", "live chat widget"],
  "analytics-attribution-media-mix-modelling": [
    "mmm",
    "media mix modeling",
    "marketing mix modelling",
    "marketing mix modeling",
  ],
  "video-conferencing-transcripts": ["meeting notes", "ai notes", "notetaker", "note taker"],
  "print-on-demand-dropshipping-supplier-marketplace": [
    "dropshipping suppliers",
    "suppliers to dropship",
    "dropshipping",
    "dropship",
    "drop shipping",
  ],
  // Words that name a category also name the feature at its heart: within the category, the companies
  // that have it are what was asked for ("print on demand" → printers, not dropshipping suppliers).
  "print-on-demand-dropshipping-custom-printing": ["print on demand", "pod", "custom merch", "custom printed"],
  "influencer-affiliate-creator-discovery": [
    "influencer marketing",
    "influencer",
    "influencers",
    "creator marketing",
    "creators",
  ],
  "influencer-affiliate-affiliate-tracking": ["affiliate program", "affiliate marketing", "affiliates", "affiliate"],
  "cro-page-builders-drag-and-drop": ["page builder", "page builders", "landing page builder", "drag and drop"],
  "virtual-assistants-customer-service": [
    "answer customer emails",
    "customer emails",
    "answer customers",
    "customer service assistant",
  ],
  "product-feeds-marketplaces-marketplace-listings": [
    "sell on amazon",
    "sell on marketplaces",
    "other marketplaces",
    "marketplace listings",
  ],
  "productivity-task-management": ["project management", "task tracking", "to-do lists"],
  "shipping-fulfilment-multi-carrier-labels": ["shipping labels", "print labels", "label printing"],
  "shipping-fulfilment-discounted-rates": ["cheap shipping", "shipping discounts", "discounted shipping"],
  "shipping-fulfilment-outsourced-fulfilment": [
    "3pl",
    "outsourced fulfillment",
    "outsourced fulfilment",
    "fulfillment centre",
    "fulfillment center",
  ],
  "loyalty-referrals-referrals": ["referral program", "referral programme", "refer a friend", "referrals"],
  "loyalty-referrals-points": ["loyalty program", "loyalty programme", "points program", "rewards program"],
  "tax-vat-gst": ["vat compliance", "vat returns", "eu vat"],
  "tax-sales-tax-calculation": ["sales tax compliance", "sales tax"],
  "accounting-bookkeeping": ["bookkeeping", "bookkeeper"],
  "ecommerce-developers-store-builds": ["shopify developer", "store developer"],
  "seo-agencies-ecommerce-seo": ["seo for an online store", "ecommerce seo", "product page seo"],
  "freelance-marketplaces-job-posts": ["post a job", "job posts", "hire freelancers"],
  "marketing-automation-cdp": ["customer data platform", "cdp"],
  "marketing-automation-push": ["push", "push notifications", "web push", "mobile push"],
  "performance-marketing-agencies-paid-social": [
    "facebook ads",
    "meta ads",
    "instagram ads",
    "paid social ads",
    "social ads",
  ],
  "performance-marketing-agencies-paid-search": ["google ads", "ppc", "search ads", "adwords"],
  "performance-marketing-agencies-amazon-ads": ["amazon ads", "amazon ppc"],
  "performance-marketing-agencies-tiktok-ads": ["tiktok advertising"],
  "email-marketing-agencies-klaviyo": ["klaviyo agency", "klaviyo partner", "klaviyo expert"],
  "cro-agencies-audits": ["cro audit", "conversion audit"],
  "ecommerce-development-agencies-migrations": [
    "migrate",
    "migration",
    "replatform",
    "replatforming",
    "move our store",
  ],
  "translation-machine-translation": ["translate", "translate my store", "translation app"],
  "translation-human-translation": ["human translation", "professional translators"],
  "live-chat-ai-chatbot": ["chatbot", "chat bot", "ai chat"],
  "search-merchandising-ai-search": ["semantic search", "ai search", "natural language search"],
  "crm-deal-pipelines": ["sales pipeline", "pipeline", "deal tracking"],
  "fractional-talent-fractional-cmo": ["fractional marketing lead", "part-time cmo"],
};

/**
 * Pricing models asked for in words ("no monthly fee, just per-transaction pricing"): each phrase
 * names the models that satisfy it, best first (contracts/company-facts.ts pricingModels).
 */
export const pricingModelSynonyms: { phrases: string[]; models: string[] }[] = [
  {
    phrases: [
      "per transaction",
      "per-transaction",
      "transaction fee",
      "transaction fees",
      "no monthly fee",
      "no monthly fees",
      "pay per transaction",
      "per sale",
    ],
    models: ["transaction-fee", "commission", "usage-based"],
  },
  {
    phrases: ["pay as you go", "usage-based", "usage based", "pay per use"],
    models: ["usage-based", "transaction-fee"],
  },
  { phrases: ["commission only", "commission-based", "commission based"], models: ["commission"] },
  {
    phrases: ["one-off payment", "one-time payment", "one-time fee", "lifetime deal", "pay once"],
    models: ["one-off"],
  },
  { phrases: ["monthly retainer", "on retainer", "retainer"], models: ["retainer"] },
  { phrases: ["hourly rate", "by the hour", "per hour", "paid hourly"], models: ["hourly"] },
  { phrases: ["fixed price project", "fixed-price project", "per project"], models: ["project"] },
];

/** Words that carry no meaning for retrieval once facets are taken out. */
/**
 * Words that say what the operator wants to do rather than what they are looking for: not topics
 * a company's description is compared with ("build and launch a store", "set up my first shop").
 */
export const intentWords = new Set(
  `build building launch launching set setting up start starting started first sell selling see get getting make
  create open fix migrate move moving answer answering send sending reduce other now gone through every all new`
    .split(/\s+/)
    .filter((word) => word.length > 0),
);

export const fillerWords = new Set(
  `a an the and or but for of to in on at by with from into our my your their his her its we i me us you they it this that these those
  is are be been being am was were do does did have has had need needs needed want wants wanted looking look find finding search
  recommend recommendation recommendations suggest suggestions best good great top better which what who where how any some
  something someone anything tool tools app apps software platform platforms solution solutions service services company companies
  brand brands store stores shop shops business businesses ecommerce e-commerce online dtc d2c help please can could would should
  will just also very really more most than then there here like so too use using used run running grow growing scale scaling
  team teams small big large medium size sized per month year program programs programme programmes
  alternative alternatives vs versus competitor competitors instead compare compared comparison similar replacement replace
  switch switching integrate integrates integration integrations works connects syncs`
    .split(/\s+/)
    .filter((word) => word.length > 0),
);
