import { isAPIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import { countOf } from "#contracts/plural.ts";
import type { SignUp } from "#contracts/validation/auth.ts";
import type { Services } from "../context.ts";
import { users } from "../db/schema/auth.ts";
import { AppError } from "../errors.ts";
import { demoMailboxFor } from "../mail/demo-mailbox.ts";
import { mailContext } from "../mail/mail-context.ts";
import { recordDemoMailboxProof } from "../mail/record-demo-mailbox-proof.ts";
import { signUpAttemptEmail } from "../mail/templates.ts";
import { assertPasswordAllowed } from "./password-policy.ts";
import { consumeRateLimit } from "./rate-limit.ts";
import { tellAddressOwner } from "./tell-address-owner.ts";

const tooManySignUps = (minutes: number) =>
  `Too many accounts created from your network. Please try again in ${countOf(minutes, "minute")}.`;

const tooManySignUpsForEmail = (minutes: number) =>
  `Too many sign-up attempts for this email address. Please try again in ${countOf(minutes, "minute")}.`;

/** What sign-up answers, whether or not the address had an account (decision 076). */
export const signUpAnswer = "Check your inbox to confirm your address." as const;

/**
 * Creates an account and signs it in; returns the headers that set the session cookie. better-auth sends the
 * address a confirmation link at once (in demo mode to this browser's demo mailbox, whose cookie is added).
 * An address that already has an account gets the same answer with no session (nothing is created or changed),
 * and its owner an email saying someone tried (docs/decisions/076-no-account-enumeration.md).
 */
export async function signUp(services: Services, input: SignUp, request: { headers: Headers; clientIp: string }) {
  const { rateLimits, auth, logger } = services;
  await consumeRateLimit(rateLimits.signUpPerIp, request.clientIp, tooManySignUps);
  await consumeRateLimit(rateLimits.signUpPerEmail, input.email, tooManySignUpsForEmail);
  assertPasswordAllowed(input.password);
  const mailbox = demoMailboxFor(services, request.headers);
  try {
    const { headers } = await mailContext.run({ demoMailbox: mailbox.token }, () =>
      auth.api.signUpEmail({
        body: {
          name: `${input.firstName} ${input.lastName}`,
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          password: input.password,
        },
        headers: request.headers,
        returnHeaders: true,
      }),
    );
    if (mailbox.setCookie) headers.append("Set-Cookie", mailbox.setCookie);
    await recordDemoMailboxProof(services, headers, input.email);
    logger.info({ event: "sign_up", ip: request.clientIp }, "account created");
    return headers;
  } catch (error) {
    if (isAPIError(error) && error.statusCode < 500) {
      const code = typeof error.body?.code === "string" ? error.body.code : "";
      if (code.startsWith("USER_ALREADY_EXISTS")) {
        await tellOwnerOfTakenAddress(services, input.email);
        logger.info({ event: "sign_up", result: "address_taken", ip: request.clientIp }, "sign-up of a taken address");
        return new Headers(mailbox.setCookie ? { "Set-Cookie": mailbox.setCookie } : {});
      }
      throw new AppError("validation_failed", error.body?.message ?? "Please check the form and try again.");
    }
    throw error;
  }
}

async function tellOwnerOfTakenAddress(services: Services, email: string) {
  const [owner] = await services.db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.email, email.toLowerCase()))
    .limit(1);
  if (!owner) return;
  await tellAddressOwner(
    services,
    owner,
    "sign-up-attempt",
    signUpAttemptEmail(services.mailer, { firstName: owner.firstName || "there" }),
  );
}
