import { recordAdminAction } from "../admin/audit-log.ts";
import type { SessionUser } from "../auth/session.ts";
import type { Services } from "../context.ts";
import { loadPeriod, refuseIfPublished } from "./award-winner-steps.ts";
import { fillEmptyPlaces } from "./fill-empty-places.ts";

/** "Suggest Winners": fills every empty place with the best eligible companies by calculated score (admins can override). */
export async function suggestWinners(services: Services, admin: SessionUser, periodId: number) {
  return services.db.transaction(async (tx) => {
    const period = await loadPeriod(tx, periodId);
    refuseIfPublished(period);
    const added = await fillEmptyPlaces(tx, period);
    await recordAdminAction(tx, admin, {
      action: "award-winners.suggest",
      targetType: "award-period",
      targetId: periodId,
      after: { added },
    });
    return { added };
  });
}
