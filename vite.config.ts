import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";

export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    // Assets are also written Brotli- and gzip-compressed at the highest levels, once, at build time; the
    // server sends the smallest one the browser accepts (docs/decisions/029-performance-budgets.md).
    // (The server bundle gets its copies too; nothing serves them.)
    compression({
      include: /\.(js|css|svg|json)$/,
      threshold: 1024,
      algorithms: [defineAlgorithm("brotliCompress"), defineAlgorithm("gzip", { level: 9 })],
    }),
  ],
  server: { hmr: { port: 24678 } },
});
