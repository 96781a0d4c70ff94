import { describe, expect, it } from "vitest";
import { bodyLimitFor } from "#server/http.ts";
import { prepareTestApp } from "#tests/support/fixtures.ts";
import { testOrigin } from "#tests/support/test-app.ts";

const { app } = prepareTestApp();

const megabyte = 1024 * 1024;

/** A body of `total` bytes sent in 64 KB chunks with no length given (as chunked transfer), counting what was read. */
function streamedBody(total: number) {
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  const read = { bytes: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (read.bytes >= total) {
        controller.close();
        return;
      }
      read.bytes += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { body, read };
}

function post(path: string, init: { body: BodyInit; headers?: Record<string, string> }) {
  return app.request(path, {
    method: "POST",
    body: init.body,
    headers: { Origin: testOrigin, ...init.headers },
    // Needed for a stream body.
    ...({ duplex: "half" } as RequestInit),
  });
}

describe("request body limits", () => {
  it("refuses a body declared larger than 1 MB with 413 before reading it, as JSON on the API", async () => {
    const response = await post("/api/v1/auth/sign-in", {
      body: JSON.stringify({ email: "a@example.com", password: "x".repeat(2 * megabyte) }),
      headers: { "Content-Type": "application/json" },
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: { code: "payload_too_large", message: "The request is larger than 1 MB. Please send less." },
    });
  });

  it("stops reading a streamed body at the limit: 50 MB sent, little more than 1 MB read", async () => {
    const { body, read } = streamedBody(50 * megabyte);
    const response = await post("/api/v1/search/clicks", { body, headers: { "Content-Type": "application/json" } });
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBe("payload_too_large");
    expect(read.bytes).toBeLessThan(megabyte + 4 * 64 * 1024);
  });

  it("answers an oversized form post to a page with a plain 413 message", async () => {
    const { body } = streamedBody(2 * megabyte);
    const response = await post("/sign-in", {
      body,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(413);
    expect(await response.text()).toBe("The request is larger than 1 MB. Please send less.");
  });

  it("lets bodies under the limit through to the route's own validation", async () => {
    const response = await post("/api/v1/search/clicks", {
      body: JSON.stringify({ searchId: "x".repeat(900 * 1024), companyId: 1, rank: 1 }),
      headers: { "Content-Type": "application/json" },
    });
    expect(response.status).toBe(422);
  });

  it("leaves video uploads to their own streaming limit, and gives the admin import room for its 2 MB file", async () => {
    expect(bodyLimitFor("/api/v1/uploads/video")).toBeUndefined();
    expect(bodyLimitFor("/admin/ai-tools")).toBe(3 * megabyte);
    expect(bodyLimitFor("/api/v1/reviews")).toBe(megabyte);
    const { body, read } = streamedBody(2 * megabyte);
    const upload = await post("/api/v1/uploads/video", { body, headers: { "Content-Type": "video/mp4" } });
    // Refused by the route (no session), not by the 1 MB body limit.
    expect(upload.status).toBe(401);
    expect(read.bytes).toBeLessThan(2 * megabyte);
  });
});
