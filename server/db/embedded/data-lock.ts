import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";

export type LockInfo = { pid: number; socketDir: string; startedAt: string };

export class DataFolderLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly holder: LockInfo,
  ) {
    super(
      `The embedded database in ${path.dirname(lockFile)} is in use by process ${holder.pid} (started ${holder.startedAt}). Stop it first, or remove ${lockFile} if that process is gone.`,
    );
  }
}

function isProcessAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function lockFilePath(dataDir: string) {
  return path.join(dataDir, "pglite.lock");
}

/** Who holds the embedded database folder right now, if a live process does. */
export async function readLiveLock(dataDir: string): Promise<LockInfo | null> {
  try {
    const info = JSON.parse(await readFile(lockFilePath(dataDir), "utf8")) as LockInfo;
    return typeof info.pid === "number" && isProcessAlive(info.pid) ? info : null;
  } catch {
    return null;
  }
}

/**
 * PGlite does not lock its folder, and two processes writing it corrupt it.
 * Creates `data/pglite.lock` exclusively; a lock left by a dead process is taken over.
 */
export async function acquireDataLock(dataDir: string) {
  await mkdir(dataDir, { recursive: true });
  const file = lockFilePath(dataDir);
  const info: LockInfo = { pid: process.pid, socketDir: "", startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await writeFile(file, JSON.stringify(info), { flag: "wx" });
      return {
        async setSocketDir(socketDir: string) {
          info.socketDir = socketDir;
          await writeFile(file, JSON.stringify(info));
        },
        async release() {
          await rm(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = await readLiveLock(dataDir);
      if (holder) throw new DataFolderLockedError(file, holder);
      await rm(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${file}`);
}
