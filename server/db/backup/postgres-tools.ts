// Runs PostgreSQL's own client tools (pg_dump, pg_restore) against DATABASE_URL.
import { spawn } from "node:child_process";
import { rename, rm, writeFile } from "node:fs/promises";
import pg from "pg";
import { AppError } from "../../errors.ts";

type PostgresTool = "pg_dump" | "pg_restore";

/** The URL without its password, and the password for PGPASSWORD: other users can read a command line, not an environment. */
function splitPassword(connectionString: string) {
  const url = new URL(connectionString);
  const password = decodeURIComponent(url.password);
  url.password = "";
  return { url: url.toString(), password };
}

/** The server's major version ("15"), or null when it cannot be asked. */
async function serverMajorVersion(connectionString: string) {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ server_version_num: string }>("show server_version_num");
    const number = Number(rows[0]?.server_version_num);
    return Number.isInteger(number) ? String(Math.floor(number / 10_000)) : null;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}

/** What to install: the client tools must be at least the server's major version. */
async function installAdvice(connectionString: string) {
  const major = await serverMajorVersion(connectionString);
  return major
    ? `Install PostgreSQL's client tools for the server's major version (${major}): on Debian or Ubuntu \`apt-get install postgresql-client-${major}\`.`
    : "Install PostgreSQL's client tools for the server's major version NN: on Debian or Ubuntu `apt-get install postgresql-client-NN`.";
}

/**
 * Runs `tool` with `args`, connected to the database when `connect` (passed as `--dbname`, the password through
 * PGPASSWORD). Fails with the tool's own last lines of error output.
 */
export async function runPostgresTool(
  tool: PostgresTool,
  args: string[],
  { connectionString, connect }: { connectionString: string; connect: boolean },
) {
  const { url, password } = splitPassword(connectionString);
  const child = spawn(tool, connect ? [`--dbname=${url}`, ...args] : args, {
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  child.stderr.setEncoding("utf8");
  child.stderr.on("data", (chunk: string) => {
    // Keep the end: the reason a tool stopped is on its last lines.
    errors = (errors + chunk).slice(-4000);
  });
  const outcome = await new Promise<{ code: number | null } | { error: NodeJS.ErrnoException }>((resolve) => {
    child.once("error", (error) => resolve({ error }));
    child.once("close", (code) => resolve({ code }));
  });
  if ("error" in outcome) {
    if (outcome.error.code !== "ENOENT") throw outcome.error;
    throw new AppError("unavailable", `${tool} was not found. ${await installAdvice(connectionString)}`);
  }
  if (outcome.code !== 0) {
    const reason = errors.trim().replaceAll(/\s+/g, " ").replaceAll(url, "DATABASE_URL");
    const advice = reason.includes("server version mismatch") ? ` ${await installAdvice(connectionString)}` : "";
    throw new AppError(
      "internal",
      `${tool} failed (exit code ${outcome.code}): ${reason.slice(-600) || "no error output"}${advice}`,
    );
  }
}

/**
 * pg_dump's custom format of the whole database. pg_dump reads it in one repeatable-read transaction, so the
 * archive is one consistent moment while writes go on. Written as `<file>.part`, renamed when complete.
 */
export async function dumpPostgres(connectionString: string, file: string) {
  const partial = `${file}.part`;
  // It holds password hashes and sessions: readable by this user only (pg_dump keeps the mode of a file it finds).
  await writeFile(partial, "", { mode: 0o600 });
  try {
    await runPostgresTool("pg_dump", ["--format=custom", `--file=${partial}`], { connectionString, connect: true });
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  await rename(partial, file);
}
