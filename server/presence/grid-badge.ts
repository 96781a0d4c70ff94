// The embeddable Grid badge (issue #38, docs/decisions/098-category-grid.md): a company's quadrant on its primary
// category's Grid, as SVG, and the HTML a representative pastes on their site.
import { type GridQuadrant, gridQuadrantLabels } from "#contracts/category-grid.ts";
import { categoryGridPath, companyGridBadgePath } from "#contracts/company-paths.ts";

function escapeXml(text: string) {
  return text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

const quadrantColours: Record<GridQuadrant, string> = {
  leaders: "#047857",
  highPerformers: "#1d4ed8",
  contenders: "#b45309",
  niche: "#475569",
};

/** "Leader", "High performer"…: one company's title in its quadrant. */
function singular(quadrant: GridQuadrant) {
  return quadrant === "niche" ? "Niche" : gridQuadrantLabels[quadrant].replace(/s$/, "");
}

function shortened(text: string, length: number) {
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}

export function gridBadgeSvg(input: { companyName: string; categoryName: string; quadrant: GridQuadrant }) {
  const title = singular(input.quadrant);
  const label = `${input.companyName}: ${title} in ${input.categoryName} on the OperatorStack Grid`;
  const colour = quadrantColours[input.quadrant];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="72" viewBox="0 0 240 72" role="img" aria-label="${escapeXml(label)}"><title>${escapeXml(label)}</title><rect width="240" height="72" rx="8" fill="#ffffff" stroke="#cbd5e1"/><rect x="0" y="0" width="8" height="72" rx="4" fill="${colour}"/><text x="18" y="20" font-family="system-ui,sans-serif" font-size="11" font-weight="700" fill="#1d4ed8">OperatorStack Grid</text><text x="18" y="40" font-family="system-ui,sans-serif" font-size="15" font-weight="700" fill="${colour}">${escapeXml(title)}</text><text x="18" y="58" font-family="system-ui,sans-serif" font-size="11" fill="#334155">${escapeXml(shortened(input.categoryName, 36))}</text></svg>`;
}

export function gridBadgeSnippet(
  publicUrl: string,
  company: { slug: string; name: string },
  category: { slug: string; name: string },
) {
  const alt = escapeXml(`${company.name} on the OperatorStack Grid for ${category.name}`);
  return `<a href="${publicUrl}${categoryGridPath(category.slug)}"><img src="${publicUrl}${companyGridBadgePath(company.slug)}" width="240" height="72" alt="${alt}"></a>`;
}
