import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

let root: string | undefined;

/**
 * The repository folder (the one holding package.json), found from this module's own location, so files
 * beside the code (catalog/) are found from the source tree, the route bundle (build/server) and the
 * compiled server (build/server-runtime) alike, whatever the working directory.
 */
export function projectRoot(): string {
  if (root) return root;
  let folder = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(folder, "package.json"))) {
    const parent = path.dirname(folder);
    if (parent === folder) throw new Error("package.json not found above the server code");
    folder = parent;
  }
  root = folder;
  return root;
}
