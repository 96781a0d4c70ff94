import pg from "pg";

/**
 * Records the text (whitespace collapsed) of every SQL statement this test process sends through `pg` (one per round trip, on any pool or
 * client: the app's, a read replica's, the job queue's) until `stop()`.
 */
export function recordStatements() {
  const texts: string[] = [];
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function recorded(this: pg.Client, ...args: unknown[]) {
    const [first] = args;
    const text = typeof first === "string" ? first : ((first as { text?: string } | undefined)?.text ?? "");
    // Whitespace collapsed, so a statement built from indented fragments reads as one line.
    texts.push(text.replace(/\s+/g, " ").trim());
    return Reflect.apply(query, this, args);
  } as typeof query;
  return {
    texts,
    /** How many recorded statements contain `fragment`. */
    count: (fragment: string) => texts.filter((text) => text.includes(fragment)).length,
    clear() {
      texts.length = 0;
    },
    stop() {
      pg.Client.prototype.query = query;
    },
  };
}
