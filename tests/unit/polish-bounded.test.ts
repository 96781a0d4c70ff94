// Polishing never holds the server (found by the independent probe of issue #35): nspell's `suggest` costs
// 0.3–0.6 s per unknown word on the main thread, so a text of made-up words froze every request for minutes.
// Corrections come from the grammar checker's own guess, confirmed by the dictionaries' constant-time lookup;
// `suggest` runs only when the grammar checker is unavailable, for a bounded number of words.

import { describe, expect, it, vi } from "vitest";

const counter = vi.hoisted(() => ({ suggestCalls: 0 }));

vi.mock("nspell", async (importOriginal) => {
  const real = (await importOriginal()) as {
    default: (aff: string, dic: string) => { suggest(word: string): string[] };
  };
  return {
    default: (aff: string, dic: string) => {
      const spell = real.default(aff, dic);
      const suggest = spell.suggest.bind(spell);
      spell.suggest = (word: string) => {
        counter.suggestCalls += 1;
        return suggest(word);
      };
      return spell;
    },
  };
});

const { polishText } = await import("#server/ai/polish-text.ts");

/** Sixty different made-up seven-letter words, as the probe sent. */
function madeUpWords(count: number) {
  const letters = "bcdfghjklmnpqrstvwxz";
  return Array.from({ length: count }, (_, index) => {
    let word = "";
    for (let position = 0, n = index + 7; position < 7; position++, n = Math.floor(n / 3) + index * 7 + position)
      word += letters[n % letters.length];
    return word;
  });
}

// The first polish loads the dictionaries and starts the grammar checker's worker (seconds on a busy machine).
describe("offline AI Polish stays bounded", { timeout: 60_000 }, () => {
  it("asks the spelling dictionaries for suggestions a bounded number of times, however many unknown words", async () => {
    counter.suggestCalls = 0;
    const text = `${madeUpWords(60).join(" ")} and the setup took a afternoon.`;
    const polished = await polishText(text);
    expect(counter.suggestCalls).toBeLessThanOrEqual(5);
    // Still a polish: grammar fixed, the made-up words left as written.
    expect(polished.text).toContain("an afternoon");
    for (const word of madeUpWords(60)) expect(polished.text.toLowerCase()).toContain(word);
  });

  it("still corrects clear slips from the grammar checker's guess", async () => {
    const polished = await polishText("The support team was realy helpfull and we dont regret it");
    expect(polished.text).toBe("The support team was really helpful and we don't regret it.");
  });
});
