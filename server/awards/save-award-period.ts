import { eq } from "drizzle-orm";
import type { AwardPeriodForm } from "#contracts/validation/award-period.ts";
import { recordAdminAction } from "../admin/audit-log.ts";
import type { SessionUser } from "../auth/session.ts";
import type { Services } from "../context.ts";
import { isUniqueViolation } from "../db/is-unique-violation.ts";
import { awardPeriods } from "../db/schema/awards.ts";
import { AppError } from "../errors.ts";

function duplicate(error: unknown): never {
  if (isUniqueViolation(error)) {
    throw new AppError("conflict", "There is already an award period for this type, month and year.", {
      fields: { year: "A period for this type, month and year already exists" },
    });
  }
  throw error;
}

export async function createAwardPeriod(services: Services, admin: SessionUser, form: AwardPeriodForm) {
  try {
    return await services.db.transaction(async (tx) => {
      const [row] = await tx.insert(awardPeriods).values(form).returning({ id: awardPeriods.id });
      if (!row) throw new Error("award period insert returned no row");
      await recordAdminAction(tx, admin, {
        action: "award-period.create",
        targetType: "award-period",
        targetId: row.id,
        after: form,
      });
      return row;
    });
  } catch (error) {
    duplicate(error);
  }
}

export async function updateAwardPeriod(services: Services, admin: SessionUser, id: number, form: AwardPeriodForm) {
  try {
    await services.db.transaction(async (tx) => {
      const [before] = await tx.select().from(awardPeriods).where(eq(awardPeriods.id, id)).for("update");
      if (!before) throw new AppError("not_found", "This award period doesn't exist.");
      await tx.update(awardPeriods).set(form).where(eq(awardPeriods.id, id));
      await recordAdminAction(tx, admin, {
        action: "award-period.update",
        targetType: "award-period",
        targetId: id,
        before: { title: before.title, periodType: before.periodType, month: before.month, year: before.year },
        after: form,
      });
    });
  } catch (error) {
    duplicate(error);
  }
}
