import { sql } from "drizzle-orm";
import type { Database } from "../client.ts";
import { expertReviews } from "../schema/awards.ts";

/**
 * The editorial expert reviews the site starts with, written for OperatorStack by
 * its editorial team from public product information (not from paid placements).
 * Idempotent: an existing slug is left as an admin may have edited it.
 */
export const seedExpertReviews = [
  {
    slug: "postscript",
    title: "Postscript review: SMS built for Shopify brands",
    subtitle: "How the SMS platform fits a Shopify store's retention stack",
    companyDomain: "postscript.io",
    rating: "4.5",
    author: "OperatorStack editorial team",
    content: [
      "Postscript is an SMS marketing platform made for Shopify and Shopify Plus stores. It covers the core jobs of text marketing: growing a list of subscribers who opted in, sending campaigns, and running automated flows such as welcome series and abandoned-cart reminders.",
      "Its strength is focus. Because it works only with Shopify, order and customer data flow in without custom work, and segments can be built from what shoppers bought. Two-way messaging lets a brand answer replies from the same place it sends campaigns.",
      "The trade-offs follow from the same focus: brands on other platforms cannot use it, and teams that want one tool for email and SMS will pair it with an email platform. Costs grow with message volume, so it pays to model sending frequency before committing.",
      "Who it suits: Shopify brands that treat SMS as a channel of its own and want depth there. Read the operator reviews on its company page for how support and deliverability hold up in practice.",
    ].join("\n"),
  },
  {
    slug: "fulfil",
    title: "Fulfil review: an ERP for high-volume Shopify brands",
    subtitle: "Inventory, orders and accounting in one system, and what that takes",
    companyDomain: null,
    rating: "4.0",
    author: "OperatorStack editorial team",
    content: [
      "Fulfil is a cloud ERP aimed at direct-to-consumer and wholesale brands, commonly used alongside Shopify. It brings inventory, purchasing, order management, warehouse operations and accounting into one system.",
      "The appeal is a single source of truth: stock levels, purchase orders and sales channels stay in sync, which matters once a brand sells through several channels and warehouses.",
      "An ERP is a project, not an app install. Expect an implementation period, data migration and changes to how the operations team works. Smaller brands are often better served by lighter inventory tools until complexity demands more.",
      "Who it suits: brands whose spreadsheets and point tools no longer keep inventory and finance in step. Fulfil is not yet listed in our catalog; operators who have used it can add it and write a review.",
    ].join("\n"),
  },
  {
    slug: "startup-brand",
    title: "The startup brand stack: what to use before product-market fit",
    subtitle: "Keep costs low and tools few while you find your customers",
    companyDomain: null,
    rating: "4.0",
    author: "OperatorStack editorial team",
    content: [
      "A new brand's stack should be small. Every tool adds a monthly cost and a setup job, and early on the bottleneck is learning what customers want, not automating what you already know.",
      "Start with a hosted store platform, a payment provider, an email tool with a free tier for capturing subscribers, and a reviews app so early buyers can vouch for you. Free or freemium plans cover most of this.",
      "Add tools when a problem repeats: a helpdesk when support email becomes hard to track, a shipping app when label printing eats hours, analytics beyond the platform's own reports when you start paying for ads.",
      "Our Operator Stacks page shows which tools startups rate best in each category, based on reviews operators marked as good for startups.",
    ].join("\n"),
  },
  {
    slug: "six-figure-brand",
    title: "The six-figure brand stack: from scrappy to repeatable",
    subtitle: "Where to invest once sales are steady",
    companyDomain: null,
    rating: "4.0",
    author: "OperatorStack editorial team",
    content: [
      "At six figures a brand usually has steady demand and a founder who is stretched thin. The right tools now are the ones that give time back and protect margin.",
      "Retention pays first: automated email flows (welcome, abandoned cart, post-purchase) and a way to collect and display reviews. A helpdesk with order data beside each ticket shortens support work.",
      "Watch unit economics: a profit or attribution dashboard shows which channels earn their spend, and a returns portal can turn refunds into exchanges.",
      "Before adding any tool, check operator reviews from brands your size. Our Operator Stacks page filters the best-rated tools by brand size.",
    ].join("\n"),
  },
];

export async function seedExpertReviewsData(db: Database) {
  for (const review of seedExpertReviews) {
    const company = review.companyDomain
      ? (await db.execute<{ id: number }>(sql`select id from companies where domain = ${review.companyDomain}`)).rows[0]
      : undefined;
    await db
      .insert(expertReviews)
      .values({
        slug: review.slug,
        title: review.title,
        subtitle: review.subtitle,
        rating: review.rating,
        content: review.content,
        author: review.author,
        companyId: company?.id ?? null,
        published: true,
      })
      .onConflictDoNothing({ target: expertReviews.slug });
  }
  return seedExpertReviews.length;
}
