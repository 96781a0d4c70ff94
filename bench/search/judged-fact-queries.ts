/**
 * The fact-based judged relevance set for discovery search (`npm run bench:search`, issue #16
 * "Search uses facts"), reported apart from the first set (judged-queries.ts).
 *
 * Operator questions whose right answers depend on the FACTS in the catalog files
 * (catalog/companies/*.json): platforms, pricingModel / freePlan / costBand, features (slugs of
 * catalog/features/<category>.json), integrations (listed on one side, counted both ways), kind
 * (software / agency / network), status and successor, plus "build a store", "session replay"
 * and "X vs Y". Judged from those files only, before any ranking change: a company graded 3 has
 * the fact asked for in its catalog entry (and is in the category asked for); 2 = a good answer
 * (the fact nearly, or the category with a neighbouring fact); 1 = related. Same grades, domains
 * and rules as judged-queries.ts (domain = website host without `www.`).
 *
 * Change a judgement only when it is wrong about the catalog, never to make the figures look
 * better, and say why in the commit.
 */
import type { JudgedQuery } from "./judged-queries.ts";

const storePlatforms: JudgedQuery["relevant"] = {
  // The brief's big hosted / self-hosted platforms for a first store (kind software, category
  // ecommerce-platforms, feature hosted or, for WooCommerce, free open source).
  "shopify.com": 3,
  "bigcommerce.com": 3,
  "woocommerce.com": 3,
  "wix.com": 3,
  "squarespace.com": 3,
  // Other hosted (ecommerce-platforms-hosted) small-business platforms.
  "ecwid.com": 2,
  "bigcartel.com": 2,
  "jumpseller.com": 2,
  "ekm.com": 2,
  "shopwired.co.uk": 2,
  "volusion.com": 2,
  "shift4shop.com": 2,
  "tiendanube.com": 2,
  "sellfy.com": 2,
  // Self-hosted open source or enterprise: related.
  "prestashop.com": 1,
  "opencart.com": 1,
  "shopware.com": 1,
  "lightspeedhq.com": 1,
};

const heatmaps: JudgedQuery["relevant"] = {
  // cro-page-builders-heatmaps
  "hotjar.com": 3,
  "clarity.microsoft.com": 3,
  "fullstory.com": 3,
  "luckyorange.com": 3,
  "contentsquare.com": 3,
  "mouseflow.com": 3,
  "vwo.com": 3,
  "instapage.com": 2,
};

export const factQueries: JudgedQuery[] = [
  // ── Platforms ────────────────────────────────────────────────────────────────
  {
    query: "reviews app for BigCommerce",
    relevant: {
      "yotpo.com": 3,
      "judge.me": 3,
      "stamped.io": 3,
      "trustpilot.com": 3,
      "bazaarvoice.com": 3,
      "nosto.com": 2,
      "okendo.io": 1,
      "loox.io": 1,
      "junip.co": 1,
    },
  },
  {
    query: "subscription billing for BigCommerce",
    relevant: {
      "getrecharge.com": 3,
      "boldcommerce.com": 3,
      "ordergroove.com": 3,
      "subscribepro.com": 3,
      "rebillia.com": 3,
      "chargebee.com": 1,
      "recurly.com": 1,
      "skio.com": 1,
    },
  },
  {
    query: "returns software for Magento",
    relevant: {
      "corp.narvar.com": 3,
      "happyreturns.com": 3,
      "returngo.ai": 3,
      "wesupplylabs.com": 3,
      "swap-commerce.com": 3,
      "sendcloud.com": 2,
      "aftership.com": 2,
      "loopreturns.com": 1,
    },
  },
  {
    query: "sms marketing for woocommerce",
    relevant: {
      "klaviyo.com": 3,
      "omnisend.com": 3,
      "sendlane.com": 3,
      "brevo.com": 3,
      "yotpo.com": 3,
      "attentive.com": 1,
      "postscript.io": 1,
      "twilio.com": 1,
    },
  },
  {
    query: "site search for Salesforce Commerce Cloud",
    relevant: {
      "algolia.com": 3,
      "bloomreach.com": 3,
      "constructor.com": 3,
      "nosto.com": 2,
      "klevu.com": 1,
      "searchanise.io": 1,
    },
  },
  {
    query: "live chat for a PrestaShop store",
    relevant: {
      "tidio.com": 3,
      "crisp.chat": 3,
      "smartsupp.com": 3,
      "livechat.com": 1,
      "chatwoot.com": 1,
    },
  },
  {
    query: "shipping software for Squarespace",
    relevant: {
      "shipstation.com": 3,
      "goshippo.com": 3,
      "easyship.com": 3,
      "shipbob.com": 3,
      "sendcloud.com": 1,
      "pirateship.com": 1,
    },
  },
  {
    query: "print on demand for my Wix store",
    relevant: {
      "printful.com": 3,
      "printify.com": 3,
      "gelato.com": 3,
      "dsers.com": 2,
      "spocket.co": 2,
      "autods.com": 2,
      "syncee.com": 2,
      "customcat.com": 1,
      "teelaunch.com": 1,
    },
  },
  {
    query: "loyalty program for Magento",
    relevant: {
      "loyaltylion.com": 3,
      "referralcandy.com": 3,
      "talkable.com": 3,
      "yotpo.com": 3,
      "stamped.io": 3,
      "smile.io": 1,
      "zinrelo.com": 1,
      "annexcloud.com": 1,
    },
  },
  // ── Price ────────────────────────────────────────────────────────────────────
  {
    query: "free email marketing tool",
    relevant: {
      "klaviyo.com": 3,
      "omnisend.com": 3,
      "mailchimp.com": 3,
      "brevo.com": 3,
      "aweber.com": 3,
      "getresponse.com": 3,
      "kit.com": 3,
      "sendpulse.com": 3,
      "seguno.com": 3,
      "e-goi.com": 3,
      "mailmunch.com": 3,
      "embluemail.com": 3,
      "getfirepush.com": 1,
    },
  },
  {
    query: "help desk under $100 a month",
    relevant: {
      "trengo.com": 3,
      "deskpro.com": 3,
      "chatwoot.com": 3,
      "freshworks.com": 3,
      "hubspot.com": 2,
      "tidio.com": 2,
      "crisp.chat": 2,
      "reamaze.com": 1,
      "helpscout.com": 1,
      "groovehq.com": 1,
    },
  },
  {
    query: "free crm",
    relevant: {
      "hubspot.com": 3,
      "zoho.com": 3,
      "attio.com": 3,
      "agilecrm.com": 3,
      "streak.com": 3,
      "bitrix24.com": 3,
      "brevo.com": 2,
      "insightly.com": 1,
      "monday.com": 1,
    },
  },
  {
    query: "subscription app under $100 a month",
    relevant: {
      "cratejoy.com": 3,
      "subbly.co": 3,
      "spur-i-t.com": 3,
      "sealsubscriptions.com": 3,
      "getrecharge.com": 1,
      "loopsubscriptions.com": 1,
      "skio.com": 1,
    },
  },
  {
    query: "free loyalty and rewards app",
    relevant: {
      "smile.io": 3,
      "growave.io": 3,
      "gameball.co": 3,
      "joy.so": 3,
      "uppromote.com": 3,
      "yotpo.com": 3,
      "loyaltylion.com": 1,
      "trybeans.com": 1,
    },
  },
  {
    query: "payment gateway with no monthly fee, just per-transaction pricing",
    relevant: {
      "stripe.com": 3,
      "paypal.com": 3,
      "adyen.com": 3,
      "squareup.com": 3,
      "braintreepayments.com": 3,
      "mollie.com": 3,
      "pay.amazon.com": 3,
      "razorpay.com": 3,
      "helcim.com": 3,
      "gocardless.com": 3,
      "bitpay.com": 3,
      "checkout.com": 1,
      "klarna.com": 1,
    },
  },
  // ── Features ─────────────────────────────────────────────────────────────────
  {
    query: "email tool with predictive analytics",
    relevant: {
      "klaviyo.com": 3,
      "bluecore.com": 3,
      "listrak.com": 3,
      "drip.com": 1,
      "sendlane.com": 1,
      "omnisend.com": 1,
    },
  },
  {
    query: "loyalty program with referrals and VIP tiers",
    relevant: {
      "smile.io": 3,
      "loyaltylion.com": 3,
      "growave.io": 3,
      "gameball.co": 3,
      "lootly.io": 3,
      "zinrelo.com": 3,
      "annexcloud.com": 3,
      "joy.so": 3,
      "antavo.com": 2,
      "openloyalty.io": 2,
      "referralcandy.com": 1,
    },
  },
  {
    query: "product reviews with customer questions and answers",
    relevant: {
      "judge.me": 3,
      "stamped.io": 3,
      "powerreviews.com": 3,
      "ryviu.com": 3,
      "trustspot.io": 3,
      "reevoo.com": 3,
      "emplifi.io": 3,
      "pixlee.com": 2,
      "yotpo.com": 1,
      "okendo.io": 1,
    },
  },
  {
    query: "returns app with instant exchanges",
    relevant: {
      "loopreturns.com": 3,
      "postco.co": 3,
      "refundid.com": 3,
      "returnly.com": 2,
      "returngo.ai": 2,
      "getredo.com": 2,
      "returnprime.com": 2,
      "itsrever.com": 2,
      "corp.narvar.com": 1,
      "happyreturns.com": 1,
    },
  },
  {
    query: "build-a-box subscriptions",
    relevant: {
      "getrecharge.com": 3,
      "boldcommerce.com": 3,
      "loopsubscriptions.com": 3,
      "subbly.co": 3,
      "awtomic.com": 3,
      "recurpay.com": 3,
      "cratejoy.com": 1,
      "skio.com": 1,
    },
  },
  {
    query: "cancellation flow to reduce subscription churn",
    relevant: {
      "getrecharge.com": 3,
      "skio.com": 3,
      "loopsubscriptions.com": 3,
      "ordergroove.com": 3,
      "stay.ai": 3,
      "chargebee.com": 3,
      "prosperstack.com": 3,
      "churnkey.co": 3,
      "juo.io": 3,
      "brightback.com": 2,
    },
  },
  {
    query: "fraud protection with a chargeback guarantee",
    relevant: {
      "signifyd.com": 3,
      "riskified.com": 3,
      "nofraud.com": 3,
      "forter.com": 3,
      "sift.com": 1,
      "seon.io": 1,
      "chargeflow.io": 1,
    },
  },
  {
    query: "visual search for a fashion store",
    relevant: { "syte.ai": 3, "salesfire.co.uk": 3, "algolia.com": 1, "klevu.com": 1, "constructor.com": 1 },
  },
  {
    query: "size and fit recommendations for apparel",
    relevant: { "fitanalytics.com": 3, "truefit.com": 3, "kiwisizing.com": 3, "syte.ai": 1 },
  },
  {
    query: "product quiz app",
    relevant: { "zoovu.com": 3, "octaneai.com": 3, "revenuehunt.com": 3 },
  },
  {
    query: "media mix modelling",
    relevant: {
      "northbeam.io": 3,
      "rockerbox.com": 3,
      "getrecast.com": 3,
      "prescientai.com": 3,
      "measured.com": 3,
      "triplewhale.com": 1,
    },
  },
  {
    query: "inventory software with manufacturing and bills of materials",
    relevant: {
      "katanamrp.com": 3,
      "fishbowlinventory.com": 3,
      "unleashedsoftware.com": 3,
      "odoo.com": 3,
      "cin7.com": 1,
      "inflowinventory.com": 1,
    },
  },
  {
    query: "shipping protection for lost packages",
    relevant: {
      "route.com": 3,
      "getredo.com": 3,
      "helloextend.com": 3,
      "easypost.com": 3,
      "aftership.com": 3,
    },
  },
  {
    query: "box-free returns drop-off",
    relevant: {
      "happyreturns.com": 3,
      "corp.narvar.com": 3,
      "doddle.com": 3,
      "returnbear.com": 3,
      "loopreturns.com": 1,
    },
  },
  {
    query: "helpdesk where agents can edit orders and issue refunds from the ticket",
    relevant: {
      "gorgias.com": 3,
      "richpanel.com": 3,
      "yuma.ai": 3,
      "reamaze.com": 1,
      "gladly.com": 1,
      "kustomer.com": 1,
    },
  },
  // ── Integrations (listed on either side) ────────────────────────────────────
  {
    query: "helpdesk that works with Klaviyo",
    relevant: { "gorgias.com": 3, "richpanel.com": 1, "reamaze.com": 1, "zendesk.com": 1 },
  },
  {
    query: "returns app that integrates with Gorgias",
    relevant: { "loopreturns.com": 3, "twoboxes.com": 1, "returngo.ai": 1, "getredo.com": 1 },
  },
  {
    query: "reviews app that integrates with Klaviyo",
    relevant: {
      "yotpo.com": 3,
      "okendo.io": 3,
      "judge.me": 3,
      "stamped.io": 3,
      "junip.co": 3,
      "loox.io": 1,
      "fera.ai": 1,
    },
  },
  {
    query: "loyalty program that works with Recharge subscriptions",
    relevant: {
      "smile.io": 3,
      "loyaltylion.com": 3,
      "growave.io": 1,
      "yotpo.com": 1,
      "getrecharge.com": 1,
    },
  },
  {
    query: "subscription app with a Klaviyo integration",
    relevant: {
      "getrecharge.com": 3,
      "skio.com": 3,
      "loopsubscriptions.com": 3,
      "stay.ai": 1,
      "ordergroove.com": 1,
    },
  },
  {
    query: "sync my store's sales to Xero",
    relevant: {
      "linkmybooks.com": 3,
      "taxomate.com": 3,
      "bookkeep.com": 3,
      "amaka.com": 3,
      "dext.com": 3,
      "floatapp.com": 3,
      "ramp.com": 2,
      "unleashedsoftware.com": 2,
      "inflowinventory.com": 2,
      "xero.com": 1,
    },
  },
  {
    query: "inventory management that integrates with QuickBooks",
    relevant: {
      "inflowinventory.com": 3,
      "fishbowlinventory.com": 3,
      "finaleinventory.com": 3,
      "unleashedsoftware.com": 3,
      "cin7.com": 2,
      "katanamrp.com": 2,
      "webgility.com": 1,
    },
  },
  {
    query: "AI meeting notes for Zoom calls",
    relevant: {
      "otter.ai": 3,
      "fireflies.ai": 3,
      "fathom.video": 3,
      "tldv.io": 3,
      "grain.com": 3,
      "read.ai": 3,
      "zoom.com": 1,
    },
  },
  {
    query: "post-purchase survey that sends answers to Klaviyo",
    relevant: { "fairing.co": 3, "knocommerce.com": 3 },
  },
  {
    query: "shipment tracking emails through Klaviyo",
    relevant: {
      "aftership.com": 3,
      "gomalomo.com": 3,
      "parcellab.com": 1,
    },
  },
  {
    query: "phone support that integrates with Gorgias",
    relevant: { "aircall.io": 3, "dixa.com": 1, "gladly.com": 1, "talkdesk.com": 1, "channelreply.com": 1 },
  },
  {
    query: "AI agent for Gorgias",
    relevant: { "siena.cx": 3, "yuma.ai": 3, "gorgias.com": 2, "getzowie.com": 1, "ada.cx": 1 },
  },
  {
    query: "answer Amazon buyer messages in Zendesk",
    relevant: { "channelreply.com": 3, "zendesk.com": 1 },
  },
  // ── Kind ─────────────────────────────────────────────────────────────────────
  {
    query: "Shopify development agency",
    relevant: {
      "eastsideco.com": 3,
      "wemakewebsites.com": 3,
      "swankyagency.com": 3,
      "avexdesigns.com": 3,
      "electriceye.io": 3,
      "1digitalagency.com": 3,
      "barrelny.com": 3,
      "halfhelix.com": 3,
      "fuelmade.com": 3,
      "groovecommerce.com": 3,
      "anatta.io": 3,
      "underwaterpistol.com": 3,
      "charleagency.com": 3,
      "vervaunt.com": 3,
      "nebulab.com": 3,
      "aeolidia.com": 3,
      "americaneagle.com": 3,
      "praella.com": 3,
      "webinopoly.com": 3,
      "bvaccel.com": 3,
      "velstar.co.uk": 3,
      "arcticgrey.com": 3,
      "heycarson.com": 1,
      "storetasker.com": 1,
    },
  },
  {
    query: "Magento agency",
    relevant: {
      "blueacornici.com": 3,
      "corra.com": 3,
      "absoluteweb.com": 3,
      "space48.com": 3,
      "vaimo.com": 3,
      "inchoo.net": 3,
      "scandiweb.com": 3,
      "americaneagle.com": 3,
      "classyllama.com": 3,
      "elogic.co": 3,
      "1digitalagency.com": 3,
      "webkul.com": 2,
    },
  },
  {
    query: "BigCommerce agency",
    relevant: {
      "groovecommerce.com": 3,
      "1digitalagency.com": 3,
      "americaneagle.com": 3,
      "classyllama.com": 3,
    },
  },
  {
    query: "hire a Shopify freelancer",
    relevant: {
      "storetasker.com": 3,
      "heycarson.com": 2,
      "taskhusky.com": 2,
      "toptal.com": 1,
      "codementor.io": 1,
      "upwork.com": 1,
    },
  },
  // ── Build a store ────────────────────────────────────────────────────────────
  { query: "build and launch an online store", relevant: storePlatforms },
  { query: "set up my first shop", relevant: storePlatforms },
  { query: "start selling online", relevant: { ...storePlatforms, "gumroad.com": 1 } },
  // ── Behaviour analytics ──────────────────────────────────────────────────────
  { query: "see where visitors click on my product pages", relevant: heatmaps },
  {
    query: "session replay tool",
    relevant: {
      // cro-page-builders-session-recordings (Instapage has heatmaps only)
      "hotjar.com": 3,
      "clarity.microsoft.com": 3,
      "fullstory.com": 3,
      "luckyorange.com": 3,
      "contentsquare.com": 3,
      "mouseflow.com": 3,
      "vwo.com": 3,
      "instapage.com": 1,
    },
  },
  // ── X vs Y ───────────────────────────────────────────────────────────────────
  {
    query: "Yotpo vs Okendo",
    relevant: { "yotpo.com": 3, "okendo.io": 3, "judge.me": 1, "stamped.io": 1, "junip.co": 1 },
  },
  {
    query: "recharge vs skio",
    relevant: { "getrecharge.com": 3, "skio.com": 3, "loopsubscriptions.com": 1, "stay.ai": 1 },
  },
  {
    query: "Hotjar or Microsoft Clarity",
    relevant: {
      "hotjar.com": 3,
      "clarity.microsoft.com": 3,
      "luckyorange.com": 1,
      "mouseflow.com": 1,
      "fullstory.com": 1,
    },
  },
  {
    query: "ShipStation vs Shippo",
    relevant: { "shipstation.com": 3, "goshippo.com": 3, "easyship.com": 1, "pirateship.com": 1 },
  },
  // ── Status: discontinued or acquired products ────────────────────────────────
  {
    query: "alternative to Swell Rewards",
    relevant: {
      // Acquired by Yotpo (its successor); loyalty programs with points and VIP tiers.
      "yotpo.com": 3,
      "smile.io": 2,
      "loyaltylion.com": 2,
      "growave.io": 2,
      "joy.so": 2,
      "lootly.io": 1,
      "rise.ai": 1,
    },
    excluded: ["swellrewards.com"],
  },
  {
    query: "Oberlo replacement",
    relevant: {
      // Discontinued, no successor: dropshipping apps with product import and automated fulfilment.
      "dsers.com": 3,
      "spocket.co": 3,
      "cjdropshipping.com": 3,
      "zendrop.com": 3,
      "autods.com": 3,
      "dropified.com": 3,
      "syncee.com": 2,
      "doba.com": 2,
      "salehoo.com": 2,
      "wholesale2b.com": 2,
      "bigbuy.eu": 2,
      "getcarro.com": 2,
    },
    excluded: ["oberlo.com"],
  },
  {
    query: "what to use now that Google Optimize is gone",
    relevant: {
      // Discontinued, no successor: A/B testing tools.
      "vwo.com": 3,
      "optimizely.com": 3,
      "abtasty.com": 3,
      "kameleoon.com": 3,
      "omniconvert.com": 3,
      "sitespect.com": 3,
      "convertflow.com": 2,
      "intelligems.io": 2,
      "shoplift.ai": 2,
      "neatab.com": 2,
      "unbounce.com": 1,
    },
    excluded: ["optimize.google.com"],
  },
  {
    query: "TradeGecko alternative",
    relevant: {
      // Acquired by QuickBooks (its successor); inventory with B2B / wholesale orders.
      "quickbooks.intuit.com": 3,
      "cin7.com": 3,
      "inflowinventory.com": 3,
      "unleashedsoftware.com": 3,
      "katanamrp.com": 1,
      "linnworks.com": 1,
      "brightpearl.com": 1,
    },
    excluded: ["tradegecko.com"],
  },
  {
    query: "Returnly alternative",
    relevant: {
      // Acquired by Affirm (a BNPL, not a returns app); returns apps with instant exchanges.
      "loopreturns.com": 3,
      "postco.co": 3,
      "refundid.com": 3,
      "returngo.ai": 2,
      "getredo.com": 2,
      "returnprime.com": 2,
      "itsrever.com": 2,
      "affirm.com": 1,
    },
    excluded: ["returnly.com"],
  },
];
