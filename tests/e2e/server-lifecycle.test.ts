import { readdir } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { signUpOn, startServer } from "./support/server-process.ts";

type Server = Awaited<ReturnType<typeof startServer>>;
const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.stop();
});

// The catalog without demo reviews: quicker to start, and enough for uploads.
const noDemo = { DEMO_DATA: "false" };
const totalBytes = 4 * 1024 * 1024;
function videoStart() {
  const chunk = Buffer.alloc(512 * 1024);
  chunk.set([0, 0, 0, 24, ...Buffer.from("ftypisom"), 0, 0, 2, 0, ...Buffer.from("isomiso2")]);
  return chunk;
}

/** An upload whose body the test sends in two halves, to act while it is in flight. */
function startUpload(baseUrl: string, cookie: string) {
  const url = new URL(`${baseUrl}/api/v1/uploads/video`);
  const request = http.request(url, {
    method: "POST",
    headers: { "Content-Type": "video/mp4", "Content-Length": totalBytes, Cookie: cookie, Origin: baseUrl },
  });
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on("response", (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => {
        body += chunk.toString();
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    request.on("error", reject);
  });
  response.catch(() => undefined);
  request.write(videoStart());
  return {
    response,
    finish() {
      request.end(Buffer.alloc(totalBytes - 512 * 1024));
    },
  };
}

async function filesIn(dataDir: string, folder: string) {
  return readdir(path.join(dataDir, "uploads", folder)).catch(() => [] as string[]);
}

async function waitFor(check: () => Promise<boolean>) {
  await expect.poll(check, { timeout: 20_000 }).toBe(true);
}

describe("server lifecycle", () => {
  it("stops gracefully on SIGTERM: refuses new connections, finishes the upload in flight, exits 0", async () => {
    const server = await startServer({ env: noDemo });
    servers.push(server);
    const cookie = await signUpOn(server.baseUrl);
    const upload = startUpload(server.baseUrl, cookie);
    await waitFor(async () => (await filesIn(server.dataDir, "pending")).some((name) => name.endsWith(".part")));

    process.kill(server.pid, "SIGTERM");
    await waitFor(() =>
      fetch(`${server.baseUrl}/healthz`).then(
        () => false,
        () => true,
      ),
    );
    upload.finish();
    const answer = await upload.response;
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.body)).toMatchObject({ mimeType: "video/mp4", sizeBytes: totalBytes });
    expect(await server.exited).toEqual({ code: 0, signal: null });
  });

  it("leaves no partial file and no review when killed during a video upload, and serves again after restart", async () => {
    const first = await startServer({ env: noDemo });
    const { dataDir } = first;
    servers.push(first);
    const cookie = await signUpOn(first.baseUrl);
    const upload = startUpload(first.baseUrl, cookie);
    await waitFor(async () => (await filesIn(dataDir, "pending")).some((name) => name.endsWith(".part")));

    process.kill(first.pid, "SIGKILL");
    expect((await first.exited).signal).toBe("SIGKILL");
    await expect(upload.response).rejects.toThrow();
    expect((await filesIn(dataDir, "pending")).length).toBe(1);

    const second = await startServer({ dataDir, env: noDemo });
    servers.push(second);
    expect(await filesIn(dataDir, "pending")).toEqual([]);
    expect(await filesIn(dataDir, "videos")).toEqual([]);
    // The session survived the restart (it is in the database); the user has no review, half-written or not.
    const reviews = await fetch(`${second.baseUrl}/my-reviews`, { headers: { Cookie: cookie } });
    expect(reviews.status).toBe(200);
    expect(await reviews.text()).toContain("No reviews yet");
  });
});
