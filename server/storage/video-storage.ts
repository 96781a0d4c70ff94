import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { createWriteStream, mkdirSync } from "node:fs";
import { mkdir, open, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { invalidVideoMessage, maxVideoBytes, tooLargeVideoMessage } from "#app/lib/video-files.ts";
import { AppError } from "../errors.ts";
import { detectVideoType, type VideoMimeType, videoTypes } from "./detect-video-type.ts";

export type VideoStorage = ReturnType<typeof createVideoStorage>;
export type StoredVideo = { storageKey: string; mimeType: VideoMimeType; sizeBytes: number };

const keyPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(mp4|mov|avi|webm)$/;
const tokenLifetimeMs = 24 * 60 * 60 * 1000;

export function isVideoKey(key: string) {
  return keyPattern.test(key);
}

/**
 * Review videos on local disk under DATA_DIR/uploads (docs/decisions/020-review-videos.md).
 * Uploads stream to `pending/` with the size limit enforced while streaming and the type
 * checked from the first bytes; a signed token lets the uploader attach the file to their
 * review, which moves it to `videos/`. Names are random; the user's file name is never used.
 */
export function createVideoStorage({
  dataDir,
  secret,
  maxBytes = maxVideoBytes,
}: {
  dataDir: string;
  secret: string;
  maxBytes?: number;
}) {
  const root = path.join(dataDir, "uploads");
  const pendingDir = path.join(root, "pending");
  const videosDir = path.join(root, "videos");
  // The folders exist from the start, so the media route always has its root.
  mkdirSync(pendingDir, { recursive: true });
  mkdirSync(videosDir, { recursive: true });

  function sign(payload: string) {
    return createHmac("sha256", secret).update(payload).digest("base64url");
  }

  return {
    videosDir,
    pendingDir,

    /** Streams an upload to disk; refuses more than the limit (413) or a non-video (422) and leaves nothing behind. */
    async receive(body: ReadableStream<Uint8Array> | null, declaredLength: number | null, userId: string) {
      if (declaredLength !== null && declaredLength > maxBytes)
        throw new AppError("payload_too_large", tooLargeVideoMessage);
      if (!body) throw new AppError("bad_request", invalidVideoMessage);
      await mkdir(pendingDir, { recursive: true });
      const id = randomUUID();
      const temporary = path.join(pendingDir, `${id}.part`);
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          if (size > maxBytes) callback(new AppError("payload_too_large", tooLargeVideoMessage));
          else callback(null, chunk);
        },
      });
      try {
        await pipeline(
          Readable.fromWeb(body as import("node:stream/web").ReadableStream<Uint8Array>),
          counter,
          createWriteStream(temporary, { mode: 0o600 }),
        );
        const head = Buffer.alloc(16);
        const handle = await open(temporary, "r");
        try {
          await handle.read(head, 0, 16, 0);
        } finally {
          await handle.close();
        }
        const mimeType = detectVideoType(head);
        if (!mimeType || size === 0)
          throw new AppError("validation_failed", invalidVideoMessage, { fields: { video: invalidVideoMessage } });
        const storageKey = `${id}.${videoTypes[mimeType]}`;
        await rename(temporary, path.join(pendingDir, storageKey));
        const payload = [storageKey, userId, mimeType, size, Date.now() + tokenLifetimeMs].join("|");
        return {
          uploadToken: `${Buffer.from(payload).toString("base64url")}.${sign(payload)}`,
          mimeType,
          sizeBytes: size,
        };
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
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
      try {
        await stat(path.join(pendingDir, storageKey));
      } catch {
        throw new AppError("validation_failed", "The uploaded video was not found. Please upload it again.", {
          fields: { video: "Please upload the video again" },
        });
      }
      return { storageKey, mimeType: mimeType as VideoMimeType, sizeBytes: Number(size) };
    },

    /** Moves a verified upload into place (before the review row is written). */
    async commit(video: StoredVideo) {
      await mkdir(videosDir, { recursive: true });
      await rename(path.join(pendingDir, video.storageKey), path.join(videosDir, video.storageKey));
    },

    async remove(storageKey: string | null | undefined) {
      if (storageKey && isVideoKey(storageKey)) await rm(path.join(videosDir, storageKey), { force: true });
    },

    /** Deletes uploads never attached to a review (older than the token lifetime). */
    async removeAbandonedUploads(now = Date.now()) {
      let removed = 0;
      for (const name of await readdir(pendingDir).catch(() => [] as string[])) {
        const file = path.join(pendingDir, name);
        const info = await stat(file).catch(() => null);
        if (info && now - info.mtimeMs > tokenLifetimeMs) {
          await rm(file, { force: true });
          removed += 1;
        }
      }
      return removed;
    },
  };
}
