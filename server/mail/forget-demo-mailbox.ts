import { eq } from "drizzle-orm";
import type { Services } from "../context.ts";
import { demoMailboxProofs } from "../db/schema/mail.ts";

/** Ends every proof this browser's mailbox holds (a "sign out of the demo mailbox"): it reads nothing more. */
export async function forgetDemoMailbox(services: Pick<Services, "primaryDb">, token: string) {
  await services.primaryDb.delete(demoMailboxProofs).where(eq(demoMailboxProofs.demoMailbox, token));
}
