import { type ContextReader, getRequestContext } from "./require.ts";

/**
 * Adds surrogate keys (server/cache/surrogate-keys.ts) to this request's answer, for what only the loader knows
 * (the company an address names). They reach the answer's headers only when it may be stored (decision 095).
 */
export function tagAnswer(context: ContextReader, ...keys: string[]) {
  const { surrogateKeys } = getRequestContext(context);
  for (const key of keys) surrogateKeys.add(key);
}
