import { randomBytes } from "node:crypto";
import { parse } from "csv-parse/sync";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { countOf } from "#contracts/plural.ts";
import { invitationsPerCompanyPerDay, maxInvitationsPerUpload } from "#contracts/validation/vendors.ts";
import type { SessionUser } from "../auth/session.ts";
import type { Services } from "../context.ts";
import { AppError } from "../errors.ts";
import { sendEmail } from "../mail/send-email.ts";
import { reviewInvitationEmail } from "../mail/templates.ts";
import { containsPhoneNumber, linksIn } from "../reviews/content-checks.ts";
import { hashClaimToken } from "./claim-company.ts";
import { isRepresentative } from "./representatives.ts";

const emailSchema = z.email();

/**
 * Words that offer something for a review or steer its sentiment, which the FTC's rule on consumer reviews
 * (16 CFR 465) forbids: an invitation asks for an honest review, nothing more.
 */
const steering = [
  /\b(discount|coupon|voucher|gift|reward|prize|giveaway|raffle|cash|refund|credit|points|incentive)\b/i,
  /\b(5|five)[- ]?stars?\b/i,
  /\b(positive|good|great|glowing|favou?rable|excellent|nice)\s+(review|rating|feedback|words)\b/i,
  /\bonly if\b/i,
];

/** Refuses a note that offers an incentive or asks for a particular rating, naming the rule. */
function assertNeutralNote(note: string) {
  if (steering.some((pattern) => pattern.test(note))) {
    throw new AppError(
      "validation_failed",
      "The note must stay neutral: no rewards or discounts for a review, and no asking for a good or 5-star review (FTC rule on consumer reviews).",
      { fields: { note: "Keep the note neutral: no rewards, no asking for a good rating" } },
    );
  }
}

/**
 * Refuses a note with a link, a web address or an email address (decision 078): it goes out under our name, and
 * email apps turn any of them into a link whatever we send, so "verify your account at …" could not be made
 * harmless by escaping. The company's own domain may be named.
 */
function assertNoLinksInNote(note: string, companyDomain: string | null) {
  if (containsPhoneNumber(note)) {
    throw new AppError(
      "validation_failed",
      "The note cannot contain a phone number: a request to call a number is how phishing emails work. Write it without one.",
      { fields: { note: "No phone numbers" } },
    );
  }
  // Read in lower case: a note is short and is sent under our name, so "Evil-Login.Com" is a domain here.
  const links = linksIn(note.toLowerCase());
  const own = companyDomain?.toLowerCase();
  const found = links.hasUrl
    ? (/\b(?:https?:\/\/|www\.)\S+/i.exec(note)?.[0] ?? "a link")
    : links.domains.find((domain) => domain.replace(/^www\./, "") !== own || note.includes("@"));
  if (found) {
    throw new AppError(
      "validation_failed",
      `The note cannot contain links, web addresses or email addresses (“${found}”): email apps turn them into links. Write it without them.`,
      { fields: { note: "No links, web addresses or email addresses" } },
    );
  }
}

/**
 * The addresses in a pasted list or an uploaded CSV: any cell with an @ in it, the header row allowed. A line
 * that has no valid address is reported, with its number; nothing is sent while any line is wrong.
 */
export function readInvitationList(text: string) {
  let rows: string[][];
  try {
    rows = parse(text, { relax_column_count: true, skip_empty_lines: true, trim: true, delimiter: [",", ";", "\t"] });
  } catch (error) {
    throw new AppError(
      "validation_failed",
      `The list could not be read as CSV: ${error instanceof Error ? error.message : String(error)}`,
      { fields: { emails: "Not a readable CSV file or list" } },
    );
  }
  const emails: string[] = [];
  const invalid: number[] = [];
  rows.forEach((row, index) => {
    const cells = row.filter((cell) => cell.includes("@"));
    if (cells.length === 0) {
      if (index > 0 || !/email|e-mail|mail/i.test(row.join(" "))) invalid.push(index + 1);
      return;
    }
    for (const cell of cells) {
      const email = cell.trim().toLowerCase();
      if (emailSchema.safeParse(email).success) emails.push(email);
      else invalid.push(index + 1);
    }
  });
  if (invalid.length > 0) {
    const lines = invalid.slice(0, 10).join(", ");
    throw new AppError(
      "validation_failed",
      `No valid email address on ${countOf(invalid.length, "line")} (${lines}${invalid.length > 10 ? ", …" : ""}). Nothing was sent: correct the list and send it again.`,
      { fields: { emails: `Invalid address on line ${invalid[0]}` } },
    );
  }
  if (emails.length === 0) {
    throw new AppError("validation_failed", "The list has no email addresses.", {
      fields: { emails: "Add at least one address" },
    });
  }
  if (emails.length > maxInvitationsPerUpload) {
    throw new AppError(
      "validation_failed",
      `At most ${maxInvitationsPerUpload} addresses at a time; this list has ${emails.length}.`,
      { fields: { emails: `At most ${maxInvitationsPerUpload} addresses` } },
    );
  }
  return emails;
}

/**
 * A representative invites customers to review the company: each new address gets one email with a personal,
 * one-time link (an address invited before is skipped: one invitation per address and company). All or nothing:
 * the daily limit and every address are checked before anything is sent, and the invitations and their emails
 * are written in one transaction.
 */
/** When `needed` of the company's invitations of the last 24 hours will have turned a day old (a rolling day). */
async function secondsUntilSlotsFree(db: Services["db"], companyId: number, needed: number) {
  const result = await db.execute<{ seconds: number }>(sql`
    select extract(epoch from (created_at + interval '1 day' - now()))::float8 as seconds from review_invitations
    where company_id = ${companyId} and created_at > now() - interval '1 day'
    order by created_at offset ${needed - 1} limit 1`);
  return Math.max(1, Math.ceil(Number(result.rows[0]?.seconds ?? 3600)));
}

export async function inviteCustomers(
  services: Services,
  user: SessionUser,
  companyId: number,
  input: { emails: string[]; note: string },
) {
  const company = await services.db.execute<{ name: string; domain: string | null }>(
    sql`select name, domain from companies where id = ${companyId} and listing_status = 'listed'`,
  );
  const companyName = company.rows[0]?.name;
  if (!companyName || !(await isRepresentative(services.db, user.id, companyId))) {
    throw new AppError("forbidden", "Only the company's representatives can invite its customers.");
  }
  assertNeutralNote(input.note);
  assertNoLinksInNote(input.note, company.rows[0]?.domain ?? null);
  const representativeName = `${user.firstName} ${user.lastName}`.trim() || "A representative";
  const unique = [...new Set(input.emails)];
  const known = await services.db.execute<{ email: string }>(sql`
    select email from review_invitations where company_id = ${companyId} and email = any(${sql.param(unique)}::text[])`);
  const invitedBefore = new Set(known.rows.map((row) => row.email));
  const fresh = unique.filter((email) => !invitedBefore.has(email));
  const today = await services.db.execute<{ total: number }>(sql`
    select count(*)::int as total from review_invitations
    where company_id = ${companyId} and created_at > now() - interval '1 day'`);
  const sentToday = today.rows[0]?.total ?? 0;
  if (fresh.length > invitationsPerCompanyPerDay) {
    throw new AppError(
      "validation_failed",
      `A company can send ${invitationsPerCompanyPerDay} invitations a day, and this list has ${fresh.length} new addresses: split it. Nothing was sent.`,
      { fields: { emails: `At most ${invitationsPerCompanyPerDay} new addresses at once` } },
    );
  }
  if (sentToday + fresh.length > invitationsPerCompanyPerDay) {
    throw new AppError(
      "rate_limited",
      `A company can send ${invitationsPerCompanyPerDay} invitations a day; ${sentToday} went out in the last 24 hours, so ${Math.max(0, invitationsPerCompanyPerDay - sentToday)} more can go now. Nothing was sent.`,
      {
        retryAfterSeconds: await secondsUntilSlotsFree(
          services.db,
          companyId,
          sentToday + fresh.length - invitationsPerCompanyPerDay,
        ),
      },
    );
  }
  await services.db.transaction(async (tx) => {
    for (const email of fresh) {
      const token = randomBytes(24).toString("base64url");
      await tx.execute(sql`
        insert into review_invitations (company_id, invited_by_user_id, email, token_hash, note)
        values (${companyId}, ${user.id}, ${email}, ${hashClaimToken(token)}, ${input.note || null})`);
      await sendEmail(
        services,
        {
          to: email,
          template: "review-invitation",
          content: reviewInvitationEmail(services.mailer, {
            companyName,
            representativeName,
            note: input.note,
            link: `${services.mailer.publicUrl}/write-review?companyId=${companyId}&invitation=${token}`,
            reportLink: `${services.mailer.publicUrl}/invitations/report?token=${token}`,
          }),
        },
        tx,
      );
    }
  });
  return {
    sent: fresh.length,
    skipped: unique.length - fresh.length,
    duplicates: input.emails.length - unique.length,
  };
}
