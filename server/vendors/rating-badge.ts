import { companyBadgePath, companyPath } from "#contracts/company-paths.ts";
import { countOf } from "#contracts/plural.ts";
import { formatRating } from "#contracts/rating.ts";

function escapeXml(text: string) {
  return text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The badge as SVG: the company's name, its rating out of 5 (or "No reviews yet") and the review count. */
export function companyBadgeSvg(company: { name: string; averageRating: number | null; reviewCount: number }) {
  const name = company.name.length > 28 ? `${company.name.slice(0, 27)}…` : company.name;
  const rating =
    company.averageRating !== null && company.reviewCount > 0
      ? `★ ${formatRating(company.averageRating)} / 5 · ${countOf(company.reviewCount, "review")}`
      : "No reviews yet";
  const label = `${company.name} on OperatorStack: ${rating.replace("★ ", "")}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="64" viewBox="0 0 240 64" role="img" aria-label="${escapeXml(label)}"><title>${escapeXml(label)}</title><rect width="240" height="64" rx="8" fill="#ffffff" stroke="#cbd5e1"/><text x="12" y="22" font-family="system-ui,sans-serif" font-size="11" font-weight="700" fill="#1d4ed8">OperatorStack</text><text x="12" y="38" font-family="system-ui,sans-serif" font-size="12" font-weight="600" fill="#0f172a">${escapeXml(name)}</text><text x="12" y="54" font-family="system-ui,sans-serif" font-size="12" fill="#334155">${escapeXml(rating)}</text></svg>`;
}

/** The HTML a company pastes on its site: the badge, linked to its OperatorStack page, with a text alternative. */
export function companyBadgeSnippet(publicUrl: string, company: { slug: string; name: string }) {
  const alt = escapeXml(`${company.name} reviews on OperatorStack`);
  return `<a href="${publicUrl}${companyPath(company.slug)}"><img src="${publicUrl}${companyBadgePath(company.slug)}" width="240" height="64" alt="${alt}"></a>`;
}
