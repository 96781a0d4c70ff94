export const categoryGroups = ["saas", "agency", "freelance"] as const;
export type CategoryGroup = (typeof categoryGroups)[number];
export type SeedCategory = {
  slug: string;
  name: string;
  description: string;
  icon: string;
  group: CategoryGroup;
  sortOrder: number;
};

export const seedCategories = [
  {
    slug: "ecommerce-platforms",
    name: "E-commerce Platforms",
    description: "Hosted and self-hosted software for building an online store, managing products and taking orders.",
    icon: "🛒",
    group: "saas",
    sortOrder: 1,
  },
  {
    slug: "email-marketing",
    name: "Email Marketing",
    description:
      "Tools for building subscriber lists, sending campaigns and running automated email flows for online stores.",
    icon: "📧",
    group: "saas",
    sortOrder: 2,
  },
  {
    slug: "sms-marketing",
    name: "SMS Marketing",
    description:
      "Platforms for collecting opted-in phone numbers and sending text message campaigns and automations to shoppers.",
    icon: "📱",
    group: "saas",
    sortOrder: 3,
  },
  {
    slug: "marketing-automation",
    name: "Marketing Automation",
    description:
      "Cross-channel tools that trigger messages and customer journeys based on behaviour, events and customer data.",
    icon: "🤖",
    group: "saas",
    sortOrder: 4,
  },
  {
    slug: "reviews-ugc",
    name: "Reviews & UGC",
    description:
      "Apps for collecting and displaying product reviews, ratings, photos and other customer-generated content.",
    icon: "⭐",
    group: "saas",
    sortOrder: 5,
  },
  {
    slug: "loyalty-referrals",
    name: "Loyalty & Referrals",
    description: "Points, rewards, VIP tiers and refer-a-friend programmes designed to encourage repeat purchases.",
    icon: "🎁",
    group: "saas",
    sortOrder: 6,
  },
  {
    slug: "subscriptions",
    name: "Subscriptions",
    description:
      "Software for selling recurring product orders, managing subscriber portals and handling renewal billing.",
    icon: "🔁",
    group: "saas",
    sortOrder: 7,
  },
  {
    slug: "customer-support",
    name: "Customer Support & Helpdesk",
    description:
      "Helpdesks that bring email, chat and social support tickets into one place, often with order data alongside.",
    icon: "🎧",
    group: "saas",
    sortOrder: 8,
  },
  {
    slug: "live-chat",
    name: "Live Chat & Chatbots",
    description: "Website chat widgets and automated assistants that answer shopper questions in real time.",
    icon: "💬",
    group: "saas",
    sortOrder: 9,
  },
  {
    slug: "payments",
    name: "Payments",
    description: "Payment gateways and processors that accept cards, wallets and local payment methods at checkout.",
    icon: "💳",
    group: "saas",
    sortOrder: 10,
  },
  {
    slug: "buy-now-pay-later",
    name: "Buy Now, Pay Later",
    description:
      "Checkout financing options that let shoppers split a purchase into instalments while the merchant is paid upfront.",
    icon: "📆",
    group: "saas",
    sortOrder: 11,
  },
  {
    slug: "fraud-chargebacks",
    name: "Fraud & Chargebacks",
    description:
      "Services that screen orders for fraud risk and help merchants prevent, manage or dispute chargebacks.",
    icon: "🔐",
    group: "saas",
    sortOrder: 12,
  },
  {
    slug: "shipping-fulfilment",
    name: "Shipping & Fulfilment",
    description:
      "Label printing, carrier rate tools, order tracking and outsourced warehouse fulfilment for online orders.",
    icon: "📦",
    group: "saas",
    sortOrder: 13,
  },
  {
    slug: "returns",
    name: "Returns & Exchanges",
    description:
      "Self-service return portals, exchange flows and drop-off networks for handling post-purchase returns.",
    icon: "🔄",
    group: "saas",
    sortOrder: 14,
  },
  {
    slug: "inventory-operations",
    name: "Inventory & Operations",
    description:
      "Inventory, order and purchasing management tools for keeping stock accurate across channels and locations.",
    icon: "📋",
    group: "saas",
    sortOrder: 15,
  },
  {
    slug: "tax",
    name: "Sales Tax & VAT",
    description: "Software that calculates, collects and files sales tax, VAT and GST for online sellers.",
    icon: "🧮",
    group: "saas",
    sortOrder: 16,
  },
  {
    slug: "accounting",
    name: "Accounting & Finance",
    description:
      "Bookkeeping, accounting integrations and financing tools that help brands track revenue, costs and cash flow.",
    icon: "📒",
    group: "saas",
    sortOrder: 17,
  },
  {
    slug: "analytics-attribution",
    name: "Analytics & Attribution",
    description:
      "Dashboards, tracking and attribution tools that connect marketing spend, store data and customer behaviour.",
    icon: "📈",
    group: "saas",
    sortOrder: 18,
  },
  {
    slug: "cro-page-builders",
    name: "CRO & Page Builders",
    description:
      "Visual page builders, A/B testing and behaviour analytics tools for improving storefront conversion rates.",
    icon: "🧩",
    group: "saas",
    sortOrder: 19,
  },
  {
    slug: "upsell-personalisation",
    name: "Upsell & Personalisation",
    description: "Product recommendations, upsell offers and personalised content aimed at raising order value.",
    icon: "🎯",
    group: "saas",
    sortOrder: 20,
  },
  {
    slug: "search-merchandising",
    name: "Search & Merchandising",
    description:
      "On-site search, filtering and collection merchandising tools that help shoppers find the right products.",
    icon: "🔍",
    group: "saas",
    sortOrder: 21,
  },
  {
    slug: "product-feeds-marketplaces",
    name: "Product Feeds & Marketplaces",
    description:
      "Feed management and channel tools for listing catalogues on shopping ads, social channels and marketplaces.",
    icon: "🏪",
    group: "saas",
    sortOrder: 22,
  },
  {
    slug: "influencer-affiliate",
    name: "Influencer & Affiliate Marketing",
    description: "Platforms for recruiting creators and affiliates, tracking their sales and paying commissions.",
    icon: "📣",
    group: "saas",
    sortOrder: 23,
  },
  {
    slug: "translation",
    name: "Translation & Localisation",
    description:
      "Tools for translating storefront content and adapting it for shoppers in other languages and markets.",
    icon: "🌐",
    group: "saas",
    sortOrder: 24,
  },
  {
    slug: "print-on-demand-dropshipping",
    name: "Print on Demand & Dropshipping",
    description:
      "Services that produce or source products only after an order is placed and ship them directly to customers.",
    icon: "👕",
    group: "saas",
    sortOrder: 25,
  },
  {
    slug: "crm",
    name: "CRM",
    description:
      "Customer relationship management software for tracking contacts, deals, wholesale accounts and sales pipelines.",
    icon: "📇",
    group: "saas",
    sortOrder: 26,
  },
  {
    slug: "communication",
    name: "Team Communication",
    description: "Messaging, shared inbox and async video tools that keep internal teams and partners in sync.",
    icon: "👥",
    group: "saas",
    sortOrder: 27,
  },
  {
    slug: "video-conferencing",
    name: "Video Conferencing",
    description: "Video meeting software for team calls, supplier check-ins and client or agency meetings.",
    icon: "🎥",
    group: "saas",
    sortOrder: 28,
  },
  {
    slug: "productivity",
    name: "Productivity & Project Management",
    description:
      "Task boards, docs, wikis and workflow automation tools for planning launches and day-to-day operations.",
    icon: "✅",
    group: "saas",
    sortOrder: 29,
  },
  {
    slug: "ecommerce-development-agencies",
    name: "E-commerce Development Agencies",
    description:
      "Agencies that design, build, migrate and maintain online stores, often specialising in Shopify or Shopify Plus.",
    icon: "💻",
    group: "agency",
    sortOrder: 30,
  },
  {
    slug: "performance-marketing-agencies",
    name: "Performance Marketing Agencies",
    description: "Agencies that plan and manage paid media such as search, social and shopping ads for online brands.",
    icon: "🚀",
    group: "agency",
    sortOrder: 31,
  },
  {
    slug: "email-marketing-agencies",
    name: "Email & Retention Agencies",
    description: "Agencies that strategise, write and run email, SMS and lifecycle programmes for e-commerce brands.",
    icon: "💌",
    group: "agency",
    sortOrder: 32,
  },
  {
    slug: "cro-agencies",
    name: "CRO Agencies",
    description: "Agencies that research user behaviour and run experiments to improve storefront conversion rates.",
    icon: "🔬",
    group: "agency",
    sortOrder: 33,
  },
  {
    slug: "seo-agencies",
    name: "SEO & Content Agencies",
    description:
      "Agencies that handle technical SEO, content production and link building to grow organic search traffic.",
    icon: "📝",
    group: "agency",
    sortOrder: 34,
  },
  {
    slug: "branding-design-agencies",
    name: "Branding & Design Agencies",
    description:
      "Studios that create brand identities, packaging, visual systems and creative direction for consumer brands.",
    icon: "🎨",
    group: "agency",
    sortOrder: 35,
  },
  {
    slug: "freelance-marketplaces",
    name: "Freelance Marketplaces",
    description:
      "Open marketplaces for finding and hiring independent freelancers across design, development, writing and more.",
    icon: "🌍",
    group: "freelance",
    sortOrder: 36,
  },
  {
    slug: "ecommerce-developers",
    name: "Shopify & E-commerce Developer Networks",
    description:
      "Curated networks that match merchants with vetted developers for store builds, fixes and customisations.",
    icon: "🔧",
    group: "freelance",
    sortOrder: 37,
  },
  {
    slug: "virtual-assistants",
    name: "Virtual Assistants & Outsourcing",
    description: "Services that provide remote assistants for admin, inbox, customer service and other routine tasks.",
    icon: "🙋",
    group: "freelance",
    sortOrder: 38,
  },
  {
    slug: "fractional-talent",
    name: "Fractional & Executive Talent",
    description:
      "Platforms for hiring part-time executives, finance professionals and senior specialists on flexible terms.",
    icon: "👔",
    group: "freelance",
    sortOrder: 39,
  },
] as const satisfies readonly SeedCategory[];

export type CategorySlug = (typeof seedCategories)[number]["slug"];
