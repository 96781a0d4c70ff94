export const siteName = "OperatorStack";

/** Title and description tags for a page; every page a visitor can reach has its own. */
export function pageMeta(title: string, description: string) {
  const fullTitle = title === siteName ? title : `${title} | ${siteName}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:site_name", content: siteName },
  ];
}
