import { and, eq } from "drizzle-orm";
import { noteSignedInRequest } from "../cache/surrogate-keys.ts";
import type { Database } from "../db/client.ts";
import { userRoles } from "../db/schema/auth.ts";
import type { Logger } from "../logger.ts";
import type { Auth } from "./auth.ts";

export type SessionUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  isAdmin: boolean;
};

/** A user is admin only if the role row exists; a failed lookup means not admin. */
export async function isAdmin(db: Database, userId: string, logger?: Logger) {
  try {
    const rows = await db
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(and(eq(userRoles.userId, userId), eq(userRoles.role, "admin")))
      .limit(1);
    return rows.length === 1;
  } catch (error) {
    logger?.error({ err: error, userId }, "role lookup failed; treating user as not admin");
    return false;
  }
}

/** Whether a request carries a session cookie at all (no database lookup): anonymous otherwise. */
export function hasSessionCookie(cookieHeader: string | null | undefined) {
  return cookieHeader?.includes("session_token") === true;
}

export async function getSessionUser(
  auth: Auth,
  db: Database,
  headers: Headers,
  logger?: Logger,
): Promise<SessionUser | null> {
  if (!hasSessionCookie(headers.get("cookie"))) return null;
  const session = await auth.api.getSession({ headers });
  if (!session) return null;
  noteSignedInRequest();
  const { user } = session;
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    isAdmin: await isAdmin(db, user.id, logger),
  };
}
