import { desc } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { adminAuditLog } from "../db/schema/admin.ts";

/** The latest admin actions, newest first, for the audit log page. */
export async function listAuditLog(db: Database, limit = 100) {
  const rows = await db
    .select()
    .from(adminAuditLog)
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    actorEmail: row.actorEmail,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    before: row.before,
    after: row.after,
    createdAt: row.createdAt.toISOString(),
  }));
}
