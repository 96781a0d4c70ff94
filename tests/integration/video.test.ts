import path from "node:path";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Services } from "#server/context.ts";
import { detectVideoType } from "#server/storage/detect-video-type.ts";
import { createCompany } from "#tests/support/factories.ts";
import { prepareUploadTests } from "#tests/support/fixtures.ts";
import { createClient, createTestApp, signedUpClient, uniqueEmail } from "#tests/support/test-app.ts";

let app: Awaited<ReturnType<typeof createTestApp>>["app"];
let services: Services;

const { database, storages } = prepareUploadTests("videos");

/** Every key under a prefix in the configured store. */
function storedKeys(prefix: "pending" | "videos") {
  return services.videos.store.listOlderThan(prefix, Number.MAX_SAFE_INTEGER);
}

/** The first bytes of a real MP4 (an ISO-BMFF ftyp box), then filler. */
function mp4Bytes(size = 4096) {
  const bytes = new Uint8Array(size);
  bytes.set([0, 0, 0, 24, ...Buffer.from("ftypisom"), 0, 0, 2, 0, ...Buffer.from("isomiso2")]);
  return bytes;
}

/** A signed-in reviewer with a confirmed address (unconfirmed authors' reviews are held). */
function signedIn() {
  return signedUpClient(app, {
    firstName: "Vid",
    lastName: "Eo",
    email: uniqueEmail("video"),
    password: "video pass phrase",
    confirmIn: database.db,
  });
}

async function upload(client: ReturnType<typeof createClient>, body: BodyInit, headers: Record<string, string> = {}) {
  return client.request("/api/v1/uploads/video", {
    method: "POST",
    body,
    headers: { "Content-Type": "application/octet-stream", ...headers },
    duplex: "half",
  } as RequestInit);
}

function reviewForm(companyId: number, videoUploadToken: string) {
  return {
    companyId,
    rating: 5,
    title: "Watch how we use it",
    content: "A short walkthrough of our returns flow in the portal, recorded by our ops lead.",
    firstName: "Vid",
    businessWebsite: "vid-shop.example",
    categories: ["returns"],
    videoUploadToken,
  };
}

describe("video type detection", () => {
  it("reads the type from the first bytes", () => {
    expect(detectVideoType(mp4Bytes())).toBe("video/mp4");
    expect(detectVideoType(new Uint8Array([0, 0, 0, 20, ...Buffer.from("ftypqt  ")]))).toBe("video/quicktime");
    expect(detectVideoType(new Uint8Array([...Buffer.from("RIFF"), 0, 0, 0, 0, ...Buffer.from("AVI ")]))).toBe(
      "video/x-msvideo",
    );
    expect(detectVideoType(new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 2]))).toBe("video/webm");
    expect(detectVideoType(Buffer.from("<html><script>alert(1)</script>"))).toBeNull();
  });
});

describe.each(storages)("review videos on $name", (storage) => {
  beforeAll(async () => {
    ({ app, services } = await createTestApp(database, storage.env()));
    // Each storage signs up its own users; the sign-up limit per address is not under test here.
    await database.db.execute(sql`delete from rate_limits`);
    expect(services.videos.store.kind).toBe(storage.name === "local disk" ? "local" : "s3");
  });

  it("uploads, attaches to a review, serves with range requests, and is deleted with the review", async () => {
    expect((await upload(createClient(app), mp4Bytes())).status).toBe(401);
    const client = await signedIn();
    const uploaded = await upload(client, mp4Bytes());
    expect(uploaded.status).toBe(201);
    const { uploadToken, mimeType, sizeBytes } = await uploaded.json();
    expect({ mimeType, sizeBytes }).toEqual({ mimeType: "video/mp4", sizeBytes: 4096 });

    const companyId = await createCompany(database.db);
    const created = await client.postJson("/api/v1/reviews", reviewForm(companyId, uploadToken));
    expect(created.status).toBe(201);
    const { review } = await created.json();
    const page = await (await client.request(`/review/${review.id}`)).text();
    const videoUrl = page.match(/<video[^>]*src="(\/media\/videos\/[^"]+)"/)?.[1];
    expect(videoUrl).toBeDefined();

    const ranged = await client.request(videoUrl ?? "", { headers: { Range: "bytes=0-9" } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get("Content-Range")).toBe("bytes 0-9/4096");
    expect(ranged.headers.get("Content-Type")).toBe("video/mp4");
    expect(ranged.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect((await ranged.arrayBuffer()).byteLength).toBe(10);

    const whole = await client.request(videoUrl ?? "");
    expect(whole.status).toBe(200);
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(mp4Bytes());
    const tail = await client.request(videoUrl ?? "", { headers: { Range: "bytes=4090-" } });
    expect(tail.status).toBe(206);
    expect(tail.headers.get("Content-Range")).toBe("bytes 4090-4095/4096");
    expect((await client.request(videoUrl ?? "", { headers: { Range: "bytes=5000-6000" } })).status).toBe(416);

    expect(whole.headers.get("Cache-Control")).toBe("public, max-age=3600");

    // Removed in moderation: the video is no longer public; its author still sees it.
    await database.db.execute(sql`update reviews set status = 'removed' where id = ${review.id}`);
    expect((await createClient(app).request(videoUrl ?? "")).status).toBe(404);
    const forAuthor = await client.request(videoUrl ?? "");
    expect(forAuthor.status).toBe(200);
    expect(forAuthor.headers.get("Cache-Control")).toBe("private, no-store");
    await database.db.execute(sql`update reviews set status = 'published' where id = ${review.id}`);

    const key = `videos/${path.basename(videoUrl ?? "")}`;
    expect(await storedKeys("videos")).toContain(key);
    await client.request(`/api/v1/reviews/${review.id}`, { method: "DELETE" });
    expect(await storedKeys("videos")).not.toContain(key);
    expect((await client.request(videoUrl ?? "")).status).toBe(404);
  });

  it("refuses a file that is not a video, whatever its name, and keeps nothing", async () => {
    const client = await signedIn();
    const response = await upload(client, Buffer.from("<html><body>not a video</body></html>".repeat(10)), {
      "Content-Type": "video/mp4",
    });
    const before = await storedKeys("pending");
    expect(response.status).toBe(422);
    expect((await response.json()).error.message).toBe("Please select a valid video file");
    expect(await storedKeys("pending")).toEqual(before);
  });

  it("refuses more than 100 MB while streaming (413), without keeping the partial file", async () => {
    const client = await signedIn();
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > 100) return controller.close();
        controller.enqueue(sent === 0 ? mp4Bytes(1024 * 1024) : chunk);
        sent += 1;
      },
    });
    const before = await storedKeys("pending");
    const response = await upload(client, body);
    expect(response.status).toBe(413);
    expect((await response.json()).error.message).toMatch(/larger than 100 MB/);
    expect(await storedKeys("pending")).toEqual(before);
    const declared = await upload(client, mp4Bytes(), { "Content-Length": String(200 * 1024 * 1024) });
    expect(declared.status).toBe(413);
  });

  it("leaves no file behind when the review cannot be saved, and refuses another user's upload", async () => {
    const owner = await signedIn();
    const { uploadToken } = await (await upload(owner, mp4Bytes())).json();
    const before = await storedKeys("videos");
    const invalid = await owner.postJson("/api/v1/reviews", { ...reviewForm(99_999_999, uploadToken) });
    expect(invalid.status).toBe(422);
    expect(await storedKeys("videos")).toEqual(before);

    const thief = await signedIn();
    const companyId = await createCompany(database.db);
    const stolen = await thief.postJson("/api/v1/reviews", reviewForm(companyId, uploadToken));
    expect(stolen.status).toBe(422);
    expect((await stolen.json()).error.message).toMatch(/not yours/);
  });

  it("sweeps uploads never attached to a review after a day", async () => {
    const client = await signedIn();
    await upload(client, mp4Bytes());
    expect((await storedKeys("pending")).length).toBeGreaterThan(0);
    expect(await services.videos.removeAbandonedUploads(Date.now() - 60_000)).toBe(0);
    const removed = await services.videos.removeAbandonedUploads(Date.now() + 25 * 60 * 60 * 1000);
    expect(removed).toBeGreaterThan(0);
    expect(await storedKeys("pending")).toEqual([]);
  });
});
