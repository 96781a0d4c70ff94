import { kindSynonyms, serviceWords } from "../vocabulary/kind-words.ts";
import { fillerWords, intentWords, linkingWords } from "../vocabulary/query-words.ts";
import { stem, type Token } from "./read-words.ts";

/** The words of the kind phrases that name people or firms ("agencies", "freelancers"). */
const serviceKindWords = new Set(
  [...kindSynonyms.agency, ...kindSynonyms.freelance].filter((phrase) => !phrase.includes(" ")).map(stem),
);
const listWords = new Set(["a", "an", "the", "and", "or", "other", "small", "ecommerce", "e-commerce", "online"]);

/**
 * Whether a kind word at `start` says whom the thing asked for serves, not what is asked for: it follows
 * "for" after a topic ("time tracking for freelancers and agencies" is software for them).
 */
export function saysWhoItIsFor(tokens: Token[], start: number) {
  let index = start - 1;
  while (index >= 0 && (listWords.has(tokens[index]?.text ?? "") || serviceKindWords.has(tokens[index]?.stem ?? ""))) {
    index--;
  }
  if (index <= 0 || tokens[index]?.text !== "for") return false;
  return tokens
    .slice(0, index)
    .some(
      (token) =>
        /[a-z]/.test(token.stem) &&
        !fillerWords.has(token.text) &&
        !fillerWords.has(token.stem) &&
        !intentWords.has(token.text),
    );
}

const possessives = new Set(["my", "our", "their"]);
const serviceWordStems = new Set(serviceWords.filter((phrase) => !phrase.includes(" ")).map(stem));

/**
 * Whether a category phrase at `start` names what the operator already has, not what they look for: it follows
 * "my" or "our" after the thing asked for ("screen videos to train my va" asks for no virtual assistant).
 */
export function saysWhatTheyHave(tokens: Token[], start: number) {
  if (start < 2 || !possessives.has(tokens[start - 1]?.text ?? "")) return false;
  // "Outsource our email marketing": what a service word hands over is what is asked for (decision 115).
  if (serviceWordStems.has(tokens[start - 2]?.stem ?? "")) return false;
  return tokens
    .slice(0, start - 1)
    .some(
      (token) =>
        /[a-z]/.test(token.stem) &&
        !fillerWords.has(token.text) &&
        !fillerWords.has(token.stem) &&
        !intentWords.has(token.text) &&
        !linkingWords.has(token.text),
    );
}
