// Writes the brand logos of catalog companies from simple-icons (decision 087): the committed mapping
// server/catalog/brand-logos.json (which company, which icon, how it was confirmed, and the names refused) and one
// tile per logo in public/brand-logos/. Run after upgrading simple-icons or adding companies:
//   npm run logos:generate
// tests/unit/brand-logos.test.ts fails while what is committed differs from what this writes.
import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { brandLogoOutputs } from "./lib/brand-logo-outputs.ts";

const root = path.resolve(import.meta.dirname, "..");
const { mapping, files } = await brandLogoOutputs();
const folder = path.join(root, "public", "brand-logos");
await mkdir(folder, { recursive: true });
for (const name of await readdir(folder)) if (!files.has(name as `${string}.svg`)) await rm(path.join(folder, name));
for (const [name, svg] of files) await writeFile(path.join(folder, name), svg);
await writeFile(path.join(root, "server", "catalog", "brand-logos.json"), `${JSON.stringify(mapping, null, 2)}\n`);
console.warn(`${mapping.logos.length} brand logos written, ${mapping.refused.length} names refused.`);
