import type { RequestContext, requestContext } from "../context.ts";
import { requireAdmin } from "./require.ts";

type Args = { context: { get(key: typeof requestContext): RequestContext } };

/** Loader of an admin page that a later issue builds: the admin check still runs on the server. */
export async function adminOnlyLoader({ context }: Args) {
  await requireAdmin(context);
  return null;
}

/** Action of such a page: refuses non-admins first, then says there is nothing to do yet. */
export async function adminOnlyAction({ context }: Args): Promise<never> {
  await requireAdmin(context);
  throw new Response("This admin page has no actions yet.", { status: 405 });
}
