import { isRouteErrorResponse } from "react-router";
import { errorCopy } from "#app/lib/error-copy.ts";
import { StatusPage } from "./status-page.tsx";

/** A 4xx other than "not found": the visitor's request was wrong (a bad page number, a filter), so say how. */
export function isRequestProblem(error: unknown) {
  return isRouteErrorResponse(error) && error.status >= 400 && error.status < 500 && error.status !== 404;
}

export function RequestProblem({ error }: { error: unknown }) {
  const copy = errorCopy(error);
  return <StatusPage title={copy.title} message={copy.message} />;
}
