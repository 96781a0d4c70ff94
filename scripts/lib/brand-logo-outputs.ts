// What scripts/generate-brand-logos.ts writes, computed from the catalog and the installed simple-icons.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import * as simpleIcons from "simple-icons";
import { domainFromWebsite } from "#server/catalog/domain.ts";
import { readCatalog } from "#server/db/seed/catalog-files.ts";
import { type BrandIcon, brandLogoSvg, matchBrandLogos } from "./brand-logos.ts";

export async function brandLogoOutputs() {
  // The package does not export its package.json: read it beside its entry point.
  const entry = createRequire(import.meta.url).resolve("simple-icons");
  const manifest = JSON.parse(await readFile(path.join(path.dirname(entry), "package.json"), "utf8")) as {
    version: string;
  };
  const icons: BrandIcon[] = Object.values(simpleIcons);
  const companies = readCatalog().companies.flatMap((company) => {
    const domain = domainFromWebsite(company.websiteUrl);
    return domain ? [{ name: company.name, domain }] : [];
  });
  const { logos, refused } = matchBrandLogos(companies, icons);
  const bySlug = new Map(icons.map((icon) => [icon.slug, icon]));
  const files = new Map(
    logos.map((logo) => {
      const icon = bySlug.get(logo.slug);
      if (!icon) throw new Error(`no icon ${logo.slug}`);
      return [`${logo.slug}.svg`, brandLogoSvg(icon, logo.background)] as const;
    }),
  );
  const mapping = {
    source: `simple-icons ${manifest.version} (data CC0-1.0; each mark is its owner's trademark, docs/decisions/087-category-icons-and-brand-logos.md)`,
    logos,
    refused,
  };
  return { mapping, files };
}
