import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { isUniqueViolation } from "../db/is-unique-violation.ts";
import { replyReports } from "../db/schema/vendors.ts";
import { AppError } from "../errors.ts";
import { isRepresentative } from "./representatives.ts";

type ReportReason = (typeof replyReports.$inferInsert)["reason"];

const notFound = "This reply doesn't exist or is no longer shown.";

/**
 * Files a report of a company's public reply for the moderation queue (docs/decisions/064-reply-reports.md): one
 * open report per user and reply; the company's own representatives cannot report its replies.
 */
export async function reportReply(
  db: Database,
  input: { reviewId: number; userId: string; reason: ReportReason; note: string | undefined },
) {
  const found = await db.execute<{ company_id: number; author_user_id: string | null }>(sql`
    select rr.company_id, rr.author_user_id
    from review_replies rr join reviews r on r.id = rr.review_id
    where rr.review_id = ${input.reviewId} and rr.hidden_at is null and r.status = 'published'`);
  const reply = found.rows[0];
  if (!reply) throw new AppError("not_found", notFound);
  if (reply.author_user_id === input.userId || (await isRepresentative(db, input.userId, reply.company_id))) {
    throw new AppError("forbidden", "You can't report a reply of a company you represent.");
  }
  try {
    const [report] = await db
      .insert(replyReports)
      .values({
        reviewId: input.reviewId,
        reporterUserId: input.userId,
        reason: input.reason,
        note: input.note ?? null,
      })
      .returning({ id: replyReports.id });
    if (!report) throw new Error("reply report insert returned no row");
    return { id: report.id };
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError("conflict", "You have already reported this reply. Our moderators will look at it.");
    }
    throw error;
  }
}
