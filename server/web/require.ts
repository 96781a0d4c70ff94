import { data } from "react-router";
import type { SessionUser } from "../auth/session.ts";
import type { RequestContext } from "../context.ts";
import { AppError } from "../errors.ts";
import { publicOrigin } from "./public-origin.ts";
import { safeRedirectTarget } from "./redirect-target.ts";
import { requestContext } from "./request-context.ts";

export type ContextReader = { get(key: typeof requestContext): RequestContext };

export function getRequestContext(context: ContextReader): RequestContext {
  return context.get(requestContext);
}

export function getServices(context: ContextReader) {
  return context.get(requestContext).services;
}

/** Account pages: no session means the sign-in page, which comes back here afterwards. */
export async function requireUser(context: ContextReader, request: Request): Promise<SessionUser> {
  const { services, getUser } = context.get(requestContext);
  const user = await getUser();
  if (!user) {
    const { pathname } = new URL(request.url);
    const returnTo = safeRedirectTarget(pathname.replace(/\.data$/, ""), publicOrigin(services));
    const location = `/sign-in?returnTo=${encodeURIComponent(returnTo)}`;
    throw new Response(null, { status: 302, headers: { Location: location } });
  }
  return user;
}

/**
 * Every admin loader and action calls this (not only the layout): anonymous
 * requests get 401, signed-in non-admins 403, and neither ever reaches admin data.
 */
export async function requireAdmin(context: ContextReader): Promise<SessionUser> {
  const request = context.get(requestContext);
  const user = await request.getUser();
  if (!user) {
    throw data({ message: "Please sign in with an admin account to open this page." }, { status: 401 });
  }
  if (!user.isAdmin) {
    request.services.logger.warn({ requestId: request.requestId, userId: user.id }, "admin access refused");
    throw data({ message: "You need admin privileges to access this page." }, { status: 403 });
  }
  return user;
}

/** JSON API endpoints for signed-in users: no session is a 401 error in the API's shape. */
export async function requireApiUser(context: ContextReader, action = "do this"): Promise<SessionUser> {
  const user = await context.get(requestContext).getUser();
  if (!user) throw new AppError("unauthenticated", `Please sign in to ${action}.`);
  return user;
}

/** JSON API endpoints for admins: 401 without a session, 403 for other users, in the API's error shape. */
export async function requireApiAdmin(context: ContextReader): Promise<SessionUser> {
  const request = context.get(requestContext);
  const user = await request.getUser();
  if (!user) throw new AppError("unauthenticated", "Please sign in with an admin account.");
  if (!user.isAdmin) {
    request.services.logger.warn({ requestId: request.requestId, userId: user.id }, "admin API access refused");
    throw new AppError("forbidden", "You need admin privileges to do this.");
  }
  return user;
}
