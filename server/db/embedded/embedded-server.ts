import { mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { PGlite, type PGliteInterface } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PGLiteSocketHandler, type PGLiteSocketHandlerOptions } from "@electric-sql/pglite-socket";
import { SessionQueue } from "./session-queue.ts";

export const embeddedPort = 5432;

export type EmbeddedPostgres = {
  /** Folder holding the Unix socket `.s.PGSQL.5432`; `pg` connects with `host: socketDir`. */
  socketDir: string;
  pglite: PGliteInterface;
  stop(): Promise<void>;
};

export function openPglite(dataDir: string | null) {
  return PGlite.create({ dataDir: dataDir ?? undefined, extensions: { pg_trgm } });
}

/**
 * Serves a PGlite database over the PostgreSQL wire protocol on a private Unix
 * socket, so the app reaches it with the same `pg` driver as a real server.
 */
export async function serveEmbeddedPostgres(pglite: PGliteInterface): Promise<EmbeddedPostgres> {
  const socketDir = await mkdtemp(path.join(os.tmpdir(), "operatorstack-pg-"));
  const queue = new SessionQueue(pglite as PGlite);
  const handlers = new Set<PGLiteSocketHandler>();
  const server = net.createServer((socket) => {
    const handler = new PGLiteSocketHandler({
      // SessionQueue implements the queue's public contract; the declared type has private fields.
      queryQueue: queue as unknown as PGLiteSocketHandlerOptions["queryQueue"],
      closeOnDetach: true,
    });
    handlers.add(handler);
    handler.addEventListener("close", () => handlers.delete(handler));
    handler.addEventListener("error", () => handlers.delete(handler));
    handler.attach(socket).catch(() => {
      handlers.delete(handler);
      socket.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(path.join(socketDir, `.s.PGSQL.${embeddedPort}`), () => resolve());
  });

  return {
    socketDir,
    pglite,
    async stop() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const handler of handlers) void handler.detach(true);
      });
      await rm(socketDir, { recursive: true, force: true });
    },
  };
}
