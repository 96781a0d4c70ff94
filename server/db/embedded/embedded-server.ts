import { mkdtemp, open, rename, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { PGlite, type PGliteInterface } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PGLiteSocketHandler, type PGLiteSocketHandlerOptions } from "@electric-sql/pglite-socket";
import { serveControlSocket } from "./control-socket.ts";
import { SessionQueue } from "./session-queue.ts";

const embeddedPort = 5432;

const gzip = promisify(zlib.gzip);

export type EmbeddedPostgres = {
  /** Folder holding the Unix socket `.s.PGSQL.5432`; `pg` connects with `host: socketDir`. */
  socketDir: string;
  pglite: PGliteInterface;
  stop(): Promise<void>;
};

/** Opens (or creates) the database in `dataDir`, in memory when null; `loadDataDir` fills a new one from a dump. */
export function openPglite(dataDir: string | null, { loadDataDir }: { loadDataDir?: Blob } = {}) {
  return PGlite.create({
    dataDir: dataDir ?? undefined,
    loadDataDir,
    extensions: { pg_trgm },
    // PostgreSQL's 128 MB of shared buffers live in the WebAssembly memory, which never shrinks; the data
    // files are read through the operating system's cache anyway. 16 MB took 126 MB off the process's peak
    // RSS in the embedded long-tail run at the documented scale with the same throughput (decision 066).
    startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"],
  });
}

/** Writes `data` to `<file>.part`, flushes it to disk, then renames it: `file` only ever appears complete. */
async function writeFileCompletely(file: string, data: Uint8Array) {
  const partial = `${file}.part`;
  const handle = await open(partial, "w", 0o600);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(partial, { force: true });
    throw error;
  }
  await handle.close();
  await rename(partial, file);
}

/**
 * A gzipped tar of the data folder, taken between transactions: the session queue holds every connection back
 * while it runs, so no write lands in the middle (docs/decisions/053-backups.md).
 */
async function backUpDataFolder(pglite: PGliteInterface, queue: SessionQueue, file: string) {
  const tar = await queue.runWhenIdle(async () => {
    // Flushes everything to the data files, so a restore does not replay the write-ahead log first.
    await pglite.exec("CHECKPOINT");
    return pglite.dumpDataDir("none");
  });
  // Compressed after the session is free again: the database pauses for the copy only (1.7 s instead of 4.1 s
  // with the demo data), and zlib works off the event loop.
  const data = await gzip(new Uint8Array(await tar.arrayBuffer()));
  await writeFileCompletely(file, data);
  return { bytes: data.length };
}

/**
 * Serves a PGlite database over the PostgreSQL wire protocol on a private Unix
 * socket, so the app reaches it with the same `pg` driver as a real server. A control socket beside it takes
 * backup requests (`control-socket.ts`).
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
  const control = await serveControlSocket(socketDir, (request) => backUpDataFolder(pglite, queue, request.file));

  return {
    socketDir,
    pglite,
    async stop() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const handler of handlers) void handler.detach(true);
      });
      await new Promise<void>((resolve) => control.close(() => resolve()));
      await rm(socketDir, { recursive: true, force: true });
    },
  };
}
