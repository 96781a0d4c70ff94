import { formatCount } from "#contracts/plural.ts";

/**
 * What seeding tells the person who started the server (issue #35, item 11): each step as it begins, how far a long
 * one has got, and how long it took. Seeding a fresh database takes about a minute; without this it was silent.
 */
export type SeedProgress = {
  /** A step begins: `start("Seeding the catalog", "39 categories, 1,077 companies")`. */
  start(step: string, detail: string): void;
  /** Part of the step's work is done: `advance("Writing demo reviews", 2000, 6870)`. */
  advance(step: string, done: number, total: number): void;
  /** The step is done; says how long it took. */
  finish(step: string): void;
  /** One closing line. */
  note(text: string): void;
};

/** For tests and tools that seed without an audience. */
export const silentSeedProgress: SeedProgress = { start() {}, advance() {}, finish() {}, note() {} };

/** "2.4 s", "58 s". */
export function formatSeconds(milliseconds: number) {
  const seconds = milliseconds / 1000;
  return seconds < 10 ? `${seconds.toFixed(1)} s` : `${Math.round(seconds)} s`;
}

/**
 * Progress written to `stream`. On a terminal a step is one line, updated in place; anywhere else (a pipe, a log
 * file, a service manager's journal) every message is a whole line of its own, and a long step prints its count at
 * each quarter, so that nothing is rewritten and every line can be read as it comes.
 */
export function printedSeedProgress(
  stream: NodeJS.WritableStream & { isTTY?: boolean } = process.stdout,
): SeedProgress {
  const isTerminal = stream.isTTY === true;
  const steps = new Map<string, { startedAt: number; text: string; printedQuarter: number }>();
  const line = (text: string) => stream.write(`${text}\n`);
  const rewrite = (text: string) => stream.write(`\r\x1b[2K${text}`);
  return {
    start(step, detail) {
      const text = `${step}: ${detail}…`;
      steps.set(step, { startedAt: performance.now(), text, printedQuarter: 0 });
      if (isTerminal) rewrite(text);
      else line(text);
    },
    advance(step, done, total) {
      const state = steps.get(step);
      const count = `${step}: ${formatCount(done)}/${formatCount(total)}`;
      if (isTerminal) {
        rewrite(state ? `${state.text} ${formatCount(done)}/${formatCount(total)}` : count);
        return;
      }
      const quarter = total > 0 ? Math.floor((done / total) * 4) : 4;
      if (state && quarter <= state.printedQuarter) return;
      if (state) state.printedQuarter = quarter;
      line(count);
    },
    finish(step) {
      const state = steps.get(step);
      const took = state ? ` in ${formatSeconds(performance.now() - state.startedAt)}` : "";
      steps.delete(step);
      if (isTerminal) stream.write(`\r\x1b[2K${state?.text ?? `${step}:`} done${took}\n`);
      else line(`${step}: done${took}`);
    },
    note(text) {
      line(text);
    },
  };
}
