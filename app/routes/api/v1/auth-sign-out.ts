import { postOnly } from "#server/api/method-not-allowed.ts";
import { respondJson } from "#server/api/respond.ts";
import { getRequestContext } from "#server/auth/require.ts";
import { signOut } from "#server/auth/sign-out.ts";
import type { Route } from "./+types/auth-sign-out";

export const loader = postOnly;

export async function action({ request, context }: Route.ActionArgs) {
  const { services, requestId } = getRequestContext(context);
  let cookies: Headers | undefined;
  const response = await respondJson(services.logger, requestId, async () => {
    cookies = await signOut(services, request.headers);
    return { ok: true };
  });
  for (const cookie of cookies?.getSetCookie() ?? []) response.headers.append("Set-Cookie", cookie);
  return response;
}
