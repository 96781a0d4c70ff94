/**
 * An independent judged relevance set for OperatorStack's discovery search: a held-out test written
 * blind to the ranking.
 *
 * Written on 2026-11-27 by a helper session started for this purpose, without opening the search
 * code (server/search/), the benchmark runner or any earlier benchmark results; of the existing
 * judged sets (judged-queries.ts, judged-fact-queries.ts) only the header comments and the
 * JudgedQuery format were read (the first entry or two below those headers passed on screen), and
 * none of their questions were copied or paraphrased.
 *
 * 208 operator questions (105 "general", 103 "fact"), in the voice of people who run online
 * stores: short and long, some typos, "alternative to X", "X vs Y", brand sizes, platforms, price
 * ceilings, free plans, integrations, agencies and freelancers, regions. "general" questions ask for
 * a kind of tool or service in plain words; "fact" questions carry a constraint that only the catalog
 * facts settle (platforms, pricingModel / freePlan / costBand, feature slugs, integrations, kind,
 * status / successor, brandSizes, or a named comparison).
 *
 * How it was judged: from the catalog files only (catalog/companies/*.json, catalog/features/*.json,
 * catalog/categories.json). Every company in the categories concerned was checked against its
 * record, usually by a written rule over the record (category, feature slugs, platforms, price
 * facts, integrations listed on either side, status) followed by a manual pass over the result and
 * the ungraded companies of those categories; the comment above each question says what was judged
 * by. Grades: 3 = exactly what was asked (right category and every stated constraint met by the
 * record; well-known leaders that meet it are 3), 2 = a good answer (the category with a near or
 * unverifiable constraint, or a neighbouring category), 1 = acceptable / related; anything else is 0.
 * "Under $100 a month" is read as freePlan true or costBand under-100 (no record has a startingPrice).
 * A brand size is a constraint only where a record could meet it (nineFiguresPlus, startup);
 * "7-figure" / "8 figure" are context, since no record lists those sizes. Acquired companies are
 * graded at most 1 and discontinued ones 0, except in questions about that company's status.
 * `excluded` lists companies that must not appear (the X of "alternative to X"). Companies are named
 * by domain (the websiteUrl host without "www.").
 */
import type { JudgedQuery } from "./judged-queries.ts";

export type IndependentQuery = JudgedQuery & { kind: "general" | "fact" };

export const judgedIndependentQueries: IndependentQuery[] = [
  // ecommerce-platforms tagged ecommerce-platforms-open-source = 3; Adobe Commerce (description
  // names Magento Open Source) = 2; Odoo (open-source suite with e-commerce) = 1.
  {
    query: "open source ecommerce platform i can self host",
    kind: "fact",
    relevant: {
      "medusajs.com": 3,
      "nopcommerce.com": 3,
      "opencart.com": 3,
      "prestashop.com": 3,
      "saleor.io": 3,
      "shopware.com": 3,
      "spreecommerce.org": 3,
      "sylius.com": 3,
      "woocommerce.com": 3,
      "business.adobe.com": 2,
      "odoo.com": 1,
    },
  },
  // Platform with ecommerce-platforms-headless AND brandSizes nineFiguresPlus = 3 (commercetools,
  // SAP); headless platforms whose record describes enterprise/mid-market = 2; other headless
  // platforms = 1.
  {
    query: "headless commerce platform for a 9 figure enterprise brand",
    kind: "fact",
    relevant: {
      "commercetools.com": 3,
      "sap.com": 3,
      "business.adobe.com": 2,
      "elasticpath.com": 2,
      "kibocommerce.com": 2,
      "salesforce.com": 2,
      "shopify.com": 2,
      "shopware.com": 2,
      "vtex.com": 2,
      "bigcommerce.com": 1,
      "centra.com": 1,
      "crystallize.com": 1,
      "medusajs.com": 1,
      "saleor.io": 1,
      "spreecommerce.org": 1,
      "swell.is": 1,
      "sylius.com": 1,
    },
  },
  // ecommerce-platforms with ecommerce-platforms-b2b = 3; inventory tools with
  // inventory-operations-b2b-wholesale ordering = 1.
  {
    query: "b2b ecommerce platform for wholesale orders",
    kind: "general",
    relevant: {
      "bigcommerce.com": 3,
      "business.adobe.com": 3,
      "centra.com": 3,
      "commercetools.com": 3,
      "elasticpath.com": 3,
      "kibocommerce.com": 3,
      "miva.com": 3,
      "salesforce.com": 3,
      "sap.com": 3,
      "shopify.com": 3,
      "shopware.com": 3,
      "shopwired.co.uk": 3,
      "swell.is": 3,
      "sylius.com": 3,
      "vtex.com": 3,
      "cin7.com": 1,
      "inflowinventory.com": 1,
      "tradegecko.com": 1,
      "unleashedsoftware.com": 1,
    },
  },
  // Region middle-east-africa platforms Salla (Arabic storefronts) and Zid (Gulf) = 3. No other
  // platform record mentions the region.
  {
    query: "online store builder for selling in saudi arabia with arabic storefront",
    kind: "general",
    relevant: {
      "salla.sa": 3,
      "zid.sa": 3,
    },
  },
  // ecommerce-platforms-digital-products + freePlan = 3 (Sellfy); digital-products without a free
  // plan = 2 (Squarespace, Gumroad pay-per-sale); Kit (free, sells digital products) and free
  // hosted/creator tools = 1.
  {
    query: "sell ebooks and digital downloads, need a free plan",
    kind: "fact",
    relevant: {
      "sellfy.com": 3,
      "gumroad.com": 2,
      "squarespace.com": 2,
      "kit.com": 1,
      "systeme.io": 1,
      "wix.com": 1,
    },
  },
  // Hosted platforms with region uk-ireland (EKM, ShopWired) = 3; big hosted small-business
  // platforms that serve the UK too = 1.
  {
    query: "uk based ecommerce platform for a small retailer",
    kind: "general",
    relevant: {
      "ekm.com": 3,
      "shopwired.co.uk": 3,
      "bigcommerce.com": 1,
      "ecwid.com": 1,
      "shopify.com": 1,
      "squarespace.com": 1,
      "wix.com": 1,
    },
  },
  // Region latin-america platforms Tiendanube/Nuvemshop and Jumpseller = 3; VTEX (enterprise, strong
  // Latin American presence per description) = 2.
  {
    query: "ecommerce platform for latin america (brazil, chile)",
    kind: "general",
    relevant: {
      "jumpseller.com": 3,
      "tiendanube.com": 3,
      "vtex.com": 2,
    },
  },
  // Email-marketing tool (primary or other category) with freePlan AND bigcommerce in platforms = 3
  // (Omnisend, Mailchimp); Yotpo meets it via its email add-on = 2; email tools on BigCommerce
  // without a free plan = 2; free email tools not listing BigCommerce = 1.
  {
    query: "klaviyo alternative with a free plan that works with bigcommerce",
    kind: "fact",
    relevant: {
      "mailchimp.com": 3,
      "omnisend.com": 3,
      "drip.com": 2,
      "sendlane.com": 2,
      "yotpo.com": 2,
      "activecampaign.com": 1,
      "attentive.com": 1,
      "aweber.com": 1,
      "brevo.com": 1,
      "e-goi.com": 1,
      "embluemail.com": 1,
      "getfirepush.com": 1,
      "getresponse.com": 1,
      "kit.com": 1,
      "mailmunch.com": 1,
      "seguno.com": 1,
      "sendpulse.com": 1,
    },
    excluded: ["klaviyo.com"],
  },
  // email-marketing-predictive-analytics = 3; marketing-automation-predictive = 2.
  {
    query: "email marketing with predictive analytics (clv, churn risk)",
    kind: "general",
    relevant: {
      "bluecore.com": 3,
      "klaviyo.com": 3,
      "listrak.com": 3,
      "emarsys.com": 2,
      "optimove.com": 2,
      "sailthru.com": 2,
    },
  },
  // email-marketing-transactional = 3; post-purchase tools that send delivery notification emails
  // (shipping-fulfilment-delivery-notifications) = 1.
  {
    query: "transactional email service for order confirmations and shipping emails",
    kind: "general",
    relevant: {
      "brevo.com": 3,
      "fromdoppler.com": 3,
      "mailgun.com": 3,
      "mailjet.com": 3,
      "sendgrid.com": 3,
      "sendpulse.com": 3,
      "aftership.com": 1,
      "corp.narvar.com": 1,
      "gomalomo.com": 1,
      "goshippo.com": 1,
      "parcellab.com": 1,
      "route.com": 1,
      "sendcloud.com": 1,
      "shiprocket.in": 1,
      "wesupplylabs.com": 1,
    },
  },
  // Email tools with region latin-america (Doppler, for Spanish-speaking businesses; emBlue) = 3;
  // E-goi (Portuguese, multichannel) and Connectif (Spanish marketing automation with email) = 1.
  {
    query: "email marketing tool in spanish for a latam store",
    kind: "general",
    relevant: {
      "embluemail.com": 3,
      "fromdoppler.com": 3,
      "connectif.ai": 1,
      "e-goi.com": 1,
    },
  },
  // MailPoet (WordPress/WooCommerce plugin, platform woocommerce) = 3; other email-marketing tools
  // listing woocommerce = 2; ActiveCampaign (woocommerce, email is secondary) = 1.
  {
    query: "email newsletter plugin for woocommerce that works inside wordpress",
    kind: "fact",
    relevant: {
      "mailpoet.com": 3,
      "brevo.com": 2,
      "drip.com": 2,
      "klaviyo.com": 2,
      "mailchimp.com": 2,
      "omnisend.com": 2,
      "sendlane.com": 2,
      "activecampaign.com": 1,
      "yotpo.com": 1,
    },
  },
  // sms-marketing (primary or other category) listing shopify = 3 when SMS is a core product;
  // Shopify-listed multichannel tools whose SMS is secondary (Bitespeed WhatsApp-first, Yotpo suite,
  // Braze enterprise) = 2; SMS marketing platforms without Shopify in the record = 1; Zoko (WhatsApp
  // only) = 1.
  {
    query: "sms marketing app for my shopfiy store",
    kind: "general",
    relevant: {
      "attentive.com": 3,
      "brevo.com": 3,
      "emotive.io": 3,
      "getfirepush.com": 3,
      "klaviyo.com": 3,
      "omnisend.com": 3,
      "postscript.io": 3,
      "privy.com": 3,
      "recart.com": 3,
      "sendlane.com": 3,
      "voyagesms.com": 3,
      "bitespeed.co": 2,
      "braze.com": 2,
      "yotpo.com": 2,
      "bird.com": 1,
      "clicksend.com": 1,
      "community.com": 1,
      "contlo.com": 1,
      "cordial.com": 1,
      "gupshup.io": 1,
      "infobip.com": 1,
      "interakt.shop": 1,
      "listrak.com": 1,
      "mobile-text-alerts.com": 1,
      "mobiniti.com": 1,
      "plivo.com": 1,
      "podium.com": 1,
      "sinch.com": 1,
      "slicktext.com": 1,
      "tatango.com": 1,
      "telnyx.com": 1,
      "textedly.com": 1,
      "textmagic.com": 1,
      "twilio.com": 1,
      "wati.io": 1,
      "wunderkind.co": 1,
      "zoko.io": 1,
    },
  },
  // sms-marketing-whatsapp + shopify + cart recovery = 3 (Bitespeed, Zoko); WhatsApp + cart recovery
  // without Shopify (Interakt) = 2; Shopify WhatsApp conversational tool LimeChat = 2; other
  // WhatsApp messaging platforms = 1.
  {
    query: "whatsapp marketing for shopify with abandoned cart recovery",
    kind: "fact",
    relevant: {
      "bitespeed.co": 3,
      "zoko.io": 3,
      "interakt.shop": 2,
      "limechat.ai": 2,
      "bird.com": 1,
      "callbell.eu": 1,
      "chatfuel.com": 1,
      "chatwoot.com": 1,
      "contlo.com": 1,
      "gupshup.io": 1,
      "haptik.ai": 1,
      "infobip.com": 1,
      "landbot.io": 1,
      "manychat.com": 1,
      "sinch.com": 1,
      "trengo.com": 1,
      "twilio.com": 1,
      "userlike.com": 1,
      "wati.io": 1,
      "yellow.ai": 1,
    },
  },
  // The two compared companies = 3; other SMS tools for Shopify brands = 1.
  {
    query: "postscript vs attentive",
    kind: "fact",
    relevant: {
      "attentive.com": 3,
      "postscript.io": 3,
      "bitespeed.co": 1,
      "emotive.io": 1,
      "getfirepush.com": 1,
      "recart.com": 1,
      "voyagesms.com": 1,
      "zoko.io": 1,
    },
  },
  // sms-marketing-two-way = 3 (API-only providers Twilio/Infobip = 2); customer-support tools with
  // SMS channel (customer-support-sms) = 2; shared inbox tools handling SMS per description (Front)
  // = 1.
  {
    query: "two way texting with customers, replies go to a shared inbox",
    kind: "general",
    relevant: {
      "community.com": 3,
      "emotive.io": 3,
      "podium.com": 3,
      "postscript.io": 3,
      "textedly.com": 3,
      "wati.io": 3,
      "zoko.io": 3,
      "gladly.com": 2,
      "gorgias.com": 2,
      "helpwise.io": 2,
      "infobip.com": 2,
      "textmagic.com": 2,
      "trengo.com": 2,
      "twilio.com": 2,
      "front.com": 1,
    },
  },
  // marketing-automation-push AND marketing-automation-in-app = 3; push only (web/app) = 2; email
  // tools with push (email-marketing-push) = 1.
  {
    query: "push notifications and in-app messages for our shopping app",
    kind: "general",
    relevant: {
      "airship.com": 3,
      "braze.com": 3,
      "clevertap.com": 3,
      "customer.io": 3,
      "iterable.com": 3,
      "moengage.com": 3,
      "onesignal.com": 3,
      "webengage.com": 3,
      "xtremepush.com": 3,
      "connectif.ai": 2,
      "emarsys.com": 2,
      "getvero.com": 2,
      "mapp.com": 2,
      "netcorecloud.com": 2,
      "pushowl.com": 2,
      "useinsider.com": 2,
      "e-goi.com": 1,
      "getfirepush.com": 1,
      "getresponse.com": 1,
      "leanplum.com": 1,
      "omnisend.com": 1,
      "sendpulse.com": 1,
    },
  },
  // Mautic (open-source, pricingModel free) is the only marketing-automation record that is open
  // source = 3. Odoo (open-source business suite, no marketing-automation tag) = 1.
  {
    query: "open source marketing automation software",
    kind: "fact",
    relevant: {
      "mautic.org": 3,
      "odoo.com": 1,
    },
  },
  // Push + cart recovery + (freePlan or costBand under-100) = 3 (PushOwl, Firepush); dedicated push
  // tool (marketing-automation-push) with free/under-100 but no cart-recovery tag = 2; push + cart
  // recovery with no price facts (Connectif) = 2; other push tools = 1.
  {
    query: "web push notifications for abandoned carts under $100 a month",
    kind: "fact",
    relevant: {
      "getfirepush.com": 3,
      "pushowl.com": 3,
      "connectif.ai": 2,
      "onesignal.com": 2,
      "airship.com": 1,
      "braze.com": 1,
      "clevertap.com": 1,
      "customer.io": 1,
      "e-goi.com": 1,
      "emarsys.com": 1,
      "getresponse.com": 1,
      "getvero.com": 1,
      "iterable.com": 1,
      "leanplum.com": 1,
      "mapp.com": 1,
      "moengage.com": 1,
      "netcorecloud.com": 1,
      "omnisend.com": 1,
      "sendpulse.com": 1,
      "useinsider.com": 1,
      "webengage.com": 1,
      "xtremepush.com": 1,
    },
  },
  // marketing-automation-funnels or cro-page-builders-sales-funnels = 3 (ClickFunnels, systeme.io,
  // Funnelish); post-purchase one-click upsell apps (Zipify OneClickUpsell, Rebuy, Helixo) = 2;
  // landing page builders = 1.
  {
    query: "sales funnel builder with one click upsells",
    kind: "general",
    relevant: {
      "clickfunnels.com": 3,
      "funnelish.com": 3,
      "systeme.io": 3,
      "helixo.co": 2,
      "rebuyengine.com": 2,
      "zipify.com": 2,
      "convertflow.com": 1,
      "ecomposer.io": 1,
      "elementor.com": 1,
      "gethypervisual.com": 1,
      "instapage.com": 1,
      "layouthub.com": 1,
      "pagefly.io": 1,
      "replo.app": 1,
      "unbounce.com": 1,
    },
  },
  // Leanplum status acquired, successor CleverTap: CleverTap = 3, Leanplum itself = 2; other mobile
  // engagement platforms = 1.
  {
    query: "is leanplum still around or did clevertap buy it",
    kind: "fact",
    relevant: {
      "clevertap.com": 3,
      "leanplum.com": 2,
      "airship.com": 1,
      "braze.com": 1,
      "customer.io": 1,
      "iterable.com": 1,
      "moengage.com": 1,
      "onesignal.com": 1,
      "webengage.com": 1,
      "xtremepush.com": 1,
    },
  },
  // marketing-automation-cdp AND marketing-automation-journeys = 3; CDP alone
  // (marketing-automation-cdp or analytics customer-data-platform) = 2; Bloomreach (description:
  // customer data and marketing platform) = 2; journeys-only engagement platforms = 1.
  {
    query: "customer data platform with journey orchestration for a retailer",
    kind: "general",
    relevant: {
      "netcorecloud.com": 3,
      "optimove.com": 3,
      "ortto.com": 3,
      "salesmanago.com": 3,
      "useinsider.com": 3,
      "webengage.com": 3,
      "bloomreach.com": 2,
      "segment.com": 2,
      "activecampaign.com": 1,
      "airship.com": 1,
      "braze.com": 1,
      "clevertap.com": 1,
      "connectif.ai": 1,
      "customer.io": 1,
      "emarsys.com": 1,
      "iterable.com": 1,
      "mailchimp.com": 1,
      "mapp.com": 1,
      "mautic.org": 1,
      "moengage.com": 1,
      "sailthru.com": 1,
      "xtremepush.com": 1,
    },
  },
  // reviews-ugc-photo-video + shopify = 3; photo/video reviews without Shopify in record = 2; other
  // Shopify product-review apps = 2; other product review tools = 1.
  {
    query: "product reviews app for shopify with photo and video reviews",
    kind: "fact",
    relevant: {
      "judge.me": 3,
      "junip.co": 3,
      "loox.io": 3,
      "okendo.io": 3,
      "ryviu.com": 3,
      "stamped.io": 3,
      "yotpo.com": 3,
      "bazaarvoice.com": 2,
      "fera.ai": 2,
      "growave.io": 2,
      "opinew.com": 2,
      "powerreviews.com": 2,
      "trustpilot.com": 2,
      "trustspot.io": 2,
      "emplifi.io": 1,
      "getflowbox.com": 1,
      "kiyoh.com": 1,
      "kudobuzz.com": 1,
      "netreviews.com": 1,
      "orankl.com": 1,
      "pixlee.com": 1,
      "reevoo.com": 1,
      "reputon.com": 1,
      "shopperapproved.com": 1,
      "testfreaks.com": 1,
      "trustedshops.co.uk": 1,
    },
  },
  // reviews-ugc with freePlan AND wix = 3 (Judge.me is the only one); free review apps not listing
  // Wix = 1; paid review tools = 0.
  {
    query: "free review app for a wix store",
    kind: "fact",
    relevant: {
      "judge.me": 3,
      "growave.io": 1,
      "junip.co": 1,
      "orankl.com": 1,
      "reputon.com": 1,
      "trustpilot.com": 1,
      "yotpo.com": 1,
    },
  },
  // reviews-ugc-syndication = 3 (Bazaarvoice, PowerReviews, Reevoo, Junip); sampling/enterprise UGC
  // without syndication tag = 1.
  {
    query: "review syndication to retailer sites like target and walmart",
    kind: "general",
    relevant: {
      "bazaarvoice.com": 3,
      "junip.co": 3,
      "powerreviews.com": 3,
      "reevoo.com": 3,
      "emplifi.io": 1,
    },
  },
  // reviews-ugc-creator-content = 3 for creator marketplaces (Billo, Insense) and 2 for UGC
  // platforms (Bazaarvoice, Emplifi, Flowbox); influencer platforms with creator discovery/content
  // rights = 1.
  {
    query: "ugc video creators for tiktok and meta ads",
    kind: "general",
    relevant: {
      "billo.app": 3,
      "insense.pro": 3,
      "bazaarvoice.com": 2,
      "emplifi.io": 2,
      "getflowbox.com": 2,
      "aspire.io": 1,
      "captiv8.io": 1,
      "collabstr.com": 1,
      "creatoriq.com": 1,
      "dovetale.com": 1,
      "grin.co": 1,
      "hypeauditor.com": 1,
      "joinstatusphere.com": 1,
      "modash.io": 1,
      "traackr.com": 1,
    },
  },
  // Shop/site review services with region europe (Avis Verifies/netreviews, Kiyoh) = 3; Trustpilot
  // (site reviews, European-founded public review platform, many platforms) = 2; other site-review
  // collectors and Reevoo (UK verified-buyer reviews) = 1.
  {
    query: "trusted shops alternative for european webshops",
    kind: "general",
    relevant: {
      "kiyoh.com": 3,
      "netreviews.com": 3,
      "trustpilot.com": 2,
      "kudobuzz.com": 1,
      "reevoo.com": 1,
      "reputon.com": 1,
      "shopperapproved.com": 1,
      "sitejabber.com": 1,
      "trustindex.io": 1,
      "trustspot.io": 1,
    },
    excluded: ["trustedshops.co.uk"],
  },
  // Pixlee is acquired, successor Emplifi = 3; other platforms with social UGC galleries plus
  // reviews (Bazaarvoice, Flowbox) = 2; social UGC-only tools (Taggbox) and Q&A/review suites = 1;
  // Curalate (acquired) = 0.
  {
    query: "pixlee reviews alternative, heard they got bought",
    kind: "fact",
    relevant: {
      "emplifi.io": 3,
      "bazaarvoice.com": 2,
      "getflowbox.com": 2,
      "taggbox.com": 1,
    },
    excluded: ["pixlee.com"],
  },
  // loyalty-referrals with points and shopify platform = 3; loyalty points programs without Shopify
  // listed (description may mention it) = 2 if description names Shopify else 1; referral-only or
  // gift-card-only Shopify apps = 2; Smartrr (subscriptions first) = 2; Loox (reviews with
  // referrals) = 1.
  {
    query: "loyality program app for a shopify store",
    kind: "general",
    relevant: {
      "friendbuy.com": 3,
      "growave.io": 3,
      "joy.so": 3,
      "loyaltylion.com": 3,
      "okendo.io": 3,
      "smile.io": 3,
      "stamped.io": 3,
      "talkable.com": 3,
      "yotpo.com": 3,
      "marsello.com": 2,
      "referralcandy.com": 2,
      "rise.ai": 2,
      "smartrr.com": 2,
      "uppromote.com": 2,
      "annexcloud.com": 1,
      "antavo.com": 1,
      "gameball.co": 1,
      "kangaroorewards.com": 1,
      "lootly.io": 1,
      "loox.io": 1,
      "openloyalty.io": 1,
      "saasquatch.com": 1,
      "swellrewards.com": 1,
      "talon.one": 1,
      "trybeans.com": 1,
      "voucherify.io": 1,
      "zinrelo.com": 1,
    },
  },
  // The two compared = 3; other Shopify loyalty points apps = 1.
  {
    query: "smile.io vs loyaltylion",
    kind: "fact",
    relevant: {
      "loyaltylion.com": 3,
      "smile.io": 3,
      "friendbuy.com": 1,
      "growave.io": 1,
      "joy.so": 1,
      "okendo.io": 1,
      "smartrr.com": 1,
      "stamped.io": 1,
      "talkable.com": 1,
      "yotpo.com": 1,
    },
  },
  // loyalty-referrals-paid-membership = 3 (Joy); subscriptions-memberships (Ordergroove) = 2;
  // loyalty with VIP tiers = 1.
  {
    query: "loyalty app with paid membership like a vip club subscription",
    kind: "general",
    relevant: {
      "joy.so": 3,
      "ordergroove.com": 2,
      "annexcloud.com": 1,
      "antavo.com": 1,
      "gameball.co": 1,
      "growave.io": 1,
      "lootly.io": 1,
      "loyaltylion.com": 1,
      "openloyalty.io": 1,
      "smile.io": 1,
      "zinrelo.com": 1,
    },
  },
  // loyalty-referrals-fraud-prevention AND salesforce-commerce-cloud = 3 (Friendbuy, Talkable);
  // referral fraud prevention on other/unknown platforms = 2; enterprise referral platforms without
  // fraud tag = 1.
  {
    query: "referral program with fraud prevention for salesforce commerce cloud",
    kind: "fact",
    relevant: {
      "friendbuy.com": 3,
      "talkable.com": 3,
      "extole.com": 2,
      "joy.so": 2,
      "mention-me.com": 2,
      "referralcandy.com": 2,
      "yotpo.com": 2,
      "flocktory.com": 1,
      "zinrelo.com": 1,
    },
  },
  // loyalty-referrals-pos = 3 (Joy, Marsello, Kangaroo Rewards); Shopify's POS is a platform, not
  // loyalty = 0; other loyalty points programs = 1.
  {
    query: "loyalty points that work in store and online (pos)",
    kind: "general",
    relevant: {
      "joy.so": 3,
      "kangaroorewards.com": 3,
      "marsello.com": 3,
      "annexcloud.com": 1,
      "antavo.com": 1,
      "friendbuy.com": 1,
      "gameball.co": 1,
      "growave.io": 1,
      "lootly.io": 1,
      "loyaltylion.com": 1,
      "openloyalty.io": 1,
      "saasquatch.com": 1,
      "smile.io": 1,
      "swellrewards.com": 1,
      "talkable.com": 1,
      "talon.one": 1,
      "trybeans.com": 1,
      "voucherify.io": 1,
      "zinrelo.com": 1,
    },
  },
  // loyalty-referrals-gift-cards or -store-credit = 3 for Rise.ai, 2 for engines/loyalty where gift
  // cards are one part (Voucherify, Kangaroo; Beans per description); returns tools issuing store
  // credit (returns-store-credit) = 1.
  {
    query: "gift card and store credit app",
    kind: "general",
    relevant: {
      "rise.ai": 3,
      "kangaroorewards.com": 2,
      "voucherify.io": 2,
      "itsrever.com": 1,
      "loopreturns.com": 1,
      "returngo.ai": 1,
      "returnista.com": 1,
      "returnprime.com": 1,
      "trybeans.com": 1,
    },
  },
  // loyalty-referrals-promotions-engine = 3 (Voucherify, Talon.One); loyalty API engines
  // (loyalty-referrals-api) = 1.
  {
    query: "api first promotions and coupon engine for a headless store",
    kind: "general",
    relevant: {
      "talon.one": 3,
      "voucherify.io": 3,
      "antavo.com": 1,
      "openloyalty.io": 1,
      "saasquatch.com": 1,
    },
  },
  // Primary subscriptions apps listing shopify = 3 (Smartrr, subscriptions+loyalty, also 3);
  // subscription tools without Shopify in platforms but naming Shopify in the description (Recurly
  // Commerce, PayWhirl) = 2; other subscription/billing tools = 1; Dripshipper (coffee dropshipping)
  // = 1.
  {
    query: "subscription app for a shopify coffee brand",
    kind: "general",
    relevant: {
      "awtomic.com": 3,
      "boldcommerce.com": 3,
      "getrecharge.com": 3,
      "juo.io": 3,
      "loopsubscriptions.com": 3,
      "ordergroove.com": 3,
      "recurpay.com": 3,
      "sealsubscriptions.com": 3,
      "skio.com": 3,
      "smartrr.com": 3,
      "spur-i-t.com": 3,
      "stay.ai": 3,
      "upscribe.io": 3,
      "paywhirl.com": 2,
      "recurly.com": 2,
      "billsby.com": 1,
      "brightback.com": 1,
      "chargebee.com": 1,
      "churnkey.co": 1,
      "cratejoy.com": 1,
      "dripshipper.io": 1,
      "prosperstack.com": 1,
      "rebillia.com": 1,
      "sticky.io": 1,
      "subbly.co": 1,
      "subscribepro.com": 1,
      "tryprive.com": 1,
      "zuora.com": 1,
    },
  },
  // Shopify subscription app with freePlan or costBand under-100 = 3 (Seal, SpurIT); hosted
  // subscription platforms with under-100 band not on Shopify (Cratejoy, Subbly) = 1; other Shopify
  // subscription apps with no price facts = 1.
  {
    query: "cheaper recharge alternative for shopify under $100 a month",
    kind: "fact",
    relevant: {
      "sealsubscriptions.com": 3,
      "spur-i-t.com": 3,
      "awtomic.com": 1,
      "boldcommerce.com": 1,
      "cratejoy.com": 1,
      "juo.io": 1,
      "loopsubscriptions.com": 1,
      "ordergroove.com": 1,
      "recurpay.com": 1,
      "skio.com": 1,
      "smartrr.com": 1,
      "stay.ai": 1,
      "subbly.co": 1,
      "upscribe.io": 1,
    },
    excluded: ["getrecharge.com"],
  },
  // subscriptions with magento platform = 3 (Ordergroove, Subscribe Pro); subscription billing
  // platforms with no platform facts = 1.
  {
    query: "subscriptions for magento / adobe commerce",
    kind: "fact",
    relevant: {
      "ordergroove.com": 3,
      "subscribepro.com": 3,
      "billsby.com": 1,
      "chargebee.com": 1,
      "cratejoy.com": 1,
      "paywhirl.com": 1,
      "rebillia.com": 1,
      "recurly.com": 1,
      "sticky.io": 1,
      "subbly.co": 1,
      "zuora.com": 1,
    },
  },
  // subscriptions-cancellation-flows AND subscriptions-dunning = 3 (Loop, Chargebee, Churnkey); one
  // of the two = 2.
  {
    query: "reduce subscription churn with cancellation flows and failed payment recovery",
    kind: "general",
    relevant: {
      "chargebee.com": 3,
      "churnkey.co": 3,
      "loopsubscriptions.com": 3,
      "billsby.com": 2,
      "getrecharge.com": 2,
      "juo.io": 2,
      "ordergroove.com": 2,
      "prosperstack.com": 2,
      "recurly.com": 2,
      "skio.com": 2,
      "stay.ai": 2,
      "sticky.io": 2,
      "brightback.com": 1,
    },
  },
  // Prive (tryprive.com) acquired, successor Recurly (description names Recurly Commerce for
  // Shopify) = 3; Prive itself = 2.
  {
    query: "what happened to prive subscriptions",
    kind: "fact",
    relevant: {
      "recurly.com": 3,
      "tryprive.com": 2,
    },
  },
  // Brand size is context only (no candidate record lists brandSizes). customer-support with shopify
  // platform AND customer-support-order-data/order-actions = 3 (Gorgias, Re:amaze, Richpanel);
  // Shopify-listed helpdesks without the order tag = 2 (Kustomer's description shows orders in the
  // timeline: 2); AI add-ons (Yuma, Siena, Zowie) = 1; ChannelReply (marketplace order data) = 1;
  // other helpdesks = 1.
  {
    query: "we are a 7-figure shopify brand, need a helpdesk that shows order info next to tickets",
    kind: "general",
    relevant: {
      "gorgias.com": 3,
      "reamaze.com": 3,
      "richpanel.com": 3,
      "crisp.chat": 2,
      "dixa.com": 2,
      "freshworks.com": 2,
      "front.com": 2,
      "gladly.com": 2,
      "helpscout.com": 2,
      "hubspot.com": 2,
      "intercom.com": 2,
      "kustomer.com": 2,
      "livechat.com": 2,
      "tidio.com": 2,
      "zendesk.com": 2,
      "ada.cx": 1,
      "channelreply.com": 1,
      "chatwoot.com": 1,
      "deskpro.com": 1,
      "getzowie.com": 1,
      "groovehq.com": 1,
      "happyfox.com": 1,
      "helpcrunch.com": 1,
      "helpdesk.com": 1,
      "helpwise.io": 1,
      "kayako.com": 1,
      "liveagent.com": 1,
      "netomi.com": 1,
      "siena.cx": 1,
      "talkdesk.com": 1,
      "trengo.com": 1,
      "uvdesk.com": 1,
      "yuma.ai": 1,
    },
  },
  // Customer-support tool with freePlan AND an AI feature (customer-support-ai-agent or
  // live-chat-ai-chatbot) = 3 (Tidio); free helpdesks whose AI is only in the description
  // (Freshdesk) or chatbot-builder only (Crisp) = 2; free inbox tools (Chatwoot, HubSpot) = 1; paid
  // helpdesks with AI agents = 1.
  {
    query: "zendesk alternative with a free plan and an ai chatbot",
    kind: "fact",
    relevant: {
      "tidio.com": 3,
      "crisp.chat": 2,
      "freshworks.com": 2,
      "ada.cx": 1,
      "chatwoot.com": 1,
      "dixa.com": 1,
      "getzowie.com": 1,
      "gladly.com": 1,
      "gorgias.com": 1,
      "hubspot.com": 1,
      "intercom.com": 1,
      "kustomer.com": 1,
      "netomi.com": 1,
      "richpanel.com": 1,
      "siena.cx": 1,
      "talkdesk.com": 1,
      "yuma.ai": 1,
    },
    excluded: ["zendesk.com"],
  },
  // customer-support-ai-agent = 3 (helpdesks with AI agent and AI-first tools); contact-centre
  // Talkdesk = 2; live-chat AI chatbots without ai-agent tag = 1; Ultimate (acquired by Zendesk) =
  // 1; Freshdesk (AI features only in its description) = 1.
  {
    query: "ai agent that answers customer emails for an ecommerce store",
    kind: "general",
    relevant: {
      "ada.cx": 3,
      "dixa.com": 3,
      "getzowie.com": 3,
      "gladly.com": 3,
      "gorgias.com": 3,
      "kustomer.com": 3,
      "netomi.com": 3,
      "richpanel.com": 3,
      "siena.cx": 3,
      "yuma.ai": 3,
      "zendesk.com": 3,
      "intercom.com": 2,
      "talkdesk.com": 2,
      "certainly.io": 1,
      "chatbot.com": 1,
      "comm100.com": 1,
      "freshworks.com": 1,
      "haptik.ai": 1,
      "hellorep.ai": 1,
      "iadvize.com": 1,
      "kommunicate.io": 1,
      "landbot.io": 1,
      "limechat.ai": 1,
      "liveperson.com": 1,
      "oct8ne.com": 1,
      "smartsupp.com": 1,
      "tidio.com": 1,
      "ultimate.ai": 1,
      "userlike.com": 1,
      "yellow.ai": 1,
    },
  },
  // Aircall: customer-support-voice AND integrates with Gorgias = 3; other voice-channel support
  // tools without the Gorgias link = 1.
  {
    query: "phone support software that integrates with gorgias",
    kind: "fact",
    relevant: {
      "aircall.io": 3,
      "dixa.com": 1,
      "gladly.com": 1,
      "liveagent.com": 1,
      "talkdesk.com": 1,
    },
  },
  // Customer-support tools with amazon platform = 3 (ChannelReply, UVdesk); helpdesks ChannelReply
  // connects to (Zendesk, Gorgias, Freshdesk, Help Scout) = 1.
  {
    query: "helpdesk for amazon and ebay buyer messages",
    kind: "fact",
    relevant: {
      "channelreply.com": 3,
      "uvdesk.com": 3,
      "freshworks.com": 1,
      "gorgias.com": 1,
      "helpscout.com": 1,
      "zendesk.com": 1,
    },
  },
  // virtual-assistants-customer-service from dedicated support outsourcers = 3; VA companies that
  // also do customer service = 2; Radial (customer care among fulfilment services) and Tawk.to
  // (hired chat agents add-on per description) = 1.
  {
    query: "outsourced customer service agents for an online store",
    kind: "general",
    relevant: {
      "chatdesk.com": 3,
      "helpware.com": 3,
      "hirehoratio.com": 3,
      "influx.com": 3,
      "partnerhero.com": 3,
      "peaksupport.io": 3,
      "supportninja.com": 3,
      "supportyourapp.com": 3,
      "taskus.com": 3,
      "20four7va.com": 2,
      "getmagic.com": 2,
      "stealthagents.com": 2,
      "wingassistant.com": 2,
      "radial.com": 1,
      "tawk.to": 1,
    },
  },
  // virtual-assistants-round-the-clock = 3; other customer-service outsourcers = 1.
  {
    query: "24/7 customer support outsourcing",
    kind: "general",
    relevant: {
      "helpware.com": 3,
      "hirehoratio.com": 3,
      "influx.com": 3,
      "supportyourapp.com": 3,
      "taskus.com": 3,
      "20four7va.com": 1,
      "chatdesk.com": 1,
      "getmagic.com": 1,
      "partnerhero.com": 1,
      "peaksupport.io": 1,
      "stealthagents.com": 1,
      "supportninja.com": 1,
      "wingassistant.com": 1,
    },
  },
  // live-chat-chat-widget AND freePlan = 3; free chat/messaging tools without the widget tag
  // (Landbot, ManyChat, Callbell) = 1; paid chat widgets = 1.
  {
    query: "free live chat widget for my website",
    kind: "fact",
    relevant: {
      "channel.io": 3,
      "chaport.com": 3,
      "chatra.com": 3,
      "chatwoot.com": 3,
      "crisp.chat": 3,
      "jivochat.com": 3,
      "smartsupp.com": 3,
      "tawk.to": 3,
      "tidio.com": 3,
      "userlike.com": 3,
      "callbell.eu": 1,
      "comm100.com": 1,
      "helpcrunch.com": 1,
      "iadvize.com": 1,
      "intercom.com": 1,
      "kommunicate.io": 1,
      "landbot.io": 1,
      "liveagent.com": 1,
      "livechat.com": 1,
      "manychat.com": 1,
      "oct8ne.com": 1,
    },
  },
  // live-chat with squarespace platform = 3 (Tidio, Crisp); other chat widgets (no Squarespace in
  // record) = 1.
  {
    query: "live chat for a squarespace store",
    kind: "fact",
    relevant: {
      "crisp.chat": 3,
      "tidio.com": 3,
      "channel.io": 1,
      "chaport.com": 1,
      "chatra.com": 1,
      "chatwoot.com": 1,
      "comm100.com": 1,
      "helpcrunch.com": 1,
      "iadvize.com": 1,
      "intercom.com": 1,
      "jivochat.com": 1,
      "kommunicate.io": 1,
      "liveagent.com": 1,
      "livechat.com": 1,
      "oct8ne.com": 1,
      "smartsupp.com": 1,
      "tawk.to": 1,
      "userlike.com": 1,
    },
  },
  // live-chat-social-messaging with chatbot-builder = 3 (ManyChat, Chatfuel); other social-messaging
  // tools = 2; helpdesks with social channel (customer-support-social) = 1.
  {
    query: "auto reply to instagram dms and comments",
    kind: "general",
    relevant: {
      "callbell.eu": 3,
      "chatfuel.com": 3,
      "manychat.com": 3,
      "chatwoot.com": 2,
      "jivochat.com": 2,
      "limechat.ai": 2,
      "gorgias.com": 1,
      "helpwise.io": 1,
      "liveagent.com": 1,
      "richpanel.com": 1,
      "siena.cx": 1,
      "trengo.com": 1,
    },
  },
  // live-chat-product-recommendations AND live-chat-ai-chatbot = 3; product recommendations in chat
  // without AI (LiveChat) or conversational guided selling (Zoovu) = 2; other AI chatbots = 1.
  {
    query: "ai shopping assistant that recommends products in chat",
    kind: "general",
    relevant: {
      "certainly.io": 3,
      "hellorep.ai": 3,
      "iadvize.com": 3,
      "oct8ne.com": 3,
      "livechat.com": 2,
      "zoovu.com": 2,
      "ada.cx": 1,
      "chatbot.com": 1,
      "comm100.com": 1,
      "getzowie.com": 1,
      "haptik.ai": 1,
      "intercom.com": 1,
      "kommunicate.io": 1,
      "landbot.io": 1,
      "limechat.ai": 1,
      "liveperson.com": 1,
      "siena.cx": 1,
      "smartsupp.com": 1,
      "tidio.com": 1,
      "userlike.com": 1,
      "yellow.ai": 1,
    },
  },
  // Shared team inbox for WhatsApp per record (live-chat-whatsapp with inbox, Wati, Helpwise,
  // Trengo) = 3; WhatsApp inboxes with support angle (Zoko, Interakt) = 2; WhatsApp bots/builders
  // and enterprise conversational AI = 1.
  {
    query: "whatsapp shared inbox for customer support",
    kind: "general",
    relevant: {
      "callbell.eu": 3,
      "chatwoot.com": 3,
      "helpwise.io": 3,
      "trengo.com": 3,
      "userlike.com": 3,
      "wati.io": 3,
      "interakt.shop": 2,
      "limechat.ai": 2,
      "zoko.io": 2,
      "bird.com": 1,
      "bitespeed.co": 1,
      "chatfuel.com": 1,
      "contlo.com": 1,
      "gupshup.io": 1,
      "haptik.ai": 1,
      "infobip.com": 1,
      "landbot.io": 1,
      "manychat.com": 1,
      "sinch.com": 1,
      "twilio.com": 1,
      "yellow.ai": 1,
    },
  },
  // payments companies with payments-card-processing = 3; other payment providers (wallets,
  // one-click checkout, bank/local-method collectors, Shopify Payments via built-in payments) = 2;
  // crypto, orchestration and cross-border merchant-of-record services = 1.
  {
    query: "payment gateway for my online store",
    kind: "general",
    relevant: {
      "adyen.com": 3,
      "airwallex.com": 3,
      "braintreepayments.com": 3,
      "checkout.com": 3,
      "conekta.com": 3,
      "cybersource.com": 3,
      "ebanx.com": 3,
      "flutterwave.com": 3,
      "helcim.com": 3,
      "mollie.com": 3,
      "moneris.com": 3,
      "nuvei.com": 3,
      "paypal.com": 3,
      "razorpay.com": 3,
      "squareup.com": 3,
      "staxpayments.com": 3,
      "stripe.com": 3,
      "worldline.com": 3,
      "xendit.co": 3,
      "bolt.com": 2,
      "dlocal.com": 2,
      "gocardless.com": 2,
      "pay.amazon.com": 2,
      "shopify.com": 2,
      "trustly.com": 2,
      "bitpay.com": 1,
      "commerce.coinbase.com": 1,
      "esw.com": 1,
      "global-e.com": 1,
      "klarna.com": 1,
      "primer.io": 1,
      "rapyd.net": 1,
      "recurly.com": 1,
      "shift4shop.com": 1,
      "spreedly.com": 1,
    },
  },
  // payments-crypto + woocommerce = 3 (Coinbase Commerce); crypto without WooCommerce listed
  // (BitPay) = 2.
  {
    query: "accept crypto payments on woocommerce",
    kind: "fact",
    relevant: {
      "commerce.coinbase.com": 3,
      "bitpay.com": 2,
    },
  },
  // Local-method providers whose records name Latin America (EBANX: Pix/boleto; dLocal; Conekta:
  // OXXO) = 3; global local-method aggregators (Rapyd, Nuvei) = 2; Kueski Pay (Mexican BNPL) = 1.
  {
    query: "accept pix, boleto and oxxo payments in latin america",
    kind: "general",
    relevant: {
      "conekta.com": 3,
      "dlocal.com": 3,
      "ebanx.com": 3,
      "nuvei.com": 2,
      "rapyd.net": 2,
      "kueskipay.com": 1,
    },
  },
  // The two compared = 3; other card processors with developer APIs or enterprise acquiring
  // (Braintree, Checkout.com) = 1.
  {
    query: "stripe vs adyen",
    kind: "fact",
    relevant: {
      "adyen.com": 3,
      "stripe.com": 3,
      "braintreepayments.com": 1,
      "checkout.com": 1,
    },
  },
  // payments-local-methods + prestashop = 3 for Mollie (description names iDEAL/Bancontact), 2 for
  // Stripe and Adyen (local methods + PrestaShop); European local-method providers without
  // PrestaShop (Worldline, Trustly) = 1.
  {
    query: "ideal and bancontact payments for a prestashop store",
    kind: "fact",
    relevant: {
      "mollie.com": 3,
      "adyen.com": 2,
      "stripe.com": 2,
      "trustly.com": 1,
      "worldline.com": 1,
    },
  },
  // payments-cross-border = 3 (Global-e, ESW); Flow (acquired by Global-e) = 1; duty/landed-cost
  // calculators (tax-duties-import-taxes: Zonos 2, Avalara 1); Easyship (duties shown up front) = 1.
  {
    query: "merchant of record for international orders, duties and local currencies",
    kind: "general",
    relevant: {
      "esw.com": 3,
      "global-e.com": 3,
      "zonos.com": 2,
      "avalara.com": 1,
      "easyship.com": 1,
      "flow.io": 1,
    },
  },
  // Canadian processors with in-person + card processing (Moneris, Helcim) = 3; other in-person +
  // online processors (Square, Adyen, Worldline, Stax) = 2; Lightspeed (Canadian POS with online
  // store) = 1.
  {
    query: "card terminals plus online payments for a shop in canada",
    kind: "general",
    relevant: {
      "helcim.com": 3,
      "moneris.com": 3,
      "adyen.com": 2,
      "squareup.com": 2,
      "staxpayments.com": 2,
      "worldline.com": 2,
      "lightspeedhq.com": 1,
    },
  },
  // Orchestration platforms per description (Spreedly, Primer) = 3; Rapyd (one API over many local
  // methods) = 1.
  {
    query: "payment orchestration to route transactions across several gateways",
    kind: "general",
    relevant: {
      "primer.io": 3,
      "spreedly.com": 3,
      "rapyd.net": 1,
    },
  },
  // payments company with pricingModel subscription = 3 (Stax); Helcim (interchange-plus per
  // description) = 2; transaction-fee processors = 0.
  {
    query: "payment processor with a flat monthly fee instead of percentage markup",
    kind: "fact",
    relevant: {
      "staxpayments.com": 3,
      "helcim.com": 2,
    },
  },
  // Active BNPL providers with pay-in-4 or interest-free instalments = 3;
  // monthly-financing/pay-later only providers = 2; PayPal (pay-in-4 via payments record) = 2;
  // lease-to-own and try-before-you-buy = 1.
  {
    query: "split payments into installments at checkout",
    kind: "general",
    relevant: {
      "affirm.com": 3,
      "afterpay.com": 3,
      "atome.sg": 3,
      "breadpayments.com": 3,
      "dividebuy.co.uk": 3,
      "klarna.com": 3,
      "payflex.co.za": 3,
      "payjustnow.com": 3,
      "postpay.io": 3,
      "scalapay.com": 3,
      "sezzle.com": 3,
      "tabby.ai": 3,
      "tamara.co": 3,
      "zilch.com": 3,
      "zip.co": 3,
      "aplazame.com": 2,
      "chargeafter.com": 2,
      "getsimpl.com": 2,
      "kueskipay.com": 2,
      "oney.com": 2,
      "payl8r.com": 2,
      "paypal.com": 2,
      "ratepay.com": 2,
      "riverty.com": 2,
      "viabill.com": 2,
      "katapult.com": 1,
      "trynow.io": 1,
    },
  },
  // BNPL listing shopify = 3 (Afterpay, Affirm, Sezzle, Zip); PayPal pay-in-4 on Shopify = 2; TryNow
  // (Shopify, try-before-you-buy) = 1; BNPL providers without Shopify in the record = 1.
  {
    query: "klarna alternative for a shopify store",
    kind: "fact",
    relevant: {
      "affirm.com": 3,
      "afterpay.com": 3,
      "sezzle.com": 3,
      "zip.co": 3,
      "paypal.com": 2,
      "aplazame.com": 1,
      "atome.sg": 1,
      "breadpayments.com": 1,
      "chargeafter.com": 1,
      "dividebuy.co.uk": 1,
      "getsimpl.com": 1,
      "katapult.com": 1,
      "kueskipay.com": 1,
      "oney.com": 1,
      "payflex.co.za": 1,
      "payjustnow.com": 1,
      "payl8r.com": 1,
      "postpay.io": 1,
      "ratepay.com": 1,
      "riverty.com": 1,
      "scalapay.com": 1,
      "tabby.ai": 1,
      "tamara.co": 1,
      "trynow.io": 1,
      "viabill.com": 1,
      "zilch.com": 1,
    },
    excluded: ["klarna.com"],
  },
  // Gulf-region BNPL per description (Tabby, Tamara, Postpay) = 3.
  {
    query: "buy now pay later in the uae and saudi arabia",
    kind: "general",
    relevant: {
      "postpay.io": 3,
      "tabby.ai": 3,
      "tamara.co": 3,
    },
  },
  // buy-now-pay-later-lease-to-own = 3 (Katapult); financing with prequalification across lenders
  // (ChargeAfter, Affirm) = 1.
  {
    query: "lease to own financing for customers with bad credit",
    kind: "general",
    relevant: {
      "katapult.com": 3,
      "affirm.com": 1,
      "chargeafter.com": 1,
    },
  },
  // buy-now-pay-later-try-before-you-buy + shopify = 3 (TryNow); pay-in-30 / pay-later-by-invoice
  // providers (Klarna, Riverty, Ratepay) = 1.
  {
    query: "try before you buy checkout for shopify",
    kind: "fact",
    relevant: {
      "trynow.io": 3,
      "klarna.com": 1,
      "ratepay.com": 1,
      "riverty.com": 1,
    },
  },
  // Laybuy is discontinued (no successor). Zip (description: Australia, New Zealand, US) = 3;
  // Afterpay (pay-in-4, instalments, region not stated) = 2; other active pay-in-4 providers = 1
  // (those whose description ties them to another region - Tabby/Gulf, Payflex/South Africa,
  // Scalapay/Europe - are left at 0); Openpay discontinued = 0.
  {
    query: "laybuy alternative for a new zealand store",
    kind: "fact",
    relevant: {
      "zip.co": 3,
      "afterpay.com": 2,
      "affirm.com": 1,
      "breadpayments.com": 1,
      "klarna.com": 1,
      "paypal.com": 1,
      "sezzle.com": 1,
    },
    excluded: ["laybuy.com"],
  },
  // fraud-chargebacks-chargeback-guarantee + shopify (or shopify-plus) = 3 (Signifyd, Riskified,
  // NoFraud; Forter lists shopify-plus only: 2); order screening on Shopify without guarantee
  // (Chargeflow is disputes, not screening) = 1; other order-screening tools = 1.
  {
    query: "fraud protection with chargeback guarantee for a shopify store",
    kind: "fact",
    relevant: {
      "nofraud.com": 3,
      "riskified.com": 3,
      "signifyd.com": 3,
      "forter.com": 2,
      "accertify.com": 1,
      "fraud.net": 1,
      "fraudlabspro.com": 1,
      "ipqualityscore.com": 1,
      "konduto.com": 1,
      "maxmind.com": 1,
      "radial.com": 1,
      "ravelin.com": 1,
      "seon.io": 1,
      "sift.com": 1,
    },
  },
  // Automated representment/dispute management + shopify = 3 (Chargeflow, Disputifier);
  // Signifyd/Riskified (dispute-management + shopify, fraud-first) = 2; dispute services without
  // Shopify in record (Justt, Chargebacks911, Chargeback Gurus, Verifi, Sift, Accertify) = 2 if
  // automated-representment else 1; alert networks (Ethoca) = 1.
  {
    query: "automate chargeback disputes for my shopify store",
    kind: "fact",
    relevant: {
      "chargeflow.io": 3,
      "disputifier.com": 3,
      "justt.ai": 2,
      "riskified.com": 2,
      "signifyd.com": 2,
      "accertify.com": 1,
      "chargebackgurus.com": 1,
      "chargebacks911.com": 1,
      "ethoca.com": 1,
      "sift.com": 1,
      "verifi.com": 1,
    },
  },
  // fraud-chargebacks-bot-protection = 3 (DataDome, Arkose Labs, HUMAN; IPQualityScore, a scoring
  // service with bot detection, = 2); device fingerprinting tools = 1.
  {
    query: "stop scalper bots during limited sneaker drops",
    kind: "general",
    relevant: {
      "arkoselabs.com": 3,
      "datadome.co": 3,
      "humansecurity.com": 3,
      "ipqualityscore.com": 2,
      "accertify.com": 1,
      "fingerprint.com": 1,
      "seon.io": 1,
    },
  },
  // Order screening + freePlan + woocommerce = 3 (FraudLabs Pro); WooCommerce order screening
  // without free plan (Signifyd, NoFraud) = 1; MaxMind (usage-based minFraud scoring) = 1.
  {
    query: "free fraud screening plugin for woocommerce",
    kind: "fact",
    relevant: {
      "fraudlabspro.com": 3,
      "maxmind.com": 1,
      "nofraud.com": 1,
      "signifyd.com": 1,
    },
  },
  // NS8 is discontinued. Order screening + magento = 3 (Signifyd, Riskified, NoFraud, Forter,
  // FraudLabs Pro); other active order-screening tools = 1.
  {
    query: "ns8 shut down, need a new fraud app for magento",
    kind: "fact",
    relevant: {
      "forter.com": 3,
      "fraudlabspro.com": 3,
      "nofraud.com": 3,
      "riskified.com": 3,
      "signifyd.com": 3,
      "accertify.com": 1,
      "fraud.net": 1,
      "ipqualityscore.com": 1,
      "konduto.com": 1,
      "maxmind.com": 1,
      "radial.com": 1,
      "ravelin.com": 1,
      "seon.io": 1,
      "sift.com": 1,
    },
    excluded: ["ns8.com"],
  },
  // shipping-fulfilment-discounted-rates + multi-carrier labels from US-focused tools = 3
  // (ShipStation, Shippo, Pirate Ship, Stamps.com, ShippingEasy); discounted-rates tools focused
  // elsewhere (Easyship cross-border, Shiprocket India, Packlink/Boxtal Europe) = 1; other label
  // software = 1.
  {
    query: "cheap shipping label software with discounted usps rates",
    kind: "general",
    relevant: {
      "goshippo.com": 3,
      "pirateship.com": 3,
      "shippingeasy.com": 3,
      "shipstation.com": 3,
      "stamps.com": 3,
      "easyship.com": 2,
      "boxtal.com": 1,
      "easypost.com": 1,
      "metapack.com": 1,
      "nshift.com": 1,
      "outvio.com": 1,
      "packlink.com": 1,
      "sendcloud.com": 1,
      "shipengine.com": 1,
      "shippypro.com": 1,
      "shiprocket.in": 1,
      "shipworks.com": 1,
      "starshipit.com": 1,
    },
  },
  // Shipping tools with freePlan that print labels (multi-carrier-labels) = 3 (Pirate Ship, Shippo,
  // Sendcloud); free shipping tools without the label tag (Easyship has discounted labels per
  // description: 3; AfterShip tracking: 1); paid label software = 1.
  {
    query: "free shipping software to print labels",
    kind: "fact",
    relevant: {
      "easyship.com": 3,
      "goshippo.com": 3,
      "pirateship.com": 3,
      "sendcloud.com": 3,
      "aftership.com": 1,
      "boxtal.com": 1,
      "easypost.com": 1,
      "metapack.com": 1,
      "nshift.com": 1,
      "outvio.com": 1,
      "packlink.com": 1,
      "shipengine.com": 1,
      "shippingeasy.com": 1,
      "shippypro.com": 1,
      "shiprocket.in": 1,
      "shipstation.com": 1,
      "shipworks.com": 1,
      "stamps.com": 1,
      "starshipit.com": 1,
    },
  },
  // Red Stag Fulfillment (description: heavy, bulky) = 3; other outsourced fulfilment providers = 1.
  {
    query: "3pl for heavy and bulky products",
    kind: "general",
    relevant: {
      "redstagfulfillment.com": 3,
      "cubyn.com": 1,
      "flexport.com": 1,
      "getbyrd.com": 1,
      "radial.com": 1,
      "shipbob.com": 1,
      "shiphero.com": 1,
      "shipmonk.com": 1,
      "stord.com": 1,
    },
  },
  // shipping-fulfilment-branded-tracking AND integrates with Klaviyo = 3 (AfterShip, Malomo);
  // branded tracking without the Klaviyo link = 2 (or 1 for shipping suites where tracking is
  // secondary); delivery notification tools = 1.
  {
    query: "branded tracking page that integrates with klaviyo",
    kind: "fact",
    relevant: {
      "aftership.com": 3,
      "gomalomo.com": 3,
      "outvio.com": 2,
      "parcellab.com": 2,
      "shippypro.com": 2,
      "corp.narvar.com": 1,
      "easyship.com": 1,
      "getredo.com": 1,
      "goshippo.com": 1,
      "metapack.com": 1,
      "route.com": 1,
      "sendcloud.com": 1,
      "shiprocket.in": 1,
      "shipstation.com": 1,
      "starshipit.com": 1,
      "wesupplylabs.com": 1,
    },
  },
  // Starshipit (description: widely used in Australia and New Zealand) = 3; global multi-carrier
  // label platforms = 1.
  {
    query: "shipping software for australia and nz",
    kind: "general",
    relevant: {
      "starshipit.com": 3,
      "easypost.com": 1,
      "goshippo.com": 1,
      "metapack.com": 1,
      "nshift.com": 1,
      "sendcloud.com": 1,
      "shipengine.com": 1,
      "shippingeasy.com": 1,
      "shippypro.com": 1,
      "shipstation.com": 1,
      "shipworks.com": 1,
    },
  },
  // shipping-fulfilment-checkout-rates + multi-carrier labels from European tools per description =
  // 3 (Sendcloud, nShift); Metapack (same features, large retailers) and Easyship (checkout rates,
  // cross-border) = 2; European label tools without checkout options (Packlink, Boxtal, ShippyPro,
  // Outvio) = 1.
  {
    query: "european multi carrier shipping with delivery options at checkout",
    kind: "fact",
    relevant: {
      "nshift.com": 3,
      "sendcloud.com": 3,
      "easyship.com": 2,
      "metapack.com": 2,
      "boxtal.com": 1,
      "outvio.com": 1,
      "packlink.com": 1,
      "shippypro.com": 1,
    },
  },
  // returns-returns-portal + returns-exchanges (or instant-exchanges) + shopify = 3; Shopify returns
  // portals without exchange tag = 2; exchanges/portals without Shopify in record = 1 (2 if
  // shopify-plus listed).
  {
    query: "returns portal for shopify that pushes exchanges over refunds",
    kind: "fact",
    relevant: {
      "getredo.com": 3,
      "happyreturns.com": 3,
      "loopreturns.com": 3,
      "postco.co": 3,
      "returngo.ai": 3,
      "returnprime.com": 3,
      "swap-commerce.com": 3,
      "aftership.com": 2,
      "corp.narvar.com": 2,
      "returnlogic.com": 2,
      "sendcloud.com": 2,
      "wesupplylabs.com": 2,
      "claimlane.com": 1,
      "doddle.com": 1,
      "itsrever.com": 1,
      "optoro.com": 1,
      "outvio.com": 1,
      "parcellab.com": 1,
      "refundid.com": 1,
      "returnflows.com": 1,
      "returnista.com": 1,
      "reverselogix.com": 1,
      "shippypro.com": 1,
      "zigzag.global": 1,
    },
  },
  // Returns portal + freePlan = 3 (Return Prime; AfterShip and Sendcloud have returns portals as a
  // second category: 2); paid Shopify returns apps with exchanges = 1.
  {
    query: "alternative to loop returns with a free plan",
    kind: "fact",
    relevant: {
      "returnprime.com": 3,
      "aftership.com": 2,
      "sendcloud.com": 2,
      "getredo.com": 1,
      "happyreturns.com": 1,
      "postco.co": 1,
      "returngo.ai": 1,
      "swap-commerce.com": 1,
    },
    excluded: ["loopreturns.com"],
  },
  // returns-box-free-drop-off = 3 (Happy Returns, Narvar, Doddle, ReturnBear).
  {
    query: "box free returns drop off points",
    kind: "general",
    relevant: {
      "corp.narvar.com": 3,
      "doddle.com": 3,
      "happyreturns.com": 3,
      "returnbear.com": 3,
    },
  },
  // returns-warranty = 3 (Extend, Claimlane, Returnflows).
  {
    query: "returns and warranty claims software",
    kind: "general",
    relevant: {
      "claimlane.com": 3,
      "helloextend.com": 3,
      "returnflows.com": 3,
    },
  },
  // Returnly was acquired (successor Affirm, a BNPL, not a returns tool). returns-green-returns or
  // returns-instant-exchanges = 3 (PostCo, Loop, Refundid); other returns portals with exchanges =
  // 1.
  {
    query: "returnly alternative, green returns and instant exchange credit",
    kind: "fact",
    relevant: {
      "loopreturns.com": 3,
      "postco.co": 3,
      "refundid.com": 3,
      "corp.narvar.com": 1,
      "getredo.com": 1,
      "happyreturns.com": 1,
      "itsrever.com": 1,
      "returngo.ai": 1,
      "returnista.com": 1,
      "returnprime.com": 1,
      "swap-commerce.com": 1,
    },
    excluded: ["returnly.com"],
  },
  // inventory-operations-multichannel-sync AND platforms shopify+amazon = 3; multichannel sync with
  // one of the two = 2; sync tools without platform facts = 1; listing tools with inventory sync on
  // both (product-feeds-marketplaces-inventory-sync: Zentail, Listing Mirror) = 2.
  {
    query: "inventory management that syncs stock between shopify and amazon",
    kind: "fact",
    relevant: {
      "brightpearl.com": 3,
      "cin7.com": 3,
      "extensiv.com": 3,
      "finaleinventory.com": 3,
      "linnworks.com": 3,
      "sellercloud.com": 3,
      "trunkinventory.com": 3,
      "flxpoint.com": 2,
      "godatafeed.com": 2,
      "inventorysource.com": 2,
      "listingmirror.com": 2,
      "pipe17.com": 2,
      "syncio.co": 2,
      "zentail.com": 2,
      "channelape.com": 1,
      "channelengine.com": 1,
      "m2epro.com": 1,
      "plentymarkets.com": 1,
      "tradebyte.com": 1,
    },
  },
  // inventory-operations companies with a QuickBooks integration on either record = 3 (inFlow,
  // Fishbowl, Finale, Unleashed); inventory tools with inventory-operations-accounting-sync but no
  // QuickBooks link = 2; TradeGecko (became QuickBooks Commerce, wound down) = 0.
  {
    query: "inventory software that integrates with quickbooks",
    kind: "fact",
    relevant: {
      "finaleinventory.com": 3,
      "fishbowlinventory.com": 3,
      "inflowinventory.com": 3,
      "unleashedsoftware.com": 3,
      "cin7.com": 2,
      "katanamrp.com": 2,
      "webgility.com": 1,
    },
  },
  // inventory-operations-demand-forecasting + amazon = 3 (Inventory Planner, Flieber, SoStocked);
  // forecasting without Amazon listed = 1.
  {
    query: "demand forecasting and reorder planning for amazon fba sellers",
    kind: "fact",
    relevant: {
      "flieber.com": 3,
      "inventory-planner.com": 3,
      "sostocked.com": 3,
      "netstock.com": 1,
      "prediko.io": 1,
      "stocktrim.com": 1,
    },
  },
  // inventory-operations-manufacturing = 3 (Katana, Fishbowl, Unleashed, Odoo); ERPs with purchasing
  // but no manufacturing tag (NetSuite, Acumatica) = 1.
  {
    query: "mrp software for a small manufacturer selling online",
    kind: "general",
    relevant: {
      "fishbowlinventory.com": 3,
      "katanamrp.com": 3,
      "odoo.com": 3,
      "unleashedsoftware.com": 3,
      "acumatica.com": 1,
      "netsuite.com": 1,
    },
  },
  // Skubana acquired, successor Extensiv = 3; Skubana itself = 2.
  {
    query: "what happened to skubana",
    kind: "fact",
    relevant: {
      "extensiv.com": 3,
      "skubana.com": 2,
    },
  },
  // ERPs per description (NetSuite, Acumatica, Odoo, Brightpearl retail operations system,
  // plentymarkets) = 3; Cin7 and Linnworks (operations hubs) = 2; other inventory/order management =
  // 1.
  {
    query: "erp for a growing dtc brand outgrowing spreadsheets",
    kind: "general",
    relevant: {
      "acumatica.com": 3,
      "brightpearl.com": 3,
      "netsuite.com": 3,
      "odoo.com": 3,
      "plentymarkets.com": 3,
      "cin7.com": 2,
      "linnworks.com": 2,
      "channelape.com": 1,
      "extensiv.com": 1,
      "finaleinventory.com": 1,
      "fishbowlinventory.com": 1,
      "flxpoint.com": 1,
      "pipe17.com": 1,
      "sellercloud.com": 1,
    },
  },
  // inventory-operations-dropship-automation = 3 (Flxpoint, Syncio, Inventory Source); dropshipping
  // tools with inventory-sync and automated fulfilment (AutoDS) = 2; other supplier import tools =
  // 1.
  {
    query: "dropship automation to sync supplier stock and route orders",
    kind: "general",
    relevant: {
      "flxpoint.com": 3,
      "inventorysource.com": 3,
      "syncio.co": 3,
      "autods.com": 2,
      "bigbuy.eu": 1,
      "getcarro.com": 1,
      "syncee.com": 1,
      "wholesale2b.com": 1,
    },
  },
  // tax-sales-tax-calculation + shopify = 3; sales tax calculation without Shopify (or shopify-plus
  // only) = 2; managed US sales tax firms = 1; Stripe (tax in other categories) = 1.
  {
    query: "sales tax automation for a shopify store",
    kind: "fact",
    relevant: {
      "avalara.com": 3,
      "numeralhq.com": 3,
      "quaderno.io": 3,
      "taxjar.com": 3,
      "trykintsugi.com": 3,
      "zamp.com": 3,
      "taxcloud.com": 2,
      "vertexinc.com": 2,
      "handsoffsalestax.com": 1,
      "stripe.com": 1,
      "taxvalet.com": 1,
    },
  },
  // tax-vat-gst AND (amazon platform or tax-marketplace-imports) = 3; VAT registration/filing firms
  // without marketplace import = 2; VAT calculation-only tools = 1.
  {
    query: "eu vat oss filing for amazon sellers",
    kind: "fact",
    relevant: {
      "amavat.de": 3,
      "avalara.com": 3,
      "hellotax.com": 3,
      "taxdoo.com": 3,
      "taxually.com": 3,
      "vatcompliance.co": 3,
      "1stopvat.com": 2,
      "avaskgroup.com": 2,
      "marosavat.com": 2,
      "simplyvat.com": 2,
      "vatglobal.com": 2,
      "vertexinc.com": 2,
      "fonoa.com": 1,
      "quaderno.io": 1,
      "zonos.com": 1,
    },
  },
  // tax-managed-service covering US sales tax (nexus tracking) = 3 (Zamp, TaxValet, Hands Off Sales
  // Tax); managed VAT firms = 1; sales tax software that files returns = 1.
  {
    query: "done for you sales tax compliance service, we dont want to file ourselves",
    kind: "general",
    relevant: {
      "handsoffsalestax.com": 3,
      "taxvalet.com": 3,
      "zamp.com": 3,
      "1stopvat.com": 1,
      "avalara.com": 1,
      "avaskgroup.com": 1,
      "hellotax.com": 1,
      "marosavat.com": 1,
      "numeralhq.com": 1,
      "simplyvat.com": 1,
      "taxcloud.com": 1,
      "taxjar.com": 1,
      "trykintsugi.com": 1,
      "vatglobal.com": 1,
      "vertexinc.com": 1,
    },
  },
  // Taxamo acquired, successor Vertex = 3; other VAT/GST calculation tools = 1.
  {
    query: "taxamo replacement",
    kind: "fact",
    relevant: {
      "vertexinc.com": 3,
      "amavat.de": 1,
      "avalara.com": 1,
      "fonoa.com": 1,
      "quaderno.io": 1,
      "taxdoo.com": 1,
      "taxually.com": 1,
      "vatcompliance.co": 1,
      "zonos.com": 1,
    },
    excluded: ["taxamo.com"],
  },
  // tax-duties-import-taxes = 3 (Zonos, Avalara); cross-border merchant-of-record checkouts
  // (Global-e, ESW) = 2; Easyship (duties shown up front) = 2.
  {
    query: "show duties and import taxes at checkout for international customers",
    kind: "general",
    relevant: {
      "avalara.com": 3,
      "zonos.com": 3,
      "easyship.com": 2,
      "esw.com": 2,
      "global-e.com": 2,
    },
  },
  // tax-vat-id-validation + shopify = 3 (modules4u); VAT ID validation without Shopify (Fonoa) = 2;
  // Shopify invoicing app Sufio = 1.
  {
    query: "eu vat number validation for b2b orders on shopify",
    kind: "fact",
    relevant: {
      "modules4u.biz": 3,
      "fonoa.com": 2,
      "sufio.com": 1,
    },
  },
  // Core accounting/bookkeeping software (accounting-bookkeeping, software) = 3 for Xero,
  // QuickBooks, Wave; e-commerce bookkeeping automation (Finaloop) and ERPs with bookkeeping (Odoo,
  // Brightpearl) = 2; payout-reconciliation connectors, Dext receipt capture, NetSuite (ERP for
  // larger brands) and bookkeeping firms = 1.
  {
    query: "acounting software for a small online store",
    kind: "general",
    relevant: {
      "quickbooks.intuit.com": 3,
      "waveapps.com": 3,
      "xero.com": 3,
      "brightpearl.com": 2,
      "finaloop.com": 2,
      "odoo.com": 2,
      "a2xaccounting.com": 1,
      "amaka.com": 1,
      "avaskgroup.com": 1,
      "bookkeep.com": 1,
      "dext.com": 1,
      "linkmybooks.com": 1,
      "netsuite.com": 1,
      "synder.com": 1,
      "taxomate.com": 1,
      "unloop.com": 1,
      "webgility.com": 1,
    },
  },
  // accounting-payout-reconciliation + shopify + Xero (integration or description) = 3 (A2X, Link My
  // Books, Taxomate, Bookkeep, Amaka); Synder (payout sync, description: accounting software) = 2;
  // Webgility (QuickBooks only) = 1; Finaloop (own books) = 1; Xero itself = 1.
  {
    query: "sync shopify payouts and fees into xero",
    kind: "fact",
    relevant: {
      "a2xaccounting.com": 3,
      "amaka.com": 3,
      "bookkeep.com": 3,
      "linkmybooks.com": 3,
      "taxomate.com": 3,
      "synder.com": 2,
      "finaloop.com": 1,
      "webgility.com": 1,
      "xero.com": 1,
    },
  },
  // Brand size is context only (no attribution record lists brandSizes).
  // analytics-attribution-multi-touch-attribution + shopify = 3; multi-touch attribution without
  // Shopify in record = 2; first-party pixel / server-side tracking / MMM tools on Shopify = 1;
  // post-purchase attribution surveys = 1.
  {
    query: "attribution tool for facebook + google ads, 8 figure shopify brand",
    kind: "fact",
    relevant: {
      "cometly.com": 3,
      "northbeam.io": 3,
      "polaranalytics.com": 3,
      "sirge.com": 3,
      "triplewhale.com": 3,
      "wickedreports.com": 3,
      "hyros.com": 2,
      "prescientai.com": 2,
      "rockerbox.com": 2,
      "fairing.co": 1,
      "getelevar.com": 1,
      "getrecast.com": 1,
      "haus.io": 1,
      "knocommerce.com": 1,
      "littledata.io": 1,
      "measured.com": 1,
      "stape.io": 1,
    },
  },
  // The two compared = 3; other multi-touch attribution tools for Shopify brands = 1.
  {
    query: "triple whale vs northbeam",
    kind: "fact",
    relevant: {
      "northbeam.io": 3,
      "triplewhale.com": 3,
      "cometly.com": 1,
      "polaranalytics.com": 1,
      "sirge.com": 1,
      "wickedreports.com": 1,
    },
  },
  // analytics-attribution-post-purchase-surveys AND Klaviyo integration = 3 (Fairing, KnoCommerce);
  // survey tools (cro-page-builders-surveys, Okendo surveys with Klaviyo link) = 1.
  {
    query: "how did you hear about us post purchase survey that sends answers to klaviyo",
    kind: "fact",
    relevant: {
      "fairing.co": 3,
      "knocommerce.com": 3,
      "hotjar.com": 1,
      "luckyorange.com": 1,
      "mouseflow.com": 1,
      "okendo.io": 1,
      "omniconvert.com": 1,
      "stamped.io": 1,
      "survicate.com": 1,
    },
  },
  // analytics-attribution-server-side-tracking = 3 (Elevar, Cometly, Littledata, Stape); first-party
  // pixel attribution tools = 1; Segment (CDP routing events from servers per description) = 1.
  {
    query: "server side tracking to fix ios conversion tracking",
    kind: "general",
    relevant: {
      "cometly.com": 3,
      "getelevar.com": 3,
      "littledata.io": 3,
      "stape.io": 3,
      "northbeam.io": 1,
      "segment.com": 1,
      "sirge.com": 1,
      "triplewhale.com": 1,
    },
  },
  // analytics-attribution-privacy-focused = 3 (Matomo, open source, self-hosted); other event
  // analytics (Mixpanel, Amplitude, Heap) = 1.
  {
    query: "privacy friendly web analytics we can self host instead of google analytics",
    kind: "fact",
    relevant: {
      "matomo.org": 3,
      "amplitude.com": 1,
      "heap.io": 1,
      "mixpanel.com": 1,
    },
    excluded: ["marketingplatform.google.com"],
  },
  // analytics-attribution-media-mix-modelling or -incrementality-testing = 3 when both (Rockerbox,
  // Measured), 2 when one (Northbeam, Recast, Haus, Prescient).
  {
    query: "media mix modelling and incrementality testing for a dtc brand",
    kind: "general",
    relevant: {
      "getrecast.com": 3,
      "haus.io": 3,
      "measured.com": 3,
      "rockerbox.com": 3,
      "northbeam.io": 2,
      "prescientai.com": 2,
    },
  },
  // analytics-attribution-profit-dashboards + shopify = 3 (Triple Whale, Lifetimely, TrueProfit,
  // BeProfit); marketing dashboards on Shopify (Polar) = 2; accounting COGS tracking tools = 1.
  {
    query: "profit dashboard for shopify with cogs and ad spend",
    kind: "fact",
    relevant: {
      "beprofit.co": 3,
      "lifetimely.io": 3,
      "triplewhale.com": 3,
      "trueprofit.io": 3,
      "daasity.com": 2,
      "polaranalytics.com": 2,
      "a2xaccounting.com": 1,
      "finaloop.com": 1,
      "funnel.io": 1,
      "linkmybooks.com": 1,
      "rockerbox.com": 1,
      "supermetrics.com": 1,
      "unloop.com": 1,
      "webgility.com": 1,
    },
  },
  // cro-page-builders with drag-and-drop or landing-pages AND shopify = 3; Zipify (landing pages as
  // other category, Shopify) = 3; landing page builders without Shopify in record = 2 (Unbounce,
  // Instapage) or 1 (generic builders like Elementor on WooCommerce).
  {
    query: "landing page builder for shopify",
    kind: "fact",
    relevant: {
      "ecomposer.io": 3,
      "gempages.net": 3,
      "gethypervisual.com": 3,
      "getshogun.com": 3,
      "layouthub.com": 3,
      "pagefly.io": 3,
      "replo.app": 3,
      "zipify.com": 3,
      "convertflow.com": 2,
      "funnelish.com": 2,
      "instapage.com": 2,
      "unbounce.com": 2,
      "elementor.com": 1,
    },
  },
  // cro-page-builders-heatmaps AND session-recordings AND freePlan = 3 (Hotjar, Clarity, Lucky
  // Orange, VWO, FullStory); heatmaps/recordings without a free plan = 2 (Mouseflow, Contentsquare,
  // Instapage heatmaps only = 1); Smartsupp (session recordings in chat tool per description) = 1.
  {
    query: "free heatmaps and session recordings",
    kind: "fact",
    relevant: {
      "clarity.microsoft.com": 3,
      "fullstory.com": 3,
      "hotjar.com": 3,
      "luckyorange.com": 3,
      "vwo.com": 3,
      "contentsquare.com": 2,
      "mouseflow.com": 2,
      "instapage.com": 1,
      "smartsupp.com": 1,
    },
  },
  // cro-page-builders-price-testing + shopify = 3 (Intelligems); Shopify A/B testing apps (Shoplift,
  // Neat A/B, Shogun, GemPages, Replo) = 1.
  {
    query: "price testing app for shopify",
    kind: "fact",
    relevant: {
      "intelligems.io": 3,
      "gempages.net": 1,
      "getshogun.com": 1,
      "neatab.com": 1,
      "replo.app": 1,
      "shoplift.ai": 1,
      "vwo.com": 1,
    },
  },
  // cro-page-builders-popups = 3 (Elementor, a WordPress site builder with a popup builder, = 2);
  // email-marketing-forms list-growth tools with popups in description (Privy, Mailmunch) = 3; other
  // email signup forms = 1; exit-intent personalisation tools = 2.
  {
    query: "popup to collect emails with a discount",
    kind: "general",
    relevant: {
      "convertflow.com": 3,
      "justuno.com": 3,
      "mailmunch.com": 3,
      "optimonk.com": 3,
      "privy.com": 3,
      "sleeknote.com": 3,
      "unbounce.com": 3,
      "wisepops.com": 3,
      "elementor.com": 2,
      "personizely.net": 2,
      "yieldify.com": 2,
      "aweber.com": 1,
      "benchmarkemail.com": 1,
      "drip.com": 1,
      "e-goi.com": 1,
      "flodesk.com": 1,
      "getresponse.com": 1,
      "kit.com": 1,
      "klaviyo.com": 1,
      "mailpoet.com": 1,
      "moosend.com": 1,
      "omnisend.com": 1,
      "seguno.com": 1,
    },
  },
  // Google Optimize is discontinued. cro-page-builders-ab-testing as a primary testing product
  // (Optimizely, VWO, AB Tasty, Kameleoon, SiteSpect, Omniconvert, Convert-style tools) = 3; page
  // builders / popups (OptiMonk, ConvertFlow) / personalisation suites with A/B testing = 2;
  // Shopify-only theme testers = 2.
  {
    query: "google optimize replacement for a/b testing",
    kind: "fact",
    relevant: {
      "abtasty.com": 3,
      "kameleoon.com": 3,
      "omniconvert.com": 3,
      "optimizely.com": 3,
      "sitespect.com": 3,
      "vwo.com": 3,
      "convertflow.com": 2,
      "dynamicyield.com": 2,
      "gempages.net": 2,
      "getshogun.com": 2,
      "instapage.com": 2,
      "intelligems.io": 2,
      "monetate.com": 2,
      "neatab.com": 2,
      "optimonk.com": 2,
      "replo.app": 2,
      "shoplift.ai": 2,
      "unbounce.com": 2,
      "personizely.net": 1,
      "rebuyengine.com": 1,
      "trbo.com": 1,
      "zipify.com": 1,
    },
    excluded: ["optimize.google.com"],
  },
  // upsell-personalisation-post-purchase-upsells + shopify = 3 (Rebuy, Zipify, Helixo);
  // checkout/cart upsell apps on Shopify = 2; Rokt (offers at checkout/confirmation, no platform) =
  // 1; sales funnel builders with one-click upsells = 1.
  {
    query: "post purchase upsell app for shopify",
    kind: "fact",
    relevant: {
      "helixo.co": 3,
      "rebuyengine.com": 3,
      "zipify.com": 3,
      "incartupsell.com": 2,
      "limespot.com": 2,
      "vitals.co": 2,
      "clickfunnels.com": 1,
      "funnelish.com": 1,
      "rokt.com": 1,
      "systeme.io": 1,
    },
  },
  // upsell-personalisation-bundles or -volume-discounts AND (freePlan or costBand under-100) = 3
  // (Fast Bundle, Wide Bundle, Vitals, Helixo); bundles without price facts (LimeSpot) = 2;
  // build-a-box subscriptions / inventory kitting = 1.
  {
    query: "product bundles and volume discounts app under $100 a month",
    kind: "fact",
    relevant: {
      "en.widebundle.com": 3,
      "fastbundle.co": 3,
      "helixo.co": 3,
      "vitals.co": 3,
      "limespot.com": 2,
      "finaleinventory.com": 1,
    },
  },
  // upsell-personalisation-size-fit = 3 (Fit Analytics, True Fit, Kiwi Sizing).
  {
    query: "size recommendation tool for an apparel store",
    kind: "general",
    relevant: {
      "fitanalytics.com": 3,
      "kiwisizing.com": 3,
      "truefit.com": 3,
    },
  },
  // upsell-personalisation-product-quizzes AND Klaviyo integration = 3 (Octane AI); quizzes without
  // the Klaviyo link (RevenueHunt, Zoovu) = 2; ConvertFlow (quizzes per description) = 1.
  {
    query: "product quiz that sends answers to klaviyo",
    kind: "fact",
    relevant: {
      "octaneai.com": 3,
      "revenuehunt.com": 2,
      "zoovu.com": 2,
      "convertflow.com": 1,
    },
  },
  // upsell-personalisation-product-customiser = 3 (Zakeke, Customily).
  {
    query: "let customers personalise products with engraving text and photo preview",
    kind: "general",
    relevant: {
      "customily.com": 3,
      "zakeke.com": 3,
    },
  },
  // search-merchandising (primary or other) listing shopify = 3 when it offers search/filters
  // (autocomplete, faceted-filters, ai-search); Shopify-plus-only enterprise search (Bloomreach,
  // Constructor) = 2; Nosto (search as a secondary category, collection sorting only) = 2; search
  // tools without Shopify in record = 1 (2 if description names Shopify).
  {
    query: "site search and filters for a shopify store",
    kind: "fact",
    relevant: {
      "algolia.com": 3,
      "boostcommerce.net": 3,
      "fastsimon.com": 3,
      "klevu.com": 3,
      "searchanise.io": 3,
      "uselayers.com": 3,
      "bloomreach.com": 2,
      "constructor.com": 2,
      "nosto.com": 2,
      "athenasearch.io": 1,
      "clerk.io": 1,
      "coveo.com": 1,
      "elasticsuite.io": 1,
      "expertrec.com": 1,
      "fact-finder.com": 1,
      "groupbyinc.com": 1,
      "hawksearch.com": 1,
      "lucidworks.com": 1,
      "luigisbox.com": 1,
      "miso.ai": 1,
      "nuqlium.com": 1,
      "prefixbox.com": 1,
      "salesfire.co.uk": 1,
      "sniperfast.com": 1,
      "unbxd.com": 1,
      "zoovu.com": 1,
    },
  },
  // search-merchandising with magento platform = 3 (Klevu, Searchanise, Bloomreach, Constructor,
  // ElasticSuite); site search without platform facts = 1.
  {
    query: "algolia alternative for magento",
    kind: "fact",
    relevant: {
      "bloomreach.com": 3,
      "constructor.com": 3,
      "elasticsuite.io": 3,
      "klevu.com": 3,
      "searchanise.io": 3,
      "athenasearch.io": 1,
      "boostcommerce.net": 1,
      "clerk.io": 1,
      "coveo.com": 1,
      "expertrec.com": 1,
      "fact-finder.com": 1,
      "fastsimon.com": 1,
      "groupbyinc.com": 1,
      "hawksearch.com": 1,
      "lucidworks.com": 1,
      "luigisbox.com": 1,
      "miso.ai": 1,
      "nuqlium.com": 1,
      "prefixbox.com": 1,
      "salesfire.co.uk": 1,
      "sniperfast.com": 1,
      "syte.ai": 1,
      "unbxd.com": 1,
      "uselayers.com": 1,
      "zoovu.com": 1,
    },
    excluded: ["algolia.com"],
  },
  // search-merchandising-visual-search = 3 (Syte, Salesfire).
  {
    query: "visual search, shoppers upload a photo to find similar products",
    kind: "general",
    relevant: {
      "salesfire.co.uk": 3,
      "syte.ai": 3,
    },
  },
  // search-merchandising-synonyms-typos AND (freePlan or under-100) = 3 (Searchanise);
  // synonyms/typos without price facts = 2; cheap search without the tag (Expertrec, Sniperfast) =
  // 2.
  {
    query: "search with typo tolerance and synonyms under $100/mo",
    kind: "fact",
    relevant: {
      "searchanise.io": 3,
      "algolia.com": 2,
      "expertrec.com": 2,
      "klevu.com": 2,
      "prefixbox.com": 2,
      "sniperfast.com": 2,
    },
  },
  // product-feeds-marketplaces-google-shopping + shopify = 3 (DataFeedWatch, Simprosys, AdNabu,
  // Sales & Orders); Google Merchant Center itself = 3; feed tools on Shopify without
  // google-shopping tag (Feedonomics, GoDataFeed, Channable) = 2; Google Shopping feed tools without
  // Shopify = 1.
  {
    query: "google shopping feed app for shopify",
    kind: "fact",
    relevant: {
      "adnabu.com": 3,
      "datafeedwatch.com": 3,
      "google.com": 3,
      "salesandorders.com": 3,
      "simprosys.com": 3,
      "channable.com": 2,
      "feedonomics.com": 2,
      "godatafeed.com": 2,
      "feedoptimise.com": 1,
      "intelligentreach.com": 1,
      "lengow.com": 1,
      "shoptimised.com": 1,
      "wakeupdata.com": 1,
    },
  },
  // product-feeds-marketplaces-repricing = 3 (RepricerExpress, BQool, Aura, Informed).
  {
    query: "amazon repricer to win the buy box",
    kind: "general",
    relevant: {
      "bqool.com": 3,
      "goaura.com": 3,
      "informed.co": 3,
      "repricerexpress.com": 3,
    },
  },
  // ChannelAdvisor acquired, successor Rithum = 3; ChannelAdvisor itself = 2; other marketplace
  // listing platforms = 1.
  {
    query: "is channeladvisor still a thing",
    kind: "fact",
    relevant: {
      "rithum.com": 3,
      "channeladvisor.com": 2,
      "channable.com": 1,
      "channelengine.com": 1,
      "datafeedwatch.com": 1,
      "feedonomics.com": 1,
      "feedoptimise.com": 1,
      "godatafeed.com": 1,
      "intelligentreach.com": 1,
      "lengow.com": 1,
      "listingmirror.com": 1,
      "m2epro.com": 1,
      "tradebyte.com": 1,
      "webinterpret.com": 1,
      "zentail.com": 1,
    },
  },
  // marketplace listings + magento = 3 (M2E Pro, Feedonomics, Rithum, Channable, DataFeedWatch,
  // GoDataFeed); marketplace listing tools without Magento = 1.
  {
    query: "list magento products on amazon ebay and walmart",
    kind: "fact",
    relevant: {
      "channable.com": 3,
      "datafeedwatch.com": 3,
      "feedonomics.com": 3,
      "godatafeed.com": 3,
      "m2epro.com": 3,
      "rithum.com": 3,
      "channelengine.com": 1,
      "feedoptimise.com": 1,
      "intelligentreach.com": 1,
      "lengow.com": 1,
      "listingmirror.com": 1,
      "plentymarkets.com": 1,
      "sellercloud.com": 1,
      "tradebyte.com": 1,
      "webinterpret.com": 1,
      "zentail.com": 1,
    },
  },
  // product-feeds-marketplaces-marketplace-analytics + amazon = 3 (Helium 10, Jungle Scout);
  // Informed (repricing + marketplace analytics) = 1.
  {
    query: "amazon product research and keyword tool",
    kind: "general",
    relevant: {
      "helium10.com": 3,
      "junglescout.com": 3,
      "informed.co": 1,
    },
  },
  // influencer-affiliate-affiliate-tracking + shopify = 3; affiliate tracking without Shopify in
  // record = 2 for in-house affiliate software, 1 for affiliate networks (partner-network without
  // Shopify); referral apps on Shopify (loyalty-referrals-referrals) = 1.
  {
    query: "affiliate program software for a shopify brand",
    kind: "fact",
    relevant: {
      "affiliatly.com": 3,
      "aspire.io": 3,
      "awin.com": 3,
      "goaffpro.com": 3,
      "grin.co": 3,
      "impact.com": 3,
      "leaddyno.com": 3,
      "refersion.com": 3,
      "socialsnowball.io": 3,
      "superfiliate.com": 3,
      "uppromote.com": 3,
      "affilae.com": 2,
      "everflow.io": 2,
      "partnerize.com": 2,
      "postaffiliatepro.com": 2,
      "tapfiliate.com": 2,
      "admitad.com": 1,
      "cj.com": 1,
      "rakutenadvertising.com": 1,
      "tradedoubler.com": 1,
      "webgains.com": 1,
    },
  },
  // influencer-affiliate-product-seeding = 3 (Aspire, GRIN, Statusphere); creator discovery/campaign
  // platforms = 1.
  {
    query: "influencer platform for product seeding to creators",
    kind: "general",
    relevant: {
      "aspire.io": 3,
      "grin.co": 3,
      "joinstatusphere.com": 3,
      "captiv8.io": 1,
      "collabstr.com": 1,
      "creatoriq.com": 1,
      "hypeauditor.com": 1,
      "modash.io": 1,
      "traackr.com": 1,
    },
  },
  // ShareASale acquired, successor Awin = 3; other affiliate networks (partner-network) = 2;
  // in-house affiliate software = 1.
  {
    query: "shareasale alternative since awin is moving everyone",
    kind: "fact",
    relevant: {
      "awin.com": 3,
      "admitad.com": 2,
      "cj.com": 2,
      "impact.com": 2,
      "rakutenadvertising.com": 2,
      "refersion.com": 2,
      "tradedoubler.com": 2,
      "uppromote.com": 2,
      "webgains.com": 2,
      "affilae.com": 1,
      "affiliatly.com": 1,
      "aspire.io": 1,
      "everflow.io": 1,
      "goaffpro.com": 1,
      "grin.co": 1,
      "leaddyno.com": 1,
      "partnerize.com": 1,
      "postaffiliatepro.com": 1,
      "socialsnowball.io": 1,
      "superfiliate.com": 1,
      "tapfiliate.com": 1,
    },
    excluded: ["shareasale.com"],
  },
  // Affiliate networks whose record names UK/Europe (Webgains, Tradedoubler, Awin global incl. UK) =
  // 3; French in-house platform Affilae = 2; other networks (CJ, Rakuten, Admitad, Impact) = 1.
  {
    query: "affiliate network for a uk / european retailer",
    kind: "general",
    relevant: {
      "awin.com": 3,
      "tradedoubler.com": 3,
      "webgains.com": 3,
      "affilae.com": 2,
      "admitad.com": 1,
      "cj.com": 1,
      "impact.com": 1,
      "partnerize.com": 1,
      "rakutenadvertising.com": 1,
    },
  },
  // translation tools listing shopify that translate website content (machine translation / visual
  // editor / switcher) = 3; website translators without Shopify in record (Bablic, ConveyThis,
  // MotionPoint, WordPress plugins) = 2; Lokalise (Shopify-listed localisation management platform,
  // not a storefront translator) = 2; translation management systems, APIs and agencies = 1.
  {
    query: "translate my shopify store into german and french",
    kind: "fact",
    relevant: {
      "gtranslate.io": 3,
      "langshop.io": 3,
      "linguise.com": 3,
      "localizejs.com": 3,
      "transcy.io": 3,
      "weglot.com": 3,
      "bablic.com": 2,
      "conveythis.com": 2,
      "lokalise.com": 2,
      "motionpoint.com": 2,
      "polylang.pro": 2,
      "translatepress.com": 2,
      "wpml.org": 2,
      "crowdin.com": 1,
      "deepl.com": 1,
      "gengo.com": 1,
      "lilt.com": 1,
      "lionbridge.com": 1,
      "localazy.com": 1,
      "phrase.com": 1,
      "poeditor.com": 1,
      "smartcat.com": 1,
      "smartling.com": 1,
      "transperfect.com": 1,
      "unbabel.com": 1,
      "xtm.cloud": 1,
    },
  },
  // Website translation (language switcher / visual editor / multilingual SEO) with freePlan or
  // costBand under-100 = 3; website translators without price facts = 2; free TMS/MT tools (Crowdin,
  // DeepL, Localazy, POEditor) = 1.
  {
    query: "weglot alternative under $100 a month",
    kind: "fact",
    relevant: {
      "conveythis.com": 3,
      "gtranslate.io": 3,
      "langshop.io": 3,
      "polylang.pro": 3,
      "transcy.io": 3,
      "translatepress.com": 3,
      "wpml.org": 3,
      "bablic.com": 2,
      "linguise.com": 2,
      "localizejs.com": 2,
      "motionpoint.com": 2,
      "crowdin.com": 1,
      "deepl.com": 1,
      "localazy.com": 1,
      "poeditor.com": 1,
    },
    excluded: ["weglot.com"],
  },
  // translation-human-translation = 3 for services built on human translators (Gengo, TransPerfect,
  // Lionbridge, Unbabel, Smartcat, Lilt, MotionPoint), 2 for platforms where it is an option
  // (Weglot, Localize, Smartling, WPML); freelance marketplaces (Upwork, Fiverr; WriterAccess whose
  // pool includes translators) = 1.
  {
    query: "human translators for product descriptions",
    kind: "general",
    relevant: {
      "gengo.com": 3,
      "lilt.com": 3,
      "lionbridge.com": 3,
      "motionpoint.com": 3,
      "smartcat.com": 3,
      "transperfect.com": 3,
      "unbabel.com": 3,
      "localizejs.com": 2,
      "smartling.com": 2,
      "weglot.com": 2,
      "wpml.org": 2,
      "fiverr.com": 1,
      "upwork.com": 1,
      "writeraccess.com": 1,
    },
  },
  // print-on-demand-dropshipping-custom-printing + shopify = 3 (book/wall-art specialists Lulu and
  // Prodigi = 2; Apliiq private label = 3); custom printing without Shopify = 2; Sellfy/Teemill
  // store builders with POD noted in record are covered by their tags.
  {
    query: "print on demand t-shirts for my shopify store",
    kind: "fact",
    relevant: {
      "apliiq.com": 3,
      "artofwhere.com": 3,
      "customcat.com": 3,
      "gelato.com": 3,
      "inkthreadable.co.uk": 3,
      "merchize.com": 3,
      "printful.com": 3,
      "printify.com": 3,
      "printrove.com": 3,
      "teelaunch.com": 3,
      "teemill.com": 3,
      "lulu.com": 2,
      "prodigi.com": 2,
    },
  },
  // print-on-demand-dropshipping-embroidery = 3 (Printful, CustomCat, Inkthreadable, Apliiq); other
  // POD printers = 1.
  {
    query: "print on demand with embroidery",
    kind: "general",
    relevant: {
      "apliiq.com": 3,
      "customcat.com": 3,
      "inkthreadable.co.uk": 3,
      "printful.com": 3,
      "artofwhere.com": 1,
      "gelato.com": 1,
      "lulu.com": 1,
      "merchize.com": 1,
      "printify.com": 1,
      "printrove.com": 1,
      "prodigi.com": 1,
      "teelaunch.com": 1,
      "teemill.com": 1,
    },
  },
  // Oberlo is discontinued. product-import + automated fulfilment for AliExpress-style dropshipping
  // = 3 (DSers, AutoDS, Dropified, CJdropshipping); supplier marketplaces with import (Spocket,
  // Zendrop, Syncee, SaleHoo, Doba, Wholesale2b, BigBuy) = 2.
  {
    query: "oberlo replacement for aliexpress dropshipping",
    kind: "fact",
    relevant: {
      "autods.com": 3,
      "cjdropshipping.com": 3,
      "dropified.com": 3,
      "dsers.com": 3,
      "bigbuy.eu": 2,
      "doba.com": 2,
      "getcarro.com": 2,
      "salehoo.com": 2,
      "spocket.co": 2,
      "syncee.com": 2,
      "wholesale2b.com": 2,
      "zendrop.com": 2,
    },
    excluded: ["oberlo.com"],
  },
  // Supplier marketplaces whose record names US/EU suppliers or warehouses (Spocket US/EU, BigBuy
  // Spain warehouse) = 3; other supplier marketplaces (Zendrop, Syncee, SaleHoo, Doba, Wholesale2b,
  // Trendsi, Carro, CJ China-based) = 2 or 1.
  {
    query: "dropshipping suppliers in the us and eu with fast shipping",
    kind: "general",
    relevant: {
      "bigbuy.eu": 3,
      "spocket.co": 3,
      "doba.com": 2,
      "getcarro.com": 2,
      "salehoo.com": 2,
      "syncee.com": 2,
      "trendsi.com": 2,
      "wholesale2b.com": 2,
      "zendrop.com": 2,
      "cjdropshipping.com": 1,
    },
  },
  // The two compared = 3; other print-on-demand providers with automated fulfilment (Gelato,
  // CustomCat etc.) = 1.
  {
    query: "printful vs printify",
    kind: "fact",
    relevant: {
      "printful.com": 3,
      "printify.com": 3,
      "apliiq.com": 1,
      "artofwhere.com": 1,
      "customcat.com": 1,
      "gelato.com": 1,
      "inkthreadable.co.uk": 1,
      "lulu.com": 1,
      "merchize.com": 1,
      "printrove.com": 1,
      "prodigi.com": 1,
      "teelaunch.com": 1,
      "teemill.com": 1,
    },
  },
  // CRMs with deal pipelines = 3 when the record names wholesale (Pipedrive, Streak) or is a
  // mainstream sales CRM (HubSpot, Zoho, Salesforce-like); other pipeline CRMs = 2; contact-only
  // CRMs = 1.
  {
    query: "crm for managing wholesale accounts and b2b deals",
    kind: "general",
    relevant: {
      "hubspot.com": 3,
      "pipedrive.com": 3,
      "streak.com": 3,
      "zoho.com": 3,
      "agilecrm.com": 2,
      "bitrix24.com": 2,
      "close.com": 2,
      "insightly.com": 2,
      "kommo.com": 2,
      "lessannoyingcrm.com": 2,
      "nethunt.com": 2,
      "nimble.com": 2,
      "nutshell.com": 2,
      "onepagecrm.com": 2,
      "pipelinecrm.com": 2,
      "salesflare.com": 2,
      "salesmate.io": 2,
      "sellsy.com": 2,
      "sugarcrm.com": 2,
      "teamleader.eu": 2,
      "twenty.com": 2,
      "vtiger.com": 2,
      "attio.com": 1,
      "creatio.com": 1,
      "eshopcrm.com": 1,
      "folk.app": 1,
      "repsly.com": 1,
    },
  },
  // crm (primary or other) with freePlan AND shopify = 3 (HubSpot with crm-ecommerce-sync, Zoho,
  // Brevo with its sales CRM); eShop CRM (Shopify, ecommerce sync, quote-based) = 2; free CRMs
  // without Shopify = 1; Klaviyo/marketing tools are not CRMs = 0.
  {
    query: "free crm that syncs customers and orders from shopify",
    kind: "fact",
    relevant: {
      "brevo.com": 3,
      "hubspot.com": 3,
      "zoho.com": 3,
      "activecampaign.com": 2,
      "eshopcrm.com": 2,
      "agilecrm.com": 1,
      "attio.com": 1,
      "bitrix24.com": 1,
      "monday.com": 1,
      "streak.com": 1,
    },
  },
  // CRMs whose record says they run inside Gmail (Streak, NetHunt) = 3; CRMs with crm-email-sync =
  // 1.
  {
    query: "crm that lives inside gmail",
    kind: "general",
    relevant: {
      "nethunt.com": 3,
      "streak.com": 3,
      "attio.com": 1,
      "folk.app": 1,
      "nimble.com": 1,
      "pipedrive.com": 1,
      "salesflare.com": 1,
    },
  },
  // communication with communication-channels AND freePlan = 3; paid channel chat apps = 1;
  // Microsoft Teams (free, channels) = 3; Spike (email app with channels) and Connecteam (frontline
  // staff app) = 2.
  {
    query: "team chat app like slack but free for a small team",
    kind: "general",
    relevant: {
      "chanty.com": 3,
      "discord.com": 3,
      "flock.com": 3,
      "larksuite.com": 3,
      "microsoft.com": 3,
      "pumble.com": 3,
      "twist.com": 3,
      "zulip.com": 3,
      "connecteam.com": 2,
      "spikenow.com": 2,
      "element.io": 1,
      "ringcentral.com": 1,
      "troopmessenger.com": 1,
    },
    excluded: ["slack.com"],
  },
  // communication-self-hosting AND communication-encryption = 3 (Element); self-hosting only (Zulip,
  // Troop Messenger) = 2; encryption only (Wire) = 2; Chatwoot/Mattermost-like self-hosted support
  // inboxes = 0.
  {
    query: "self hosted encrypted team messaging",
    kind: "general",
    relevant: {
      "element.io": 3,
      "troopmessenger.com": 2,
      "wire.com": 2,
      "zulip.com": 2,
    },
  },
  // communication-screen-recording / async-video tools = 3 (Loom, Zight, Tella, Claap, Vidyard,
  // Sendspark); async video without screen recording (Bonjoro, thank-you videos) = 1; SOP tools
  // (Trainual, Process Street) = 1.
  {
    query: "record quick screen videos to train my va",
    kind: "general",
    relevant: {
      "claap.io": 3,
      "loom.com": 3,
      "sendspark.com": 3,
      "tella.tv": 3,
      "vidyard.com": 3,
      "zight.com": 3,
      "bonjoro.com": 1,
      "process.st": 1,
      "trainual.com": 1,
    },
  },
  // video-conferencing-video-shopping = 3 (Bambuser, Boutiq, GoInStore, Conferwith); Oct8ne visual
  // chat showing products = 1.
  {
    query: "one to one live video shopping on our store",
    kind: "general",
    relevant: {
      "bambuser.com": 3,
      "conferwith.io": 3,
      "getboutiq.com": 3,
      "goinstore.com": 3,
      "oct8ne.com": 1,
    },
  },
  // video-conferencing-transcripts tool integrating with Google Meet = 3 (Otter, Fireflies, Fathom,
  // tl;dv, Grain, Read AI); Google Meet itself (live captions) = 1; transcript tools without Meet
  // link = 1.
  {
    query: "ai notetaker that works with google meet",
    kind: "fact",
    relevant: {
      "fathom.video": 3,
      "fireflies.ai": 3,
      "grain.com": 3,
      "otter.ai": 3,
      "read.ai": 3,
      "tldv.io": 3,
      "daily.co": 1,
      "meet.google.com": 1,
      "webex.com": 1,
      "zoom.com": 1,
    },
  },
  // video-conferencing-webinars = 3; live shopping shows (Bambuser) = 1.
  {
    query: "webinar software for product launches",
    kind: "general",
    relevant: {
      "airmeet.com": 3,
      "bigmarker.com": 3,
      "clickmeeting.com": 3,
      "demio.com": 3,
      "livestorm.co": 3,
      "webex.com": 3,
      "webinarjam.com": 3,
      "zoom.com": 3,
      "bambuser.com": 1,
    },
  },
  // productivity-automations + app-integrations + woocommerce = 3 (Make, n8n); Shopify-only workflow
  // app Mesa = 1; other automation-capable work tools = 0.
  {
    query: "zapier alternative that connects woocommerce",
    kind: "fact",
    relevant: {
      "make.com": 3,
      "n8n.io": 3,
      "getmesa.com": 1,
    },
    excluded: ["zapier.com"],
  },
  // productivity-sops-checklists = 3 (Process Street, Trainual); docs/wiki tools (Notion,
  // Confluence, Slite, Coda) = 1.
  {
    query: "sop checklist software for my ecommerce team",
    kind: "general",
    relevant: {
      "process.st": 3,
      "trainual.com": 3,
      "atlassian.com": 1,
      "clickup.com": 1,
      "coda.io": 1,
      "evernote.com": 1,
      "niftypm.com": 1,
      "notion.com": 1,
      "slite.com": 1,
      "whimsical.com": 1,
      "workspace.google.com": 1,
    },
  },
  // productivity-time-tracking AND freePlan = 3; paid time tracking (Hubstaff, ProofHub) = 1.
  {
    query: "free time tracking for freelancers and agencies",
    kind: "fact",
    relevant: {
      "clockify.me": 3,
      "getharvest.com": 3,
      "hive.com": 3,
      "niftypm.com": 3,
      "teamwork.com": 3,
      "toggl.com": 3,
      "hubstaff.com": 1,
      "proofhub.com": 1,
    },
  },
  // productivity-task-management tools = 3 when they also have boards/timelines (Asana, Trello,
  // Wrike, Teamwork, Hive, Nifty, ProofHub) and for monday.com/ClickUp (task management, described
  // as project management / all-in-one); 2 for simpler task apps (Todoist, Evernote) and Notion;
  // docs/whiteboard tools (Notion, Miro) = 1.
  {
    query: "project managment tool for a small ecom team",
    kind: "general",
    relevant: {
      "asana.com": 3,
      "clickup.com": 3,
      "hive.com": 3,
      "monday.com": 3,
      "niftypm.com": 3,
      "proofhub.com": 3,
      "teamwork.com": 3,
      "trello.com": 3,
      "wrike.com": 3,
      "evernote.com": 2,
      "notion.com": 2,
      "todoist.com": 2,
      "atlassian.com": 1,
      "coda.io": 1,
      "miro.com": 1,
      "slite.com": 1,
      "trainual.com": 1,
      "whimsical.com": 1,
      "workspace.google.com": 1,
    },
  },
  // ecommerce-development-agencies listing shopify-plus with store-builds = 3; Shopify-only studio
  // (Aeolidia) = 2; Storetasker (vetted Shopify experts incl. builds) = 2; dev agencies with other
  // platforms only = 0; Shopify CRO/design agencies (Prismfly, Splitbase) = 1; HeyCarson (Shopify
  // task service) = 1.
  {
    query: "shopify plus agency to redesign and rebuild our store",
    kind: "fact",
    relevant: {
      "1digitalagency.com": 3,
      "americaneagle.com": 3,
      "anatta.io": 3,
      "arcticgrey.com": 3,
      "avexdesigns.com": 3,
      "barrelny.com": 3,
      "bvaccel.com": 3,
      "charleagency.com": 3,
      "eastsideco.com": 3,
      "electriceye.io": 3,
      "fuelmade.com": 3,
      "groovecommerce.com": 3,
      "halfhelix.com": 3,
      "nebulab.com": 3,
      "praella.com": 3,
      "swankyagency.com": 3,
      "underwaterpistol.com": 3,
      "velstar.co.uk": 3,
      "vervaunt.com": 3,
      "webinopoly.com": 3,
      "wemakewebsites.com": 3,
      "aeolidia.com": 2,
      "storetasker.com": 2,
      "heycarson.com": 1,
      "prismfly.com": 1,
      "splitbase.com": 1,
    },
  },
  // ecommerce-development-agencies with magento AND ecommerce-development-agencies-b2b = 3 (Vaimo,
  // Classy Llama, Elogic); other Magento agencies = 2; Webkul (Magento development company) = 1.
  {
    query: "magento agency for a b2b replatform",
    kind: "fact",
    relevant: {
      "classyllama.com": 3,
      "elogic.co": 3,
      "vaimo.com": 3,
      "1digitalagency.com": 2,
      "absoluteweb.com": 2,
      "americaneagle.com": 2,
      "blueacornici.com": 2,
      "corra.com": 2,
      "inchoo.net": 2,
      "scandiweb.com": 2,
      "space48.com": 2,
      "webkul.com": 1,
    },
  },
  // Development agencies listing bigcommerce = 3 (1Digital, Groove Commerce, American Eagle, Classy
  // Llama); other e-commerce development agencies = 0 (platform-specific question).
  {
    query: "bigcommerce development agency",
    kind: "fact",
    relevant: {
      "1digitalagency.com": 3,
      "americaneagle.com": 3,
      "classyllama.com": 3,
      "groovecommerce.com": 3,
    },
  },
  // ecommerce-development-agencies-headless or platform headless = 3 (We Make Websites, Scandiweb,
  // Nebulab); other dev agencies with custom app/integration work = 1.
  {
    query: "agency to build a headless storefront",
    kind: "general",
    relevant: {
      "nebulab.com": 3,
      "scandiweb.com": 3,
      "wemakewebsites.com": 3,
      "americaneagle.com": 1,
      "blueacornici.com": 1,
      "corra.com": 1,
      "eastsideco.com": 1,
      "electriceye.io": 1,
      "vaimo.com": 1,
    },
  },
  // Dev agencies whose description places them in the UK/London AND list shopify or shopify-plus =
  // 3; UK Magento agency (Space48) = 1; other Shopify agencies = 1.
  {
    query: "uk shopify agency",
    kind: "general",
    relevant: {
      "charleagency.com": 3,
      "eastsideco.com": 3,
      "underwaterpistol.com": 3,
      "velstar.co.uk": 3,
      "vervaunt.com": 3,
      "1digitalagency.com": 1,
      "aeolidia.com": 1,
      "americaneagle.com": 1,
      "anatta.io": 1,
      "arcticgrey.com": 1,
      "avexdesigns.com": 1,
      "barrelny.com": 1,
      "bvaccel.com": 1,
      "electriceye.io": 1,
      "fuelmade.com": 1,
      "groovecommerce.com": 1,
      "halfhelix.com": 1,
      "nebulab.com": 1,
      "praella.com": 1,
      "space48.com": 1,
      "swankyagency.com": 1,
      "webinopoly.com": 1,
      "wemakewebsites.com": 1,
    },
  },
  // performance-marketing-agencies with paid-social whose record names e-commerce / DTC / consumer
  // brands = 3; other paid-social agencies = 2; paid-search-only = 0.
  {
    query: "facebook and instagram ads agency for a dtc brand",
    kind: "general",
    relevant: {
      "adlucent.com": 3,
      "adventureppc.com": 3,
      "commonthreadco.com": 3,
      "darkroomagency.com": 3,
      "elumynt.com": 3,
      "foxwelldigital.com": 3,
      "goinflow.com": 3,
      "hawkemedia.com": 3,
      "impressiondigital.com": 3,
      "jumpfly.com": 3,
      "labelium.com": 3,
      "mutesix.com": 3,
      "pmg.com": 3,
      "powerdigitalmarketing.com": 3,
      "precisdigital.com": 3,
      "riseinteractive.com": 3,
      "tier11.com": 3,
      "tinuiti.com": 3,
      "wolfgangdigital.com": 3,
      "brainlabsdigital.com": 2,
      "croud.com": 2,
      "jellyfish.com": 2,
      "klientboost.com": 2,
      "logicalposition.com": 2,
    },
  },
  // performance-marketing-agencies-amazon-ads = 3 (Tinuiti, Logical Position, Canopy, Buy Box
  // Experts, Rise Interactive).
  {
    query: "amazon ads agency",
    kind: "general",
    relevant: {
      "buyboxexperts.com": 3,
      "canopymanagement.com": 3,
      "logicalposition.com": 3,
      "riseinteractive.com": 3,
      "tinuiti.com": 3,
    },
  },
  // No catalog agency has performance-marketing-agencies-tiktok-ads; closest honest answers are
  // paid-social agencies, all graded 1.
  {
    query: "tiktok ads agency",
    kind: "fact",
    relevant: {
      "adlucent.com": 1,
      "adventureppc.com": 1,
      "brainlabsdigital.com": 1,
      "commonthreadco.com": 1,
      "croud.com": 1,
      "darkroomagency.com": 1,
      "elumynt.com": 1,
      "foxwelldigital.com": 1,
      "goinflow.com": 1,
      "hawkemedia.com": 1,
      "impressiondigital.com": 1,
      "jellyfish.com": 1,
      "jumpfly.com": 1,
      "klientboost.com": 1,
      "labelium.com": 1,
      "logicalposition.com": 1,
      "mutesix.com": 1,
      "pmg.com": 1,
      "powerdigitalmarketing.com": 1,
      "precisdigital.com": 1,
      "riseinteractive.com": 1,
      "tier11.com": 1,
      "tinuiti.com": 1,
      "wolfgangdigital.com": 1,
    },
  },
  // performance-marketing-agencies-shopping-ads = 3; paid-search agencies without shopping tag = 1.
  {
    query: "google shopping ads agency for an online retailer",
    kind: "general",
    relevant: {
      "adlucent.com": 3,
      "adventureppc.com": 3,
      "elumynt.com": 3,
      "goinflow.com": 3,
      "jumpfly.com": 3,
      "labelium.com": 3,
      "logicalposition.com": 3,
      "wolfgangdigital.com": 3,
      "brainlabsdigital.com": 1,
      "commonthreadco.com": 1,
      "croud.com": 1,
      "darkroomagency.com": 1,
      "hawkemedia.com": 1,
      "impressiondigital.com": 1,
      "jellyfish.com": 1,
      "klientboost.com": 1,
      "mutesix.com": 1,
      "pmg.com": 1,
      "powerdigitalmarketing.com": 1,
      "precisdigital.com": 1,
      "riseinteractive.com": 1,
      "tier11.com": 1,
      "tinuiti.com": 1,
    },
  },
  // Performance agencies whose description places them in Europe/UK/Ireland/Nordics (Wolfgang
  // Digital, Brainlabs, Croud, Precis, Labelium, Impression) = 3; global networks (Jellyfish) = 1.
  {
    query: "performance marketing agency in europe",
    kind: "general",
    relevant: {
      "brainlabsdigital.com": 3,
      "croud.com": 3,
      "impressiondigital.com": 3,
      "labelium.com": 3,
      "precisdigital.com": 3,
      "wolfgangdigital.com": 3,
      "jellyfish.com": 1,
    },
  },
  // email-marketing-agencies-klaviyo = 3 (Flowium, Sticky Digital, 1Digital); email agencies doing
  // flows = 2; other email agencies = 1.
  {
    query: "klaviyo agency to build our flows",
    kind: "fact",
    relevant: {
      "1digitalagency.com": 3,
      "flowium.com": 3,
      "stickydigital.io": 3,
      "chronos.agency": 2,
      "emailaptitude.com": 2,
      "essenceofemail.com": 2,
      "homesteadstudio.co": 2,
      "inboxarmy.com": 2,
      "rejoiner.com": 2,
      "actionrocket.co": 1,
      "alchemyworx.com": 1,
      "blendcommerce.com": 1,
      "darkroomagency.com": 1,
      "goinflow.com": 1,
      "hawkemedia.com": 1,
      "swankyagency.com": 1,
      "trendlineinteractive.com": 1,
    },
  },
  // email-marketing-agencies-sms = 3 (Essence of Email, Sticky Digital, Homestead Studio); Darkroom
  // (email and SMS per description) = 2; other email agencies = 1.
  {
    query: "email and sms retention agency",
    kind: "general",
    relevant: {
      "essenceofemail.com": 3,
      "homesteadstudio.co": 3,
      "stickydigital.io": 3,
      "darkroomagency.com": 2,
      "1digitalagency.com": 1,
      "actionrocket.co": 1,
      "alchemyworx.com": 1,
      "blendcommerce.com": 1,
      "chronos.agency": 1,
      "emailaptitude.com": 1,
      "flowium.com": 1,
      "goinflow.com": 1,
      "hawkemedia.com": 1,
      "inboxarmy.com": 1,
      "rejoiner.com": 1,
      "swankyagency.com": 1,
      "trendlineinteractive.com": 1,
    },
  },
  // cro-agencies-shopify-cro or cro-agencies listing shopify = 3 (Splitbase, Blend, Build Grow
  // Scale, Prismfly); CRO agencies whose description names e-commerce = 2; other CRO agencies = 1;
  // dev/marketing agencies with CRO as other category = 1.
  {
    query: "cro agency for shopify brands",
    kind: "fact",
    relevant: {
      "blendcommerce.com": 3,
      "buildgrowscale.com": 3,
      "prismfly.com": 3,
      "splitbase.com": 3,
      "awa-digital.com": 2,
      "conversionfanatics.com": 2,
      "conversionsciences.com": 2,
      "convertcart.com": 2,
      "crometrics.com": 2,
      "growthrock.co": 2,
      "thegood.com": 2,
      "trinityinsight.com": 2,
      "avexdesigns.com": 1,
      "barrelny.com": 1,
      "brillmark.com": 1,
      "conversion.com": 1,
      "conversionadvocates.com": 1,
      "freshegg.co.uk": 1,
      "goinflow.com": 1,
      "klientboost.com": 1,
      "onlinedialogue.com": 1,
      "powerdigitalmarketing.com": 1,
      "sitetuners.com": 1,
      "speero.com": 1,
      "swankyagency.com": 1,
    },
  },
  // cro-agencies-test-development = 3 (BrillMark, Crometrics); experimentation-programme agencies =
  // 1.
  {
    query: "agency that just builds a/b tests on optimizely or vwo for us",
    kind: "general",
    relevant: {
      "brillmark.com": 3,
      "crometrics.com": 3,
      "awa-digital.com": 1,
      "conversion.com": 1,
      "conversionadvocates.com": 1,
      "growthrock.co": 1,
      "onlinedialogue.com": 1,
      "speero.com": 1,
    },
  },
  // seo-agencies-ecommerce-seo AND shopify = 3 (Go Fish Digital, 1Digital); e-commerce SEO without
  // Shopify in record = 2; other SEO agencies = 1.
  {
    query: "ecommerce seo agency for a shopify store",
    kind: "fact",
    relevant: {
      "1digitalagency.com": 3,
      "gofishdigital.com": 3,
      "exposureninja.com": 2,
      "goinflow.com": 2,
      "outerboxdesign.com": 2,
      "studiohawk.com.au": 2,
      "uproer.com": 2,
      "aira.net": 1,
      "bluearray.co.uk": 1,
      "boostability.com": 1,
      "brafton.com": 1,
      "brainlabsdigital.com": 1,
      "builtvisible.com": 1,
      "croud.com": 1,
      "eastsideco.com": 1,
      "frac.tl": 1,
      "freshegg.co.uk": 1,
      "groovecommerce.com": 1,
      "hallaminternet.com": 1,
      "hawkemedia.com": 1,
      "impressiondigital.com": 1,
      "ipullrank.com": 1,
      "kaizen.co.uk": 1,
      "loganix.com": 1,
      "logicalposition.com": 1,
      "pageonepower.com": 1,
      "portent.com": 1,
      "powerdigitalmarketing.com": 1,
      "rebootonline.com": 1,
      "riseatseven.com": 1,
      "seerinteractive.com": 1,
      "siegemedia.com": 1,
      "singlegrain.com": 1,
      "terakeet.com": 1,
      "vervesearch.com": 1,
      "victorious.com": 1,
      "webfx.com": 1,
      "wolfgangdigital.com": 1,
    },
  },
  // SEO agencies with digital-pr or link-building whose description places them in the UK (London,
  // Nottingham etc.) = 3; Impression (Nottingham, digital PR as performance agency) = 2; non-UK
  // digital PR / link building agencies = 1.
  {
    query: "digital pr and link building agency in the uk",
    kind: "general",
    relevant: {
      "aira.net": 3,
      "builtvisible.com": 3,
      "hallaminternet.com": 3,
      "kaizen.co.uk": 3,
      "rebootonline.com": 3,
      "riseatseven.com": 3,
      "vervesearch.com": 3,
      "impressiondigital.com": 2,
      "frac.tl": 1,
      "gofishdigital.com": 1,
      "loganix.com": 1,
      "pageonepower.com": 1,
      "siegemedia.com": 1,
      "studiohawk.com.au": 1,
      "victorious.com": 1,
    },
  },
  // branding-design-agencies-packaging whose description names food/drink/beverage brands = 3 (JKR,
  // Pearlfisher, Robot Food, Thirst); other packaging design agencies = 2; design-contest
  // marketplaces (99designs, DesignCrowd, crowdSPRING) whose records mention packaging = 1.
  {
    query: "packaging design agency for a beverage brand",
    kind: "general",
    relevant: {
      "jkrglobal.com": 3,
      "pearlfisher.com": 3,
      "robot-food.com": 3,
      "thirstcraft.com": 3,
      "brandopus.com": 2,
      "cbx.com": 2,
      "designbridge.com": 2,
      "landor.com": 2,
      "madethought.com": 2,
      "manualcreative.com": 2,
      "motherdesign.com": 2,
      "pentagram.com": 2,
      "redantler.com": 2,
      "turnerduckworth.com": 2,
      "vault49.com": 2,
      "wearemucho.com": 2,
      "99designs.com": 1,
      "crowdspring.com": 1,
      "designcrowd.com": 1,
    },
  },
  // branding-design-agencies-naming = 3 (Red Antler, Landor, Interbrand, Lippincott);
  // strategy/identity consultancies = 1.
  {
    query: "brand naming agency",
    kind: "general",
    relevant: {
      "interbrand.com": 3,
      "landor.com": 3,
      "lippincott.com": 3,
      "redantler.com": 3,
      "basedesign.com": 1,
      "brandopus.com": 1,
      "cbx.com": 1,
      "charactersf.com": 1,
      "designbridge.com": 1,
      "futurebrand.com": 1,
      "jkrglobal.com": 1,
      "koto.studio": 1,
      "pearlfisher.com": 1,
      "raggededge.com": 1,
      "robot-food.com": 1,
      "thirstcraft.com": 1,
      "vault49.com": 1,
    },
  },
  // Brand agencies whose record names direct-to-consumer / challenger brands (Red Antler, Ragged
  // Edge) = 3; identity agencies for consumer brands = 2 when strategy+identity, else 1; Aeolidia
  // (Shopify sites + brand identity for small product businesses) = 2; design marketplaces = 1.
  {
    query: "branding agency for a dtc startup launch",
    kind: "general",
    relevant: {
      "raggededge.com": 3,
      "redantler.com": 3,
      "aeolidia.com": 2,
      "basedesign.com": 2,
      "brandopus.com": 2,
      "cbx.com": 2,
      "charactersf.com": 2,
      "designbridge.com": 2,
      "jkrglobal.com": 2,
      "koto.studio": 2,
      "landor.com": 2,
      "pearlfisher.com": 2,
      "robot-food.com": 2,
      "vault49.com": 2,
      "99designs.com": 1,
      "design.studio": 1,
      "eastsideco.com": 1,
      "futurebrand.com": 1,
      "gretelny.com": 1,
      "interbrand.com": 1,
      "lippincott.com": 1,
      "madethought.com": 1,
      "manualcreative.com": 1,
      "motherdesign.com": 1,
      "movingbrands.com": 1,
      "pentagram.com": 1,
      "portorocha.com": 1,
      "thirstcraft.com": 1,
      "turnerduckworth.com": 1,
      "wearemucho.com": 1,
    },
  },
  // freelance-marketplaces-design-contests = 3 (99designs, Freelancer, DesignCrowd, crowdSPRING,
  // Designhill); packaged design services marketplaces (Fiverr) = 1.
  {
    query: "logo design contest",
    kind: "general",
    relevant: {
      "99designs.com": 3,
      "crowdspring.com": 3,
      "designcrowd.com": 3,
      "designhill.com": 3,
      "freelancer.com": 3,
      "fiverr.com": 1,
    },
  },
  // freelance-marketplaces-content-writing = 3 (Textbroker, WriterAccess, Scripted, Verblio, Crowd
  // Content); general freelance marketplaces = 2 (Upwork, Fiverr, PeoplePerHour) or 1 (others with
  // job posts); content agency Brafton = 1.
  {
    query: "hire a freelance writer for product descriptions",
    kind: "general",
    relevant: {
      "crowdcontent.com": 3,
      "scripted.com": 3,
      "textbroker.com": 3,
      "verblio.com": 3,
      "writeraccess.com": 3,
      "fiverr.com": 2,
      "peopleperhour.com": 2,
      "upwork.com": 2,
      "brafton.com": 1,
      "freelancer.com": 1,
      "guru.com": 1,
      "truelancer.com": 1,
      "twine.net": 1,
      "usebraintrust.com": 1,
    },
  },
  // freelance-marketplaces-marketing-experts = 3 (Mayple, MarketerHire, Growth Collective);
  // vetted-talent marketplaces (Toptal, Braintrust, Fiverr Pro) = 1.
  {
    query: "vetted freelance marketers for paid ads",
    kind: "general",
    relevant: {
      "growthcollective.com": 3,
      "marketerhire.com": 3,
      "mayple.com": 3,
      "fiverr.com": 1,
      "scripted.com": 1,
      "toptal.com": 1,
      "usebraintrust.com": 1,
    },
  },
  // freelance-marketplaces-voice-over = 3 (Voices, Voice123); general gig marketplaces = 1.
  {
    query: "voice over for a product video",
    kind: "general",
    relevant: {
      "voice123.com": 3,
      "voices.com": 3,
      "fiverr.com": 1,
      "upwork.com": 1,
    },
  },
  // General freelance marketplaces (network kind, job posts / talent search / packaged services, not
  // niche) = 3; niche marketplaces (design contests, writing, voice, marketing experts) = 1
  // (Freelancer, a general project marketplace that also runs contests, = 3); developer networks =
  // 1.
  {
    query: "upwork alternative to hire freelancers",
    kind: "fact",
    relevant: {
      "contra.com": 3,
      "fiverr.com": 3,
      "freelancer.com": 3,
      "guru.com": 3,
      "peopleperhour.com": 3,
      "truelancer.com": 3,
      "twine.net": 3,
      "usebraintrust.com": 3,
      "yunojuno.com": 3,
      "99designs.com": 1,
      "behance.net": 1,
      "crowdcontent.com": 1,
      "crowdspring.com": 1,
      "designcrowd.com": 1,
      "designhill.com": 1,
      "dribbble.com": 1,
      "growthcollective.com": 1,
      "marketerhire.com": 1,
      "mayple.com": 1,
      "scripted.com": 1,
      "textbroker.com": 1,
      "toptal.com": 1,
      "verblio.com": 1,
      "voice123.com": 1,
      "voices.com": 1,
      "writeraccess.com": 1,
    },
    excluded: ["upwork.com"],
  },
  // ecommerce-developers with shopify AND (bug-fixes or theme-customisation) = 3 (HeyCarson,
  // TaskHusky); Storetasker (vetted Shopify experts for fixes) = 3; Upwork/Fiverr = 2; Codementor
  // (bug fixes) = 1; Shopify dev agencies with support retainers = 1.
  {
    query: "shopify developer for small fixes and theme tweaks",
    kind: "general",
    relevant: {
      "heycarson.com": 3,
      "storetasker.com": 3,
      "taskhusky.com": 3,
      "fiverr.com": 2,
      "upwork.com": 2,
      "1digitalagency.com": 1,
      "anatta.io": 1,
      "barrelny.com": 1,
      "codementor.io": 1,
      "electriceye.io": 1,
      "praella.com": 1,
    },
  },
  // ecommerce-developers listing woocommerce = 3 (Codeable, Webkul); WordPress maintenance services
  // (WP Buffs, GoWP, FixRunner) = 2; development agencies listing woocommerce (1Digital) = 2; Upwork
  // = 1.
  {
    query: "woocommerce developer",
    kind: "fact",
    relevant: {
      "codeable.io": 3,
      "webkul.com": 3,
      "1digitalagency.com": 2,
      "fixrunner.com": 2,
      "gowp.com": 2,
      "wpbuffs.com": 2,
      "upwork.com": 1,
    },
  },
  // Developer networks/firms whose description centres on Latin America (Revelo, BairesDev, Near) =
  // 3; networks drawing partly on Latin America (Andela, Lemon.io, Scalable Path in the Americas) =
  // 2.
  {
    query: "hire remote developers from latin america",
    kind: "general",
    relevant: {
      "bairesdev.com": 3,
      "hirewithnear.com": 3,
      "revelo.com": 3,
      "andela.com": 2,
      "lemon.io": 2,
      "scalablepath.com": 2,
    },
  },
  // ecommerce-developers-maintenance-plans for WordPress per description (WP Buffs, GoWP, FixRunner,
  // Codeable with woocommerce) = 3; HeyCarson (Shopify maintenance) = 1.
  {
    query: "wordpress maintenance plan for our woocommerce site",
    kind: "fact",
    relevant: {
      "codeable.io": 3,
      "fixrunner.com": 3,
      "gowp.com": 3,
      "wpbuffs.com": 3,
      "heycarson.com": 1,
    },
  },
  // virtual-assistants-ecommerce-tasks = 3 (Wing, Magic, 20four7VA, Ossisto); TaskBullet (e-commerce
  // tasks per description) = 2; other dedicated-assistant services = 1; OnlineJobs.ph and Upwork =
  // 1.
  {
    query: "virtual assistant for ecommerce tasks like order processing and listings",
    kind: "general",
    relevant: {
      "20four7va.com": 3,
      "getmagic.com": 3,
      "ossisto.com": 3,
      "wingassistant.com": 3,
      "taskbullet.com": 2,
      "athenago.com": 1,
      "belaysolutions.com": 1,
      "boldly.com": 1,
      "onlinejobs.ph": 1,
      "stealthagents.com": 1,
      "timeetc.com": 1,
      "upwork.com": 1,
      "virtalent.com": 1,
      "wishup.co": 1,
    },
  },
  // Philippines-focused hiring per description (OnlineJobs.ph job board, Virtual Staff Finder
  // recruiting, Athena assistants) = 3; offshore-staff outsourcers = 1.
  {
    query: "hire a filipino va directly",
    kind: "general",
    relevant: {
      "athenago.com": 3,
      "onlinejobs.ph": 3,
      "virtualstafffinder.com": 3,
      "peaksupport.io": 1,
      "supportninja.com": 1,
    },
  },
  // virtual-assistants-executive-assistants = 3 (Boldly, Worldwide101, Athena, Wishup, Persona);
  // dedicated-assistant services = 1.
  {
    query: "executive assistant for a busy founder",
    kind: "general",
    relevant: {
      "athenago.com": 3,
      "boldly.com": 3,
      "personatalent.com": 3,
      "wishup.co": 3,
      "worldwide101.com": 3,
      "20four7va.com": 1,
      "belaysolutions.com": 1,
      "getmagic.com": 1,
      "ossisto.com": 1,
      "stealthagents.com": 1,
      "taskbullet.com": 1,
      "timeetc.com": 1,
      "virtalent.com": 1,
      "wingassistant.com": 1,
    },
  },
  // fractional-talent-fractional-cfo = 3; controllers / FP&A firms without CFO tag = 1; e-commerce
  // bookkeeping firms (Bean Ninjas, Unloop) = 1.
  {
    query: "fractional cfo for an ecommerce brand",
    kind: "general",
    relevant: {
      "bookkeeper360.com": 3,
      "burklandassociates.com": 3,
      "earlygrowthfinancialservices.com": 3,
      "escalon.services": 3,
      "fullyaccountable.com": 3,
      "gofractional.com": 3,
      "graphitefinancial.com": 3,
      "indinero.com": 3,
      "nowcfo.com": 3,
      "paro.ai": 3,
      "preferredcfo.com": 3,
      "thecfocentre.com": 3,
      "zeni.ai": 3,
      "beanninjas.com": 1,
      "supportingstrategies.com": 1,
      "unloop.com": 1,
    },
  },
  // fractional-talent-fractional-cmo = 3 (Chief Outsiders, GoFractional, MarketerHire);
  // fractional/interim executive networks = 2; Growth Collective (marketing leadership roles per
  // description) = 2.
  {
    query: "fractional cmo",
    kind: "general",
    relevant: {
      "chiefoutsiders.com": 3,
      "gofractional.com": 3,
      "marketerhire.com": 3,
      "bolster.com": 2,
      "ceriusexecutives.com": 2,
      "fractionaljobs.io": 2,
      "growthcollective.com": 2,
    },
  },
  // Bookkeeping firms/services whose record centres on e-commerce (Bean Ninjas, Unloop, Fully
  // Accountable; Finaloop with shopify+amazon) = 3; other bookkeeping firms
  // (fractional-talent-bookkeeping, accounting-bookkeeping agencies) = 1; VA bookkeeping = 1.
  {
    query: "monthly bookkeeping service for an amazon and shopify seller",
    kind: "general",
    relevant: {
      "beanninjas.com": 3,
      "finaloop.com": 3,
      "fullyaccountable.com": 3,
      "unloop.com": 3,
      "avaskgroup.com": 1,
      "belaysolutions.com": 1,
      "bookkeeper360.com": 1,
      "burklandassociates.com": 1,
      "earlygrowthfinancialservices.com": 1,
      "escalon.services": 1,
      "graphitefinancial.com": 1,
      "indinero.com": 1,
      "nowcfo.com": 1,
      "paro.ai": 1,
      "supportingstrategies.com": 1,
      "wishup.co": 1,
      "zeni.ai": 1,
    },
  },
  // fractional-talent-interim-executives = 3 (Bolster, Business Talent Group, Cerius, Consultport);
  // fractional-executive networks = 2.
  {
    query: "interim coo or other interim exec for a few months",
    kind: "general",
    relevant: {
      "bolster.com": 3,
      "businesstalentgroup.com": 3,
      "ceriusexecutives.com": 3,
      "consultport.com": 3,
      "chiefoutsiders.com": 2,
      "fractionaljobs.io": 2,
      "gofractional.com": 2,
    },
  },
  // email-marketing with brandSizes nineFiguresPlus = 3 (Bluecore); email/marketing-automation
  // platforms whose record describes large/enterprise/mid-market brands = 2; other quote-based email
  // platforms and Emarsys (SAP-owned omnichannel platform) = 1.
  {
    query: "email platform for a 9-figure retailer",
    kind: "fact",
    relevant: {
      "bluecore.com": 3,
      "attentive.com": 2,
      "braze.com": 2,
      "cordial.com": 2,
      "emarsys.com": 1,
      "iterable.com": 1,
      "listrak.com": 1,
      "sailthru.com": 1,
      "wunderkind.co": 1,
    },
  },
  // subscriptions with brandSizes nineFiguresPlus = 3 (Zuora); recurring-billing platforms = 2
  // (Chargebee, Recurly, Sticky.io, Billsby, PayWhirl, Cratejoy/Subbly less so = 1); Ordergroove
  // (established brands) = 2.
  {
    query: "subscription billing platform for a large enterprise",
    kind: "fact",
    relevant: {
      "zuora.com": 3,
      "billsby.com": 2,
      "chargebee.com": 2,
      "ordergroove.com": 2,
      "paywhirl.com": 2,
      "rebillia.com": 2,
      "recurly.com": 2,
      "sticky.io": 2,
      "cratejoy.com": 1,
      "subbly.co": 1,
    },
  },
  // ecommerce-platforms with brandSizes startup = 3 (Big Cartel, Gumroad); small-business hosted
  // builders (description says small / creators / website builder) = 2 (Ecwid: adds a store to an
  // existing site or social page, Sellfy, Squarespace, Wix, Shopify, EKM, Jumpseller); other hosted
  // platforms = 1.
  {
    query: "simple store builder for a tiny startup brand with a few products",
    kind: "fact",
    relevant: {
      "bigcartel.com": 3,
      "gumroad.com": 3,
      "ecwid.com": 2,
      "ekm.com": 2,
      "jumpseller.com": 2,
      "sellfy.com": 2,
      "shopify.com": 2,
      "shopwired.co.uk": 2,
      "squarespace.com": 2,
      "tiendanube.com": 2,
      "volusion.com": 2,
      "wix.com": 2,
      "wizishop.com": 2,
      "bigcommerce.com": 1,
      "lightspeedhq.com": 1,
      "miva.com": 1,
      "salla.sa": 1,
      "shift4shop.com": 1,
      "zid.sa": 1,
    },
  },
  // tax companies of kind agency handling VAT (tax-vat-gst) = 3 (SimplyVAT, Marosa, Avask,
  // vatglobal, 1StopVAT); managed-service VAT software (hellotax) = 2; US sales tax firms (kind
  // agency, no VAT) = 1; VAT software = 1.
  {
    query: "vat compliance firm, real accountants not software",
    kind: "fact",
    relevant: {
      "1stopvat.com": 3,
      "avaskgroup.com": 3,
      "marosavat.com": 3,
      "simplyvat.com": 3,
      "vatglobal.com": 3,
      "hellotax.com": 2,
      "amavat.de": 1,
      "avalara.com": 1,
      "fonoa.com": 1,
      "handsoffsalestax.com": 1,
      "quaderno.io": 1,
      "taxdoo.com": 1,
      "taxually.com": 1,
      "taxvalet.com": 1,
      "vatcompliance.co": 1,
      "vertexinc.com": 1,
      "zonos.com": 1,
    },
  },
  // shipping-fulfilment-outsourced-fulfilment = 3 (active 3PLs); acquired ones (Deliverr, Whiplash)
  // = 1; POD/dropship suppliers with warehousing (CJ, BigBuy) = 1.
  {
    query: "3pl to store and ship our orders",
    kind: "general",
    relevant: {
      "cubyn.com": 3,
      "flexport.com": 3,
      "getbyrd.com": 3,
      "radial.com": 3,
      "redstagfulfillment.com": 3,
      "shipbob.com": 3,
      "shiphero.com": 3,
      "shipmonk.com": 3,
      "stord.com": 3,
      "bigbuy.eu": 1,
      "cjdropshipping.com": 1,
      "deliverr.com": 1,
      "whiplash.com": 1,
    },
  },
  // reviews-ugc (primary or other) with freePlan AND shopify AND product reviews = 3 (Judge.me,
  // Junip, Yotpo, Trustpilot, Growave); free Shopify review importer Reputon = 2; paid Shopify
  // review apps = 1.
  {
    query: "free reveiws app for shopify",
    kind: "fact",
    relevant: {
      "growave.io": 3,
      "judge.me": 3,
      "junip.co": 3,
      "trustpilot.com": 3,
      "yotpo.com": 3,
      "reputon.com": 2,
      "bazaarvoice.com": 1,
      "loox.io": 1,
      "okendo.io": 1,
      "ryviu.com": 1,
      "stamped.io": 1,
    },
  },
  // Cart-recovery features (marketing-automation-cart-recovery, sms-marketing-cart-recovery) = 3;
  // e-commerce email/SMS tools with automated flows and store platforms = 2 (Klaviyo, Omnisend,
  // Drip, Sendlane, Recart has cart recovery = 3); Remarkety per description = 3; WhatsApp-only
  // (Interakt, Zoko, Bitespeed) and web-push-only (PushOwl) cart recovery = 2.
  {
    query: "abandoned cart recovery emails and texts",
    kind: "general",
    relevant: {
      "carts.guru": 3,
      "connectif.ai": 3,
      "getfirepush.com": 3,
      "recart.com": 3,
      "remarkety.com": 3,
      "shopimind.com": 3,
      "wunderkind.co": 3,
      "attentive.com": 2,
      "bitespeed.co": 2,
      "brevo.com": 2,
      "drip.com": 2,
      "interakt.shop": 2,
      "klaviyo.com": 2,
      "mailchimp.com": 2,
      "mailpoet.com": 2,
      "omnisend.com": 2,
      "postscript.io": 2,
      "privy.com": 2,
      "pushowl.com": 2,
      "seguno.com": 2,
      "sendlane.com": 2,
      "tinyemail.com": 2,
      "voyagesms.com": 2,
      "zoko.io": 2,
    },
  },
  // ecommerce-platforms-pos = 3 (Shopify, Lightspeed); Square (in-person payments + free online
  // store builder) = 3; other in-person payment providers = 1; loyalty POS tools = 0.
  {
    query: "pos and online store in one for my retail shop",
    kind: "fact",
    relevant: {
      "lightspeedhq.com": 3,
      "shopify.com": 3,
      "squareup.com": 3,
      "adyen.com": 1,
      "helcim.com": 1,
      "moneris.com": 1,
      "staxpayments.com": 1,
      "worldline.com": 1,
    },
  },
  // ecommerce-platforms-multi-currency = 3 (Shopify, commercetools, Saleor, Medusa, Centra);
  // cross-border checkout (payments-cross-border) = 2; payments multi-currency = 1.
  {
    query: "multi currency storefront for selling abroad",
    kind: "general",
    relevant: {
      "centra.com": 3,
      "commercetools.com": 3,
      "medusajs.com": 3,
      "saleor.io": 3,
      "shopify.com": 3,
      "esw.com": 2,
      "global-e.com": 2,
      "adyen.com": 1,
      "airwallex.com": 1,
      "nuvei.com": 1,
    },
  },
  // ecommerce-platforms-marketplace = 3 (VTEX, Spree); Webkul (marketplace modules for
  // Magento/WooCommerce/PrestaShop) = 2; Carro (stores list each other's products) = 1.
  {
    query: "multi vendor marketplace platform",
    kind: "general",
    relevant: {
      "spreecommerce.org": 3,
      "vtex.com": 3,
      "webkul.com": 2,
      "getcarro.com": 1,
    },
  },
  // customer-support (primary or other) with costBand under-100 or freePlan = 3 (Trengo, Deskpro,
  // Freshdesk, Chatwoot, Tidio, Crisp); HubSpot (free, service hub as other category) = 2; helpdesks
  // with no price facts = 1 if subscription-priced.
  {
    query: "cheap helpdesk under $100 a month",
    kind: "fact",
    relevant: {
      "chatwoot.com": 3,
      "crisp.chat": 3,
      "deskpro.com": 3,
      "freshworks.com": 3,
      "tidio.com": 3,
      "trengo.com": 3,
      "hubspot.com": 2,
      "dixa.com": 1,
      "gorgias.com": 1,
      "groovehq.com": 1,
      "helpdesk.com": 1,
      "helpscout.com": 1,
      "helpwise.io": 1,
      "kayako.com": 1,
      "kustomer.com": 1,
      "liveagent.com": 1,
      "reamaze.com": 1,
      "richpanel.com": 1,
      "talkdesk.com": 1,
      "zendesk.com": 1,
    },
  },
  // upsell-personalisation-product-recommendations = 3; search-merchandising-recommendations = 2;
  // live-chat product recommendations = 1.
  {
    query: "product recomendations widget for product pages",
    kind: "general",
    relevant: {
      "barilliance.com": 3,
      "clerk.io": 3,
      "coveo.com": 3,
      "dynamicyield.com": 3,
      "incartupsell.com": 3,
      "limespot.com": 3,
      "monetate.com": 3,
      "nosto.com": 3,
      "obviyo.com": 3,
      "octaneai.com": 3,
      "rebuyengine.com": 3,
      "revenuehunt.com": 3,
      "trbo.com": 3,
      "visely.io": 3,
      "algolia.com": 2,
      "boostcommerce.net": 2,
      "constructor.com": 2,
      "fact-finder.com": 2,
      "fastsimon.com": 2,
      "klevu.com": 2,
      "luigisbox.com": 2,
      "miso.ai": 2,
      "syte.ai": 2,
      "unbxd.com": 2,
      "certainly.io": 1,
      "hellorep.ai": 1,
      "iadvize.com": 1,
      "livechat.com": 1,
      "oct8ne.com": 1,
    },
  },
  // The two compared = 3; other helpdesks listing shopify = 1.
  {
    query: "gorgias vs zendesk",
    kind: "fact",
    relevant: {
      "gorgias.com": 3,
      "zendesk.com": 3,
      "dixa.com": 1,
      "freshworks.com": 1,
      "getzowie.com": 1,
      "gladly.com": 1,
      "helpscout.com": 1,
      "kustomer.com": 1,
      "reamaze.com": 1,
      "richpanel.com": 1,
      "siena.cx": 1,
      "yuma.ai": 1,
    },
  },
  // inventory-operations-multi-location = 3 (Flieber, a forecasting tool planning across warehouses,
  // = 2); warehouse management (inventory-operations-warehouse-management) without multi-location =
  // 2; shipping WMS (ShipHero, Stord) = 1.
  {
    query: "inventory across multiple warehouses and locations",
    kind: "general",
    relevant: {
      "acumatica.com": 3,
      "cin7.com": 3,
      "extensiv.com": 3,
      "finaleinventory.com": 3,
      "fishbowlinventory.com": 3,
      "inflowinventory.com": 3,
      "netsuite.com": 3,
      "odoo.com": 3,
      "unleashedsoftware.com": 3,
      "brightpearl.com": 2,
      "flieber.com": 2,
      "plentymarkets.com": 2,
      "sellercloud.com": 2,
      "shiphero.com": 1,
      "stord.com": 1,
    },
  },
  // reviews-ugc (primary) with a Klaviyo integration on either record = 3 (Yotpo, Okendo, Judge.me,
  // Stamped, Junip); other product-review apps = 1.
  {
    query: "reviews app that integrates with klaviyo",
    kind: "fact",
    relevant: {
      "judge.me": 3,
      "junip.co": 3,
      "okendo.io": 3,
      "stamped.io": 3,
      "yotpo.com": 3,
      "bazaarvoice.com": 1,
      "emplifi.io": 1,
      "fera.ai": 1,
      "getflowbox.com": 1,
      "kiyoh.com": 1,
      "kudobuzz.com": 1,
      "loox.io": 1,
      "netreviews.com": 1,
      "opinew.com": 1,
      "orankl.com": 1,
      "powerreviews.com": 1,
      "reevoo.com": 1,
      "ryviu.com": 1,
      "shopperapproved.com": 1,
      "testfreaks.com": 1,
      "trustedshops.co.uk": 1,
      "trustpilot.com": 1,
      "trustspot.io": 1,
    },
  },
  // loyalty-referrals with a Recharge integration = 3 (Smile.io, LoyaltyLion); Smartrr
  // (subscriptions with loyalty points) = 2; other Shopify loyalty apps = 1.
  {
    query: "loyalty program that integrates with recharge subscriptions",
    kind: "fact",
    relevant: {
      "loyaltylion.com": 3,
      "smile.io": 3,
      "smartrr.com": 2,
      "friendbuy.com": 1,
      "growave.io": 1,
      "joy.so": 1,
      "okendo.io": 1,
      "stamped.io": 1,
      "talkable.com": 1,
      "yotpo.com": 1,
    },
  },
  // sms-marketing with a Recharge integration = 3 (Postscript, Voyage SMS); Skio
  // (subscriptions-sms-management) = 2; Klaviyo (SMS + Recharge integration, SMS as other category)
  // = 2; other Shopify SMS tools = 1.
  {
    query: "sms tool that works with recharge for subscription texts",
    kind: "fact",
    relevant: {
      "postscript.io": 3,
      "voyagesms.com": 3,
      "klaviyo.com": 2,
      "skio.com": 2,
      "attentive.com": 1,
      "bitespeed.co": 1,
      "emotive.io": 1,
      "getfirepush.com": 1,
      "recart.com": 1,
      "zoko.io": 1,
    },
  },
  // Accounting software with bookkeeping+invoicing = 3 (Xero, Wave); Odoo (accounting in its suite)
  // = 2; e-commerce bookkeeping automation (Finaloop) = 2; payout connectors = 1.
  {
    query: "quickbooks alternative for an online shop",
    kind: "fact",
    relevant: {
      "waveapps.com": 3,
      "xero.com": 3,
      "finaloop.com": 2,
      "odoo.com": 2,
      "a2xaccounting.com": 1,
      "amaka.com": 1,
      "bookkeep.com": 1,
      "linkmybooks.com": 1,
      "synder.com": 1,
      "taxomate.com": 1,
      "webgility.com": 1,
    },
    excluded: ["quickbooks.intuit.com"],
  },
  // email-marketing (primary) listing shopify = 3; email tools whose description names Shopify but
  // platform list lacks it = 2; other email-marketing tools = 1 (transactional APIs = 0).
  {
    query: "mailchimp alternative built for shopify stores",
    kind: "fact",
    relevant: {
      "brevo.com": 3,
      "drip.com": 3,
      "klaviyo.com": 3,
      "omnisend.com": 3,
      "privy.com": 3,
      "seguno.com": 3,
      "sendlane.com": 3,
      "tinyemail.com": 3,
      "aweber.com": 1,
      "benchmarkemail.com": 1,
      "bluecore.com": 1,
      "cordial.com": 1,
      "e-goi.com": 1,
      "embluemail.com": 1,
      "flodesk.com": 1,
      "fromdoppler.com": 1,
      "getresponse.com": 1,
      "kit.com": 1,
      "listrak.com": 1,
      "mailmunch.com": 1,
      "mailpoet.com": 1,
      "metrilo.com": 1,
      "moosend.com": 1,
      "remarkety.com": 1,
      "sendpulse.com": 1,
    },
    excluded: ["mailchimp.com"],
  },
  // Label software (shipping-fulfilment-multi-carrier-labels) with freePlan or under-100 = 3 (Pirate
  // Ship, Shippo, Sendcloud; Easyship free with discounted labels = 3); other label software = 1.
  {
    query: "cheapest shipstation alternative",
    kind: "fact",
    relevant: {
      "easyship.com": 3,
      "goshippo.com": 3,
      "pirateship.com": 3,
      "sendcloud.com": 3,
      "boxtal.com": 1,
      "easypost.com": 1,
      "metapack.com": 1,
      "nshift.com": 1,
      "outvio.com": 1,
      "packlink.com": 1,
      "shipengine.com": 1,
      "shippingeasy.com": 1,
      "shippypro.com": 1,
      "shiprocket.in": 1,
      "shipworks.com": 1,
      "stamps.com": 1,
      "starshipit.com": 1,
    },
    excluded: ["shipstation.com"],
  },
  // product-feeds-marketplaces-social-feeds = 3 (Simprosys, WakeupData); feed tools whose
  // description names Meta/social channels (DataFeedWatch, GoDataFeed, Lengow) = 2; other feed-rule
  // tools = 1.
  {
    query: "product feed for tiktok and meta catalog",
    kind: "fact",
    relevant: {
      "simprosys.com": 3,
      "wakeupdata.com": 3,
      "datafeedwatch.com": 2,
      "godatafeed.com": 2,
      "lengow.com": 2,
      "channable.com": 1,
      "feedonomics.com": 1,
      "feedoptimise.com": 1,
      "intelligentreach.com": 1,
      "salesandorders.com": 1,
      "shoptimised.com": 1,
    },
  },
  // accounting-revenue-based-financing or -inventory-financing = 3; Settle (bill pay + inventory
  // financing) = 3 by tag.
  {
    query: "revenue based financing to fund inventory",
    kind: "general",
    relevant: {
      "8fig.co": 3,
      "assembledbrands.com": 3,
      "clear.co": 3,
      "kickfurther.com": 3,
      "onrampfunds.com": 3,
      "payability.com": 3,
      "sellersfunding.com": 3,
      "settle.com": 3,
      "wayflyer.com": 3,
    },
  },
  // accounting-corporate-cards = 3 for Parker (credit limits from store/ad performance), 2 for Ramp
  // and Brex (general corporate cards).
  {
    query: "corporate card for ad spend",
    kind: "general",
    relevant: {
      "getparker.com": 3,
      "brex.com": 2,
      "ramp.com": 2,
    },
  },
  // accounting-cash-flow-forecasting = 3 (Float, Settle, 8fig); fractional CFO / FP&A services = 1.
  {
    query: "cash flow forecasting for an ecom brand",
    kind: "general",
    relevant: {
      "8fig.co": 3,
      "floatapp.com": 3,
      "settle.com": 3,
      "paro.ai": 1,
      "preferredcfo.com": 1,
      "thecfocentre.com": 1,
    },
  },
];
