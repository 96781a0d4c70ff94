import type { PGlite } from "@electric-sql/pglite";

type QueuedMessage = {
  handlerId: number;
  message: Uint8Array;
  onData: (data: Uint8Array) => void;
  resolve: (bytes: number) => void;
  reject: (error: Error) => void;
};

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
 */
export class SessionQueue {
  #queue: QueuedMessage[] = [];
  #owner: number | null = null;
  #processing = false;
  readonly #db: PGlite;

  constructor(db: PGlite) {
    this.#db = db;
  }

  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void) {
    return new Promise<number>((resolve, reject) => {
      this.#queue.push({ handlerId, message, onData, resolve, reject });
      void this.#process();
    });
  }

  getQueueLength() {
    return this.#queue.length;
  }

  clearQueueForHandler(handlerId: number) {
    this.#queue = this.#queue.filter((item) => {
      if (item.handlerId !== handlerId) return true;
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
        const index = this.#owner === null ? 0 : this.#queue.findIndex((item) => item.handlerId === this.#owner);
        if (index === -1) break; // the owning connection has more to send
        const [item] = this.#queue.splice(index, 1);
        if (!item) break;
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
