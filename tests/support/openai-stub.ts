import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type StubRequest = { model: string; messages: { role: string; content: string }[] };

/** What the stub answers for one chat completion request. */
export type StubReply =
  | { kind: "json"; content: unknown; usage?: { prompt_tokens: number; completion_tokens: number } }
  | { kind: "text"; content: string }
  | { kind: "status"; status: number }
  | { kind: "hang" };

/** One audio transcription request as the stub received it (multipart/form-data, like the real API). */
export type StubTranscriptionRequest = {
  model: string;
  responseFormat: string | null;
  fileName: string;
  fileType: string;
  bytes: Uint8Array;
};

/** What the stub answers for one transcription request. */
export type StubTranscriptionReply =
  | { kind: "transcript"; text: string }
  | { kind: "json"; content: unknown }
  | { kind: "status"; status: number }
  | { kind: "hang" };

async function transcriptionRequestOf(req: IncomingMessage, body: Buffer): Promise<StubTranscriptionRequest> {
  const form = await new Request("http://stub/", {
    method: "POST",
    headers: { "Content-Type": req.headers["content-type"] ?? "" },
    body: new Uint8Array(body),
  }).formData();
  const file = form.get("file");
  if (!(file instanceof File)) throw new Error("the transcription request has no file");
  return {
    model: String(form.get("model")),
    responseFormat: form.has("response_format") ? String(form.get("response_format")) : null,
    fileName: file.name,
    fileType: file.type,
    bytes: new Uint8Array(await file.arrayBuffer()),
  };
}

/**
 * A local server speaking the OpenAI chat completions protocol (POST /v1/chat/completions) and, when the test
 * gives `transcribe`, the audio transcription one (POST /v1/audio/transcriptions) for tests: no network,
 * answers chosen by the test.
 */
export async function startOpenAiStub(
  reply: (request: StubRequest) => StubReply,
  { transcribe }: { transcribe?: (request: StubTranscriptionRequest) => StubTranscriptionReply } = {},
) {
  const requests: StubRequest[] = [];
  const transcriptionRequests: StubTranscriptionRequest[] = [];
  const hanging = new Set<ServerResponse>();
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method === "POST" && transcribe && req.url?.endsWith("/audio/transcriptions")) {
      const request = await transcriptionRequestOf(req, Buffer.concat(chunks));
      transcriptionRequests.push(request);
      const answer = transcribe(request);
      if (answer.kind === "hang") {
        hanging.add(res);
        return;
      }
      const status = answer.kind === "status" ? answer.status : 200;
      const content =
        answer.kind === "transcript"
          ? { text: answer.text }
          : answer.kind === "json"
            ? answer.content
            : { error: { message: "stub failure" } };
      res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(content));
      return;
    }
    if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
      res.writeHead(404).end();
      return;
    }
    const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as StubRequest;
    requests.push(body);
    const answer = reply(body);
    if (answer.kind === "hang") {
      hanging.add(res);
      return;
    }
    if (answer.kind === "status") {
      res
        .writeHead(answer.status, { "Content-Type": "application/json" })
        .end(JSON.stringify({ error: { message: "stub failure" } }));
      return;
    }
    const content = answer.kind === "json" ? JSON.stringify(answer.content) : answer.content;
    const usage = answer.kind === "json" && answer.usage ? answer.usage : { prompt_tokens: 10, completion_tokens: 5 };
    res.writeHead(200, { "Content-Type": "application/json" }).end(
      JSON.stringify({
        id: "chatcmpl-stub",
        object: "chat.completion",
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
        usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    transcriptionRequests,
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
