import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { companyClaims } from "../db/schema/vendors.ts";

/** Whether the user speaks for the company (an approved claim that no admin revoked). */
export async function isRepresentative(db: Pick<Database, "select">, userId: string, companyId: number) {
  const [row] = await db
    .select({ id: companyClaims.id })
    .from(companyClaims)
    .where(
      and(
        eq(companyClaims.userId, userId),
        eq(companyClaims.companyId, companyId),
        eq(companyClaims.status, "approved"),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Whether the user represents any company: the account menu then offers the vendor dashboard. */
export async function representsAnyCompany(db: Pick<Database, "select">, userId: string) {
  const [row] = await db
    .select({ id: companyClaims.id })
    .from(companyClaims)
    .where(and(eq(companyClaims.userId, userId), eq(companyClaims.status, "approved")))
    .limit(1);
  return row !== undefined;
}
