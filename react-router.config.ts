import { existsSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Config } from "@react-router/dev/config";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export default {
  appDirectory: "app",
  buildDirectory: "build",
  ssr: true,
  // React Router writes the route manifest (loaded on every first visit) after Vite's compression plugin
  // has run: give it, and any other asset written late, its precompressed copies too.
  async buildEnd({ reactRouterConfig }) {
    const assets = path.join(reactRouterConfig.buildDirectory, "client", "assets");
    if (!existsSync(assets)) return;
    for (const file of await readdir(assets)) {
      if (!/\.(js|css)$/.test(file) || existsSync(path.join(assets, `${file}.br`))) continue;
      const content = await readFile(path.join(assets, file));
      if (content.byteLength < 1024) continue;
      await writeFile(
        path.join(assets, `${file}.br`),
        await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      await writeFile(path.join(assets, `${file}.gz`), await gzipAsync(content, { level: 9 }));
    }
  },
} satisfies Config;
