ALTER TABLE "companies" ADD COLUMN "logo_key" text;--> statement-breakpoint
CREATE INDEX "companies_logo_key_idx" ON "companies" USING btree ("logo_key") WHERE "companies"."logo_key" is not null;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_logo_key_format" CHECK ("companies"."logo_key" ~ '^[0-9a-f]{32}$');--> statement-breakpoint
-- Hand-written (issue #35 item 10, decision 087): categories showed emoji, empty boxes where a system has no emoji
-- font. A category still showing the emoji it was seeded with gets the Lucide icon catalog/categories.json names now;
-- an icon an admin chose is kept (one that is not a Lucide name is drawn by the keyword fallback).
UPDATE "categories" SET "icon" = m.name, "updated_at" = now()
FROM (VALUES
  ('ecommerce-platforms', '🛒', 'shopping-cart'),
  ('email-marketing', '📧', 'mail'),
  ('sms-marketing', '📱', 'smartphone'),
  ('marketing-automation', '🤖', 'workflow'),
  ('reviews-ugc', '⭐', 'star'),
  ('loyalty-referrals', '🎁', 'gift'),
  ('subscriptions', '🔁', 'repeat'),
  ('customer-support', '🎧', 'headset'),
  ('live-chat', '💬', 'messages-square'),
  ('payments', '💳', 'credit-card'),
  ('buy-now-pay-later', '📆', 'calendar-clock'),
  ('fraud-chargebacks', '🔐', 'shield-check'),
  ('shipping-fulfilment', '📦', 'package'),
  ('returns', '🔄', 'arrow-left-right'),
  ('inventory-operations', '📋', 'warehouse'),
  ('tax', '🧮', 'calculator'),
  ('accounting', '📒', 'book-open'),
  ('analytics-attribution', '📈', 'chart-line'),
  ('cro-page-builders', '🧩', 'layout-template'),
  ('upsell-personalisation', '🎯', 'target'),
  ('search-merchandising', '🔍', 'search'),
  ('product-feeds-marketplaces', '🏪', 'store'),
  ('influencer-affiliate', '📣', 'megaphone'),
  ('translation', '🌐', 'languages'),
  ('print-on-demand-dropshipping', '👕', 'shirt'),
  ('crm', '📇', 'contact'),
  ('communication', '👥', 'users'),
  ('video-conferencing', '🎥', 'video'),
  ('productivity', '✅', 'list-checks'),
  ('ecommerce-development-agencies', '💻', 'code-xml'),
  ('performance-marketing-agencies', '🚀', 'rocket'),
  ('email-marketing-agencies', '💌', 'mails'),
  ('cro-agencies', '🔬', 'flask-conical'),
  ('seo-agencies', '📝', 'file-pen-line'),
  ('branding-design-agencies', '🎨', 'palette'),
  ('freelance-marketplaces', '🌍', 'globe'),
  ('ecommerce-developers', '🔧', 'wrench'),
  ('virtual-assistants', '🙋', 'hand-helping'),
  ('fractional-talent', '👔', 'briefcase-business')
) AS m(slug, emoji, name)
WHERE "categories"."slug" = m.slug AND "categories"."icon" = m.emoji;
