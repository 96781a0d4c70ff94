import path from "node:path";
import { z } from "zod";

/** Empty strings count as unset, so `FOO=` in a .env file falls back to the default. */
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === "" ? undefined : value), schema.optional());
}

const booleanSetting = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => value === "true" || value === "1" || value === "yes");

const EnvSchema = z.object({
  NODE_ENV: optional(z.enum(["development", "production", "test"])).default("production"),
  PORT: optional(z.coerce.number().int().min(0).max(65535)).default(3000),
  HOST: optional(z.string().min(1)).default("0.0.0.0"),
  PUBLIC_URL: optional(z.url({ protocol: /^https?$/ })),
  DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")),
  DATABASE_POOL_SIZE: optional(z.coerce.number().int().min(1).max(200)).default(10),
  /** PostgreSQL streaming replicas for page and API reads, comma-separated (docs/decisions/068-read-replicas.md). */
  DATABASE_READ_URLS: optional(z.string())
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((url) => url.trim())
        .filter((url) => url.length > 0),
    )
    .pipe(
      z.array(z.string().regex(/^postgres(ql)?:\/\//, "must be comma-separated postgres:// or postgresql:// URLs")),
    ),
  /** A replica whose data is older than this is skipped until it catches up. */
  DATABASE_READ_MAX_LAG_SECONDS: optional(z.coerce.number().min(0.1).max(3600)).default(5),
  DATA_DIR: optional(z.string().min(1)).default("data"),
  DEMO_DATA: optional(booleanSetting).default(true),
  /** Where `npm run db:backup` writes; default `<DATA_DIR>/backups`. */
  BACKUP_DIR: optional(z.string().min(1)),
  /** Backups of each kind kept in BACKUP_DIR; older ones are removed after a successful backup. */
  BACKUP_KEEP: optional(z.coerce.number().int().min(1).max(10_000)).default(7),
  BETTER_AUTH_SECRET: optional(z.string().min(32, "must be at least 32 characters")),
  ADMIN_EMAILS: optional(z.string())
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((email) => email.trim().toLowerCase())
        .filter((email) => email.length > 0),
    )
    .pipe(z.array(z.email("must be a comma-separated list of email addresses"))),
  PLATFORM_NAME: optional(z.string().regex(/^[a-z][a-z0-9-]*$/, "must be a lowercase slug")).default("shopify"),
  SOCIAL_LINKEDIN_URL: optional(z.url({ protocol: /^https$/ })),
  SOCIAL_X_URL: optional(z.url({ protocol: /^https$/ })),
  SOCIAL_YOUTUBE_URL: optional(z.url({ protocol: /^https$/ })),
  TRUST_PROXY: optional(booleanSetting).default(false),
  S3_BUCKET: optional(z.string().min(3).max(63)),
  S3_REGION: optional(z.string().min(1)).default("us-east-1"),
  S3_ENDPOINT: optional(z.url({ protocol: /^https?$/ })),
  S3_ACCESS_KEY_ID: optional(z.string().min(1)),
  S3_SECRET_ACCESS_KEY: optional(z.string().min(1)),
  S3_FORCE_PATH_STYLE: optional(booleanSetting),
  S3_PREFIX: optional(z.string().regex(/^[A-Za-z0-9!_.*'()/-]*\/$/, "must end with / (e.g. operatorstack/)")).default(
    "",
  ),
  AI_BASE_URL: optional(z.url({ protocol: /^https?$/ })),
  AI_API_KEY: optional(z.string().min(1)),
  AI_MODEL: optional(z.string().min(1)),
  AI_TIMEOUT_MS: optional(z.coerce.number().int().min(100).max(600_000)).default(30_000),
  /**
   * The speech-to-text model dictation uses at AI_BASE_URL (`/audio/transcriptions`) in browsers without speech
   * recognition; `none` turns server transcription off (an endpoint with chat models only, such as Ollama).
   */
  AI_TRANSCRIPTION_MODEL: optional(z.string().min(1)).default("whisper-1"),
  /** Outgoing mail over SMTP (smtp://user:pass@host:587, smtps://…:465); unset keeps mail in the database outbox. */
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" })),
  /** The From of every email: an address, or "Name <address>". */
  MAIL_FROM: optional(
    z
      .string()
      .regex(/^([^<>\r\n]+<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, 'must be an address or "Name <address>"'),
  ).default("OperatorStack <no-reply@operatorstack.localhost>"),
  /** The postal address printed at the foot of every email (anti-spam laws ask for one on notifications). */
  MAIL_POSTAL_ADDRESS: optional(z.string().max(200)),
  /** Seconds an anonymous page stays in the in-process page cache; default 10 in production, 0 otherwise. */
  PAGE_CACHE_SECONDS: optional(z.coerce.number().int().min(0).max(3600)),
  /** The page cache's budget per app process, in MB of stored pages (default 64; 0 stores none). */
  PAGE_CACHE_MB: optional(z.coerce.number().int().min(0).max(4096)).default(64),
  /**
   * Seconds a shared cache (CDN, Varnish) may serve an anonymous page or API read without asking again (`s-maxage`;
   * browsers keep `max-age=0`). With a purge driver a write drops the pages it changes at once; without one, a
   * change reaches a shared cache within this time (docs/decisions/095-shared-cache-and-surrogate-keys.md).
   */
  SHARED_CACHE_SECONDS: optional(z.coerce.number().int().min(0).max(31_536_000)).default(60),
  /** Seconds past `s-maxage` a shared cache may serve a stale copy while it fetches a new one (`stale-while-revalidate`). */
  SHARED_CACHE_STALE_SECONDS: optional(z.coerce.number().int().min(0).max(31_536_000)).default(300),
  /** Which surrogate-key headers cacheable answers carry, comma-separated: `xkey` (Varnish), `Surrogate-Key` (Fastly), `Cache-Tag` (Cloudflare). */
  SURROGATE_KEY_HEADERS: optional(z.string())
    .default("xkey,Surrogate-Key,Cache-Tag")
    .transform((value) =>
      value
        .split(",")
        .map((name) => name.trim().toLowerCase())
        .filter((name) => name.length > 0),
    )
    .pipe(z.array(z.enum(["xkey", "surrogate-key", "cache-tag"]))),
  /** How a write tells a shared cache to drop the pages it changed: `none`, `varnish` (xkey) or `http` (a CDN's purge API). */
  PURGE_DRIVER: optional(z.enum(["none", "varnish", "http"])).default("none"),
  /** Where purges go, comma-separated: the Varnish hosts (`http://10.0.0.5:6081`), or the CDN's purge endpoint. */
  PURGE_URLS: optional(z.string())
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((url) => url.trim())
        .filter((url) => url.length > 0),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/ }))),
  /** Sent as `Authorization: Bearer …` with an `http` purge (a CDN's API token). */
  PURGE_TOKEN: optional(z.string().min(1)),
  /** The read cache's budget per app process, in MB of cached query results (default 64, at least 4). */
  READ_CACHE_MB: optional(z.coerce.number().int().min(4).max(4096)).default(64),
  /**
   * The longest an idle job worker waits before it looks for jobs nobody told it of, in seconds (default 5): cron
   * runs, and on the embedded database nothing else (an enqueue, a retry or a delayed job wakes it on time).
   */
  JOB_IDLE_CHECK_SECONDS: optional(z.coerce.number().min(0.5).max(3600)).default(5),
  /** App processes to run (Node cluster); more than 1 needs DATABASE_URL. */
  WEB_CONCURRENCY: optional(z.coerce.number().int().min(1).max(64)).default(1),
  LOG_LEVEL: optional(z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])).default("info"),
});

export type Env = z.infer<typeof EnvSchema> & { dataDir: string; backupDir: string };

/** The origin users reach, and the only one absolute URLs are written with: PUBLIC_URL, else http://localhost:$PORT. */
export function publicUrlOf(env: Pick<Env, "PUBLIC_URL" | "PORT">) {
  return env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
}

export class EnvError extends Error {}

/**
 * Parses settings once at start-up; a missing or malformed one stops the process with its name.
 * Command-line tools that never sign anyone in (seeding, migrations) pass `forServer: false`: they
 * need no `BETTER_AUTH_SECRET`.
 */
export function parseEnv(
  source: Record<string, string | undefined> = process.env,
  { forServer = true }: { forServer?: boolean } = {},
): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".") || "(root)"}: ${issue.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = result.data;
  if (forServer && env.NODE_ENV === "production" && env.DATABASE_URL && !env.BETTER_AUTH_SECRET) {
    throw new EnvError(
      "Invalid configuration:\n  BETTER_AUTH_SECRET: required in production when DATABASE_URL is set (several processes must share it)",
    );
  }
  if (env.DATABASE_READ_URLS.length > 0 && !env.DATABASE_URL) {
    throw new EnvError(
      "Invalid configuration:\n  DATABASE_READ_URLS: replicas need their primary in DATABASE_URL (the embedded database has none)",
    );
  }
  if (env.PURGE_DRIVER !== "none" && env.PURGE_URLS.length === 0) {
    throw new EnvError(
      `Invalid configuration:\n  PURGE_URLS: the ${env.PURGE_DRIVER} purge driver needs where to send purges`,
    );
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new EnvError(
      "Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither to use the default AWS credential chain",
    );
  }
  if (Boolean(env.AI_BASE_URL) !== Boolean(env.AI_MODEL)) {
    throw new EnvError("Invalid configuration:\n  AI_BASE_URL, AI_MODEL: set both to use a language model, or neither");
  }
  const dataDir = path.resolve(env.DATA_DIR);
  return { ...env, dataDir, backupDir: path.resolve(env.BACKUP_DIR ?? path.join(dataDir, "backups")) };
}
