// Why a review waits for moderation (docs/decisions/017-review-integrity.md, 058, 080): one list, read by the
// schema, the checks, the author's thank-you screen, the moderation queue and the admin dashboard.
export const heldReasons = [
  "unconfirmed-email",
  "conflict-of-interest",
  "new-account-burst",
  "link",
  "phone-number",
  "promo-code",
  "repeated-text",
] as const;
export type HeldReason = (typeof heldReasons)[number];

/** For moderators: a short label, as in the queue and on the dashboard. */
export const heldReasonLabels: Record<HeldReason, string> = {
  "unconfirmed-email": "Address not confirmed",
  "conflict-of-interest": "Works for the company",
  "new-account-burst": "Burst of new accounts",
  link: "Contains a link",
  "phone-number": "Contains a phone number",
  "promo-code": "Promo or discount code",
  "repeated-text": "Same text as another account's review",
};

/** For the author, in plain words: "Your review is waiting for a moderator because …". */
const heldReasonExplanations: Record<HeldReason, string> = {
  "unconfirmed-email": "you have not confirmed your email address yet (follow the link we sent you)",
  "conflict-of-interest": "your email address is at the company's own domain",
  "new-account-burst": "many new accounts reviewed this company in the last hour",
  link: "it contains a link or a web address",
  "phone-number": "it contains a phone number",
  "promo-code": "it mentions a promo or discount code",
  "repeated-text": "its text is the same as, or very close to, a review from another account",
};

export function isHeldReason(value: string): value is HeldReason {
  return (heldReasons as readonly string[]).includes(value);
}

/** What the author of a held review reads: that it waits for a moderator, and every reason why. */
export function heldExplanation(reasons: readonly string[]) {
  const known = reasons.filter(isHeldReason);
  if (known.length === 0) return "Your review is waiting for a moderator before it appears.";
  const parts = known.map((reason) => heldReasonExplanations[reason]);
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join("; ")}; and ${parts.at(-1)}`;
  const release =
    known.length === 1 && known[0] === "unconfirmed-email"
      ? " It appears as soon as you confirm your address (Account Settings sends a new link)."
      : " A moderator reads it and publishes it if it follows our guidelines.";
  return `Your review is waiting for a moderator before it appears, because ${list}.${release}`;
}
