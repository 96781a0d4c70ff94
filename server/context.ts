import type { ActivityRecorder } from "./admin/activity-recorder.ts";
import type { AiService } from "./ai/ai-service.ts";
import type { Auth } from "./auth/auth.ts";
import type { KnownDevices } from "./auth/known-devices.ts";
import type { RateLimits } from "./auth/rate-limit.ts";
import type { SessionUser } from "./auth/session.ts";
import type { PageCache } from "./cache/page-cache.ts";
import type { ReadCache } from "./cache/read-cache.ts";
import type { Database, DatabaseKind } from "./db/client.ts";
import type { ReadReplicas } from "./db/read-replicas.ts";
import type { Env } from "./env.ts";
import type { JobQueue, Runner } from "./jobs/job-queue.ts";
import type { Logger } from "./logger.ts";
import type { Mailer } from "./mail/mailer.ts";
import type { UnsubscribeLinks } from "./mail/unsubscribe.ts";
import type { LogoStorage } from "./storage/logo-storage.ts";
import type { VideoStorage } from "./storage/video-storage.ts";

/** Long-lived objects created once per process in server/main.ts. */
export type Services = {
  env: Env;
  /**
   * The database this request reads and writes: the primary, or for a read request (GET/HEAD, not just after
   * its author's own write) a read replica when DATABASE_READ_URLS has one ready (server/http.ts). Code that
   * writes while answering a GET uses `primaryDb`.
   */
  db: Database;
  /** The primary, always: writes made while answering a read request (counters, logs, one-time links). */
  primaryDb: Database;
  /** With DATABASE_READ_URLS: the replicas and their health (server/db/read-replicas.ts). */
  readReplicas: ReadReplicas | undefined;
  databaseKind: DatabaseKind;
  auth: Auth;
  logger: Logger;
  rateLimits: RateLimits;
  /** Browsers that signed in to an account before (server/auth/known-devices.ts). */
  knownDevices: KnownDevices;
  cache: ReadCache;
  /** Anonymous pages and API reads (server/cache/page-cache.ts). */
  pageCache: PageCache;
  /**
   * Purges the pages carrying any of these surrogate keys (server/cache/surrogate-keys.ts) in every app process
   * and in the shared cache in front: inside a request, once it has answered; elsewhere at once (decision 095).
   */
  purgePages(keys: readonly string[]): void;
  /**
   * `purgePages`, with the shared cache's purge job recorded in the write's transaction `tx`: it exists exactly when
   * the write commits, and runs only after (decision 095).
   */
  purgePagesWith(tx: Runner, keys: readonly string[]): Promise<void>;
  /**
   * Drops from `cache` what the other app processes invalidate (a PostgreSQL server: LISTEN, decision 119), until
   * closed; with the embedded database, the only process, nothing.
   */
  shareReadCache(): Promise<{ close(): Promise<void> }>;
  /** Page views and repeated searches, written in batches. */
  activity: ActivityRecorder;
  videos: VideoStorage;
  /** Uploaded company logos, in the same store as videos (decision 088). */
  logos: LogoStorage;
  ai: AiService;
  jobs: JobQueue;
  /** Outgoing email: SMTP when configured, else the database outbox (server/mail/). */
  mailer: Mailer;
  /** Signed one-click unsubscribe links for notification emails. */
  unsubscribe: UnsubscribeLinks;
};

/** What every loader and action receives for one request. */
export type RequestContext = {
  services: Services;
  requestId: string;
  clientIp: string;
  /** This response's Content-Security-Policy nonce (production), for React Router's inline scripts. */
  cspNonce: string | undefined;
  /** Set when a loader or action failed because the database is unreachable (the answer becomes a 503). */
  databaseUnavailable: boolean;
  /** The signed-in user, looked up once per request on first use. */
  getUser(): Promise<SessionUser | null>;
  /** The method the browser sent: the loaders that render a form's answer are handed a GET request. */
  method: string;
  /** Surrogate keys the loader added for what its answer shows (server/web/tag-answer.ts). */
  surrogateKeys: Set<string>;
};
