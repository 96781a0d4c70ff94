import { readFileSync } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * Who holds a data folder: its process number and, where the system tells (Linux), that process's identity
 * (`<boot id>:<start time>`), since a number alone is reused: after a crash or a container's restart, the number in
 * an old lock may be this very process's, its parent's, or anyone's (issue #35, item 11).
 */
export type LockInfo = { pid: number; socketDir: string; startedAt: string; processStart?: string };

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

/** A running process's identity on Linux (boot id and start time in clock ticks), or null where /proc is not. */
export function processIdentity(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The name (field 2) is in parentheses and may hold spaces; the start time is field 22.
    const startTime = stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
    const bootId = readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
    return startTime ? `${bootId}:${startTime}` : null;
  } catch {
    return null;
  }
}

/** The lock files this process holds: a lock naming this process and not listed here was left by another. */
const heldHere = new Set<string>();

export function lockFilePath(dataDir: string) {
  return path.join(path.resolve(dataDir), "pglite.lock");
}

/** Whether the lock's process is the live process that wrote it, not a later one that was given its number. */
function isHolderLive(file: string, info: LockInfo) {
  if (!isProcessAlive(info.pid)) return false;
  if (info.pid === process.pid) return heldHere.has(file);
  const identity = processIdentity(info.pid);
  if (info.processStart && identity) return identity === info.processStart;
  // No identity to compare (another system, or a lock from before identities were written): this process's parent
  // started it and so cannot be serving the folder.
  return info.pid !== process.ppid;
}

/** Who holds the embedded database folder right now, if a live process does. */
export async function readLiveLock(dataDir: string): Promise<LockInfo | null> {
  const file = lockFilePath(dataDir);
  try {
    const info = JSON.parse(await readFile(file, "utf8")) as LockInfo;
    return typeof info.pid === "number" && isHolderLive(file, info) ? info : null;
  } catch {
    return null;
  }
}

/**
 * PGlite does not lock its folder, and two processes writing it corrupt it.
 * Creates `data/pglite.lock` exclusively; a lock left by a process that is gone is taken over.
 */
export async function acquireDataLock(dataDir: string) {
  await mkdir(dataDir, { recursive: true });
  const file = lockFilePath(dataDir);
  const info: LockInfo = { pid: process.pid, socketDir: "", startedAt: new Date().toISOString() };
  const identity = processIdentity(process.pid);
  if (identity) info.processStart = identity;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await writeFile(file, JSON.stringify(info), { flag: "wx" });
      heldHere.add(file);
      return {
        async setSocketDir(socketDir: string) {
          info.socketDir = socketDir;
          await writeFile(file, JSON.stringify(info));
        },
        async release() {
          heldHere.delete(file);
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
