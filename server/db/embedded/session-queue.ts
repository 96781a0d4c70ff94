import type { PGlite } from "@electric-sql/pglite";

type QueuedMessage = {
  kind: "message";
  handlerId: number;
  message: Uint8Array;
  onData: (data: Uint8Array) => void;
  resolve: (bytes: number) => void;
  reject: (error: Error) => void;
};

/** Work that needs the whole session to itself between transactions (a data-folder dump). */
type QueuedTask = { kind: "task"; run: () => Promise<void> };

// Message types of the extended query protocol that must run back to back
// with the rest of their batch (Parse, Bind, Describe, Execute, Close, Flush).
const extendedProtocolTypes = new Set([0x50, 0x42, 0x44, 0x45, 0x43, 0x48]);

/**
 * Serialises several client connections onto PGlite's single session.
 *
 * pglite-socket's own queue interleaves connections message by message, so two
 * clients' extended-protocol batches (Parse/Bind/Execute/Sync) can mix and one
 * client executes another's statement. This queue gives one connection the
 * session until it reaches a ReadyForQuery boundary (Sync or a simple Query)
 * outside a transaction. See docs/decisions/004-embedded-postgres.md.
 *
 * `runWhenIdle` queues other work behind the connections: it runs when no
 * connection owns the session, so never inside someone's transaction, and no
 * connection's message runs until it ends (docs/decisions/053-backups.md).
 */
export class SessionQueue {
  #queue: (QueuedMessage | QueuedTask)[] = [];
  #owner: number | null = null;
  #processing = false;
  readonly #db: PGlite;

  constructor(db: PGlite) {
    this.#db = db;
  }

  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void) {
    return new Promise<number>((resolve, reject) => {
      this.#queue.push({ kind: "message", handlerId, message, onData, resolve, reject });
      void this.#process();
    });
  }

  /**
   * Runs `task` once no connection owns the session and none is in a transaction, with every connection's
   * messages held back until it ends. The task may call PGlite's own methods (`exec`, `dumpDataDir`): they take
   * PGlite's query lock themselves, which is why it does not run inside `runExclusive` (that lock is not
   * re-entrant).
   */
  runWhenIdle<T>(task: () => Promise<T>) {
    return new Promise<T>((resolve, reject) => {
      this.#queue.push({
        kind: "task",
        run: async () => {
          try {
            // Defensive: with no owner the session is never in a transaction (see #process).
            if (this.#db.isInTransaction()) throw new Error("The embedded database session is inside a transaction");
            resolve(await task());
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        },
      });
      void this.#process();
    });
  }

  getQueueLength() {
    return this.#queue.length;
  }

  clearQueueForHandler(handlerId: number) {
    this.#queue = this.#queue.filter((item) => {
      if (item.kind !== "message" || item.handlerId !== handlerId) return true;
      item.reject(new Error("Handler disconnected"));
      return false;
    });
  }

  async clearTransactionIfNeeded(handlerId: number) {
    if (this.#owner !== handlerId) return;
    if (this.#db.isInTransaction()) await this.#db.exec("ROLLBACK");
    this.#owner = null;
    void this.#process();
  }

  async #process() {
    if (this.#processing) return;
    this.#processing = true;
    try {
      while (this.#queue.length > 0) {
        const index =
          this.#owner === null
            ? 0
            : this.#queue.findIndex((item) => item.kind === "message" && item.handlerId === this.#owner);
        if (index === -1) break; // the owning connection has more to send
        const [item] = this.#queue.splice(index, 1);
        if (!item) break;
        if (item.kind === "task") {
          await item.run();
          continue;
        }
        this.#owner = item.handlerId;
        let bytes = 0;
        try {
          await this.#db.runExclusive(() =>
            this.#db.execProtocolRawStream(item.message, {
              onRawData: (data) => {
                bytes += data.length;
                item.onData(data);
              },
            }),
          );
        } catch (error) {
          this.#owner = null;
          item.reject(error instanceof Error ? error : new Error(String(error)));
          continue;
        }
        const type = item.message[0] ?? 0;
        if (!extendedProtocolTypes.has(type) && !this.#db.isInTransaction()) this.#owner = null;
        item.resolve(bytes);
      }
    } finally {
      this.#processing = false;
    }
  }
}
