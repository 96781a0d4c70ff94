import { type CategoryIconName, fallbackCategoryIcon, isCategoryIconName } from "#contracts/category-icons.ts";

// Fallbacks used wherever a category is shown (foundation issue): a category saved without one of our icons (none,
// or an emoji from before decision 087) gets one chosen by keywords in its name.
const iconKeywords: readonly [RegExp, CategoryIconName][] = [
  [/e-?commerce platform|store builder/i, "shopping-cart"],
  [/email|newsletter/i, "mail"],
  [/sms|text message/i, "smartphone"],
  [/automation/i, "workflow"],
  [/review|ugc/i, "star"],
  [/loyalty|referral|reward/i, "gift"],
  [/subscription|recurring/i, "repeat"],
  [/support|helpdesk|help desk/i, "headset"],
  [/chat|chatbot/i, "messages-square"],
  [/pay later|bnpl/i, "calendar-clock"],
  [/payment|checkout/i, "credit-card"],
  [/fraud|chargeback/i, "shield-check"],
  [/shipping|fulfil|fulfill|logistics/i, "package"],
  [/return|exchange/i, "arrow-left-right"],
  [/inventory|operations|warehouse/i, "warehouse"],
  [/tax|vat/i, "calculator"],
  [/accounting|finance|bookkeeping/i, "book-open"],
  [/analytics|attribution|report/i, "chart-line"],
  [/cro|page builder|landing/i, "layout-template"],
  [/upsell|personali/i, "target"],
  [/search|merchandis/i, "search"],
  [/feed|marketplace/i, "store"],
  [/influencer|affiliate/i, "megaphone"],
  [/translat|locali/i, "languages"],
  [/print|dropship/i, "shirt"],
  [/crm/i, "contact"],
  [/communication|messag/i, "users"],
  [/video/i, "video"],
  [/productivity|project/i, "list-checks"],
  [/seo|content/i, "file-pen-line"],
  [/brand|design/i, "palette"],
  [/marketing|advertis/i, "rocket"],
  [/developer|development/i, "code-xml"],
  [/freelance/i, "globe"],
  [/assistant|outsourc/i, "hand-helping"],
  [/fractional|executive/i, "briefcase-business"],
];

/** The icon shown for a category: its own when it is one of ours, else one chosen by keywords in the name. */
export function categoryIcon(name: string, icon: string | null | undefined): CategoryIconName {
  const own = icon?.trim() ?? "";
  if (isCategoryIconName(own)) return own;
  return iconKeywords.find(([pattern]) => pattern.test(name))?.[1] ?? fallbackCategoryIcon;
}

/** The description shown for a category: its own, else one built from the name. */
export function categoryDescription(name: string, description: string | null | undefined) {
  if (description?.trim()) return description.trim();
  return `Compare ${name.toLowerCase()} tools and services reviewed by e-commerce operators.`;
}
