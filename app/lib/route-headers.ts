import type { HeadersFunction } from "react-router";

/**
 * A page route's `headers`: its answer carries the headers its action or loader set, such as `Retry-After` on a
 * 429 (issue #34); without a `headers` export React Router keeps only their cookies.
 */
export const forwardHeaders: HeadersFunction = ({ loaderHeaders, actionHeaders, errorHeaders }) => {
  const headers = new Headers();
  for (const source of [loaderHeaders, actionHeaders, errorHeaders]) {
    source?.forEach((value, name) => {
      if (name !== "set-cookie") headers.set(name, value);
    });
  }
  return headers;
};
