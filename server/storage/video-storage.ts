import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import path from "node:path";
import { Readable } from "node:stream";
import { invalidVideoMessage, maxVideoBytes, tooLargeVideoMessage } from "#contracts/video-files.ts";
import { AppError } from "../errors.ts";
import { type BlobStore, createLocalBlobStore } from "./blob-store.ts";
import { detectVideoType, type VideoMimeType, videoTypes } from "./detect-video-type.ts";

export type VideoStorage = ReturnType<typeof createVideoStorage>;
export type StoredVideo = { storageKey: string; mimeType: VideoMimeType; sizeBytes: number };

const keyPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(mp4|mov|avi|webm)$/;
const tokenLifetimeMs = 24 * 60 * 60 * 1000;

export function isVideoKey(key: string) {
  return keyPattern.test(key);
}

/**
 * Review videos in a BlobStore: local disk under DATA_DIR/uploads, or S3-compatible
 * object storage (docs/decisions/020-review-videos.md). Uploads stream to
 * `pending/` with the size limit enforced while streaming and the type checked
 * from the first bytes before anything is stored; a signed token lets the
 * uploader attach the file to their review, which moves it to `videos/`. Names
 * are random; the user's file name is never used.
 */
export function createVideoStorage({
  dataDir,
  secret,
  maxBytes = maxVideoBytes,
  store = createLocalBlobStore(path.join(dataDir, "uploads"), ["pending", "videos"]),
}: {
  dataDir: string;
  secret: string;
  maxBytes?: number;
  store?: BlobStore;
}) {
  function sign(payload: string) {
    return createHmac("sha256", secret).update(payload).digest("base64url");
  }

  return {
    store,
    /** The local folders (local store only), for serving straight from disk. */
    videosDir: store.localRoot ? path.join(store.localRoot, "videos") : undefined,
    pendingDir: store.localRoot ? path.join(store.localRoot, "pending") : undefined,

    /** Streams an upload to storage; refuses more than the limit (413) or a non-video (422) and leaves nothing behind. */
    async receive(body: ReadableStream<Uint8Array> | null, declaredLength: number | null, userId: string) {
      if (declaredLength !== null && declaredLength > maxBytes)
        throw new AppError("payload_too_large", tooLargeVideoMessage);
      if (!body) throw new AppError("bad_request", invalidVideoMessage);
      const source = Readable.fromWeb(body as import("node:stream/web").ReadableStream<Uint8Array>);
      // The first bytes decide the type before anything is written.
      const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
      let head = Buffer.alloc(0);
      while (head.length < 16) {
        const next = await iterator.next();
        if (next.done) break;
        head = Buffer.concat([head, Buffer.from(next.value)]);
        if (head.length > maxBytes) break;
      }
      const mimeType = detectVideoType(head.subarray(0, 16));
      if (!mimeType) {
        source.destroy();
        throw new AppError("validation_failed", invalidVideoMessage, { fields: { video: invalidVideoMessage } });
      }
      const storageKey = `${randomUUID()}.${videoTypes[mimeType]}`;
      let size = 0;
      async function* rest() {
        if (head.length > 0) yield head;
        for (;;) {
          const next = await iterator.next();
          if (next.done) return;
          yield Buffer.from(next.value);
        }
      }
      const counted = Readable.from(
        (async function* () {
          for await (const chunk of rest()) {
            size += chunk.length;
            if (size > maxBytes) throw new AppError("payload_too_large", tooLargeVideoMessage);
            yield chunk;
          }
        })(),
      );
      try {
        await store.write(`pending/${storageKey}`, counted, mimeType);
      } catch (error) {
        source.destroy();
        await store.remove(`pending/${storageKey}`).catch(() => undefined);
        throw error;
      }
      const payload = [storageKey, userId, mimeType, size, Date.now() + tokenLifetimeMs].join("|");
      return {
        uploadToken: `${Buffer.from(payload).toString("base64url")}.${sign(payload)}`,
        mimeType,
        sizeBytes: size,
      };
    },

    /** Checks an upload token (signature, owner, age, file present) and returns the pending video. */
    async verify(token: string, userId: string): Promise<StoredVideo> {
      const [encoded = "", signature = ""] = token.split(".");
      const payload = Buffer.from(encoded, "base64url").toString("utf8");
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      const [storageKey = "", owner, mimeType, size, expires] = payload.split("|");
      const valid =
        expected.length === given.length &&
        timingSafeEqual(expected, given) &&
        owner === userId &&
        isVideoKey(storageKey) &&
        Number(expires) > Date.now() &&
        mimeType !== undefined &&
        Object.hasOwn(videoTypes, mimeType);
      if (!valid)
        throw new AppError(
          "validation_failed",
          "The video upload has expired or is not yours. Please upload it again.",
          { fields: { video: "Please upload the video again" } },
        );
      if (!(await store.exists(`pending/${storageKey}`))) {
        throw new AppError("validation_failed", "The uploaded video was not found. Please upload it again.", {
          fields: { video: "Please upload the video again" },
        });
      }
      return { storageKey, mimeType: mimeType as VideoMimeType, sizeBytes: Number(size) };
    },

    /** Moves a verified upload into place (before the review row is written). */
    async commit(video: StoredVideo) {
      await store.move(`pending/${video.storageKey}`, `videos/${video.storageKey}`);
    },

    async remove(storageKey: string | null | undefined) {
      if (storageKey && isVideoKey(storageKey)) await store.remove(`videos/${storageKey}`);
    },

    /** Reads a stored video (or a byte range of it) for serving; null when there is none. */
    read(storageKey: string, range: { start: number; end?: number } | null) {
      return store.read(`videos/${storageKey}`, range);
    },

    /** Deletes partial files of uploads cut off by a process that stopped (killed mid-upload). */
    removeInterruptedUploads() {
      return store.removeInterruptedWrites();
    },

    /** Deletes uploads never attached to a review (older than the token lifetime). */
    async removeAbandonedUploads(now = Date.now()) {
      const keys = await store.listOlderThan("pending", now - tokenLifetimeMs);
      for (const key of keys) await store.remove(key);
      return keys.length;
    },
  };
}
