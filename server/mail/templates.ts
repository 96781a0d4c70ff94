// The emails the product sends: plain text plus simple HTML, with the product's name and address at the
// foot and every link absolute from PUBLIC_URL (docs/decisions/057-email.md).

export type EmailContent = { subject: string; text: string; html: string; headers: Record<string, string> };
export type EmailLayout = { publicUrl: string; postalAddress: string | undefined };

/** A paragraph of text, or a link shown as a button in HTML and on its own line in text. */
type Block = string | { link: string; label: string };

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function compose(layout: EmailLayout, subject: string, blocks: Block[]): EmailContent {
  const footer = ["OperatorStack: peer reviews of e-commerce software, agencies and freelancers.", layout.publicUrl];
  if (layout.postalAddress) footer.push(layout.postalAddress);
  const text = [
    ...blocks.map((block) => (typeof block === "string" ? block : `${block.label}:\n${block.link}`)),
    "—",
    ...footer,
  ].join("\n\n");
  const body = blocks
    .map((block) =>
      typeof block === "string"
        ? `<p style="margin:0 0 16px">${escapeHtml(block)}</p>`
        : `<p style="margin:0 0 16px"><a href="${escapeHtml(block.link)}" style="display:inline-block;padding:10px 16px;background:#1d4ed8;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(block.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#475569">Or open this address: ${escapeHtml(block.link)}</p>`,
    )
    .join("");
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="margin:0;padding:24px;background:#f8fafc;font-family:system-ui,-apple-system,Segoe UI,sans-serif;color:#0f172a;line-height:1.5"><div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:8px;padding:24px"><p style="margin:0 0 16px;font-weight:800;font-size:18px">OperatorStack</p>${body}<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0"><p style="margin:0;font-size:12px;color:#475569">${footer.map(escapeHtml).join("<br>")}</p></div></body></html>`;
  return { subject, text, html, headers: {} };
}

export const passwordResetLinkMinutes = 60;

/** A one-time link to choose a new password (it works once, for an hour). */
export function passwordResetEmail(layout: EmailLayout, input: { firstName: string; token: string }): EmailContent {
  const link = `${layout.publicUrl}/reset-password?token=${encodeURIComponent(input.token)}`;
  return compose(layout, "Reset your OperatorStack password", [
    `Hi ${input.firstName},`,
    "Someone, hopefully you, asked to reset the password of your OperatorStack account. Choose a new password with this link. It works once, within the next hour.",
    { link, label: "Choose a new password" },
    "If you did not ask for this, ignore this email: your password stays as it is.",
  ]);
}

/** Tells an owner that many sign-ins failed on their account, and that a reset is always open to them. */
export function signInFailuresEmail(layout: EmailLayout, input: { firstName: string; failures: number }): EmailContent {
  return compose(layout, "Many failed sign-ins on your OperatorStack account", [
    `Hi ${input.firstName},`,
    `In the last hour, ${input.failures} attempts to sign in to your OperatorStack account used a wrong password. If that was not you, someone may be guessing it.`,
    "Your account is not locked: you can still sign in from a browser you used before, and others are slowed down. If you are unsure of your password, choose a new one:",
    { link: `${layout.publicUrl}/forgot-password`, label: "Reset your password" },
    "If it was you, there is nothing to do.",
  ]);
}

export const emailConfirmationDays = 3;

/** A link that confirms the account's address (at sign-up, and for a new address). */
export function emailConfirmationEmail(layout: EmailLayout, input: { firstName: string; token: string }): EmailContent {
  const link = `${layout.publicUrl}/confirm-email?token=${encodeURIComponent(input.token)}`;
  return compose(layout, "Confirm your email address for OperatorStack", [
    `Hi ${input.firstName},`,
    `Please confirm that this address is yours. Reviews from confirmed addresses carry the "Verified email" mark, and a confirmed address is how you get back into your account. The link works for ${emailConfirmationDays} days.`,
    { link, label: "Confirm my email address" },
    "If you did not create an OperatorStack account, ignore this email: nothing happens without the click.",
  ]);
}

export const claimLinkDays = 3;

/** The link that proves the claimant reads this address at the company's domain. */
export function claimConfirmationEmail(
  layout: EmailLayout,
  input: { firstName: string; companyName: string; token: string },
): EmailContent {
  const link = `${layout.publicUrl}/claims/confirm?token=${encodeURIComponent(input.token)}`;
  return compose(layout, `Confirm that you represent ${input.companyName} on OperatorStack`, [
    `Hi ${input.firstName},`,
    `You asked to represent ${input.companyName} on OperatorStack. Follow this link to show that this address is yours. It works once, within ${claimLinkDays} days.`,
    { link, label: `Confirm my claim of ${input.companyName}` },
    "Representatives can answer reviews publicly. They cannot remove, edit or hide reviews. If you did not ask for this, ignore this email.",
  ]);
}

/** Tells a reviewer that the company answered their review (a notification: it carries List-Unsubscribe). */
export function reviewReplyEmail(
  layout: EmailLayout,
  input: { firstName: string; companyName: string; reviewTitle: string; reviewUrl: string; unsubscribeUrl: string },
  headers: Record<string, string>,
): EmailContent {
  const content = compose(layout, `${input.companyName} replied to your review`, [
    `Hi ${input.firstName},`,
    `${input.companyName} answered your review “${input.reviewTitle}” on OperatorStack.`,
    { link: input.reviewUrl, label: "Read the reply" },
    `You get this email because you wrote the review. Stop emails about replies: ${input.unsubscribeUrl}`,
  ]);
  return { ...content, headers };
}

/** Tells a representative about a new published review of their company (a notification: List-Unsubscribe). */
export function newReviewEmail(
  layout: EmailLayout,
  input: {
    firstName: string;
    companyName: string;
    rating: number;
    reviewTitle: string;
    reviewUrl: string;
    unsubscribeUrl: string;
  },
  headers: Record<string, string>,
): EmailContent {
  const content = compose(layout, `New ${input.rating}-star review of ${input.companyName}`, [
    `Hi ${input.firstName},`,
    `${input.companyName} has a new review on OperatorStack: “${input.reviewTitle}” (${input.rating} out of 5). You can answer it publicly from your vendor dashboard.`,
    { link: input.reviewUrl, label: "Read the review" },
    `You get this email because you represent ${input.companyName}. Stop emails about new reviews: ${input.unsubscribeUrl}`,
  ]);
  return { ...content, headers };
}

/**
 * A representative's daily digest (decision 065): the reviews of their companies published since the last one,
 * grouped by company (a notification: List-Unsubscribe).
 */
export function reviewDigestEmail(
  layout: EmailLayout,
  input: {
    firstName: string;
    companies: { name: string; reviews: { title: string; rating: number; url: string }[] }[];
    /** All the reviews the digest covers; only the first ones are listed when there are very many. */
    totalReviews: number;
    dashboardUrl: string;
    settingsUrl: string;
    unsubscribeUrl: string;
  },
  headers: Record<string, string>,
): EmailContent {
  const total = input.totalReviews;
  const listed = input.companies.reduce((sum, company) => sum + company.reviews.length, 0);
  const names = input.companies.map((company) => company.name).join(", ");
  const blocks: Block[] = [
    `Hi ${input.firstName},`,
    `${total === 1 ? "One new review" : `${total} new reviews`} of ${names} on OperatorStack since your last digest. You can answer them publicly from your vendor dashboard.`,
  ];
  for (const company of input.companies) {
    for (const review of company.reviews) {
      blocks.push({ link: review.url, label: `${company.name}: “${review.title}” (${review.rating} out of 5)` });
    }
  }
  if (listed < total) blocks.push(`And ${total - listed} more: see them all in your vendor dashboard.`);
  blocks.push(
    { link: input.dashboardUrl, label: "Open your vendor dashboard" },
    `You get this daily digest because you represent ${names}. Choose an email per review instead in Account Settings (${input.settingsUrl}), or stop emails about new reviews: ${input.unsubscribeUrl}`,
  );
  const subject = total === 1 ? `1 new review of ${names}` : `${total} new reviews of ${names}`;
  return { ...compose(layout, `Daily digest: ${subject}`, blocks), headers };
}

/**
 * A company's invitation to review it: neutral by construction (the same words for everyone; a representative's
 * note is checked for incentives and steering before it is sent).
 */
/**
 * A company's invitation to review it. The representative's note is plain text (escaped in HTML, never linked:
 * it may not contain a link at all, decision 078) and quoted as theirs, not ours; the recipient can report it.
 */
export function reviewInvitationEmail(
  layout: EmailLayout,
  input: { companyName: string; representativeName: string; note: string; link: string; reportLink: string },
): EmailContent {
  return compose(layout, `${input.companyName} invites you to review them on OperatorStack`, [
    "Hello,",
    `${input.companyName} asked us to invite you to review them on OperatorStack, where people who run e-commerce brands review the tools and agencies they use. Good or bad, an honest review helps other operators choose.`,
    ...(input.note
      ? [
          `${input.representativeName} of ${input.companyName} wrote: “${input.note}”`,
          `(These are their words, not ours. OperatorStack never asks you to sign in or verify an account from an invitation.)`,
        ]
      : []),
    { link: input.link, label: `Review ${input.companyName}` },
    `${input.companyName} cannot see your review before it is published, and cannot edit or remove it. The review is marked "Invited". If you do not want to review them, ignore this email: they cannot invite this address again.`,
    { link: input.reportLink, label: "Report this invitation (unexpected, or not from a company you know)" },
  ]);
}

/** When something happened, in words an email can carry without knowing the reader's time zone. */
function momentOf(at: Date) {
  const iso = at.toISOString();
  return `${iso.slice(0, 10)} at ${iso.slice(11, 16)} UTC`;
}

/** What to do when an account change was not the owner's doing: choose a new password (a reset link path). */
function ifItWasNotYou(layout: EmailLayout): Block[] {
  return [
    "If this was not you, someone may have your password or a signed-in device: choose a new password now. A reset signs out every device.",
    { link: `${layout.publicUrl}/forgot-password`, label: "Reset your password" },
  ];
}

/** Tells the account's address that its password was changed from Account Settings. */
export function passwordChangedEmail(layout: EmailLayout, input: { firstName: string; at: Date }): EmailContent {
  return compose(layout, "Your OperatorStack password was changed", [
    `Hi ${input.firstName},`,
    `The password of your OperatorStack account was changed on ${momentOf(input.at)}. Every other device was signed out.`,
    ...ifItWasNotYou(layout),
    "If it was you, there is nothing to do.",
  ]);
}

/** Tells the account's address that its password was reset with an emailed link. */
export function passwordResetNoticeEmail(layout: EmailLayout, input: { firstName: string; at: Date }): EmailContent {
  return compose(layout, "Your OperatorStack password was reset", [
    `Hi ${input.firstName},`,
    `The password of your OperatorStack account was reset with a link sent to this address on ${momentOf(input.at)}. Every device was signed out, and older reset links no longer work.`,
    ...ifItWasNotYou(layout),
    "If it was you, there is nothing to do.",
  ]);
}

export const emailChangeLinkDays = 3;
export const emailChangeUndoDays = 7;

/** The link, sent to the new address, that makes an email change take effect. */
export function emailChangeConfirmationEmail(
  layout: EmailLayout,
  input: { firstName: string; token: string },
): EmailContent {
  const link = `${layout.publicUrl}/confirm-email-change?token=${encodeURIComponent(input.token)}`;
  return compose(layout, "Confirm your new email address for OperatorStack", [
    `Hi ${input.firstName},`,
    `You asked to move your OperatorStack account to this address. It takes effect when you follow this link, which works once, within ${emailChangeLinkDays} days.`,
    { link, label: "Confirm my new email address" },
    "If you did not ask for this, ignore this email: no account changes without the click.",
  ]);
}

/** Tells the old address, at once, that the account is moving to another one, with a link that undoes it. */
export function emailChangeNoticeEmail(
  layout: EmailLayout,
  input: { firstName: string; newEmail: string; token: string; at: Date },
): EmailContent {
  const link = `${layout.publicUrl}/undo-email-change?token=${encodeURIComponent(input.token)}`;
  return compose(layout, "Your OperatorStack email address is being changed", [
    `Hi ${input.firstName},`,
    `On ${momentOf(input.at)}, someone signed in to your OperatorStack account asked to change its address to ${input.newEmail}. The change takes effect once a link sent to that address is followed.`,
    `If this was not you, undo it with this link within ${emailChangeUndoDays} days: your account goes back to this address and every device is signed out. Then choose a new password.`,
    { link, label: "Undo the change of address" },
    "If it was you, there is nothing to do.",
  ]);
}

/** Tells the owner of an address that someone tried to move another account to it (nothing was changed). */
export function emailChangeAttemptEmail(layout: EmailLayout): EmailContent {
  return compose(layout, "Someone tried to move an OperatorStack account to your address", [
    "Hello,",
    "Someone signed in to another OperatorStack account asked to change its address to this one, which your account already uses. No account was changed, and nothing happens unless you act.",
    "If you have lost access to your account, choose a new password:",
    { link: `${layout.publicUrl}/forgot-password`, label: "Reset your password" },
  ]);
}

/** Tells the owner of an address that someone tried to sign up with it (sign-up answers the same either way). */
export function signUpAttemptEmail(layout: EmailLayout, input: { firstName: string }): EmailContent {
  return compose(layout, "Someone tried to create an OperatorStack account with your address", [
    `Hi ${input.firstName},`,
    "Someone tried to create a new OperatorStack account with this address, which your account already uses. No account was created or changed.",
    "If it was you, sign in instead. If you forgot your password, choose a new one:",
    { link: `${layout.publicUrl}/forgot-password`, label: "Reset your password" },
    "If it was not you, there is nothing to do.",
  ]);
}

/** Templates whose links are one-time secrets: their bodies are not kept once a message left over SMTP. */
export const secretTemplates: ReadonlySet<string> = new Set([
  "password-reset",
  "email-confirmation",
  "claim-confirmation",
  "email-change-confirmation",
  "email-change-notice",
]);
