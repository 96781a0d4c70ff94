import { SignInSchema } from "#app/lib/validation/auth.ts";
import { postOnly } from "#server/api/method-not-allowed.ts";
import { readBody } from "#server/api/read-body.ts";
import { respondJson } from "#server/api/respond.ts";
import { getRequestContext } from "#server/auth/require.ts";
import { signIn } from "#server/auth/sign-in.ts";
import type { Route } from "./+types/auth-sign-in";

export const loader = postOnly;

export async function action({ request, context }: Route.ActionArgs) {
  const { services, requestId, clientIp } = getRequestContext(context);
  let cookies: Headers | undefined;
  const response = await respondJson(services.logger, requestId, async () => {
    const input = SignInSchema.parse(await readBody(request));
    cookies = await signIn(services, input, { headers: request.headers, clientIp });
    return { ok: true };
  });
  for (const cookie of cookies?.getSetCookie() ?? []) response.headers.append("Set-Cookie", cookie);
  return response;
}
