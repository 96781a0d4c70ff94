import { createHash, randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { consumeRateLimit } from "../auth/rate-limit.ts";
import type { SessionUser } from "../auth/session.ts";
import { describeRefusedDomain, domainRefusal } from "../catalog/refused-domains.ts";
import type { Services } from "../context.ts";
import { companies } from "../db/schema/catalog.ts";
import { companyClaims } from "../db/schema/vendors.ts";
import { AppError } from "../errors.ts";
import { mailContext } from "../mail/mail-context.ts";
import { sendEmail } from "../mail/send-email.ts";
import { claimConfirmationEmail, claimLinkDays } from "../mail/templates.ts";

export function hashClaimToken(token: string) {
  return createHash("sha256").update(token).digest("hex");
}

/** Whether an address is at the company's domain: exactly (approved at once) or at a subdomain (an admin decides). */
export function claimDomainMatch(email: string, companyDomain: string | null): "exact" | "subdomain" | null {
  if (!companyDomain) return null;
  const domain = email.split("@")[1]?.toLowerCase() ?? "";
  const company = companyDomain.toLowerCase();
  if (domain === company) return "exact";
  if (domain.endsWith(`.${company}`)) return "subdomain";
  return null;
}

/**
 * An address proves a claim only at a domain that stands for one company (decision 079): never at a free-mail
 * provider or an IP literal, and never for a reader-added company whose own domain is free-mail, an IP or a
 * reserved name. A company seeded by us (catalogue or demo data) at a reserved demo domain stays claimable.
 */
function assertDomainsCanProveClaim(
  company: { name: string; domain: string; isCommunitySubmitted: boolean },
  email: string,
) {
  const companyRefusal = company.isCommunitySubmitted ? domainRefusal(company.domain) : null;
  const addressDomain = email.split("@")[1]?.toLowerCase() ?? "";
  const addressRefusal = domainRefusal(addressDomain);
  const [host, refusal] = companyRefusal
    ? [company.domain, companyRefusal]
    : addressRefusal && addressRefusal !== "reserved"
      ? [addressDomain, addressRefusal]
      : [null, null];
  if (!host || !refusal) return;
  const message = `${describeRefusedDomain(host, refusal)}, so it cannot prove that you represent ${company.name}.`;
  throw new AppError("validation_failed", message, { fields: { email: message } });
}

const tooMany = (minutes: number) =>
  `You started several claims already. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;

/**
 * Starts a claim (docs/decisions/059-vendors.md): the signed-in user names an address at the company's domain and
 * we send a one-time link to it; following the link proves they read that mailbox. A second claim by the same
 * user for the same company replaces the first while it is unconfirmed.
 */
export async function claimCompany(
  services: Services,
  user: SessionUser,
  companyId: number,
  email: string,
  demoMailbox: string | null,
) {
  const [company] = await services.db
    .select({
      id: companies.id,
      name: companies.name,
      domain: companies.domain,
      listingStatus: companies.listingStatus,
      isCommunitySubmitted: companies.isCommunitySubmitted,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company || company.listingStatus === "rejected")
    throw new AppError("not_found", "The company you're looking for doesn't exist.");
  if (!company.domain) {
    throw new AppError("conflict", `${company.name} has no website on OperatorStack yet, so it cannot be claimed.`);
  }
  assertDomainsCanProveClaim({ ...company, domain: company.domain }, email);
  if (!claimDomainMatch(email, company.domain)) {
    throw new AppError("validation_failed", `Use an address at ${company.domain}, the website of ${company.name}.`, {
      fields: { email: `Use an address at ${company.domain}` },
    });
  }
  await consumeRateLimit(services.rateLimits.claimsPerUser, user.id, tooMany);
  const [existing] = await services.db
    .select({ status: companyClaims.status })
    .from(companyClaims)
    .where(and(eq(companyClaims.companyId, companyId), eq(companyClaims.userId, user.id)));
  if (existing?.status === "approved") throw new AppError("conflict", `You already represent ${company.name}.`);
  if (existing?.status === "awaiting-approval")
    throw new AppError("conflict", `Your claim of ${company.name} is waiting for our team.`);
  if (existing?.status === "revoked" || existing?.status === "rejected")
    throw new AppError("conflict", `Our team ended your claim of ${company.name}. Write to us if that was a mistake.`);

  const token = randomBytes(24).toString("base64url");
  await services.db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into company_claims (company_id, user_id, claim_email, status, token_hash, token_expires_at)
      values (${companyId}, ${user.id}, ${email}, 'awaiting-email', ${hashClaimToken(token)},
        now() + make_interval(days => ${claimLinkDays}))
      on conflict (company_id, user_id) do update set claim_email = excluded.claim_email,
        token_hash = excluded.token_hash, token_expires_at = excluded.token_expires_at, created_at = now()`);
    await mailContext.run({ demoMailbox }, () =>
      sendEmail(
        services,
        {
          to: email,
          template: "claim-confirmation",
          content: claimConfirmationEmail(services.mailer, {
            firstName: user.firstName,
            companyName: company.name,
            token,
          }),
          userId: user.id,
        },
        tx,
      ),
    );
  });
  return { companyName: company.name, email };
}
