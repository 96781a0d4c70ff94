import { createHmac, timingSafeEqual } from "node:crypto";

const notificationKinds = ["reply-to-my-review", "new-review-of-my-company"] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/**
 * One-click unsubscribe links (RFC 8058) that work without signing in: the token names the account and the kind
 * of email and is signed with the server's secret, so nobody can unsubscribe someone else by guessing.
 */
export function createUnsubscribeLinks(secret: string, publicUrl: string) {
  const mac = (userId: string, kind: NotificationKind) =>
    createHmac("sha256", secret).update(`unsubscribe:${userId}:${kind}`).digest("base64url");
  return {
    /** The headers a notification carries: List-Unsubscribe (one click) and its link for the footer. */
    headersFor(userId: string, kind: NotificationKind) {
      const link = `${publicUrl}/unsubscribe?token=${encodeURIComponent(`${kind}.${userId}.${mac(userId, kind)}`)}`;
      return {
        link,
        headers: { "List-Unsubscribe": `<${link}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
      };
    },
    /** The account and kind a token stands for, or null when it is not one of ours. */
    verify(token: string): { userId: string; kind: NotificationKind } | null {
      const match = /^([a-z-]+)\.([\w-]{1,200})\.([\w-]{43})$/.exec(token);
      if (!match) return null;
      const [, kind, userId, given] = match;
      const known = notificationKinds.find((candidate) => candidate === kind);
      if (!known || !userId || !given) return null;
      const expected = Buffer.from(mac(userId, known));
      const actual = Buffer.from(given);
      return expected.length === actual.length && timingSafeEqual(expected, actual) ? { userId, kind: known } : null;
    },
  };
}

export type UnsubscribeLinks = ReturnType<typeof createUnsubscribeLinks>;
