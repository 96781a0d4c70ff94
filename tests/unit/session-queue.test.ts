// SessionQueue.runWhenIdle, the hook a backup of the embedded database runs through (docs/decisions/053-backups.md):
// it must never run inside a connection's transaction, and no connection may run while it does.
import type { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { SessionQueue } from "#server/db/embedded/session-queue.ts";

/** A stand-in for PGlite's single session: simple queries ('Q' + text) that track BEGIN / COMMIT, and a log. */
function fakeSession() {
  const log: string[] = [];
  let inTransaction = false;
  const session = {
    isInTransaction: () => inTransaction,
    runExclusive: <T>(work: () => Promise<T>) => work(),
    async execProtocolRawStream(message: Uint8Array, _options: { onRawData: (data: Uint8Array) => void }) {
      const text = new TextDecoder().decode(message.subarray(1));
      if (text === "BEGIN") inTransaction = true;
      if (text === "COMMIT") inTransaction = false;
      log.push(text);
    },
  };
  // The queue uses only these four members of PGlite.
  return { log, db: session as unknown as PGlite };
}

function simpleQuery(text: string) {
  return new Uint8Array([0x51, ...new TextEncoder().encode(text)]);
}

describe("SessionQueue.runWhenIdle", () => {
  it("waits for an open transaction to end and holds later connections back until it is done", async () => {
    const { log, db } = fakeSession();
    const queue = new SessionQueue(db);
    const ignore = () => {};
    const first = 1;
    const second = 2;

    await queue.enqueue(first, simpleQuery("BEGIN"), ignore);
    await queue.enqueue(first, simpleQuery("INSERT 1"), ignore);
    const task = queue.runWhenIdle(async () => {
      log.push(`task (in a transaction: ${db.isInTransaction()})`);
      return "dumped";
    });
    const other = queue.enqueue(second, simpleQuery("INSERT 2"), ignore);
    // The first connection still owns the session: neither the task nor the second connection has run.
    expect(log).toEqual(["BEGIN", "INSERT 1"]);

    await queue.enqueue(first, simpleQuery("COMMIT"), ignore);
    expect(await task).toBe("dumped");
    await other;
    expect(log).toEqual(["BEGIN", "INSERT 1", "COMMIT", "task (in a transaction: false)", "INSERT 2"]);
  });

  it("passes a failing task's error to its caller and keeps serving connections", async () => {
    const { log, db } = fakeSession();
    const queue = new SessionQueue(db);
    await expect(
      queue.runWhenIdle(async () => {
        throw new Error("disk full");
      }),
    ).rejects.toThrowError("disk full");
    await queue.enqueue(1, simpleQuery("SELECT 1"), () => {});
    expect(log).toEqual(["SELECT 1"]);
  });
});
