import { RateLimiterRes } from "rate-limiter-flexible";
import type { Services } from "../context.ts";
import { sendEmail } from "../mail/send-email.ts";
import type { EmailContent } from "../mail/templates.ts";

/**
 * Emails the owner of an address that someone tried to use it (a sign-up, an email change), a few times an hour
 * at most. Over the limit it sends nothing and says nothing: the answer to the attempt must not differ
 * (docs/decisions/076-no-account-enumeration.md).
 */
export async function tellAddressOwner(
  services: Pick<Services, "db" | "mailer" | "jobs" | "rateLimits">,
  owner: { id: string; email: string },
  template: string,
  content: EmailContent,
) {
  try {
    await services.rateLimits.addressNoticesPerEmail.consume(owner.email);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return;
    throw rejection;
  }
  await sendEmail(services, { to: owner.email, template, content, userId: owner.id });
}
