import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";

// The production browser bundle runs Preact (preact/compat) in place of React; the server keeps rendering with
// React 19, and so does the dev server's browser side (its pre-bundled dependencies would keep real React).
const preactInBrowser: Record<string, string> = {
  react: fileURLToPath(new URL("./app/lib/preact-react.js", import.meta.url)),
  "react-dom": "preact/compat",
  "react-dom/client": fileURLToPath(new URL("./app/lib/preact-react-dom-client.js", import.meta.url)),
  "react/jsx-runtime": "preact/compat/jsx-runtime",
  "react/jsx-dev-runtime": "preact/compat/jsx-dev-runtime",
};

function preactClient(): Plugin {
  return {
    name: "preact-client",
    enforce: "pre",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId(id, importer) {
      const target = preactInBrowser[id];
      return target ? this.resolve(target, importer, { skipSelf: true }) : null;
    },
  };
}

export default defineConfig({
  plugins: [
    // BROWSER_RUNTIME=react at build time ships React itself instead (docs/decisions/031-preact-in-the-browser.md).
    ...(process.env.BROWSER_RUNTIME === "react" ? [] : [preactClient()]),
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
