import { type CompanyLogoState, uploadedLogoUrl } from "#contracts/company-logos.ts";
import brandLogos from "./brand-logos.json" with { type: "json" };

/** The columns a company's logo is decided from. */
export type LogoColumns = { logoKey: string | null; logoUrl: string | null; domain: string | null };

let brandLogoByDomain: Map<string, string> | undefined;

/** The brand tile of a catalog company matched in simple-icons (server/catalog/brand-logos.json, decision 087). */
function brandLogoUrl(domain: string | null) {
  brandLogoByDomain ??= new Map(brandLogos.logos.map((logo) => [logo.domain, logo.file]));
  return domain ? (brandLogoByDomain.get(domain) ?? null) : null;
}

/**
 * The logo a company is shown with (decision 088): the one its representative or an admin uploaded, else a logo
 * address an admin typed before uploads existed, else its brand's icon from simple-icons, else none (the page
 * draws a letter tile).
 */
export function companyLogoUrl(company: LogoColumns) {
  if (company.logoKey) return uploadedLogoUrl(company.logoKey);
  return company.logoUrl ?? brandLogoUrl(company.domain);
}

/** The logo shown and where it comes from, for the forms that change it. */
export function describeCompanyLogo(company: LogoColumns): CompanyLogoState {
  if (company.logoKey) return { url: uploadedLogoUrl(company.logoKey), source: "upload" };
  if (company.logoUrl) return { url: company.logoUrl, source: "address" };
  const brand = brandLogoUrl(company.domain);
  return brand ? { url: brand, source: "brand" } : { url: null, source: "none" };
}
