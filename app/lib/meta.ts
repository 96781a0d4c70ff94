import { errorCopy } from "./error-copy.ts";

const siteName = "OperatorStack";

/**
 * Title and description tags for a page; every page a visitor can reach has its own. `noindex` keeps a
 * page out of search engines (a company no admin has checked yet).
 */
export function pageMeta(
  title: string,
  description: string,
  canonicalUrl?: string,
  options: { noindex?: boolean } = {},
) {
  const fullTitle = title === siteName ? title : `${title} | ${siteName}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:site_name", content: siteName },
    { property: "og:type", content: "website" },
    ...(canonicalUrl
      ? [
          { tagName: "link", rel: "canonical", href: canonicalUrl },
          { property: "og:url", content: canonicalUrl },
        ]
      : []),
    ...(options.noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}

/** Title and description of an error page: what went wrong, never the title of a page that did not load. */
export function errorMeta(error: unknown) {
  const copy = errorCopy(error);
  return [{ title: `${copy.title} | ${siteName}` }, { name: "description", content: copy.message }];
}
