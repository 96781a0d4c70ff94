import { signOut } from "#server/auth/sign-out.ts";
import { postOnly, requireMethod } from "#server/web/method-not-allowed.ts";
import { getRequestContext } from "#server/web/require.ts";
import { respondJson } from "#server/web/respond.ts";
import type { Route } from "./+types/auth-sign-out";

export const loader = postOnly;

export async function action({ request, context }: Route.ActionArgs) {
  requireMethod(request, ["POST"]);
  const { services, requestId } = getRequestContext(context);
  let cookies: Headers | undefined;
  const response = await respondJson(services.logger, requestId, async () => {
    cookies = await signOut(services, request.headers);
    return { ok: true };
  });
  for (const cookie of cookies?.getSetCookie() ?? []) response.headers.append("Set-Cookie", cookie);
  return response;
}
