import { isAPIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import { type RateLimiterDrizzle, RateLimiterRes } from "rate-limiter-flexible";
import { countOf } from "#contracts/plural.ts";
import type { SignIn } from "#contracts/validation/auth.ts";
import type { Services } from "../context.ts";
import { users } from "../db/schema/auth.ts";
import { AppError } from "../errors.ts";
import { recordDemoMailboxProof } from "../mail/record-demo-mailbox-proof.ts";
import { sendEmail } from "../mail/send-email.ts";
import { signInFailuresEmail } from "../mail/templates.ts";
import { readCookieHeader } from "../web/request-cookies.ts";
import { consumeRateLimit } from "./rate-limit.ts";

// docs/decisions/054-sign-in-throttling.md: the figures and why.
const failuresBeforeDelay = 10;
const longestDelaySeconds = 30;
/** Failed sign-ins on one account within the hour after which its owner is told (by email, issue #17). */
export const failuresBeforeOwnerNotice = 25;

const tooManyAttempts = (minutes: number) =>
  `Too many sign-in attempts. Please try again in ${countOf(minutes, "minute")}.`;
const slowedDown = (seconds: number) =>
  `This account has had many failed sign-ins. Please try again in ${countOf(seconds, "second")}.`;

type SignInRequest = { headers: Headers; clientIp: string };

/**
 * Signs in with email and password; returns the headers that set the session cookie (and remember this
 * browser for the account). Throttled by address, by address and account (a hard stop for one attacker on
 * one account) and by account (a short, growing delay for clients the account has never signed in from):
 * nobody can lock an owner out, and a browser the owner used before is never slowed by others' failures.
 */
export async function signIn(services: Services, input: SignIn, request: SignInRequest) {
  const { rateLimits, auth, logger, knownDevices } = services;
  const cookieHeader = readCookieHeader(request.headers);
  const addressAndAccount = `${request.clientIp}|${input.email}`;
  await consumeRateLimit(rateLimits.signInPerIp, request.clientIp, tooManyAttempts);
  await refuseWhileBlocked(rateLimits.signInFailuresPerIpAndAccount, addressAndAccount, (seconds) =>
    tooManyAttempts(Math.ceil(seconds / 60)),
  );
  if (!(await knownDevices.isKnown(cookieHeader, input.email))) {
    await refuseWhileBlocked(rateLimits.signInDelayPerAccount, input.email, slowedDown);
  }
  try {
    const { headers, response } = await auth.api.signInEmail({
      body: { email: input.email, password: input.password, rememberMe: true },
      headers: request.headers,
      returnHeaders: true,
    });
    await rateLimits.signInFailuresPerIpAndAccount.delete(addressAndAccount);
    headers.append("Set-Cookie", await knownDevices.cookieAfterSignIn(cookieHeader, response.user.id));
    await recordDemoMailboxProof(services, headers, input.email);
    logger.info({ event: "sign_in", result: "success", ip: request.clientIp }, "sign-in");
    return headers;
  } catch (error) {
    logger.info({ event: "sign_in", result: "failure", ip: request.clientIp }, "sign-in");
    if (isAPIError(error) && error.statusCode < 500) {
      await recordFailure(services, input.email, addressAndAccount);
      // Same message whether or not the account exists.
      throw new AppError("unauthenticated", "Invalid email or password");
    }
    throw error;
  }
}

/** Emails the account's owner (if the address has an account) that its sign-ins are failing; once per hour. */
async function tellOwner(services: Services, email: string, failures: number) {
  const [owner] = await services.db
    .select({ id: users.id, firstName: users.firstName })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (!owner) return;
  await sendEmail(services, {
    to: email,
    template: "sign-in-failures",
    content: signInFailuresEmail(services.mailer, { firstName: owner.firstName || "there", failures }),
    userId: owner.id,
  });
}

/** Refuses with 429 while `key` has used up its points (or is blocked), without spending one. */
async function refuseWhileBlocked(limiter: RateLimiterDrizzle, key: string, message: (seconds: number) => string) {
  const state = await limiter.get(key);
  if (!state || state.consumedPoints < limiter.points || state.msBeforeNext <= 0) return;
  const seconds = Math.max(1, Math.ceil(state.msBeforeNext / 1000));
  throw new AppError("rate_limited", message(seconds), { retryAfterSeconds: seconds });
}

async function recordFailure(services: Services, email: string, addressAndAccount: string) {
  const { rateLimits, logger } = services;
  await rateLimits.signInFailuresPerIpAndAccount.consume(addressAndAccount).catch((rejection: unknown) => {
    // Over the limit already: the next attempt from this address is refused before checking a password.
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
  });
  const { consumedPoints: failures } = await rateLimits.signInFailuresPerAccount.consume(email);
  if (failures > failuresBeforeDelay) {
    const seconds = Math.min(longestDelaySeconds, 2 ** (failures - failuresBeforeDelay - 1));
    await rateLimits.signInDelayPerAccount.block(email, seconds);
  }
  if (failures === failuresBeforeOwnerNotice) {
    logger.warn({ event: "sign_in_failures_threshold", failures }, "many failed sign-ins on one account");
    await tellOwner(services, email, failures);
  }
}
