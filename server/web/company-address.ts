import { redirect } from "react-router";
import { surrogateKeys } from "../cache/surrogate-keys.ts";
import { type CompanyAddress, getCompanyByAddress } from "../catalog/find-company-by-address.ts";
import { type ContextReader, getRequestContext } from "./require.ts";
import { tagAnswer } from "./tag-answer.ts";

/**
 * Browsers ask again each time, as for every page: a company renamed back takes its old slug again, and a browser
 * that had kept the 301 for an hour looped between the two addresses (found by the probe of issue #35). The page
 * cache keeps it until the next write (docs/decisions/086-company-slugs.md).
 */
const movedCompanyCacheControl = "public, max-age=0, must-revalidate";

/**
 * The company a page's `:company` names. Its slug: the company. Its id, a former slug or the slug in other letters:
 * a 301 to the same page at the slug, the query kept, decided from the database alone (no cookie is read first), so
 * the page cache and shared caches may keep it. A company not listed is not moved (the 301 would tell its name to
 * anyone holding its id): its pages answer at that address as at its slug. A form's POST is answered where it is
 * sent, and its answer rendered there. No such company: not found (an AppError, as `loadOrThrowPage` and `respondJson` expect).
 */
export async function resolveCompanyAddress(
  context: ContextReader,
  request: Request,
  address: string | undefined,
): Promise<CompanyAddress> {
  const { services, method } = getRequestContext(context);
  const company = await getCompanyByAddress(services.db, address);
  tagAnswer(context, surrogateKeys.company(company.id), surrogateKeys.reviews(company.id));
  // The browser's method, not the request's: after a form's action its page is rendered where the form was sent.
  const isRead = method === "GET" || method === "HEAD";
  if (address !== company.slug && isRead && company.listingStatus === "listed") {
    throw redirect(movedAddress(new URL(request.url), company.slug), {
      status: 301,
      headers: { "Cache-Control": movedCompanyCacheControl },
    });
  }
  return company;
}

/** The request's path with the segment after `company` replaced by the slug, and its query. */
function movedAddress(url: URL, slug: string) {
  const segments = url.pathname.split("/");
  const at = segments.indexOf("company") + 1;
  segments[at] = slug;
  return `${segments.join("/")}${url.search}`;
}
