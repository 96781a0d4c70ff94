import pg from "pg";

/**
 * A connection of its own LISTENing on `channel` of a PostgreSQL server (the job waker's, decision 116; the read
 * cache's, decision 119): `onNotice` with each notification's payload, and with none after each reconnection
 * (notifications sent while it was down are lost: the caller makes up for them). Reconnects with a capped backoff.
 */
export async function listenOn(
  options: pg.ClientConfig,
  channel: string,
  onNotice: (payload?: string) => void,
  onError: (error: unknown) => void,
) {
  let client: pg.Client | undefined;
  let isClosed = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let attempt = 0;
  function reconnectLater() {
    if (isClosed || retryTimer) return;
    const delay = Math.min(30_000, 1000 * 2 ** Math.min(attempt, 5));
    attempt += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().then(
        () => onNotice(),
        () => reconnectLater(),
      );
    }, delay);
    retryTimer.unref();
  }
  async function connect() {
    const next = new pg.Client({ ...options, keepAlive: true });
    next.on("notification", (message) => onNotice(message.payload));
    const lost = (error: unknown) => {
      if (client !== next) return;
      client = undefined;
      next.removeAllListeners();
      next.end().catch(() => {});
      if (!isClosed) {
        onError(error);
        reconnectLater();
      }
    };
    next.on("error", lost);
    next.on("end", () => lost(new Error(`the notification connection of ${channel} ended`)));
    client = next;
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
      attempt = 0;
    } catch (error) {
      if (client === next) client = undefined;
      next.removeAllListeners();
      await next.end().catch(() => {});
      throw error;
    }
  }
  try {
    await connect();
  } catch (error) {
    // Unreachable now: tried again with the backoff; the caller's own checks cover the time meanwhile.
    onError(error);
    reconnectLater();
  }
  return {
    async close() {
      isClosed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const last = client;
      client = undefined;
      if (last) {
        last.removeAllListeners();
        last.on("error", () => {});
        await last.end().catch(() => {});
      }
    },
  };
}
