import { hashPassword } from "better-auth/crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { brandSizes } from "#contracts/brand-sizes.ts";
import {
  demoAdminEmail,
  demoPassword,
  demoUserEmails,
  demoVendorDomain,
  demoVendorName,
} from "#contracts/demo-accounts.ts";
import { formatCount } from "#contracts/plural.ts";
import type { VoteValue } from "#contracts/review-details.ts";
import { seedDemoAwards } from "../../awards/seed-awards.ts";
import { goodForFlagsOf } from "../../reviews/review-display.ts";
import type { Database } from "../client.ts";
import { accounts, userRoles, users } from "../schema/auth.ts";
import { companies } from "../schema/catalog.ts";
import { reviews, reviewVotes } from "../schema/reviews.ts";
import { readCatalog } from "./catalog-files.ts";
import { generateSampleReviewers, generateSampleReviews } from "./sample-reviews.ts";
import { chunk, companyIdsBySeedIndex } from "./seed-catalog.ts";
import { type SeedProgress, silentSeedProgress } from "./seed-progress.ts";

const sampleSeed = 20_261_122;
const reviewerCount = 160;

// The documented demo users stand in for the first sample reviewers, so their My Reviews pages have content.
const documentedUsers = [
  { email: demoUserEmails[0], firstName: "Maya", lastName: "Okafor" },
  { email: demoUserEmails[1], firstName: "Leo", lastName: "Martins" },
  { email: demoUserEmails[2], firstName: "Priya", lastName: "Raman" },
];

/**
 * Demo mode: documented accounts (one admin, several users) and several
 * thousand reproducible sample reviews written by demo accounts over the past
 * 18 months. Everything is flagged `is_sample`; `npm run db:clear-demo` removes it.
 */
export async function seedDemo(db: Database, now = new Date(), progress: SeedProgress = silentSeedProgress) {
  const existing = await db.select({ id: users.id }).from(users).where(eq(users.email, demoAdminEmail)).limit(1);
  if (existing.length > 0) return { users: 0, reviews: 0, votes: 0 };
  const composing = "Composing demo data";
  progress.start(composing, `${formatCount(reviewerCount + 1)} accounts and their sample reviews`);

  const passwordHash = await hashPassword(demoPassword);
  const reviewers = generateSampleReviewers(reviewerCount, sampleSeed).map((reviewer, index) => {
    const documented = documentedUsers[index];
    return documented ? { ...reviewer, ...documented } : reviewer;
  });
  const people = [
    { email: demoAdminEmail, firstName: "Alex", lastName: "Admin" },
    ...reviewers.map((reviewer) => ({
      email: reviewer.email,
      firstName: reviewer.firstName,
      lastName: reviewer.lastName,
    })),
  ];
  const userRows = people.map((person) => ({
    id: crypto.randomUUID(),
    name: `${person.firstName} ${person.lastName}`,
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    emailVerified: true,
    isSample: true,
  }));
  const companyIds = await companyIdsBySeedIndex(db);
  const samples = generateSampleReviews({ companies: readCatalog().companies, reviewers, now, seed: sampleSeed });
  progress.finish(composing);
  const writing = "Writing demo reviews";

  const result = await db.transaction(async (tx) => {
    for (const batch of chunk(userRows, 200)) await tx.insert(users).values(batch);
    for (const batch of chunk(userRows, 200)) {
      await tx.insert(accounts).values(
        batch.map((user) => ({
          id: crypto.randomUUID(),
          accountId: user.id,
          providerId: "credential",
          userId: user.id,
          password: passwordHash,
        })),
      );
    }
    const admin = userRows[0];
    if (admin) await tx.insert(userRoles).values({ userId: admin.id, role: "admin" });

    const reviewerUserIds = userRows.slice(1).map((user) => user.id);
    const reviewRows = samples.flatMap((sample) => {
      const companyId = companyIds[sample.companyIndex];
      const userId = reviewerUserIds[sample.reviewerIndex];
      const reviewer = reviewers[sample.reviewerIndex];
      if (companyId === undefined || userId === undefined || !reviewer) return [];
      return [
        {
          companyId,
          userId,
          rating: sample.rating,
          title: sample.title,
          content: sample.content,
          reviewerFirstName: reviewer.firstName,
          reviewerSurname: reviewer.lastName,
          roleInCompany: sample.roleInCompany,
          businessWebsite: sample.businessWebsite,
          categories: [...sample.categories],
          ...goodForFlagsOf(brandSizes.filter((size) => sample.goodFor[size])),
          ratingEaseOfUse: sample.ratingEaseOfUse,
          ratingSupport: sample.ratingSupport,
          ratingValue: sample.ratingValue,
          ratingFeatures: sample.ratingFeatures,
          pros: sample.pros,
          cons: sample.cons,
          reviewerBrandSize: sample.reviewerBrandSize,
          reviewerRole: sample.reviewerRole,
          reviewerPlatform: sample.reviewerPlatform,
          isSample: true,
          status: "published" as const,
          helpfulCount: sample.helpfulVoterIndexes.length,
          notHelpfulCount: sample.notHelpfulVoterIndexes.length,
          createdAt: sample.createdAt,
          updatedAt: sample.createdAt,
          voters: sample,
        },
      ];
    });

    let votes = 0;
    let written = 0;
    progress.start(
      writing,
      `${formatCount(userRows.length)} accounts, ${formatCount(reviewRows.length)} reviews with their votes`,
    );
    for (const batch of chunk(reviewRows, 400)) {
      const inserted = await tx
        .insert(reviews)
        .values(batch.map(({ voters: _voters, ...row }) => row))
        .returning({ id: reviews.id });
      const voteRows = batch.flatMap((row, index) => {
        const reviewId = inserted[index]?.id;
        if (reviewId === undefined) return [];
        const toVote = (voterIndex: number, value: VoteValue) => {
          const userId = reviewerUserIds[voterIndex];
          return userId ? [{ reviewId, userId, value, createdAt: row.createdAt }] : [];
        };
        return [
          ...row.voters.helpfulVoterIndexes.flatMap((voter) => toVote(voter, "helpful")),
          ...row.voters.notHelpfulVoterIndexes.flatMap((voter) => toVote(voter, "not_helpful")),
        ];
      });
      for (const voteBatch of chunk(voteRows, 1000)) await tx.insert(reviewVotes).values(voteBatch);
      votes += voteRows.length;
      written += batch.length;
      progress.advance(writing, written, reviewRows.length);
    }
    // Demo sponsorships, as if an admin had flagged them: they show under Sponsored Recommendations.
    await tx
      .update(companies)
      .set({ isSponsored: true })
      .where(inArray(companies.domain, [...demoSponsoredDomains]));
    await tx.insert(companies).values(demoVendorCompany);
    return { users: userRows.length, reviews: reviewRows.length, votes };
  });
  progress.finish(writing);
  // Demo awards are computed from those reviews by the published method.
  await seedDemoAwards(db, now, progress);
  return result;
}

/**
 * The demo's fictitious vendor (decision 074): its domain is reserved, so the claim link for an address there is
 * shown in the demo mailbox of the browser that asked for it, and no real company can be claimed that way.
 */
const demoVendorCompany = {
  name: demoVendorName,
  slug: "demo-store-tools",
  domain: demoVendorDomain,
  websiteUrl: `https://${demoVendorDomain}`,
  description:
    `A fictitious company of this demo, not a real product. Claim it with an address at ${demoVendorDomain} ` +
    "(any name before the @) to try the vendor side: the claim link arrives in your demo mailbox.",
};

/** Companies the demo shows as sponsored; `db:clear-demo` removes the flag again. */
export const demoSponsoredDomains = ["omnisend.com", "gorgias.com", "judge.me", "shipbob.com", "weglot.com"] as const;

/** Removes sample reviews (with their votes), the demo accounts (with their sessions and roles) and the demo vendor. */
export async function clearDemo(db: Database) {
  return db.transaction(async (tx) => {
    const removedReviews = await tx.delete(reviews).where(eq(reviews.isSample, true)).returning({ id: reviews.id });
    // Demo award periods were computed from the sample reviews: they go with them.
    await tx.execute(sql`delete from award_periods where snapshot->>'demo' = 'true'`);
    const demoUsers = await tx.select({ id: users.id }).from(users).where(eq(users.isSample, true));
    const ids = demoUsers.map((user) => user.id);
    for (const batch of chunk(ids, 500))
      await tx.delete(users).where(and(inArray(users.id, batch), eq(users.isSample, true)));
    await tx
      .update(companies)
      .set({ isSponsored: false })
      .where(inArray(companies.domain, [...demoSponsoredDomains]));
    await tx.delete(companies).where(eq(companies.domain, demoVendorDomain));
    return { reviews: removedReviews.length, users: ids.length };
  });
}
