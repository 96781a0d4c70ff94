import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { accounts, sessions, userRoles, users, verifications } from "../db/schema/auth.ts";
import { reviews, reviewVotes } from "../db/schema/reviews.ts";
import { emailConfirmationDays, passwordResetLinkMinutes } from "../mail/templates.ts";
import type { VideoStorage } from "../storage/video-storage.ts";

export type AuthOptions = {
  db: Database;
  secret: string;
  baseURL: string;
  adminEmails: readonly string[];
  videos: Pick<VideoStorage, "remove">;
  /** Sends the link that confirms an address (at sign-up, on request, and for a changed address). */
  sendEmailConfirmation(input: {
    user: { id: string; email: string; firstName: string };
    token: string;
  }): Promise<void>;
  /** The account confirmed its address: its reviews held for that are published. */
  onEmailConfirmed(userId: string): Promise<void>;
  /** Sends the email with a password-reset token (server/auth/reset-password.ts asks for one). */
  sendPasswordReset(input: { user: { id: string; email: string; firstName: string }; token: string }): Promise<void>;
  /** A password was reset: the account's other reset links and known browsers are forgotten, its owner told. */
  onPasswordReset(user: { id: string; email: string; firstName: string }): Promise<void>;
};

const minPasswordLength = 8;
const maxPasswordLength = 128;

/**
 * better-auth with email + password, database sessions and httpOnly cookies.
 * Its HTTP handler is not mounted: every sign-in path is one of our own actions,
 * which add origin checks and rate limits (docs/decisions/005-authentication.md).
 */
export function createAuth({
  db,
  secret,
  baseURL,
  adminEmails,
  videos,
  sendPasswordReset,
  sendEmailConfirmation,
  onEmailConfirmed,
  onPasswordReset,
}: AuthOptions) {
  return betterAuth({
    appName: "OperatorStack",
    baseURL,
    secret,
    database: drizzleAdapter(db, {
      provider: "pg",
      usePlural: true,
      schema: { users, sessions, accounts, verifications },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength,
      maxPasswordLength,
      autoSignIn: true,
      // Password reset (docs/decisions/057-email.md): a one-time token for an hour, every session ends after it.
      resetPasswordTokenExpiresIn: passwordResetLinkMinutes * 60,
      revokeSessionsOnPasswordReset: true,
      async onPasswordReset({ user }) {
        const firstName = (user as { firstName?: unknown }).firstName;
        await onPasswordReset({
          id: user.id,
          email: user.email,
          firstName: typeof firstName === "string" ? firstName : "",
        });
      },
      async sendResetPassword({ user, token }) {
        const firstName = (user as { firstName?: unknown }).firstName;
        await sendPasswordReset({
          user: { id: user.id, email: user.email, firstName: typeof firstName === "string" ? firstName : "" },
          token,
        });
      },
    },
    // Confirming the address (docs/decisions/057-email.md): a signed link, valid for days, sent at sign-up.
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      async afterEmailVerification(user) {
        await onEmailConfirmed(user.id);
      },
      expiresIn: emailConfirmationDays * 24 * 60 * 60,
      async sendVerificationEmail({ user, token }) {
        const firstName = (user as { firstName?: unknown }).firstName;
        await sendEmailConfirmation({
          user: { id: user.id, email: user.email, firstName: typeof firstName === "string" ? firstName : "" },
          token,
        });
      },
    },
    // One-time tokens (password reset) are stored hashed, so a copy of the database cannot use them.
    verification: { storeIdentifier: "hashed" },
    user: {
      deleteUser: {
        enabled: true,
        // Erasure: the account's reviews are deleted with it (docs/decisions/018-accounts.md).
        async beforeDelete(user) {
          const erased = await db
            .delete(reviews)
            .where(eq(reviews.userId, user.id))
            .returning({ videoStorageKey: reviews.videoStorageKey });
          for (const review of erased) await videos.remove(review.videoStorageKey);
          // The account's votes go too; the reviews they were on get exact counts again.
          const removed = await db
            .delete(reviewVotes)
            .where(eq(reviewVotes.userId, user.id))
            .returning({ reviewId: reviewVotes.reviewId });
          const reviewIds = [...new Set(removed.map((vote) => vote.reviewId))];
          if (reviewIds.length > 0) {
            await db
              .update(reviews)
              .set({
                helpfulCount: sql`(select count(*) from review_votes v where v.review_id = ${sql.identifier("reviews")}.${sql.identifier("id")} and v.value = 'helpful')::int`,
                notHelpfulCount: sql`(select count(*) from review_votes v where v.review_id = ${sql.identifier("reviews")}.${sql.identifier("id")} and v.value = 'not_helpful')::int`,
              })
              .where(inArray(reviews.id, reviewIds));
          }
        },
      },
      additionalFields: {
        firstName: { type: "string", required: true, input: true },
        lastName: { type: "string", required: true, input: true },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    // Failed sign-ins are logged by our own actions (server/auth/sign-in.ts) without the noise.
    logger: { level: "error" },
    advanced: {
      cookiePrefix: "operatorstack",
      useSecureCookies: baseURL.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", path: "/" },
    },
    databaseHooks: {
      user: {
        create: {
          async after(user) {
            if (!adminEmails.includes(user.email.toLowerCase())) return;
            await db.insert(userRoles).values({ userId: user.id, role: "admin" }).onConflictDoNothing();
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** Grants admin to existing accounts listed in ADMIN_EMAILS (accounts created later get it on sign-up). */
export async function grantConfiguredAdmins(db: Database, adminEmails: readonly string[]) {
  if (adminEmails.length === 0) return;
  await db.execute(sql`
    insert into user_roles (user_id, role)
    select id, 'admin' from users where lower(email) in (${sql.join(
      adminEmails.map((email) => sql`${email}`),
      sql`, `,
    )})
    on conflict do nothing`);
}
