import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { type RenderToPipeableStreamOptions, renderToPipeableStream } from "react-dom/server";
import { type EntryContext, type HandleErrorFunction, type RouterContextProvider, ServerRouter } from "react-router";
import { isDatabaseUnavailable } from "#server/db/database-errors.ts";
import { requestContext } from "#server/web/request-context.ts";

export const streamTimeout = 5_000;

type Match = (path: string) => unknown;
const memoizedMatches = new WeakMap<Match, Match>();
/** Ancestor paths seen with one segment at most ("/", "/company", "/category"); cleared past this many. */
const maxRememberedPaths = 256;

/**
 * React Router's `<Scripts>` lists in each page the routes of the path's ancestors ("/company/12" → "/",
 * "/company"), matching each against every route, on every render: about a tenth of a millisecond per path
 * (issue #18, docs/decisions/069-server-render-cost.md). Routes do not change while the server runs, so the
 * answers for the short ancestors every page shares are kept; deeper paths are matched as before. The match
 * function is React Router's static handler's, kept on its context (`_match`); without it nothing changes.
 */
function rememberShortMatches(staticContext: object) {
  const holder = staticContext as { _match?: Match };
  const match = holder._match;
  if (typeof match !== "function") return;
  let memoized = memoizedMatches.get(match);
  if (!memoized) {
    const remembered = new Map<string, unknown>();
    memoized = (path) => {
      if (typeof path !== "string" || path.lastIndexOf("/") > 0) return match(path);
      if (remembered.has(path)) return remembered.get(path);
      if (remembered.size >= maxRememberedPaths) remembered.clear();
      const matches = match(path);
      remembered.set(path, matches);
      return matches;
    };
    memoizedMatches.set(match, memoized);
  }
  holder._match = memoized;
}

/** Errors of loaders and actions: an unreachable database turns the whole answer into a 503 (server/http.ts). */
export const handleError: HandleErrorFunction = (error, { context, request }) => {
  if (isDatabaseUnavailable(error)) {
    context.get(requestContext).databaseUnavailable = true;
    return;
  }
  if (!request.signal.aborted) console.error(error);
};

/**
 * React Router's default Node entry, plus the per-request CSP nonce: every
 * inline script React Router writes (hydration data, module loader, scroll
 * restoration) carries it, so the Content-Security-Policy needs no
 * 'unsafe-inline' for scripts (docs/decisions/027-security-headers.md).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(requestContext).cspNonce;
  rememberShortMatches(routerContext.staticHandlerContext);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let status = responseStatusCode;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole document at once; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          // Errors before the shell reject above and are logged by React Router.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
