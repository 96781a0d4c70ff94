// A local S3-compatible server (s3rver, no network) for upload tests: the same code path as AWS S3, MinIO or R2.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

/** Starts an S3-compatible server with one bucket in a temporary folder; `close` stops it and removes the folder. */
export async function startObjectStorage(bucket: string) {
  const directory = await mkdtemp(path.join(os.tmpdir(), "operatorstack-s3-"));
  const server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    port,
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** The two stores an upload test runs on: the local disk, and `bucket` on the server at `port()` (known once started). */
export function uploadStorages(bucket: string, port: () => number) {
  return [
    { name: "local disk", env: (): Record<string, string> => ({}) },
    {
      name: "S3-compatible object storage",
      env: (): Record<string, string> => ({
        S3_BUCKET: bucket,
        S3_ENDPOINT: `http://127.0.0.1:${port()}`,
        S3_ACCESS_KEY_ID: "S3RVER",
        S3_SECRET_ACCESS_KEY: "S3RVER",
        S3_PREFIX: "test/",
      }),
    },
  ];
}
