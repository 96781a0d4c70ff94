import { eq } from "drizzle-orm";
import { awardDay, monthLabel } from "#contracts/validation/award-period.ts";
import { recordAdminAction } from "../admin/audit-log.ts";
import type { SessionUser } from "../auth/session.ts";
import type { Services } from "../context.ts";
import { awardPeriods } from "../db/schema/awards.ts";
import { AppError } from "../errors.ts";
import { publishableFrom } from "./read-award-periods.ts";
import { buildSnapshot } from "./snapshot.ts";

/**
 * Publish sets `published` and `published_at` = now and freezes the results; Unpublish clears them. A monthly
 * period is refused until its month has ended (decision 089).
 */
export async function setAwardPeriodPublished(
  services: Services,
  admin: SessionUser,
  id: number,
  published: boolean,
  now = new Date(),
) {
  await services.db.transaction(async (tx) => {
    const [before] = await tx.select().from(awardPeriods).where(eq(awardPeriods.id, id)).for("update");
    if (!before) throw new AppError("not_found", "This award period doesn't exist.");
    const openAt = published ? publishableFrom(before, now) : null;
    if (openAt && before.month !== null) {
      throw new AppError(
        "conflict",
        `The ${monthLabel({ year: before.year, month: before.month })} awards can be published from ${awardDay(openAt)} (UTC), once the month has ended and all its reviews are in. Preview them until then.`,
      );
    }
    // Publishing freezes the inputs and results; unpublishing unfreezes.
    const snapshot = published ? await buildSnapshot(tx, before) : null;
    await tx
      .update(awardPeriods)
      .set({ published, publishedAt: published ? now : null, snapshot })
      .where(eq(awardPeriods.id, id));
    await recordAdminAction(tx, admin, {
      action: published ? "award-period.publish" : "award-period.unpublish",
      targetType: "award-period",
      targetId: id,
      before: { published: before.published },
      after: { published },
    });
  });
}
