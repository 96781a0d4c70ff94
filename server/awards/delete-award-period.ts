import { eq } from "drizzle-orm";
import { recordAdminAction } from "../admin/audit-log.ts";
import type { SessionUser } from "../auth/session.ts";
import type { Services } from "../context.ts";
import { awardPeriods } from "../db/schema/awards.ts";
import { AppError } from "../errors.ts";

/** Deletes a period from any state, with its winners. */
export async function deleteAwardPeriod(services: Services, admin: SessionUser, id: number) {
  await services.db.transaction(async (tx) => {
    const [before] = await tx.select().from(awardPeriods).where(eq(awardPeriods.id, id)).for("update");
    if (!before) throw new AppError("not_found", "This award period doesn't exist.");
    await tx.delete(awardPeriods).where(eq(awardPeriods.id, id));
    await recordAdminAction(tx, admin, {
      action: "award-period.delete",
      targetType: "award-period",
      targetId: id,
      before: {
        title: before.title,
        periodType: before.periodType,
        month: before.month,
        year: before.year,
        published: before.published,
      },
    });
  });
}
