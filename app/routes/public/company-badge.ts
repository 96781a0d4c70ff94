import { getCompany } from "#server/catalog/get-company.ts";
import { isAppError } from "#server/errors.ts";
import { companyBadgeSvg } from "#server/vendors/rating-badge.ts";
import { resolveCompanyAddress } from "#server/web/company-address.ts";
import { getServices } from "#server/web/require.ts";
import type { Route } from "./+types/company-badge";

/**
 * The embeddable rating badge (`<img src="…/embed/company/klaviyo/badge.svg">`, decision 059): the company's current
 * rating and review count, no cookies read or set, embeddable on any site; kept by shared caches like a page and
 * dropped by a purge of the company's reviews (decision 095). A badge embedded
 * by id or by a former slug is moved to the slug (decision 086).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const services = getServices(context);
  const notFound = () =>
    new Response("No such company.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  let id: number;
  try {
    ({ id } = await resolveCompanyAddress(context, request, params.company));
  } catch (error) {
    if (isAppError(error)) return notFound();
    throw error;
  }
  const company = await getCompany(services.db, id).catch(() => null);
  if (company?.listingStatus !== "listed") return notFound();
  return new Response(companyBadgeSvg(company), {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}
