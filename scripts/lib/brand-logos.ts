// Which catalog companies show their brand's icon from simple-icons, and the tile each is drawn on (issue #35
// item 10, decision 087). Pure functions: scripts/generate-brand-logos.ts writes what they return, and
// tests/unit/brand-logos.test.ts checks that what is committed is what they return today.
import { getDomain, getDomainWithoutSuffix } from "tldts";

/** The parts of a simple-icons entry that matching and drawing read (the package's `SimpleIcon`). */
export type BrandIcon = {
  title: string;
  slug: string;
  hex: string;
  path: string;
  source: string;
  guidelines?: string;
  license?: { type: string; url?: string };
};

export type CatalogCompany = { name: string; domain: string };

/**
 * How the icon's brand was confirmed to be the company's, beyond the same name: simple-icons' source or
 * guidelines address is at the company's own registrable domain, or in a code repository whose owner is named
 * like that domain (github.com/medusajs for medusajs.com).
 */
export type BrandLogoMatch = "same-domain" | "repository-owner";

type BrandLogo = {
  domain: string;
  company: string;
  title: string;
  slug: string;
  match: BrandLogoMatch;
  /** The simple-icons address that confirmed it. */
  evidence: string;
  hex: string;
  /** The tile behind the icon: white, or slate-900 when the brand's colour is too light for white. */
  background: string;
  /** Where the drawn tile is served (public/brand-logos/). */
  file: string;
};

/** A company whose name is a simple-icons title, refused because nothing else confirms it is that brand. */
type BrandLogoRefusal = { domain: string; company: string; title: string; slug: string; reason: string };

export const lightTile = "#FFFFFF";
export const darkTile = "#0F172A";
/** WCAG 2 contrast for graphical objects (1.4.11), between the icon and its tile. */
export const minimumContrast = 3;

const options = { allowPrivateDomains: true };
const repositoryHosts = new Set(["github.com", "gitlab.com"]);
/** Licences under which an icon is used as it is, without attribution or share-alike terms. */
const usableLicences = new Set(["CC0-1.0"]);

function channel(value: number) {
  const srgb = value / 255;
  return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string) {
  const digits = hex.replace(/^#/, "");
  const [r, g, b] = [0, 2, 4].map((start) => Number.parseInt(digits.slice(start, start + 2), 16));
  return 0.2126 * channel(r ?? 0) + 0.7152 * channel(g ?? 0) + 0.0722 * channel(b ?? 0);
}

/** The WCAG 2 contrast ratio of two colours (`#RRGGBB` or `RRGGBB`), from 1 to 21. */
export function contrastRatio(first: string, second: string) {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** White when the brand's colour stands out on it by at least 3:1, else the dark tile (always ≥ 4:1 then). */
function tileFor(hex: string) {
  return contrastRatio(hex, lightTile) >= minimumContrast ? lightTile : darkTile;
}

function sameName(first: string, second: string) {
  const normal = (text: string) => text.normalize("NFKC").trim().toLowerCase();
  return normal(first) === normal(second);
}

function confirmation(icon: BrandIcon, domain: string): { match: BrandLogoMatch; evidence: string } | null {
  const registrable = getDomain(domain, options);
  const label = getDomainWithoutSuffix(domain, options);
  const addresses = [icon.source, icon.guidelines].filter((address): address is string => Boolean(address));
  for (const address of addresses) {
    if (registrable && getDomain(address, options) === registrable) return { match: "same-domain", evidence: address };
  }
  for (const address of addresses) {
    const url = new URL(address);
    const owner = url.pathname.split("/")[1]?.toLowerCase();
    if (repositoryHosts.has(url.hostname) && label && owner === label.toLowerCase())
      return { match: "repository-owner", evidence: address };
  }
  return null;
}

function refusalReason(icon: BrandIcon, domain: string) {
  const hosts = [icon.source, icon.guidelines]
    .filter((address): address is string => Boolean(address))
    .map((address) => new URL(address).hostname);
  return `simple-icons' ${icon.title} comes from ${[...new Set(hosts)].join(" and ")}, not ${domain}: nothing shows it is this company's brand`;
}

/**
 * Matches catalog companies to simple-icons entries: the icon's title is the company's name (letter case aside,
 * never a near match), one of its addresses confirms the brand (`BrandLogoMatch`), and its licence lets it be
 * used as it is. A name that fits several icons, or one no address confirms, is refused and listed.
 */
export function matchBrandLogos(companies: CatalogCompany[], icons: BrandIcon[]) {
  const logos: BrandLogo[] = [];
  const refused: BrandLogoRefusal[] = [];
  for (const company of companies) {
    const named = icons.filter((icon) => sameName(icon.title, company.name));
    if (named.length === 0) continue;
    const confirmed = named.flatMap((icon) => {
      const found = confirmation(icon, company.domain);
      return found ? [{ icon, ...found }] : [];
    });
    const refuse = (icon: BrandIcon, reason: string) =>
      refused.push({ domain: company.domain, company: company.name, title: icon.title, slug: icon.slug, reason });
    if (confirmed.length !== 1) {
      for (const icon of named)
        refuse(icon, confirmed.length > 1 ? "several simple-icons entries fit" : refusalReason(icon, company.domain));
      continue;
    }
    const [{ icon, match, evidence }] = confirmed as [(typeof confirmed)[number]];
    if (icon.license && !usableLicences.has(icon.license.type)) {
      refuse(icon, `its icon is under ${icon.license.type}${icon.license.url ? ` (${icon.license.url})` : ""}`);
      continue;
    }
    logos.push({
      domain: company.domain,
      company: company.name,
      title: icon.title,
      slug: icon.slug,
      match,
      evidence,
      hex: icon.hex.toUpperCase(),
      background: tileFor(icon.hex),
      file: `/brand-logos/${icon.slug}.svg`,
    });
  }
  const byDomain = (a: { domain: string }, b: { domain: string }) => a.domain.localeCompare(b.domain);
  return { logos: logos.sort(byDomain), refused: refused.sort(byDomain) };
}

function escapeXml(text: string) {
  return text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * The icon drawn in its brand colour on a square tile with rounded corners, the glyph unaltered at 3/4 of the
 * tile (simple-icons draws on a 24×24 grid).
 */
export function brandLogoSvg(icon: Pick<BrandIcon, "title" | "hex" | "path">, background: string) {
  if (!/^[MmZzLlHhVvCcSsQqTtAa0-9.,\s+-]+$/.test(icon.path)) throw new Error(`${icon.title}: unexpected path data`);
  if (!/^[0-9A-Fa-f]{6}$/.test(icon.hex)) throw new Error(`${icon.title}: unexpected colour ${icon.hex}`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" role="img"><title>${escapeXml(icon.title)}</title>` +
    `<rect width="32" height="32" rx="6" fill="${background}"/>` +
    `<path transform="translate(4 4)" fill="#${icon.hex.toUpperCase()}" d="${icon.path}"/></svg>\n`
  );
}
