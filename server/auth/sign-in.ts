import { isAPIError } from "better-auth/api";
import type { SignIn } from "#contracts/validation/auth.ts";
import type { Services } from "../context.ts";
import { AppError } from "../errors.ts";
import { consumeRateLimit } from "./rate-limit.ts";

const tooManyAttempts = (minutes: number) =>
  `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;

/** Signs in with email and password; returns the headers that set the session cookie. */
export async function signIn(services: Services, input: SignIn, request: { headers: Headers; clientIp: string }) {
  const { rateLimits, auth, logger } = services;
  await consumeRateLimit(rateLimits.signInPerIp, request.clientIp, tooManyAttempts);
  await consumeRateLimit(rateLimits.signInPerAccount, input.email, tooManyAttempts);
  try {
    const { headers } = await auth.api.signInEmail({
      body: { email: input.email, password: input.password, rememberMe: true },
      headers: request.headers,
      returnHeaders: true,
    });
    await rateLimits.signInPerAccount.delete(input.email);
    logger.info({ event: "sign_in", result: "success", ip: request.clientIp }, "sign-in");
    return headers;
  } catch (error) {
    logger.info({ event: "sign_in", result: "failure", ip: request.clientIp }, "sign-in");
    if (isAPIError(error) && error.statusCode < 500) {
      // Same message whether or not the account exists.
      throw new AppError("unauthenticated", "Invalid email or password");
    }
    throw error;
  }
}
