import { createHash, randomBytes } from "node:crypto";

/** The stored form of a one-time token: a SHA-256 hash, so a copy of the database cannot use the link. */
export function hashToken(token: string) {
  return createHash("sha256").update(token).digest("base64url");
}

/** A random token for a link (32 bytes, base64url) and the hash kept in the database. */
export function createOneTimeToken() {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}
