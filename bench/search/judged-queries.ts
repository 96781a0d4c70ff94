/**
 * The judged relevance set for discovery search (`npm run bench:search`).
 *
 * Realistic operator questions, short and long, with typos, "alternative to",
 * "versus", brand sizes, platforms, prices, agencies and freelancers, judged
 * against the demo catalog (server/db/seed/catalog). Companies are named by
 * domain so the set survives re-seeding. Grades: 3 = exactly what was asked
 * for, 2 = a good answer, 1 = acceptable / related; anything else is 0.
 * `excluded` lists companies that must not appear (the "X" of
 * "alternative to X").
 *
 * Written before the ranking was built or tuned. Change a judgement only when
 * it is wrong about the catalog, never to make the figures look better, and
 * say why in the commit.
 */
export type Grade = 1 | 2 | 3;

export type JudgedQuery = {
  query: string;
  relevant: Record<string, Grade>;
  excluded?: string[];
};

export const judgedQueries: JudgedQuery[] = [
  {
    query: "email marketing for shopify",
    relevant: {
      "klaviyo.com": 3,
      "omnisend.com": 3,
      "drip.com": 2,
      "privy.com": 2,
      "sendlane.com": 2,
      "brevo.com": 2,
      "mailchimp.com": 1,
      "activecampaign.com": 1,
      "attentive.com": 1,
    },
  },
  {
    query: "cheaper alternative to Klaviyo for a 7-figure Shopify brand",
    relevant: {
      "omnisend.com": 3,
      "brevo.com": 3,
      "sendlane.com": 2,
      "drip.com": 2,
      "privy.com": 2,
      "mailchimp.com": 1,
      "activecampaign.com": 1,
      "postscript.io": 1,
      "attentive.com": 1,
    },
    excluded: ["klaviyo.com"],
  },
  { query: "klavio", relevant: { "klaviyo.com": 3 } },
  { query: "gorgais", relevant: { "gorgias.com": 3 } },
  {
    query: "helpdesk for shopify plus",
    relevant: {
      "gorgias.com": 3,
      "zendesk.com": 2,
      "gladly.com": 2,
      "kustomer.com": 2,
      "richpanel.com": 2,
      "reamaze.com": 2,
      "intercom.com": 1,
      "freshworks.com": 1,
      "helpscout.com": 1,
    },
  },
  {
    query: "ticketing system for our customer service team",
    relevant: {
      "zendesk.com": 3,
      "freshworks.com": 3,
      "gorgias.com": 3,
      "richpanel.com": 2,
      "reamaze.com": 2,
      "kustomer.com": 2,
      "helpscout.com": 2,
      "gladly.com": 2,
      "tidio.com": 1,
      "intercom.com": 1,
    },
  },
  {
    query: "BNPL",
    relevant: {
      "klarna.com": 3,
      "afterpay.com": 3,
      "affirm.com": 3,
      "sezzle.com": 3,
      "zip.co": 3,
      "paypal.com": 1,
    },
  },
  {
    query: "buy now pay later for woocommerce",
    relevant: {
      "klarna.com": 3,
      "afterpay.com": 3,
      "affirm.com": 3,
      "sezzle.com": 3,
      "zip.co": 3,
      "paypal.com": 1,
    },
  },
  {
    query: "Gorgias vs Zendesk",
    relevant: {
      "gorgias.com": 3,
      "zendesk.com": 3,
      "gladly.com": 1,
      "kustomer.com": 1,
      "richpanel.com": 1,
      "reamaze.com": 1,
      "freshworks.com": 1,
      "helpscout.com": 1,
    },
  },
  {
    query: "Recharge alternatives",
    relevant: {
      "skio.com": 3,
      "loopsubscriptions.com": 3,
      "stay.ai": 3,
      "boldcommerce.com": 2,
      "sealsubscriptions.com": 2,
      "ordergroove.com": 2,
    },
    excluded: ["getrecharge.com"],
  },
  {
    query: "subscription app for a startup",
    relevant: {
      "sealsubscriptions.com": 3,
      "getrecharge.com": 2,
      "loopsubscriptions.com": 2,
      "skio.com": 2,
      "boldcommerce.com": 2,
      "stay.ai": 2,
      "ordergroove.com": 1,
    },
  },
  {
    query: "product reviews app with photo reviews",
    relevant: {
      "judge.me": 3,
      "loox.io": 3,
      "okendo.io": 3,
      "yotpo.com": 3,
      "stamped.io": 3,
      "junip.co": 3,
      "trustpilot.com": 1,
      "bazaarvoice.com": 1,
      "growave.io": 1,
    },
  },
  {
    query: "free reviews app",
    relevant: {
      "judge.me": 3,
      "junip.co": 3,
      "yotpo.com": 2,
      "trustpilot.com": 2,
      "growave.io": 2,
      "stamped.io": 1,
      "loox.io": 1,
      "okendo.io": 1,
    },
  },
  {
    query: "loyalty program for shopify",
    relevant: {
      "smile.io": 3,
      "loyaltylion.com": 3,
      "growave.io": 2,
      "yotpo.com": 2,
      "stamped.io": 1,
      "okendo.io": 1,
      "friendbuy.com": 1,
      "referralcandy.com": 1,
      "talkable.com": 1,
    },
  },
  {
    query: "referral program software",
    relevant: {
      "referralcandy.com": 3,
      "friendbuy.com": 3,
      "talkable.com": 3,
      "smile.io": 2,
      "loyaltylion.com": 2,
      "growave.io": 1,
      "uppromote.com": 1,
    },
  },
  {
    query: "agency to migrate our store to shopify plus",
    relevant: {
      "eastsideco.com": 3,
      "wemakewebsites.com": 3,
      "swankyagency.com": 3,
      "avexdesigns.com": 2,
      "electriceye.io": 2,
      "1digitalagency.com": 2,
      "barrelny.com": 2,
    },
  },
  {
    query: "facebook ads agency for ecommerce",
    relevant: {
      "commonthreadco.com": 3,
      "powerdigitalmarketing.com": 2,
      "tinuiti.com": 2,
      "logicalposition.com": 2,
      "singlegrain.com": 1,
    },
  },
  {
    query: "klaviyo agency",
    relevant: {
      "flowium.com": 3,
      "stickydigital.io": 3,
      "essenceofemail.com": 3,
      "1digitalagency.com": 1,
      "swankyagency.com": 1,
      "blendcommerce.com": 1,
    },
  },
  {
    query: "conversion rate optimization agency",
    relevant: {
      "thegood.com": 3,
      "splitbase.com": 3,
      "speero.com": 3,
      "blendcommerce.com": 3,
      "swankyagency.com": 1,
      "avexdesigns.com": 1,
      "barrelny.com": 1,
      "powerdigitalmarketing.com": 1,
    },
  },
  {
    query: "seo agency for an online store",
    relevant: {
      "gofishdigital.com": 3,
      "siegemedia.com": 2,
      "victorious.com": 2,
      "singlegrain.com": 2,
      "powerdigitalmarketing.com": 1,
      "logicalposition.com": 1,
      "eastsideco.com": 1,
      "1digitalagency.com": 1,
    },
  },
  {
    query: "branding agency for packaging design",
    relevant: {
      "jkrglobal.com": 3,
      "redantler.com": 2,
      "pentagram.com": 2,
      "koto.studio": 2,
      "99designs.com": 1,
    },
  },
  {
    query: "freelance shopify developer",
    relevant: {
      "storetasker.com": 3,
      "heycarson.com": 3,
      "toptal.com": 2,
      "upwork.com": 2,
      "fiverr.com": 1,
      "contra.com": 1,
    },
  },
  {
    query: "woocommerce developer",
    relevant: { "codeable.io": 3, "upwork.com": 1, "toptal.com": 1 },
  },
  {
    query: "virtual assistant to answer customer emails",
    relevant: {
      "timeetc.com": 3,
      "belaysolutions.com": 3,
      "boldly.com": 3,
      "onlinejobs.ph": 2,
      "upwork.com": 1,
    },
  },
  {
    query: "fractional cfo",
    relevant: {
      "graphitefinancial.com": 3,
      "paro.ai": 3,
      "toptal.com": 1,
      "gocatalant.com": 1,
      "bolster.com": 1,
    },
  },
  {
    query: "bookkeeping for an amazon seller",
    relevant: {
      "a2xaccounting.com": 3,
      "quickbooks.intuit.com": 2,
      "xero.com": 2,
      "synder.com": 2,
      "graphitefinancial.com": 2,
      "paro.ai": 1,
    },
  },
  {
    query: "sales tax compliance",
    relevant: { "avalara.com": 3, "taxjar.com": 3, "vertexinc.com": 3, "quaderno.io": 2 },
  },
  {
    query: "vat compliance for a european store",
    relevant: { "vertexinc.com": 3, "quaderno.io": 3, "avalara.com": 2, "taxjar.com": 1 },
  },
  {
    query: "multi-touch attribution for a DTC brand",
    relevant: {
      "triplewhale.com": 3,
      "northbeam.io": 3,
      "polaranalytics.com": 2,
      "getelevar.com": 1,
      "marketingplatform.google.com": 1,
    },
  },
  {
    query: "free analytics tool",
    relevant: {
      "marketingplatform.google.com": 3,
      "mixpanel.com": 2,
      "triplewhale.com": 2,
      "lifetimely.io": 2,
      "hotjar.com": 1,
    },
  },
  {
    query: "heatmaps and session recordings",
    relevant: { "hotjar.com": 3, "vwo.com": 3, "mixpanel.com": 1 },
  },
  {
    query: "a/b testing tool for landing pages",
    relevant: {
      "vwo.com": 3,
      "optimizely.com": 3,
      "getshogun.com": 2,
      "replo.app": 2,
      "gempages.net": 2,
      "intelligems.io": 2,
      "pagefly.io": 1,
    },
  },
  {
    query: "page builder for shopify",
    relevant: {
      "getshogun.com": 3,
      "gempages.net": 3,
      "pagefly.io": 3,
      "replo.app": 3,
      "zipify.com": 1,
    },
  },
  {
    query: "post-purchase upsell",
    relevant: { "zipify.com": 3, "rebuyengine.com": 3, "limespot.com": 2, "nosto.com": 1 },
  },
  {
    query: "product recommendations and personalization",
    relevant: {
      "rebuyengine.com": 3,
      "limespot.com": 3,
      "nosto.com": 3,
      "dynamicyield.com": 3,
      "klevu.com": 1,
      "algolia.com": 1,
      "constructor.com": 1,
      "bloomreach.com": 1,
    },
  },
  {
    query: "site search for a large catalog",
    relevant: {
      "algolia.com": 3,
      "klevu.com": 3,
      "searchanise.io": 3,
      "constructor.com": 3,
      "bloomreach.com": 3,
      "boostcommerce.net": 3,
      "nosto.com": 1,
    },
  },
  {
    query: "google shopping feed",
    relevant: {
      "datafeedwatch.com": 3,
      "feedonomics.com": 3,
      "godatafeed.com": 3,
      "channable.com": 3,
      "rithum.com": 2,
      "logicalposition.com": 1,
    },
  },
  {
    query: "sell on amazon and other marketplaces",
    relevant: {
      "rithum.com": 3,
      "feedonomics.com": 3,
      "channable.com": 2,
      "godatafeed.com": 2,
      "linnworks.com": 2,
      "datafeedwatch.com": 1,
      "cin7.com": 1,
    },
  },
  {
    query: "influencer marketing platform",
    relevant: { "grin.co": 3, "aspire.io": 3, "impact.com": 2, "bazaarvoice.com": 1 },
  },
  {
    query: "affiliate program for shopify",
    relevant: {
      "uppromote.com": 3,
      "refersion.com": 3,
      "impact.com": 2,
      "awin.com": 2,
      "referralcandy.com": 1,
      "grin.co": 1,
      "aspire.io": 1,
    },
  },
  {
    query: "translate my store into french",
    relevant: { "weglot.com": 3, "localizejs.com": 3, "smartling.com": 2, "lokalise.com": 2 },
  },
  {
    query: "print on demand",
    relevant: { "printful.com": 3, "printify.com": 3, "gelato.com": 3, "spocket.co": 1, "dsers.com": 1 },
  },
  {
    query: "dropshipping suppliers",
    relevant: { "spocket.co": 3, "dsers.com": 3, "printify.com": 1, "printful.com": 1 },
  },
  {
    query: "outsourced 3pl fulfillment for a growing brand",
    relevant: { "shipbob.com": 3, "shiphero.com": 2, "shipstation.com": 1 },
  },
  {
    query: "cheap shipping labels",
    relevant: {
      "goshippo.com": 3,
      "shipstation.com": 3,
      "easyship.com": 3,
      "sendcloud.com": 3,
      "easypost.com": 2,
    },
  },
  {
    query: "returns and exchanges portal",
    relevant: {
      "loopreturns.com": 3,
      "returngo.ai": 3,
      "happyreturns.com": 3,
      "getredo.com": 3,
      "corp.narvar.com": 2,
      "sendcloud.com": 1,
      "aftership.com": 1,
    },
  },
  {
    query: "branded order tracking page",
    relevant: { "aftership.com": 3, "corp.narvar.com": 3, "shipstation.com": 1, "getredo.com": 1 },
  },
  {
    query: "chargeback protection",
    relevant: {
      "chargeflow.io": 3,
      "signifyd.com": 3,
      "riskified.com": 3,
      "nofraud.com": 3,
      "forter.com": 3,
    },
  },
  {
    query: "inventory management for multichannel sellers",
    relevant: {
      "cin7.com": 3,
      "linnworks.com": 3,
      "brightpearl.com": 3,
      "inventory-planner.com": 2,
      "katanamrp.com": 2,
      "shiphero.com": 1,
    },
  },
  {
    query: "demand forecasting",
    relevant: { "inventory-planner.com": 3, "cin7.com": 1, "katanamrp.com": 1 },
  },
  {
    query: "free live chat widget",
    relevant: {
      "tidio.com": 3,
      "crisp.chat": 3,
      "livechat.com": 1,
      "intercom.com": 1,
      "freshworks.com": 1,
    },
  },
  {
    query: "crm for a small sales team",
    relevant: {
      "pipedrive.com": 3,
      "hubspot.com": 3,
      "zoho.com": 3,
      "attio.com": 3,
      "close.com": 2,
    },
  },
  {
    query: "slack alternative",
    relevant: { "microsoft.com": 3, "clickup.com": 1, "front.com": 1 },
    excluded: ["slack.com"],
  },
  {
    query: "project management software",
    relevant: { "asana.com": 3, "monday.com": 3, "clickup.com": 3, "trello.com": 3, "notion.com": 2 },
  },
  {
    query: "zoom vs google meet",
    relevant: { "zoom.com": 3, "meet.google.com": 3, "whereby.com": 1, "webex.com": 1 },
  },
  {
    query: "shopify alternative for enterprise",
    relevant: {
      "salesforce.com": 3,
      "business.adobe.com": 3,
      "bigcommerce.com": 3,
      "woocommerce.com": 1,
    },
    excluded: ["shopify.com"],
  },
  {
    query: "ecommerce platform for a startup",
    relevant: {
      "shopify.com": 3,
      "wix.com": 2,
      "squarespace.com": 2,
      "woocommerce.com": 2,
      "bigcommerce.com": 2,
      "prestashop.com": 1,
    },
  },
  {
    query: "sms marketing for 8-figure brands",
    relevant: {
      "attentive.com": 3,
      "postscript.io": 3,
      "emotive.io": 2,
      "recart.com": 2,
      "klaviyo.com": 2,
      "braze.com": 1,
      "omnisend.com": 1,
      "sendlane.com": 1,
    },
  },
  {
    query: "postscript versus attentive",
    relevant: { "postscript.io": 3, "attentive.com": 3, "recart.com": 1, "emotive.io": 1 },
  },
  {
    query: "payment gateway for europe",
    relevant: { "mollie.com": 3, "adyen.com": 3, "stripe.com": 2, "checkout.com": 2, "paypal.com": 1 },
  },
  {
    query: "stripe alternative",
    relevant: {
      "adyen.com": 3,
      "braintreepayments.com": 3,
      "checkout.com": 3,
      "mollie.com": 3,
      "paypal.com": 2,
      "squareup.com": 2,
    },
    excluded: ["stripe.com"],
  },
  {
    query: "upwork alternatives",
    relevant: {
      "fiverr.com": 3,
      "freelancer.com": 3,
      "peopleperhour.com": 3,
      "guru.com": 3,
      "contra.com": 3,
      "toptal.com": 2,
    },
    excluded: ["upwork.com"],
  },
  {
    query: "something like okendo but cheaper",
    relevant: {
      "judge.me": 3,
      "junip.co": 3,
      "loox.io": 2,
      "stamped.io": 2,
      "yotpo.com": 2,
      "growave.io": 2,
    },
    excluded: ["okendo.io"],
  },
  {
    query: "enterprise customer data platform with email and push",
    relevant: { "braze.com": 3, "iterable.com": 3, "bloomreach.com": 2, "customer.io": 2, "klaviyo.com": 1 },
  },
];
