import { AsyncLocalStorage } from "node:async_hooks";

type MailContext = { demoMailbox: string | null };

// The route bundle and the server bundle each carry a copy of this module (decision 035), so the storage
// lives on globalThis to be one object for both, like the request-context key.
const key = Symbol.for("operatorstack.mail-context");
const globalWithKey = globalThis as typeof globalThis & { [key]?: AsyncLocalStorage<MailContext> };

/**
 * Who an email sent during this request is shown to besides its recipient: in demo mode, the visitor's
 * demo mailbox, so a visitor on a fresh machine can finish a flow (reset a password) without real mail.
 * Set by the action that causes the email, read by `sendEmail` (docs/decisions/057-email.md).
 */
globalWithKey[key] ??= new AsyncLocalStorage<MailContext>();
export const mailContext: AsyncLocalStorage<MailContext> = globalWithKey[key];
