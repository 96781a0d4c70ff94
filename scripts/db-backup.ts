// npm run db:backup [-- --dir FOLDER] | npm run db:restore -- FILE [--force]   (docs/decisions/053-backups.md)
import path from "node:path";
import { parseArgs } from "node:util";
import { createBackup } from "#server/db/backup/create-backup.ts";
import { openBackupSource } from "#server/db/backup/open-backup-source.ts";
import { type RestoreTarget, restoreBackup } from "#server/db/backup/restore-backup.ts";
import { type Env, parseEnv } from "#server/env.ts";

const usage = `Usage:
  npm run db:backup [-- --dir FOLDER]      a consistent snapshot into BACKUP_DIR (or FOLDER); keeps BACKUP_KEEP
  npm run db:restore -- FILE [--force]     put a backup back; --force replaces a database that is not empty`;

function formatBytes(bytes: number) {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

async function backUp(env: Env, args: string[]) {
  const { values } = parseArgs({ args, options: { dir: { type: "string" } } });
  const directory = values.dir ? path.resolve(values.dir) : env.backupDir;
  const opened = await openBackupSource(env);
  try {
    const backup = await createBackup(opened.source, { directory, keep: env.BACKUP_KEEP });
    console.log(`Backed up to ${backup.file} (${formatBytes(backup.bytes)}).`);
    for (const file of backup.removed) console.log(`Removed an old backup: ${path.basename(file)}`);
  } finally {
    await opened.close();
  }
}

async function restore(env: Env, args: string[]) {
  const { values, positionals } = parseArgs({ args, options: { force: { type: "boolean" } }, allowPositionals: true });
  const [file, ...extra] = positionals;
  if (!file || extra.length > 0) {
    console.error(usage);
    process.exit(2);
  }
  const target: RestoreTarget = env.DATABASE_URL
    ? { kind: "postgres", connectionString: env.DATABASE_URL, safetyDirectory: env.backupDir }
    : { kind: "embedded", dataDir: env.dataDir };
  const restored = await restoreBackup(file, target, { force: values.force ?? false });
  console.log(
    `Restored ${path.resolve(file)}: ${restored.companies.toLocaleString("en")} companies, ${restored.reviews.toLocaleString("en")} reviews.`,
  );
  if (restored.previous) console.log(`The database it replaced is kept in ${restored.previous}.`);
}

async function main() {
  const [command, ...args] = process.argv.slice(2);
  if (command !== "backup" && command !== "restore") {
    console.error(usage);
    process.exit(2);
  }
  const env = parseEnv(process.env, { forServer: false });
  if (command === "backup") await backUp(env, args);
  else await restore(env, args);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
