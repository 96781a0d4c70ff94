// Runs Harper (harper.js, a grammar checker compiled to WebAssembly) on its own thread: building its
// dictionary and linting a long review take tens to hundreds of milliseconds that must not block the HTTP
// event loop. Started on first use by grammar-checker.ts; see docs/decisions/085-offline-polish-with-harper.md.
import { parentPort } from "node:worker_threads";
import { Dialect, LocalLinter } from "harper.js";
import { binary } from "harper.js/binary";

export type GrammarRequest = { id: number; text: string };
export type GrammarSuggestion = { kind: (typeof suggestionKinds)[number]; text: string };
/** One finding, its span in UTF-16 offsets of the text (JavaScript string indices). */
export type GrammarLint = {
  rule: string;
  kind: string;
  start: number;
  end: number;
  message: string;
  suggestions: GrammarSuggestion[];
};
export type GrammarResponse = { id: number; lints: GrammarLint[] } | { id: number; error: string };

const suggestionKinds = ["replace", "remove", "insert-after"] as const;

/**
 * Rules left off. "SpellCheck" stays on: its guesses only confirm nspell's (polish-text.ts). Splitting unknown
 * words ("helpfull" → "help full") is a spelling guess; "ok" → "okay" changes a word that is not wrong;
 * polish-text.ts capitalises sentences itself, with the project's sentence splitter ("e.g.", "3.9"). The others
 * flagged correct sentences of the catalog's own descriptions and sample reviews (1,389 sentences, decision 085):
 * "checkout" → "check out", "were" → "where", "they" → "them", "quiet" → "quite", "no in-house" → "not in…",
 * "a while" → "awhile", "non-negotiable" → "nonnegotiable", "video conferencing" → "videoconferencing", "SOPs" →
 * "sops", "Mastercard" → "MasterCard".
 */
const rulesOff = [
  "SplitWords",
  "OkToOkay",
  "SentenceCapitalization",
  "PhrasalVerbAsCompoundNoun",
  "WereWhere",
  "TheyToThem",
  "QuiteQuiet",
  "NotIn",
  "AWhile",
  "DisjointPrefixes",
  "CompoundNouns",
  "OrthographicConsistency",
];

async function run() {
  if (!parentPort) throw new Error("grammar-worker must run in a worker thread");
  const port = parentPort;
  const linter = new LocalLinter({ binary, dialect: Dialect.American });
  const ready = (async () => {
    await linter.setup();
    await linter.setLintConfig(Object.fromEntries(rulesOff.map((rule) => [rule, false])));
  })();
  port.on("message", async ({ id, text }: GrammarRequest) => {
    try {
      await ready;
      // Overlapping findings are all kept: a misspelt word's SpellCheck finding confirms nspell's even where
      // another rule also matched it ("teh" → "the").
      const organized = await linter.organizedLints(text, { language: "plaintext", dedup: false });
      const lints: GrammarLint[] = Object.entries(organized).flatMap(([rule, found]) =>
        found.map((lint) => {
          const span = lint.span();
          const suggestions = lint.suggestions();
          const plain = {
            rule,
            kind: lint.lint_kind(),
            // harper.js gives spans in UTF-16 units, as JavaScript strings count (checked with emoji in
            // tests/unit/polish-judged.test.ts).
            start: Math.min(span.start, text.length),
            end: Math.min(span.end, text.length),
            message: lint.message(),
            suggestions: suggestions.map((suggestion) => ({
              kind: suggestionKinds[suggestion.kind()] ?? "replace",
              text: suggestion.get_replacement_text(),
            })),
          };
          // WebAssembly memory is given back at once, not when the collector gets round to it.
          for (const suggestion of suggestions) suggestion.free();
          span.free();
          lint.free();
          return plain;
        }),
      );
      port.postMessage({ id, lints } satisfies GrammarResponse);
    } catch (error) {
      port.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies GrammarResponse);
    }
  });
}

void run();
