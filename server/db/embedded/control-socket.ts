// A second Unix socket beside the embedded database's PostgreSQL socket, for the few requests that are not SQL
// (a backup of the data folder). It lives in the server's private socket folder (mkdtemp, mode 0700), so only
// this user reaches it. One JSON line in, one JSON line out (docs/decisions/053-backups.md).
import net from "node:net";
import path from "node:path";
import { z } from "zod";

const controlSocketName = "operatorstack-control.sock";

const ControlRequestSchema = z.object({
  command: z.literal("backup"),
  file: z.string().refine((file) => path.isAbsolute(file), "must be an absolute path"),
});
export type ControlRequest = z.infer<typeof ControlRequestSchema>;

const ControlAnswerSchema = z.discriminatedUnion("ok", [
  z.object({ ok: z.literal(true), bytes: z.number().int().min(0) }),
  z.object({ ok: z.literal(false), error: z.string() }),
]);
type ControlAnswer = z.infer<typeof ControlAnswerSchema>;

/** A request line longer than this is not ours. */
const maximumRequestBytes = 64 * 1024;

function errorMessage(error: unknown) {
  return error instanceof Error ? error.message : String(error);
}

/** Reads one newline-terminated line from the socket (without the newline), or fails if it ends first. */
function readLine(socket: net.Socket, limit: number) {
  return new Promise<string>((resolve, reject) => {
    let received = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      received += chunk;
      const end = received.indexOf("\n");
      if (end !== -1) resolve(received.slice(0, end));
      else if (received.length > limit) reject(new Error("the line is too long"));
    });
    socket.once("end", () => reject(new Error("the connection closed before a full line arrived")));
    socket.once("error", reject);
  });
}

async function answerRequest(socket: net.Socket, handle: (request: ControlRequest) => Promise<{ bytes: number }>) {
  let answer: ControlAnswer;
  try {
    const line = await readLine(socket, maximumRequestBytes);
    const request = ControlRequestSchema.safeParse(JSON.parse(line));
    answer = request.success
      ? { ok: true, ...(await handle(request.data)) }
      : { ok: false, error: `Unknown request: ${request.error.issues[0]?.message ?? "invalid"}` };
  } catch (error) {
    answer = { ok: false, error: errorMessage(error) };
  }
  if (!socket.destroyed) socket.end(`${JSON.stringify(answer)}\n`);
}

/** Listens on `<socketDir>/operatorstack-control.sock`, answering each connection's one request with `handle`. */
export async function serveControlSocket(
  socketDir: string,
  handle: (request: ControlRequest) => Promise<{ bytes: number }>,
) {
  const server = net.createServer((socket) => {
    socket.on("error", () => socket.destroy());
    void answerRequest(socket, handle);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(path.join(socketDir, controlSocketName), () => resolve());
  });
  return server;
}

/** Sends one request to the embedded database server whose socket folder is `socketDir`, and waits for its answer. */
export async function sendControlRequest(socketDir: string, request: ControlRequest) {
  const socket = net.createConnection(path.join(socketDir, controlSocketName));
  const line = await new Promise<string>((resolve, reject) => {
    socket.once("connect", () => socket.write(`${JSON.stringify(request)}\n`));
    socket.once("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "ENOENT" || error.code === "ECONNREFUSED"
          ? new Error(
              `The embedded database server (socket folder ${socketDir}) does not take backup requests: restart it with this version, then try again.`,
            )
          : error,
      ),
    );
    readLine(socket, maximumRequestBytes).then(resolve, reject);
  }).finally(() => socket.destroy());
  const answer = ControlAnswerSchema.safeParse(JSON.parse(line));
  if (!answer.success) throw new Error("The embedded database server gave an answer this version does not understand.");
  if (!answer.data.ok) throw new Error(answer.data.error);
  return { bytes: answer.data.bytes };
}
