import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

// The one URL map of the product. Pages that later issues build say so plainly
// (routes/system/coming-soon.tsx) and never show invented data.
export default [
  // Public pages
  index("routes/public/home.tsx"),
  route("categories", "routes/public/categories.tsx"),
  route("categories/:slug", "routes/public/category.tsx"),
  route("categories/:slug/grid", "routes/public/category-grid.tsx"),
  route("company/:company", "routes/public/company.tsx"),
  route("company/:company/reviews", "routes/public/company-reviews.tsx"),
  route("company/:company/alternatives", "routes/public/company-alternatives.tsx"),
  route("compare", "routes/public/compare-select.tsx"),
  route("compare/:slugs", "routes/public/compare.tsx"),
  route("review/:id", "routes/public/review.tsx"),
  route("award-winners", "routes/public/award-winners.tsx"),
  route("award-winners/methodology", "routes/public/award-methodology.tsx"),
  route("monthly-award-winners", "routes/public/monthly-award-winners.tsx"),
  route("monthly-award-winners/:categoryId", "routes/public/monthly-award-category.tsx"),
  route("annual-award-winners", "routes/public/annual-award-winners.tsx"),
  route("award-winners/:categoryId", "routes/public/annual-award-category.tsx"),
  route("search-with-ai", "routes/public/search-with-ai.tsx"),
  route("search-results", "routes/public/search-results.tsx"),
  route("write-review", "routes/public/write-review.tsx"),
  route("operator-stacks", "routes/public/operator-stacks.tsx"),
  route("trust", "routes/public/trust.tsx"),
  route("expert-reviews", "routes/public/expert-reviews.tsx"),
  route("expert-reviews/:slug", "routes/public/expert-review.tsx"),

  // Authentication (plain form posts; the header's dialog posts to the same actions)
  route("sign-in", "routes/auth/sign-in.tsx"),
  route("sign-up", "routes/auth/sign-up.tsx"),
  route("sign-out", "routes/auth/sign-out.tsx"),
  route("forgot-password", "routes/auth/forgot-password.tsx"),
  route("reset-password", "routes/auth/reset-password.tsx"),
  route("confirm-email", "routes/auth/confirm-email.tsx"),
  route("confirm-email-change", "routes/auth/confirm-email-change.tsx"),
  route("undo-email-change", "routes/auth/undo-email-change.tsx"),
  route("demo-mailbox", "routes/public/demo-mailbox.tsx"),

  // Companies' representatives (docs/decisions/059-vendors.md)
  route("company/:company/claim", "routes/vendor/claim-company.tsx"),
  route("company/:company/suggest-edit", "routes/public/suggest-edit.tsx"),
  route("claims/confirm", "routes/vendor/confirm-claim.tsx"),
  route("invitations/report", "routes/vendor/report-invitation.tsx"),
  route("vendor", "routes/vendor/dashboard.tsx"),
  route("unsubscribe", "routes/public/unsubscribe.tsx"),
  route("embed/company/:company/badge.svg", "routes/public/company-badge.ts"),
  route("embed/company/:company/grid-badge.svg", "routes/public/company-grid-badge.ts"),

  // Signed-in account pages
  route("my-reviews", "routes/account/my-reviews.tsx"),
  route("account-settings", "routes/account/account-settings.tsx"),

  // Admin console: every loader and action below calls requireAdmin itself.
  ...prefix("admin", [
    layout("routes/admin/layout.tsx", [
      index("routes/admin/dashboard.tsx"),
      route("award-periods", "routes/admin/award-periods.tsx"),
      route("award-periods/new", "routes/admin/award-period-new.tsx"),
      route("award-periods/:id/edit", "routes/admin/award-period-edit.tsx"),
      route("award-periods/:id/preview", "routes/admin/award-period-preview.tsx"),
      route("award-winners", "routes/admin/award-winners.tsx"),
      route("ai-tools", "routes/admin/ai-tools.tsx"),
      route("companies", "routes/admin/companies.tsx"),
      route("companies/:id/edit", "routes/admin/company-edit.tsx"),
      route("categories", "routes/admin/categories.tsx"),
      route("analytics", "routes/admin/analytics.tsx"),
      route("moderation", "routes/admin/moderation.tsx"),
      route("audit-log", "routes/admin/audit-log.tsx"),
      route("emails", "routes/admin/emails.tsx"),
      route("claims", "routes/admin/claims.tsx"),
      route("fact-edits", "routes/admin/fact-edits.tsx"),
    ]),
  ]),

  // JSON API (documented at /api/v1/openapi.json)
  ...prefix("api/v1", [
    route("categories", "routes/api/v1/categories.ts"),
    route("categories/:slug/companies", "routes/api/v1/category-companies.ts"),
    route("suggest", "routes/api/v1/suggest.ts"),
    route("search", "routes/api/v1/search.ts"),
    route("search/clicks", "routes/api/v1/search-clicks.ts"),
    route("admin/companies/:id/ai-summary", "routes/api/v1/admin/company-ai-summary.ts"),
    route("admin/companies/:id/ai-reviews", "routes/api/v1/admin/company-ai-reviews.ts"),
    route("admin/companies/:id/summary-text", "routes/api/v1/admin/company-summary-text.ts"),
    route("admin/operations", "routes/api/v1/admin/operations.ts"),
    route("admin/operations/:id", "routes/api/v1/admin/operation.ts"),
    route("companies", "routes/api/v1/companies.ts"),
    route("companies/:company", "routes/api/v1/company.ts"),
    route("companies/:company/reviews", "routes/api/v1/company-reviews.ts"),
    route("companies/:company/alternatives", "routes/api/v1/company-alternatives.ts"),
    route("compare", "routes/api/v1/compare.ts"),
    route("reviews", "routes/api/v1/reviews.ts"),
    route("reviews/polish", "routes/api/v1/review-polish.ts"),
    route("transcriptions", "routes/api/v1/transcriptions.ts"),
    route("reviews/:id", "routes/api/v1/review.ts"),
    route("reviews/:id/vote", "routes/api/v1/review-vote.ts"),
    route("companies-to-review", "routes/api/v1/companies-to-review.ts"),
    route("company-duplicates", "routes/api/v1/company-duplicates.ts"),
    route("uploads/video", "routes/api/v1/video-upload.ts"),
    route("reviews/:id/report", "routes/api/v1/review-report.ts"),
    route("preferences", "routes/api/v1/preferences.ts"),
    route("auth/sign-in", "routes/api/v1/auth-sign-in.ts"),
    route("auth/sign-up", "routes/api/v1/auth-sign-up.ts"),
    route("auth/sign-out", "routes/api/v1/auth-sign-out.ts"),
    route("session", "routes/api/v1/session.ts"),
    route("openapi.json", "routes/api/v1/openapi.ts"),
    route("*", "routes/api/v1/not-found.ts"),
  ]),

  // Search engines
  route("robots.txt", "routes/system/robots.ts"),
  route("sitemap.xml", "routes/system/sitemap-index.ts"),
  route("sitemaps/:name", "routes/system/sitemap-file.ts"),

  route("*", "routes/system/not-found.tsx"),
] satisfies RouteConfig;
