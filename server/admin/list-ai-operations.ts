import { desc, eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { aiOperations } from "../db/schema/awards.ts";
import { AppError } from "../errors.ts";

const columns = {
  id: aiOperations.id,
  operationType: aiOperations.operationType,
  status: aiOperations.status,
  progressData: aiOperations.progressData,
  errorMessage: aiOperations.errorMessage,
  attempts: aiOperations.attempts,
  createdAt: aiOperations.createdAt,
  startedAt: aiOperations.startedAt,
  finishedAt: aiOperations.finishedAt,
};

type Row = Pick<typeof aiOperations.$inferSelect, keyof typeof columns>;

function present(row: Row) {
  return {
    ...row,
    progressData: row.progressData as Record<string, unknown>,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** The most recent operations, newest first (the AI tools page shows 20). */
export async function listAiOperations(db: Database, limit = 20) {
  const rows = await db
    .select(columns)
    .from(aiOperations)
    .orderBy(desc(aiOperations.createdAt), desc(aiOperations.id))
    .limit(limit);
  return rows.map(present);
}

export async function getAiOperation(db: Database, id: number) {
  const [row] = await db.select(columns).from(aiOperations).where(eq(aiOperations.id, id));
  if (!row) throw new AppError("not_found", "This operation doesn't exist.");
  return present(row);
}
