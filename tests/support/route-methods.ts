// What each route takes, by method: the spec that tests/integration/method-not-allowed.test.ts checks every route
// against (and fails when a route is added without a line here), and that other sweeps read to know which routes
// read a body.

/** What each API endpoint takes (HEAD comes with GET). */
export const apiMethods: Record<string, string> = {
  "/api/v1/categories": "GET, HEAD",
  "/api/v1/categories/:slug/companies": "GET, HEAD",
  "/api/v1/suggest": "GET, HEAD",
  "/api/v1/search": "GET, HEAD",
  "/api/v1/search/clicks": "POST",
  "/api/v1/admin/companies/:id/ai-summary": "POST",
  "/api/v1/admin/companies/:id/ai-reviews": "POST",
  "/api/v1/admin/companies/:id/summary-text": "POST",
  "/api/v1/admin/operations": "GET, HEAD",
  "/api/v1/admin/operations/:id": "GET, HEAD",
  "/api/v1/companies": "GET, HEAD, POST",
  "/api/v1/companies/:company": "GET, HEAD",
  "/api/v1/companies/:company/reviews": "GET, HEAD",
  "/api/v1/companies/:company/alternatives": "GET, HEAD",
  "/api/v1/compare": "GET, HEAD",
  "/api/v1/reviews": "POST",
  "/api/v1/reviews/polish": "POST",
  "/api/v1/transcriptions": "POST",
  "/api/v1/reviews/:id": "DELETE",
  "/api/v1/reviews/:id/vote": "POST",
  "/api/v1/companies-to-review": "GET, HEAD",
  "/api/v1/company-duplicates": "GET, HEAD",
  "/api/v1/uploads/video": "POST",
  "/api/v1/reviews/:id/report": "POST",
  "/api/v1/preferences": "GET, HEAD, PATCH, POST",
  "/api/v1/auth/sign-in": "POST",
  "/api/v1/auth/sign-up": "POST",
  "/api/v1/auth/sign-out": "POST",
  "/api/v1/session": "GET, HEAD",
  "/api/v1/openapi.json": "GET, HEAD",
};

/** Pages whose action takes form posts; every other page and file is GET and HEAD only. */
export const pagesWithForms = new Set([
  "/company/:company",
  "/review/:id",
  "/write-review",
  "/expert-reviews",
  "/expert-reviews/:slug",
  "/sign-in",
  "/sign-up",
  "/sign-out",
  "/forgot-password",
  "/reset-password",
  "/confirm-email",
  "/confirm-email-change",
  "/undo-email-change",
  "/company/:company/claim",
  "/company/:company/suggest-edit",
  "/claims/confirm",
  "/invitations/report",
  "/demo-mailbox",
  "/vendor",
  "/unsubscribe",
  "/admin/claims",
  "/admin/fact-edits",
  "/my-reviews",
  "/account-settings",
  "/admin/award-periods",
  "/admin/award-periods/new",
  "/admin/award-periods/:id/edit",
  "/admin/award-winners",
  "/admin/ai-tools",
  "/admin/companies",
  "/admin/companies/:id/edit",
  "/admin/categories",
  "/admin/moderation",
]);

/** Routes that read a body: API endpoints that take more than GET and HEAD, and pages whose action takes forms. */
export function takesBody(pattern: string) {
  const methods = apiMethods[pattern];
  if (methods !== undefined) return methods.split(", ").some((method) => method !== "GET" && method !== "HEAD");
  return pagesWithForms.has(pattern);
}
