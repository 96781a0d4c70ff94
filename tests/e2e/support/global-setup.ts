import type { TestProject } from "vitest/node";
import { startServer } from "./server-process.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

/** Starts the real server (`npm start`'s code path: built app, embedded database, demo data) once for all browser tests. */
export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide("baseUrl", server.baseUrl);
  project.provide("dataDir", server.dataDir);
  return () => server.stop();
}
