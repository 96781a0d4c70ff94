// Dictation through the server (docs/decisions/055-dictation.md): POST /api/v1/transcriptions against a local
// stub of the OpenAI-compatible /audio/transcriptions endpoint. Signed-in users only, audio types only, 10 MB
// at most, limited per account, upstream failures answered with a sentence, and the audio never stored.
import { randomUUID } from "node:crypto";
import { readdir, stat } from "node:fs/promises";
import { createServer } from "node:net";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maxRecordingBytes, tooLargeRecordingMessage } from "#contracts/audio-recordings.ts";
import type { Services } from "#server/context.ts";
import { createCompany } from "#tests/support/factories.ts";
import { prepareTestDatabase } from "#tests/support/fixtures.ts";
import { type StubTranscriptionReply, startOpenAiStub } from "#tests/support/openai-stub.ts";
import { createClient, createTestApp, signedUpClient, uniqueEmail } from "#tests/support/test-app.ts";

type App = Awaited<ReturnType<typeof createTestApp>>["app"];
type Client = ReturnType<typeof createClient>;

const transcript = "Returns dropped by a third after we switched.";
let reply: StubTranscriptionReply = { kind: "transcript", text: transcript };
let stub: Awaited<ReturnType<typeof startOpenAiStub>>;
const database = prepareTestDatabase();
/** AI_BASE_URL at the stub, the default transcription model. */
let app: App;
let services: Services;
/** No AI endpoint at all. */
let appWithoutAi: App;
/** A chat model only: AI_TRANSCRIPTION_MODEL=none. */
let appWithoutTranscription: App;
/** AI_BASE_URL where nothing listens. */
let appWithUnreachableAi: App;

/** A port that was free a moment ago and has nothing listening on it. */
async function closedPort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  stub = await startOpenAiStub(() => ({ kind: "status", status: 500 }), { transcribe: () => reply });
  const ai = { AI_BASE_URL: stub.baseUrl, AI_MODEL: "stub-chat-model", AI_TIMEOUT_MS: "500" };
  ({ app, services } = await createTestApp(database, ai));
  ({ app: appWithoutAi } = await createTestApp(database));
  ({ app: appWithoutTranscription } = await createTestApp(database, { ...ai, AI_TRANSCRIPTION_MODEL: "none" }));
  ({ app: appWithUnreachableAi } = await createTestApp(database, {
    ...ai,
    AI_BASE_URL: `http://127.0.0.1:${await closedPort()}/v1`,
  }));
});
afterAll(async () => {
  await stub?.close();
});

/** The first bytes of a WebM file (an EBML header), then `filler`. */
function webm(filler = "opus frames") {
  return new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, ...Buffer.from(` ${filler}`)]);
}

function postAudio(client: Client, body: BodyInit, type = "audio/webm;codecs=opus") {
  return client.request("/api/v1/transcriptions", {
    method: "POST",
    headers: { "Content-Type": type },
    body,
    ...({ duplex: "half" } as RequestInit),
  });
}

function signedIn(target: App, name: string) {
  return signedUpClient(target, {
    firstName: name,
    lastName: "Speaker",
    email: uniqueEmail(name),
    password: "dictation pass 123",
  });
}

async function errorOf(response: Response) {
  return ((await response.json()) as { error: { code: string; message: string } }).error;
}

/** Every file under `folder` with its size, as "path:size" lines. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  const files = entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  return Promise.all(files.map(async (file) => `${path.relative(folder, file)}:${(await stat(file)).size}`));
}

/** Rows in each table of the database, and how many text-like values anywhere hold `marker`. */
async function databaseSnapshot(marker: string) {
  const columns = await database.db.execute<{ table_name: string; column_name: string }>(
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json', 'bytea')`,
  );
  let markerHits = 0;
  for (const { table_name, column_name } of columns.rows) {
    const hits = await database.db.execute<{ count: number }>(
      sql`select count(*)::int as count from ${sql.identifier(table_name)}
          where position(${marker} in ${sql.identifier(column_name)}::text) > 0`,
    );
    markerHits += hits.rows[0]?.count ?? 0;
  }
  const tables = await database.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name } of tables.rows) {
    const result = await database.db.execute<{ count: number }>(
      sql`select count(*)::int as count from ${sql.identifier(table_name)}`,
    );
    counts[table_name] = result.rows[0]?.count ?? 0;
  }
  return { counts, markerHits };
}

describe("POST /api/v1/transcriptions", () => {
  it("needs a session (401 in the API's shape) and sends nothing to the model", async () => {
    const before = stub.transcriptionRequests.length;
    const response = await postAudio(createClient(app), webm());
    expect(response.status).toBe(401);
    expect(await errorOf(response)).toEqual({ code: "unauthenticated", message: "Please sign in to dictate." });
    expect(stub.transcriptionRequests.length).toBe(before);
  });

  it("returns the transcript of a signed-in user's recording, sent with the configured model and a file name", async () => {
    const client = await signedIn(app, "Transcribed");
    reply = { kind: "transcript", text: transcript };
    const audio = webm("a minute of speech");
    const response = await postAudio(client, audio);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ text: transcript });
    const received = stub.transcriptionRequests.at(-1);
    expect(received?.model).toBe("whisper-1");
    expect(received?.responseFormat).toBe("json");
    expect(received?.fileName).toBe("dictation.webm");
    expect(received?.fileType).toBe("audio/webm");
    expect(received?.bytes).toEqual(audio);

    // Ogg (Firefox's recording format), and a transcript with stray control characters and line breaks.
    reply = { kind: "transcript", text: " Support answered\u0000 within\n an hour. " };
    const ogg = new Uint8Array([...Buffer.from("OggS"), 0, 2, 0, 0]);
    const fromOgg = await postAudio(client, ogg, "audio/ogg; codecs=opus");
    expect(await fromOgg.json()).toEqual({ text: "Support answered within an hour." });
    expect(stub.transcriptionRequests.at(-1)?.fileName).toBe("dictation.ogg");

    reply = { kind: "transcript", text: "" };
    expect(await (await postAudio(client, webm())).json()).toEqual({ text: "" });
  });

  it("refuses a recording over 10 MB with 413 and the recording's sentence, declared or streamed", async () => {
    const client = await signedIn(app, "Lengthy");
    const before = stub.transcriptionRequests.length;
    const large = new Uint8Array(maxRecordingBytes + 1);
    large.set(webm());
    const declared = await postAudio(client, large);
    expect(declared.status).toBe(413);
    expect(await errorOf(declared)).toEqual({ code: "payload_too_large", message: tooLargeRecordingMessage });

    let sent = 0;
    const chunk = new Uint8Array(64 * 1024);
    const streamed = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 50 * 1024 * 1024) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const response = await postAudio(client, streamed);
    expect(response.status).toBe(413);
    expect((await errorOf(response)).message).toBe(tooLargeRecordingMessage);
    expect(sent).toBeLessThan(maxRecordingBytes + 4 * chunk.byteLength);
    expect(stub.transcriptionRequests.length).toBe(before);
  });

  it("refuses what is not audio: 415 for another type, 422 for bytes that are not the declared audio", async () => {
    const client = await signedIn(app, "Typed");
    const before = stub.transcriptionRequests.length;
    for (const type of ["application/json", "text/plain", "video/webm", "application/octet-stream"]) {
      const response = await postAudio(client, webm(), type);
      expect(response.status, type).toBe(415);
      const error = await errorOf(response);
      expect(error.code).toBe("unsupported_media_type");
      expect(error.message).toMatch(/^Send the recording as audio \(audio\/webm, audio\/ogg/);
    }
    const missing = await client.request("/api/v1/transcriptions", { method: "POST", body: webm() });
    expect(missing.status).toBe(415);

    const renamed = await postAudio(client, Buffer.from("these are notes, not a recording"), "audio/webm");
    expect(renamed.status).toBe(422);
    expect(await errorOf(renamed)).toEqual({
      code: "validation_failed",
      message: "The recording is not audio/webm audio. Please dictate again.",
    });
    const empty = await postAudio(client, new Uint8Array(0), "audio/wav");
    expect(empty.status).toBe(422);
    expect((await errorOf(empty)).message).toBe("The recording is empty. Please dictate again.");
    expect(stub.transcriptionRequests.length).toBe(before);
  });

  it("answers a failing, slow or unreachable transcription service with 502/503/504 and a sentence", async () => {
    const client = await signedIn(app, "Unlucky");
    const cases: [StubTranscriptionReply, number, string, RegExp][] = [
      [{ kind: "status", status: 500 }, 502, "upstream_failed", /^The transcription service failed \(status 500\)\./],
      [{ kind: "status", status: 429 }, 503, "unavailable", /^The transcription service is busy\./],
      [{ kind: "status", status: 400 }, 422, "validation_failed", /could not read this recording/],
      [{ kind: "json", content: { words: [] } }, 502, "upstream_failed", /gave an answer without text/],
      [{ kind: "hang" }, 504, "upstream_timeout", /^The transcription service did not answer within 1 second\./],
    ];
    for (const [answer, status, code, message] of cases) {
      reply = answer;
      const started = Date.now();
      const response = await postAudio(client, webm());
      expect(response.status, JSON.stringify(answer)).toBe(status);
      const error = await errorOf(response);
      expect(error.code).toBe(code);
      expect(error.message).toMatch(message);
      // One attempt within AI_TIMEOUT_MS (500 ms): no retries keep the person waiting.
      expect(Date.now() - started).toBeLessThan(5_000);
    }
    const unreachable = await postAudio(await signedIn(appWithUnreachableAi, "Offline"), webm());
    expect(unreachable.status).toBe(502);
    expect((await errorOf(unreachable)).message).toBe(
      "The transcription service could not be reached. Please try again, or type your review.",
    );
  });

  it("limits each account to 60 recordings an hour (429 with Retry-After and a sentence)", async () => {
    const client = await signedIn(app, "Chatty");
    reply = { kind: "transcript", text: "Again." };
    for (let attempt = 0; attempt < 60; attempt++) expect((await postAudio(client, webm())).status).toBe(200);
    const refused = await postAudio(client, webm());
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    const error = await errorOf(refused);
    expect(error.code).toBe("rate_limited");
    expect(error.message).toMatch(/^You have dictated a lot this hour\. Please try again in \d+ minutes?\.$/);
    // Another account is not affected.
    expect((await postAudio(await signedIn(app, "Quiet"), webm())).status).toBe(200);
  });

  it("keeps the audio in memory only: no file and no database value holds it afterwards", async () => {
    const client = await signedIn(app, "Private");
    // Sign-up and the first rate-limit row come first, so the snapshot sees only the dictation itself.
    reply = { kind: "transcript", text: "Warm-up." };
    expect((await postAudio(client, webm())).status).toBe(200);
    const marker = `audio-marker-${randomUUID()}`;
    const filesBefore = await filesUnder(services.env.dataDir);
    const databaseBefore = await databaseSnapshot(marker);
    reply = { kind: "transcript", text: transcript };
    const response = await postAudio(client, webm(marker));
    expect(await response.json()).toEqual({ text: transcript });
    expect(Buffer.from(stub.transcriptionRequests.at(-1)?.bytes ?? []).toString("latin1")).toContain(marker);
    expect(await filesUnder(services.env.dataDir)).toEqual(filesBefore);
    expect(await databaseSnapshot(marker)).toEqual({ counts: databaseBefore.counts, markerHits: 0 });
  });

  it("says so (503) where the site has no transcription model, and takes only POST", async () => {
    for (const target of [appWithoutAi, appWithoutTranscription]) {
      const response = await postAudio(await signedIn(target, "Unserved"), webm());
      expect(response.status).toBe(503);
      expect(await errorOf(response)).toEqual({
        code: "unavailable",
        message:
          "Dictation through the server is not set up on this site. Please use a browser with speech recognition, such as Chrome, Edge or Safari.",
      });
    }
    const get = await createClient(app).request("/api/v1/transcriptions");
    expect(get.status).toBe(405);
    expect(get.headers.get("Allow")).toBe("POST");
  });

  it("refuses a recording from another origin (CSRF) before reading it", async () => {
    const client = await signedIn(app, "Foreign");
    const response = await client.request("/api/v1/transcriptions", {
      method: "POST",
      headers: { "Content-Type": "audio/webm", Origin: "https://evil.example" },
      body: webm(),
    });
    expect(response.status).toBe(403);
    expect((await errorOf(response)).code).toBe("forbidden");
  });
});

describe("the review form knows whether the server transcribes, and never where", () => {
  /** `canTranscribeOnServer` as the write-review page's loader sent it (decoded from its turbo-stream data). */
  async function canTranscribeOnServer(target: App, companyId: number) {
    const response = await createClient(target).request(`/write-review.data?companyId=${companyId}`);
    const text = await response.text();
    expect(text).not.toContain(stub.baseUrl);
    expect(text).not.toContain(new URL(stub.baseUrl).host);
    // One flat JSON array: strings once each, objects as {"_<key index>": <value index>}.
    const values = JSON.parse(text.split("\n")[0] ?? "[]") as unknown[];
    const key = `_${values.indexOf("canTranscribeOnServer")}`;
    const holder = values.find(
      (value): value is Record<string, number> => typeof value === "object" && value !== null && key in value,
    );
    return holder ? values[holder[key] ?? -1] : undefined;
  }

  it("tells the page canTranscribeOnServer without the model's address", async () => {
    const companyId = await createCompany(database.db, "Dictated Co");
    expect(await canTranscribeOnServer(app, companyId)).toBe(true);
    expect(await canTranscribeOnServer(appWithoutAi, companyId)).toBe(false);
    expect(await canTranscribeOnServer(appWithoutTranscription, companyId)).toBe(false);
  });
});
