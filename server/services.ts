import cluster from "node:cluster";
import path from "node:path";
import { isbot } from "isbot";
import { z } from "zod";
import { createActivityRecorder } from "./admin/activity-recorder.ts";
import { createAiService } from "./ai/ai-service.ts";
import { createAuth, grantConfiguredAdmins } from "./auth/auth.ts";
import { endSessionsAndResetLinks } from "./auth/end-sessions.ts";
import { createKnownDevices } from "./auth/known-devices.ts";
import { createRateLimits } from "./auth/rate-limit.ts";
import { loadAuthSecret } from "./auth/secret.ts";
import { createPageCache } from "./cache/page-cache.ts";
import { purgeSharedCacheJobName } from "./cache/purge-shared-cache.ts";
import { cacheKeys, createReadCache } from "./cache/read-cache.ts";
import { createReadCacheChannel } from "./cache/read-cache-channel.ts";
import { keysOfReadCacheInvalidation, requestPurge } from "./cache/surrogate-keys.ts";
import { purgeCompanyPages } from "./catalog/purge-company-pages.ts";
import type { Services } from "./context.ts";
import type { DatabaseWithReplicas } from "./db/read-replicas.ts";
import { type Env, publicUrlOf } from "./env.ts";
import { createJobQueue, type JobQueue } from "./jobs/job-queue.ts";
import { jobDefinitions } from "./jobs/registry.ts";
import type { Logger } from "./logger.ts";
import { createMailer } from "./mail/mailer.ts";
import { sendEmail } from "./mail/send-email.ts";
import {
  type EmailContent,
  emailConfirmationEmail,
  passwordResetEmail,
  passwordResetNoticeEmail,
} from "./mail/templates.ts";
import { createUnsubscribeLinks } from "./mail/unsubscribe.ts";
import { refreshPresenceAfterReview } from "./presence/refresh-market-presence.ts";
import { tellRepresentatives } from "./reviews/review-change-steps.ts";
import { releaseReviewsOfConfirmedAuthor } from "./reviews/review-integrity.ts";
import { createLocalBlobStore, createS3BlobStore } from "./storage/blob-store.ts";
import { createLogoStorage } from "./storage/logo-storage.ts";
import { createVideoStorage } from "./storage/video-storage.ts";
import { markInvitedReviewsOfConfirmedAuthor } from "./vendors/redeem-invitation.ts";

/** The message app processes exchange (through the cluster primary) when public content changed: the keys purged. */
export const PageCachePurgeMessageSchema = z.object({
  type: z.literal("operatorstack:page-cache-purge"),
  keys: z.array(z.string().max(200)).max(10_000),
});

function tellOtherProcesses(keys: string[]) {
  if (cluster.isWorker) {
    process.send?.({ type: "operatorstack:page-cache-purge", keys } satisfies z.infer<
      typeof PageCachePurgeMessageSchema
    >);
  }
}

/** Builds the per-process services on an open, migrated database. */
export async function createServices(env: Env, database: DatabaseWithReplicas, logger: Logger): Promise<Services> {
  const secret = await loadAuthSecret(env.BETTER_AUTH_SECRET, env.dataDir);
  // One store for every upload: review videos and company logos (decisions 020 and 088).
  const uploads = env.S3_BUCKET
    ? createS3BlobStore({
        bucket: env.S3_BUCKET,
        region: env.S3_REGION,
        endpoint: env.S3_ENDPOINT,
        accessKeyId: env.S3_ACCESS_KEY_ID,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY,
        // Path-style URLs suit MinIO and most self-hosted stores; AWS prefers virtual hosts.
        forcePathStyle: env.S3_FORCE_PATH_STYLE ?? env.S3_ENDPOINT !== undefined,
        prefix: env.S3_PREFIX,
      })
    : createLocalBlobStore(path.join(env.dataDir, "uploads"), ["pending", "videos", "logos"]);
  const videos = createVideoStorage({ dataDir: env.dataDir, secret, store: uploads });
  const logos = createLogoStorage(uploads);
  const activity = createActivityRecorder(database.db, logger);
  const pageCache = createPageCache({
    ttlMs: (env.PAGE_CACHE_MB === 0 ? 0 : (env.PAGE_CACHE_SECONDS ?? (env.NODE_ENV === "production" ? 10 : 0))) * 1000,
    maxBytes: Math.max(1, env.PAGE_CACHE_MB) * 1024 * 1024,
    // Other app processes on this machine drop their pages too (server/main.ts relays it), and the shared cache.
    onWrite: (keys, queued) => purgeElsewhere(keys, queued),
    onHit(c, effect) {
      const [kind, argument = ""] = effect.split(/:(.*)/s);
      if (kind === "company-view" && !isbot(c.req.header("user-agent") ?? "")) {
        activity.countCompanyView(Number(argument));
      } else if (kind === "search-log") {
        activity.repeatSearch(argument);
      }
    },
  });
  // On a PostgreSQL server other app processes may run, each with its read cache (decision 119).
  const readCacheChannel = database.kind === "postgres" ? createReadCacheChannel(database.pool, logger) : undefined;
  const cache = createReadCache({
    maxBytes: env.READ_CACHE_MB * 1024 * 1024,
    // A read just after a write may come from a replica that has not replayed it yet: what it loads then is kept only
    // until every replica in use has the write (decision 122), by the clock replica lag is measured with.
    ...(database.replicas
      ? { settleMs: database.replicas.readAfterWriteSeconds * 1000, now: database.replicas.now }
      : {}),
    // The pages showing what was invalidated are purged with the request's other keys (decision 095), and the other
    // processes drop the same entries.
    onInvalidate: (prefix, pageKeys) => {
      readCacheChannel?.tell(prefix);
      requestPurge(pageKeys ?? keysOfReadCacheInvalidation(prefix), purgeNow);
    },
  });
  /**
   * Tells the other app processes and the shared cache in front (through the durable queue) of purged keys; the
   * keys whose job the write recorded in its own transaction (`queued`) are not enqueued again (that job woke the
   * worker when it committed).
   */
  function purgeElsewhere(keys: string[], queued: readonly string[] = []) {
    tellOtherProcesses(keys);
    if (env.PURGE_DRIVER === "none") return;
    const rest = keys.filter((key) => !queued.includes(key));
    if (rest.length === 0) return;
    jobs
      .enqueue(database.db, purgeSharedCacheJobName, { keys: rest }, { requestedByUserId: null })
      .catch((error: unknown) => logger.error({ err: error, keys }, "could not enqueue a shared-cache purge"));
  }
  function purgeNow(keys: string[]) {
    pageCache.purge(keys);
    purgeElsewhere(keys);
  }
  const ai = createAiService(env);
  const mailer = createMailer(env);
  const unsubscribe = createUnsubscribeLinks(secret, publicUrlOf(env));
  const jobs: JobQueue = createJobQueue({
    db: database.db,
    pool: database.pool,
    logger,
    definitions: jobDefinitions({
      db: database.db,
      ai,
      logger,
      cache,
      mailer,
      unsubscribe,
      purgeSettings: env,
      // Called only while a job runs, when the queue exists.
      jobs: { enqueue: (...args) => jobs.enqueue(...args) },
    }),
    runSchedules: env.NODE_ENV !== "test",
    idleCheckSeconds: env.JOB_IDLE_CHECK_SECONDS,
    notifyAcrossProcesses: database.kind === "postgres",
  });
  /** An email about the account itself (confirmation, reset), to its own address. */
  async function sendAccountEmail(
    user: { id: string; email: string; firstName: string },
    template: string,
    render: (firstName: string) => EmailContent,
  ) {
    await sendEmail(
      { db: database.db, mailer, jobs },
      { to: user.email, template, content: render(user.firstName || "there"), userId: user.id },
    );
  }
  const knownDevices = createKnownDevices(database.db, { secure: publicUrlOf(env).startsWith("https://") });
  const auth = createAuth({
    db: database.db,
    secret,
    baseURL: publicUrlOf(env),
    adminEmails: env.ADMIN_EMAILS,
    videos,
    async onEmailConfirmed(userId) {
      const invitedCompanyIds = await markInvitedReviewsOfConfirmedAuthor(database.db, userId);
      const { reviewIds, companyIds } = await releaseReviewsOfConfirmedAuthor(database.db, userId);
      // Published now: their companies' figures, presence and Grids change as with any published review.
      for (const companyId of companyIds) await refreshPresenceAfterReview(services, companyId);
      for (const companyId of new Set([...companyIds, ...invitedCompanyIds])) {
        cache.invalidate(cacheKeys.company(companyId));
        await purgeCompanyPages(services, companyId);
      }
      if (companyIds.length > 0) cache.invalidate(cacheKeys.homeStats);
      for (const reviewId of reviewIds) await tellRepresentatives(services, reviewId);
    },
    // better-auth makes the tokens (and stores the reset token hashed); we write and send the emails.
    sendEmailConfirmation: ({ user, token }) =>
      sendAccountEmail(user, "email-confirmation", (firstName) => emailConfirmationEmail(mailer, { firstName, token })),
    sendPasswordReset: ({ user, token }) =>
      sendAccountEmail(user, "password-reset", (firstName) => passwordResetEmail(mailer, { firstName, token })),
    // Issue #34: a reset ends every session (better-auth) and every other reset link, forgets the browsers
    // that signed in before (decision 077), and tells the account's address.
    async onPasswordReset(user) {
      await endSessionsAndResetLinks(database.db, user.id);
      await knownDevices.forget(user.id);
      await sendAccountEmail(user, "password-reset-notice", (firstName) =>
        passwordResetNoticeEmail(mailer, { firstName, at: new Date() }),
      );
    },
  });
  await grantConfiguredAdmins(database.db, env.ADMIN_EMAILS);
  const services: Services = {
    env,
    db: database.db,
    primaryDb: database.db,
    readReplicas: database.replicas,
    databaseKind: database.kind,
    auth,
    logger,
    rateLimits: createRateLimits(database.db),
    knownDevices,
    cache,
    pageCache,
    purgePages: (keys) => requestPurge(keys, purgeNow),
    async purgePagesWith(tx, keys) {
      if (env.PURGE_DRIVER !== "none")
        await jobs.enqueue(tx, purgeSharedCacheJobName, { keys: [...keys] }, { requestedByUserId: null });
      requestPurge(
        keys,
        (now) => {
          pageCache.purge(now);
          tellOtherProcesses(now);
        },
        { queued: true },
      );
    },
    async shareReadCache() {
      return readCacheChannel ? readCacheChannel.listen(cache) : { async close() {} };
    },
    activity,
    videos,
    logos,
    ai,
    jobs,
    mailer,
    unsubscribe,
  };
  return services;
}
