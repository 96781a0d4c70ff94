import { SignUpSchema } from "#contracts/validation/auth.ts";
import { signUp, signUpAnswer } from "#server/auth/sign-up.ts";
import { postOnly, requireMethod } from "#server/web/method-not-allowed.ts";
import { readBody } from "#server/web/read-body.ts";
import { getRequestContext } from "#server/web/require.ts";
import { respondJson } from "#server/web/respond.ts";
import type { Route } from "./+types/auth-sign-up";

export const loader = postOnly;

export async function action({ request, context }: Route.ActionArgs) {
  requireMethod(request, ["POST"]);
  const { services, requestId, clientIp } = getRequestContext(context);
  let cookies: Headers | undefined;
  const response = await respondJson(services.logger, requestId, async () => {
    const input = SignUpSchema.parse(await readBody(request));
    cookies = await signUp(services, input, { headers: request.headers, clientIp });
    // The same answer whether or not the address had an account (decision 076).
    return { ok: true, message: signUpAnswer };
  });
  for (const cookie of cookies?.getSetCookie() ?? []) response.headers.append("Set-Cookie", cookie);
  return response;
}
