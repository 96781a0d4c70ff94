// What an admin reads of an email (issue #34): everything but the secrets in its links. A reset, confirmation,
// claim, email-change, unsubscribe or invitation link acts for its recipient; an admin never needs one, and the
// demo admin's password is public, so the outbox must not be a second demo mailbox.

/** A link's token: a query value named as one, or any long opaque value. */
const secretInLink = /([?&](?:token|invitation)=)[^\s&"'<>]+|([?&][A-Za-z]+=)([A-Za-z0-9_.%-]{20,})/g;

/** The text with every link secret replaced by "[hidden]". */
export function redactLinkSecrets(text: string) {
  return text.replace(secretInLink, (_match, named: string | undefined, other: string | undefined) =>
    named ? `${named}[hidden]` : `${other}[hidden]`,
  );
}
