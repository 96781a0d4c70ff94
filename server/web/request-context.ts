import { createContext } from "react-router";
import type { RequestContext } from "../context.ts";

type ContextKey = ReturnType<typeof createContext<RequestContext>>;
const key = Symbol.for("operatorstack.request-context");

// server/main.ts (run by tsx) and the Vite-built route modules each load this
// file, so the context key lives on globalThis to be one object for both.
const globalWithKey = globalThis as typeof globalThis & { [key]?: ContextKey };
globalWithKey[key] ??= createContext<RequestContext>();
export const requestContext: ContextKey = globalWithKey[key];
