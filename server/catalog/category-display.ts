// Fallbacks used wherever a category is shown (foundation issue).
const iconKeywords: readonly [RegExp, string][] = [
  [/e-?commerce platform|store builder/i, "🛒"],
  [/email|newsletter/i, "📧"],
  [/sms|text message/i, "💬"],
  [/automation/i, "⚙️"],
  [/review|ugc/i, "⭐"],
  [/loyalty|referral|reward/i, "🎁"],
  [/subscription|recurring/i, "🔁"],
  [/support|helpdesk|help desk/i, "🎧"],
  [/chat|chatbot/i, "💭"],
  [/pay later|bnpl/i, "🗓️"],
  [/payment|checkout/i, "💳"],
  [/fraud|chargeback/i, "🛡️"],
  [/shipping|fulfil|fulfill|logistics/i, "📦"],
  [/return|exchange/i, "↩️"],
  [/inventory|operations|warehouse/i, "📋"],
  [/tax|vat/i, "🧾"],
  [/accounting|finance|bookkeeping/i, "📒"],
  [/analytics|attribution|report/i, "📊"],
  [/cro|page builder|landing/i, "🧪"],
  [/upsell|personali/i, "📈"],
  [/search|merchandis/i, "🔍"],
  [/feed|marketplace/i, "🏬"],
  [/influencer|affiliate/i, "🤝"],
  [/translat|locali/i, "🌐"],
  [/print|dropship/i, "🖨️"],
  [/crm/i, "👥"],
  [/communication|messag/i, "📣"],
  [/video/i, "🎥"],
  [/productivity|project/i, "✅"],
  [/seo|content/i, "📝"],
  [/brand|design/i, "🎨"],
  [/marketing|advertis/i, "📢"],
  [/developer|development/i, "💻"],
  [/freelance/i, "🧑‍💻"],
  [/assistant|outsourc/i, "🗂️"],
  [/fractional|executive/i, "👔"],
];

/** The icon shown for a category: its own, else an emoji chosen by keywords in the name, else a wrench. */
export function categoryIcon(name: string, icon: string | null | undefined) {
  if (icon?.trim()) return icon.trim();
  return iconKeywords.find(([pattern]) => pattern.test(name))?.[1] ?? "🔧";
}

/** The description shown for a category: its own, else one built from the name. */
export function categoryDescription(name: string, description: string | null | undefined) {
  if (description?.trim()) return description.trim();
  return `Compare ${name.toLowerCase()} tools and services reviewed by e-commerce operators.`;
}
