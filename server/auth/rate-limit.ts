import { RateLimiterDrizzle, RateLimiterRes } from "rate-limiter-flexible";
import type { Database } from "../db/client.ts";
import { rateLimits } from "../db/schema/auth.ts";
import { AppError } from "../errors.ts";

export type RateLimits = ReturnType<typeof createRateLimits>;

/**
 * Limits on the database, so every app process behind a load balancer shares them.
 * Figures are in docs/decisions/006-rate-limits.md.
 */
export function createRateLimits(db: Database) {
  const limiter = (keyPrefix: string, points: number, durationSeconds: number) =>
    new RateLimiterDrizzle({
      storeClient: db,
      schema: rateLimits,
      keyPrefix,
      points,
      duration: durationSeconds,
    });
  return {
    // Sign-in and sign-up figures and their reasons: docs/decisions/054-sign-in-throttling.md.
    signInPerIp: limiter("sign-in-ip", 100, 15 * 60),
    signInFailuresPerIpAndAccount: limiter("sign-in-ip-account", 10, 15 * 60),
    signInFailuresPerAccount: limiter("sign-in-account-failures", 1_000_000, 60 * 60),
    signInDelayPerAccount: limiter("sign-in-account-delay", 1, 1),
    signUpPerIp: limiter("sign-up-ip", 60, 60 * 60),
    signUpPerEmail: limiter("sign-up-email", 5, 60 * 60),
    // Reset links: a few per address an hour, and a few per mailbox, so nobody floods someone's inbox.
    passwordResetPerIp: limiter("password-reset-ip", 20, 60 * 60),
    passwordResetPerEmail: limiter("password-reset-email", 3, 60 * 60),
    confirmationEmailsPerUser: limiter("confirmation-emails-user", 3, 60 * 60),
    // Email changes (decision 075): each asks for the password, so these also bound guesses with a stolen session.
    emailChangesPerUser: limiter("email-changes-user", 5, 60 * 60),
    // "Someone tried to use your address" notices (decision 076): a few an hour per mailbox, then silence.
    addressNoticesPerEmail: limiter("address-notices-email", 3, 60 * 60),
    claimsPerUser: limiter("claims-user", 5, 60 * 60),
    repliesPerUser: limiter("replies-user", 60, 60 * 60),
    votesPerUser: limiter("votes-user", 120, 60 * 60),
    reviewsPerUser: limiter("reviews-user", 10, 24 * 60 * 60),
    reviewsPerIp: limiter("reviews-ip", 30, 24 * 60 * 60),
    companiesPerUser: limiter("companies-user", 10, 24 * 60 * 60),
    polishPerUser: limiter("polish-user", 60, 60 * 60),
    // Each recording is at most a minute: an hour of speech per hour (docs/decisions/055-dictation.md).
    transcriptionsPerUser: limiter("transcriptions-user", 60, 60 * 60),
    uploadsPerUser: limiter("uploads-user", 20, 24 * 60 * 60),
    reportsPerUser: limiter("reports-user", 20, 24 * 60 * 60),
    preferencesPerUser: limiter("preferences-user", 120, 60 * 60),
    searchesPerIp: limiter("searches-ip", 600, 10 * 60),
  };
}

/** Spends one point; throws a 429 AppError with a human message when the limit is reached. */
export async function consumeRateLimit(limiter: RateLimiterDrizzle, key: string, message: (minutes: number) => string) {
  try {
    await limiter.consume(key);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      throw new AppError("rate_limited", message(Math.ceil(seconds / 60)), { retryAfterSeconds: seconds });
    }
    throw rejection;
  }
}
