// Real logos where they can be had honestly (issue #35 item 10, decision 087): a catalog company shows its brand's
// icon from simple-icons only when the icon's title is its name and simple-icons' own addresses confirm the brand;
// the committed mapping and tiles are exactly what the generator makes from the installed package; every icon
// stands out from its tile by at least 3:1; an upload comes first and a letter tile is the last resort.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { logoSrcSet, uploadedLogoUrl } from "#contracts/company-logos.ts";
import mapping from "#server/catalog/brand-logos.json" with { type: "json" };
import { companyLogoUrl } from "#server/catalog/company-logo.ts";
import { brandLogoOutputs } from "../../scripts/lib/brand-logo-outputs.ts";
import {
  type BrandIcon,
  contrastRatio,
  darkTile,
  lightTile,
  matchBrandLogos,
  minimumContrast,
} from "../../scripts/lib/brand-logos.ts";

const folder = path.resolve("public/brand-logos");

describe("brand logos from simple-icons", () => {
  it("are committed exactly as the generator makes them from the catalog and the installed simple-icons", async () => {
    const { mapping: expected, files } = await brandLogoOutputs();
    expect(mapping, "run `npm run logos:generate`").toEqual(expected);
    expect(readdirSync(folder).sort()).toEqual([...files.keys()].sort());
    for (const [name, svg] of files) expect(readFileSync(path.join(folder, name), "utf8"), name).toBe(svg);
  });

  it("go to well-known brands whose simple-icons addresses are at the company's own domain", () => {
    const byCompany = new Map(mapping.logos.map((logo) => [logo.company, logo]));
    expect(byCompany.get("Shopify")).toMatchObject({ slug: "shopify", domain: "shopify.com", match: "same-domain" });
    expect(byCompany.get("Stripe")).toMatchObject({ slug: "stripe", domain: "stripe.com", match: "same-domain" });
    expect(byCompany.get("Medusa")).toMatchObject({ match: "repository-owner" });
  });

  it("never go to a company that only shares its name with a brand", () => {
    const logoCompanies = new Set(mapping.logos.map((logo) => logo.company));
    // Ada (ada.cx) is not the Ada language, Near (hirewithnear.com) not the NEAR blockchain, Kit (kit.com) not
    // kit.co, Hive (hive.com) neither Hive Home nor the Hive blockchain.
    for (const name of ["Ada", "Near", "Kit", "Hive", "Magic", "Fathom", "Katana", "Aspire"]) {
      expect(logoCompanies.has(name), name).toBe(false);
      expect(
        mapping.refused.some((refusal) => refusal.company === name),
        name,
      ).toBe(true);
    }
  });

  it("match names exactly, refuse near matches, several candidates and licences with terms", () => {
    const icon = (overrides: Partial<BrandIcon>): BrandIcon => ({
      title: "Acme",
      slug: "acme",
      hex: "123456",
      path: "M0 0h24v24H0z",
      source: "https://acme.com/brand",
      ...overrides,
    });
    const companies = [
      { name: "ACME", domain: "acme.com" },
      { name: "Acme Labs", domain: "acmelabs.com" },
      { name: "Beta", domain: "beta.io" },
      { name: "Gamma", domain: "gamma.com" },
    ];
    const { logos, refused } = matchBrandLogos(companies, [
      icon({}),
      icon({ title: "Beta", slug: "beta", source: "https://beta.io", license: { type: "CC-BY-4.0" } }),
      icon({ title: "Gamma", slug: "gamma", source: "https://gamma.com" }),
      icon({ title: "Gamma", slug: "gamma2", source: "https://www.gamma.com/press" }),
    ]);
    expect(logos.map((logo) => logo.company)).toEqual(["ACME"]);
    expect(refused.map((refusal) => [refusal.company, refusal.slug])).toEqual([
      ["Beta", "beta"],
      ["Gamma", "gamma"],
      ["Gamma", "gamma2"],
    ]);
  });

  it("stand out from their tiles by at least 3:1", () => {
    for (const logo of mapping.logos) {
      expect([lightTile, darkTile]).toContain(logo.background);
      expect(contrastRatio(logo.hex, logo.background), logo.company).toBeGreaterThanOrEqual(minimumContrast);
      const svg = readFileSync(path.join(folder, `${logo.slug}.svg`), "utf8");
      expect(svg).toContain(`fill="${logo.background}"`);
      expect(svg).toContain(`fill="#${logo.hex}"`);
    }
  });
});

describe("the logo a company is shown with", () => {
  const key = "0123456789abcdef0123456789abcdef";
  it("is its upload, else an address saved before, else its brand's tile, else none", () => {
    expect(companyLogoUrl({ logoKey: key, logoUrl: "https://cdn.example/x.png", domain: "shopify.com" })).toBe(
      uploadedLogoUrl(key),
    );
    expect(companyLogoUrl({ logoKey: null, logoUrl: "https://cdn.example/x.png", domain: "shopify.com" })).toBe(
      "https://cdn.example/x.png",
    );
    expect(companyLogoUrl({ logoKey: null, logoUrl: null, domain: "shopify.com" })).toBe("/brand-logos/shopify.svg");
    expect(companyLogoUrl({ logoKey: null, logoUrl: null, domain: "klaviyo.com" })).toBeNull();
    expect(companyLogoUrl({ logoKey: null, logoUrl: null, domain: null })).toBeNull();
  });

  it("offers every stored size of an upload to the browser", () => {
    expect(logoSrcSet(uploadedLogoUrl(key))).toBe(
      `/media/logos/${key}-64.webp 64w, /media/logos/${key}-128.webp 128w, /media/logos/${key}-256.webp 256w`,
    );
    expect(logoSrcSet("/brand-logos/shopify.svg")).toBeUndefined();
  });
});
