import { surrogateKeys } from "#server/cache/surrogate-keys.ts";
import { isAppError } from "#server/errors.ts";
import { gridBadgeSvg } from "#server/presence/grid-badge.ts";
import { readCompanyGridPosition } from "#server/presence/read-category-grid.ts";
import { resolveCompanyAddress } from "#server/web/company-address.ts";
import { getServices } from "#server/web/require.ts";
import { tagAnswer } from "#server/web/tag-answer.ts";
import type { Route } from "./+types/company-grid-badge";

/**
 * The embeddable Grid badge (`<img src="…/embed/company/klaviyo/grid-badge.svg">`, decision 098): the company's
 * quadrant on its primary category's Grid, no cookies read or set: kept by shared caches like a page, named by the
 * company's keys and its Grid's (decision 095), so a review that moves the Grid drops it. A company not drawn on
 * the Grid (too few reviews, not listed) has no badge: 404.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const services = getServices(context);
  const notFound = (message: string) =>
    new Response(message, { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  let id: number;
  try {
    ({ id } = await resolveCompanyAddress(context, request, params.company));
  } catch (error) {
    if (isAppError(error)) return notFound("No such company.");
    throw error;
  }
  const position = await readCompanyGridPosition(services, id);
  if (!position) return notFound("This company is not on a Grid yet.");
  tagAnswer(context, surrogateKeys.grid(position.category.slug));
  return new Response(
    gridBadgeSvg({
      companyName: position.point.name,
      categoryName: position.category.name,
      quadrant: position.point.quadrant,
    }),
    {
      headers: {
        "Content-Type": "image/svg+xml; charset=utf-8",
        "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
      },
    },
  );
}
