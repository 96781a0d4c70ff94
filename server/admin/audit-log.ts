import type { SessionUser } from "../auth/session.ts";
import type { Database } from "../db/client.ts";
import { adminAuditLog } from "../db/schema/admin.ts";

type Runner = Pick<Database, "insert">;

/** Writes one admin action to the audit log (who, what, when, before/after), in the caller's transaction. */
export async function recordAdminAction(
  tx: Runner,
  actor: Pick<SessionUser, "id" | "email">,
  entry: { action: string; targetType: string; targetId: string | number; before?: unknown; after?: unknown },
) {
  await tx.insert(adminAuditLog).values({
    actorUserId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
