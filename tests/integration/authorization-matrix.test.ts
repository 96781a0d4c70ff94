import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "#app/routes.ts";
import { companySlugOf, confirmEmailOf, createCompany, createReview } from "#tests/support/factories.ts";
import { prepareTestApp } from "#tests/support/fixtures.ts";
import { routePatterns } from "#tests/support/route-patterns.ts";
import { createClient, uniqueEmail } from "#tests/support/test-app.ts";

/*
 * Authorisation matrix (OWASP ASVS 8.2.1 function-level, 8.2.2 data-specific access):
 * every route of app/routes.ts and of the Hono server, for four actors. A new route is
 * one row; the guard at the end fails when a route has no row.
 *
 * Reading the statuses: 401 and 403 are the guards; 404 on another user's review is the
 * ownership check (the domain functions filter by author, so an id of someone else's
 * review is indistinguishable from no review); 400/405/422 mean the request got past
 * the guard and was refused by the route itself, which is what a guard row needs to show;
 * so does 503 from dictation, which this app has no transcription model for.
 */

type Actor = "anonymous" | "user" | "otherUser" | "admin";
type SignedInActor = Exclude<Actor, "anonymous">;
type Client = ReturnType<typeof createClient>;
type Account = { firstName: string; lastName: string; email: string; password: string };
type Expected = number | { status: number; location: string };
type Body =
  | { json: Record<string, unknown> }
  | { form: Record<string, string | string[]> }
  | { bytes: Uint8Array<ArrayBuffer>; type?: string };

/** Ids the rows refer to as `{name}` in paths and locations; made in beforeAll. */
type Fixtures = {
  /** The user's published review that others vote on, report (API) and try to edit. */
  votedReview: number;
  votedCompany: number;
  /** Its slug, the address of its pages (decision 086). */
  votedCompanySlug: string;
  /** The user's published review reported through the page form. */
  reportedOnPageReview: number;
  /** The user's reviews deleted through the API and through the My Reviews form. */
  deletedByApiReview: number;
  deletedOnPageReview: number;
  /** The user's review that the company (otherUser represents it) answered: its reply is reported, then hidden. */
  repliedReview: number;
  /** The user's review held for moderation: not readable or votable by anyone. */
  heldReview: number;
  /** A held review the admin approves through the moderation queue. */
  moderatedReview: number;
  /** Companies the actors write a new review for, through the API and through the page. */
  apiReviewCompany: number;
  pageReviewCompany: number;
  /** A company the admin edits, and the sponsored one. */
  editedCompany: number;
  sponsoredCompany: number;
  /** The award period the admin publishes and edits, and an unpublished one it scores. */
  awardPeriod: number;
  scoredAwardPeriod: number;
  aiOperation: number;
  videoKey: string;
};

type Context = { fixtures: Fixtures; account: Account | null; actor: Actor };

type Row = {
  /** The pattern in app/routes.ts (or server/http.ts) the row exercises, when it is not the path itself. */
  route?: string;
  method: "GET" | "POST" | "PATCH" | "DELETE";
  /** The URL, with `{fixture}` placeholders. */
  path: string;
  body?: (context: Context) => Body;
  /**
   * "copy": a client with the actor's cookies, so a sign-in or sign-up in this row
   * does not change who the shared client is; "new": a session of its own, for rows
   * that end the session.
   */
  session?: "copy" | "new";
  expected: Record<Actor, Expected>;
};

const password = "matrix password 123";
const accounts: Record<SignedInActor, Account> = {
  user: { firstName: "Owen", lastName: "Owner", email: uniqueEmail("matrix-owner"), password },
  otherUser: { firstName: "Olga", lastName: "Other", email: uniqueEmail("matrix-other"), password },
  admin: { firstName: "Ada", lastName: "Admin", email: uniqueEmail("matrix-admin"), password },
};

function everyone(expected: Expected): Record<Actor, Expected> {
  return { anonymous: expected, user: expected, otherUser: expected, admin: expected };
}

function redirect(location: string) {
  return { status: 302, location };
}

/** Pages and form actions behind requireAdmin: 401 anonymous, 403 users, then the route's own answer. */
function adminOnly(admin: Expected): Record<Actor, Expected> {
  return { anonymous: 401, user: 403, otherUser: 403, admin };
}

/** Account pages: requireUser sends visitors without a session to sign in, then back to `path`. */
function signedInOnly(signedIn: Expected, path: string): Record<Actor, Expected> {
  return { anonymous: signInToReturn(path), user: signedIn, otherUser: signedIn, admin: signedIn };
}

/** JSON endpoints behind requireApiUser: 401 without a session. */
function apiSignedInOnly(signedIn: Expected): Record<Actor, Expected> {
  return { anonymous: 401, user: signedIn, otherUser: signedIn, admin: signedIn };
}

/** Owner-only writes: another user's, and the admin's, attempt is the ownership 404. */
function ownerOnly(anonymous: Expected, owner: Expected): Record<Actor, Expected> {
  return { anonymous, user: owner, otherUser: 404, admin: 404 };
}

/** The sign-in page with returnTo, its `{fixture}` placeholders kept for fill(). */
function signInToReturn(returnTo: string) {
  return redirect(`/sign-in?returnTo=${encodeURIComponent(returnTo).replace(/%7B(\w+)%7D/g, "{$1}")}`);
}

function reviewForm(companyId: number, title: string): Record<string, unknown> {
  return {
    companyId,
    rating: 4,
    title,
    content: "We have run our store on this for a year and it does what we need every day.",
    firstName: "Matrix",
    businessWebsite: "matrix-shop.example",
    categories: ["email-marketing"],
  };
}

/** The same review as a plain form post: one field per value, repeated for each category. */
function reviewFormFields(companyId: number, title: string) {
  const fields: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(reviewForm(companyId, title)))
    fields[name] = Array.isArray(value) ? value.map(String) : String(value);
  return fields;
}

/** The first bytes of a real MP4 (an ISO-BMFF ftyp box), then filler. */
function mp4Bytes(size = 4096) {
  const bytes = new Uint8Array(size);
  bytes.set([0, 0, 0, 24, ...Buffer.from("ftypisom"), 0, 0, 2, 0, ...Buffer.from("isomiso2")]);
  return bytes;
}

const json = (value: Record<string, unknown>): Body => ({ json: value });
const form = (value: Record<string, string | string[]>): Body => ({ form: value });

// Actors run in this order on every row: the owner last, so the refused attempts of the
// others meet the review intact, and the owner's own delete or edit comes after them.
const actorOrder: readonly Actor[] = ["anonymous", "otherUser", "admin", "user"];

const matrix: Row[] = [
  // Public pages
  { method: "GET", path: "/", expected: everyone(200) },
  { method: "GET", path: "/categories", expected: everyone(200) },
  { route: "/categories/:slug", method: "GET", path: "/categories/email-marketing", expected: everyone(200) },
  {
    route: "/categories/:slug/grid",
    method: "GET",
    path: "/categories/email-marketing/grid",
    expected: everyone(200),
  },
  { route: "/company/:company", method: "GET", path: "/company/{votedCompanySlug}", expected: everyone(200) },
  // Its numeric address moves to the slug for everyone alike (decision 086).
  {
    route: "/company/:company",
    method: "GET",
    path: "/company/{votedCompany}",
    expected: everyone({ status: 301, location: "/company/{votedCompanySlug}" }),
  },
  {
    route: "/company/:company/reviews",
    method: "GET",
    path: "/company/{votedCompanySlug}/reviews",
    expected: everyone(200),
  },
  {
    route: "/company/:company/alternatives",
    method: "GET",
    path: "/company/{votedCompanySlug}/alternatives",
    expected: everyone(200),
  },
  { route: "/compare/:slugs", method: "GET", path: "/compare/klaviyo-vs-omnisend", expected: everyone(200) },
  {
    route: "/compare/:slugs",
    method: "GET",
    path: "/compare/omnisend-vs-klaviyo",
    expected: everyone({ status: 301, location: "/compare/klaviyo-vs-omnisend" }),
  },
  {
    route: "/compare",
    method: "GET",
    path: "/compare?ids={votedCompany},{apiReviewCompany}",
    expected: everyone(302),
  },
  { route: "/review/:id", method: "GET", path: "/review/{votedReview}", expected: everyone(200) },
  { route: "/review/:id", method: "GET", path: "/review/{heldReview}", expected: everyone(404) },
  { method: "GET", path: "/award-winners", expected: everyone(200) },
  { method: "GET", path: "/award-winners/methodology", expected: everyone(200) },
  { method: "GET", path: "/monthly-award-winners", expected: everyone(200) },
  {
    route: "/monthly-award-winners/:categoryId",
    method: "GET",
    path: "/monthly-award-winners/email-marketing",
    expected: everyone(200),
  },
  { method: "GET", path: "/annual-award-winners", expected: everyone(200) },
  {
    route: "/award-winners/:categoryId",
    method: "GET",
    path: "/award-winners/email-marketing",
    expected: everyone(200),
  },
  { method: "GET", path: "/search-with-ai", expected: everyone(200) },
  { route: "/search-results", method: "GET", path: "/search-results?q=klaviyo", expected: everyone(200) },
  { method: "GET", path: "/write-review", expected: everyone(200) },
  {
    route: "/write-review",
    method: "GET",
    path: "/write-review?companyId={apiReviewCompany}",
    expected: everyone(200),
  },
  { method: "GET", path: "/operator-stacks", expected: everyone(200) },
  { method: "GET", path: "/trust", expected: everyone(200) },
  { method: "GET", path: "/expert-reviews", expected: everyone(200) },
  { route: "/expert-reviews/:slug", method: "GET", path: "/expert-reviews/postscript", expected: everyone(200) },

  // Public pages' form actions: a session is needed, and the action is the signed-in user's own
  {
    route: "/company/:company",
    method: "POST",
    path: "/company/{votedCompany}",
    body: () =>
      form({
        intent: "preferences",
        showAiGeneratedReviews: "true",
        showAiGeneratedCompanies: "true",
        showAiSummaries: "true",
      }),
    expected: {
      ...everyone(redirect("/company/{votedCompany}")),
      anonymous: signInToReturn("/company/{votedCompany}"),
    },
  },
  // Authors can't vote on their own review.
  {
    route: "/review/:id",
    method: "POST",
    path: "/review/{votedReview}",
    body: () => form({ intent: "vote", value: "helpful" }),
    expected: {
      anonymous: signInToReturn("/review/{votedReview}"),
      user: 403,
      otherUser: redirect("/review/{votedReview}"),
      admin: redirect("/review/{votedReview}"),
    },
  },
  {
    route: "/review/:id",
    method: "POST",
    path: "/review/{reportedOnPageReview}",
    body: () => form({ intent: "report", reason: "spam" }),
    // Authors can't report their own review.
    expected: { ...everyone(200), user: 403, anonymous: signInToReturn("/review/{reportedOnPageReview}") },
  },
  {
    route: "/review/:id",
    method: "POST",
    path: "/review/{repliedReview}",
    body: () => form({ intent: "report-reply", reason: "spam" }),
    // The company's representative can't report its reply (decision 064); the reviewer can.
    expected: { ...everyone(200), otherUser: 403, anonymous: signInToReturn("/review/{repliedReview}") },
  },
  {
    route: "/review/:id",
    method: "POST",
    path: "/review/{heldReview}",
    body: () => form({ intent: "vote", value: "helpful" }),
    expected: { ...everyone(404), anonymous: signInToReturn("/review/{heldReview}") },
  },
  // Opening another user's review in the editor is the ownership 404; without a session it is the company chooser.
  {
    route: "/write-review",
    method: "GET",
    path: "/write-review?reviewId={votedReview}",
    expected: ownerOnly(200, 200),
  },
  {
    method: "POST",
    path: "/write-review",
    body: ({ fixtures }) =>
      form({
        ...reviewFormFields(fixtures.votedCompany, "Edited on the page"),
        reviewId: String(fixtures.votedReview),
      }),
    expected: ownerOnly(
      signInToReturn("/write-review?companyId={votedCompany}"),
      redirect("/write-review?submitted={votedReview}&companyId={votedCompany}&status=published"),
    ),
  },
  {
    method: "POST",
    path: "/write-review",
    body: ({ fixtures, actor }) => form(reviewFormFields(fixtures.pageReviewCompany, `New on the page by ${actor}`)),
    expected: {
      anonymous: signInToReturn("/write-review?companyId={pageReviewCompany}"),
      user: 302,
      otherUser: 302,
      admin: 302,
    },
  },
  {
    method: "POST",
    path: "/expert-reviews",
    body: () => form({ title: "Matrix expert review", slug: "matrix-expert-review" }),
    expected: adminOnly(redirect("/expert-reviews/matrix-expert-review")),
  },
  {
    route: "/expert-reviews/:slug",
    method: "POST",
    path: "/expert-reviews/postscript",
    body: () => form({ field: "rating", value: "4.5" }),
    expected: adminOnly(200),
  },

  // Authentication pages and their form posts
  { method: "GET", path: "/sign-in", expected: { ...everyone(redirect("/")), anonymous: 200 } },
  { method: "GET", path: "/sign-up", expected: { ...everyone(redirect("/")), anonymous: 200 } },
  { method: "GET", path: "/sign-out", expected: everyone(200) },
  {
    method: "POST",
    path: "/sign-in",
    session: "copy",
    body: () => form({ email: accounts.otherUser.email, password }),
    expected: everyone(redirect("/")),
  },
  // Invalid on purpose: sign-ups share one per-IP limit (10 an hour) across the file. A signed-in
  // visitor's post is sent back without creating anything.
  {
    method: "POST",
    path: "/sign-up",
    session: "copy",
    body: () =>
      form({ firstName: "New", lastName: "Person", email: uniqueEmail("matrix-page-signup"), password: "short" }),
    expected: { ...everyone(redirect("/")), anonymous: 422 },
  },
  { method: "POST", path: "/sign-out", session: "new", expected: everyone(redirect("/")) },
  // Password reset is for anyone, signed in or not; the answer never says whether the address has an account.
  { method: "GET", path: "/forgot-password", expected: everyone(200) },
  {
    method: "POST",
    path: "/forgot-password",
    body: () => form({ email: uniqueEmail("matrix-forgot") }),
    expected: everyone(200),
  },
  { method: "GET", path: "/reset-password", expected: everyone(200) },
  {
    method: "POST",
    path: "/reset-password",
    body: () => form({ token: "A".repeat(24), password: "matrix new phrase", confirmPassword: "matrix new phrase" }),
    expected: everyone(400),
  },
  // Confirming an address: the link's page changes nothing; the button posts a signed token anyone may hold.
  { method: "GET", path: "/confirm-email", expected: everyone(200) },
  {
    method: "POST",
    path: "/confirm-email",
    body: () => form({ token: "not-a-real-confirmation-token" }),
    expected: everyone(400),
  },
  // Email changes (decision 075): the links' pages change nothing; the buttons post one-time tokens anyone may hold.
  { method: "GET", path: "/confirm-email-change", expected: everyone(200) },
  {
    method: "POST",
    path: "/confirm-email-change",
    body: () => form({ token: "not-a-real-email-change-token" }),
    expected: everyone(400),
  },
  { method: "GET", path: "/undo-email-change", expected: everyone(200) },
  {
    method: "POST",
    path: "/undo-email-change",
    body: () => form({ token: "not-a-real-email-change-token" }),
    expected: everyone(400),
  },
  // Representatives (decision 059): a claim needs a session; following its link and unsubscribing do not.
  {
    route: "/company/:company/claim",
    method: "GET",
    path: "/company/{votedCompanySlug}/claim",
    expected: signedInOnly(200, "/company/{votedCompanySlug}/claim"),
  },
  {
    route: "/company/:company/claim",
    method: "POST",
    path: "/company/1/claim",
    body: () => form({ email: "matrix@not-the-company.example" }),
    expected: signedInOnly(422, "/company/1/claim"),
  },
  // Suggesting an edit of a company's facts (issue #16) needs a session; the evidence is required.
  {
    route: "/company/:company/suggest-edit",
    method: "GET",
    path: "/company/{votedCompanySlug}/suggest-edit",
    expected: signedInOnly(200, "/company/{votedCompanySlug}/suggest-edit"),
  },
  {
    route: "/company/:company/suggest-edit",
    method: "POST",
    path: "/company/1/suggest-edit",
    body: () => form({ group: "pricing", model: "freemium", evidence: "" }),
    expected: signedInOnly(422, "/company/1/suggest-edit"),
  },
  { method: "GET", path: "/claims/confirm", expected: everyone(200) },
  {
    method: "POST",
    path: "/claims/confirm",
    body: () => form({ token: "not-a-real-claim-token-at-all" }),
    expected: everyone(400),
  },
  { method: "GET", path: "/invitations/report", expected: everyone(200) },
  {
    method: "POST",
    path: "/invitations/report",
    body: () => form({ token: "not-a-real-invitation-token" }),
    expected: everyone(400),
  },
  { method: "GET", path: "/vendor", expected: signedInOnly(200, "/vendor") },
  {
    method: "POST",
    path: "/vendor",
    body: ({ fixtures }) => form({ reviewId: String(fixtures.votedReview), content: "Not a representative here." }),
    expected: signedInOnly(403, "/vendor"),
  },
  { method: "GET", path: "/unsubscribe", expected: everyone(200) },
  {
    route: "/embed/company/:company/badge.svg",
    method: "GET",
    path: "/embed/company/{votedCompanySlug}/badge.svg",
    expected: everyone(200),
  },
  {
    // The Grid badge of a company drawn on no Grid (too few reviews) is not found, for everyone alike.
    route: "/embed/company/:company/grid-badge.svg",
    method: "GET",
    path: "/embed/company/{votedCompanySlug}/grid-badge.svg",
    expected: everyone(404),
  },
  {
    method: "POST",
    path: "/unsubscribe",
    body: () => form({ token: "reply-to-my-review.nobody.not-signed" }),
    expected: everyone(400),
  },
  // The demo mailbox exists only with demo data (decision 072): none here.
  { method: "GET", path: "/demo-mailbox", expected: everyone(404) },
  { method: "POST", path: "/demo-mailbox", expected: everyone(404) },

  // Account pages
  { method: "GET", path: "/my-reviews", expected: signedInOnly(200, "/my-reviews") },
  { method: "GET", path: "/account-settings", expected: signedInOnly(200, "/account-settings") },
  {
    method: "POST",
    path: "/my-reviews",
    body: ({ fixtures }) => form({ intent: "delete", reviewId: String(fixtures.deletedOnPageReview) }),
    expected: ownerOnly(signInToReturn("/my-reviews"), redirect("/my-reviews")),
  },
  // Each actor saves its own profile unchanged: the action only ever touches the session's account.
  {
    method: "POST",
    path: "/account-settings",
    body: ({ account }) =>
      form({
        intent: "profile",
        firstName: account?.firstName ?? "Nobody",
        lastName: account?.lastName ?? "Anonymous",
        email: account?.email ?? "nobody@example.com",
      }),
    expected: signedInOnly(200, "/account-settings"),
  },

  // Admin console pages
  { method: "GET", path: "/admin", expected: adminOnly(200) },
  { method: "GET", path: "/admin/award-periods", expected: adminOnly(200) },
  { method: "GET", path: "/admin/award-periods/new", expected: adminOnly(200) },
  {
    route: "/admin/award-periods/:id/edit",
    method: "GET",
    path: "/admin/award-periods/{awardPeriod}/edit",
    expected: adminOnly(200),
  },
  {
    route: "/admin/award-periods/:id/preview",
    method: "GET",
    path: "/admin/award-periods/{awardPeriod}/preview",
    expected: adminOnly(200),
  },
  { method: "GET", path: "/admin/award-winners", expected: adminOnly(200) },
  { method: "GET", path: "/admin/ai-tools", expected: adminOnly(200) },
  { method: "GET", path: "/admin/companies", expected: adminOnly(200) },
  {
    route: "/admin/companies/:id/edit",
    method: "GET",
    path: "/admin/companies/{editedCompany}/edit",
    expected: adminOnly(200),
  },
  { method: "GET", path: "/admin/categories", expected: adminOnly(200) },
  { method: "GET", path: "/admin/analytics", expected: adminOnly(200) },
  { method: "GET", path: "/admin/moderation", expected: adminOnly(200) },
  { method: "GET", path: "/admin/audit-log", expected: adminOnly(200) },
  { method: "GET", path: "/admin/emails", expected: adminOnly(200) },
  { method: "GET", path: "/admin/claims", expected: adminOnly(200) },
  { method: "GET", path: "/admin/fact-edits", expected: adminOnly(200) },
  {
    method: "POST",
    path: "/admin/fact-edits",
    body: () => form({ intent: "accept", suggestionId: "999999" }),
    expected: adminOnly(404),
  },
  {
    method: "POST",
    path: "/admin/claims",
    body: () => form({ intent: "approve-claim", claimId: "999999" }),
    expected: adminOnly(404),
  },

  // Admin console actions: the admin's request is a real, successful one. Read-only pages take no
  // POST from anyone: 405 before any guard, as every route answers a method it does not take.
  {
    route: "/admin",
    method: "POST",
    path: "/admin?index",
    body: () => form({ intent: "anything" }),
    expected: everyone(405),
  },
  {
    method: "POST",
    path: "/admin/award-periods",
    body: ({ fixtures }) => form({ intent: "publish", periodId: String(fixtures.awardPeriod) }),
    expected: adminOnly(200),
  },
  {
    method: "POST",
    path: "/admin/award-periods/new",
    body: () => form({ title: "Matrix monthly awards", periodType: "monthly", month: "3", year: "2026" }),
    expected: adminOnly(redirect("/admin/award-periods")),
  },
  {
    route: "/admin/award-periods/:id/edit",
    method: "POST",
    path: "/admin/award-periods/{awardPeriod}/edit",
    body: () => form({ title: "Matrix annual awards", periodType: "annual", year: "2026" }),
    expected: adminOnly(redirect("/admin/award-periods")),
  },
  {
    method: "POST",
    path: "/admin/award-winners",
    body: ({ fixtures }) => form({ intent: "calculate", periodId: String(fixtures.scoredAwardPeriod) }),
    expected: adminOnly(200),
  },
  {
    method: "POST",
    path: "/admin/ai-tools",
    body: ({ fixtures }) => form({ intent: "generate-reviews", companyId: String(fixtures.editedCompany), count: "1" }),
    expected: adminOnly(200),
  },
  {
    method: "POST",
    path: "/admin/companies",
    body: ({ fixtures }) => form({ intent: "sponsor", companyId: String(fixtures.sponsoredCompany) }),
    expected: adminOnly(200),
  },
  {
    route: "/admin/companies/:id/edit",
    method: "POST",
    path: "/admin/companies/{editedCompany}/edit",
    body: () => form({ name: "Matrix Edited Co", kind: "software", primaryCategory: "email-marketing" }),
    expected: adminOnly(redirect("/admin/companies?q=Matrix%20Edited%20Co")),
  },
  {
    method: "POST",
    path: "/admin/categories",
    body: () => form({ intent: "create", name: "Matrix Category", group: "saas" }),
    expected: adminOnly(200),
  },
  {
    route: "/admin/award-periods/:id/preview",
    method: "POST",
    path: "/admin/award-periods/{awardPeriod}/preview",
    body: () => form({ intent: "anything" }),
    expected: everyone(405),
  },
  { method: "POST", path: "/admin/analytics", body: () => form({ intent: "anything" }), expected: everyone(405) },
  {
    method: "POST",
    path: "/admin/moderation",
    body: ({ fixtures }) => form({ intent: "approve", reviewId: String(fixtures.moderatedReview) }),
    expected: adminOnly(200),
  },
  {
    method: "POST",
    path: "/admin/moderation",
    body: ({ fixtures }) => form({ intent: "hide-reply", reviewId: String(fixtures.repliedReview) }),
    expected: adminOnly(200),
  },
  { method: "POST", path: "/admin/audit-log", body: () => form({ intent: "anything" }), expected: everyone(405) },
  { method: "POST", path: "/admin/emails", body: () => form({ intent: "anything" }), expected: everyone(405) },

  // JSON API: public reads
  { method: "GET", path: "/api/v1/categories", expected: everyone(200) },
  {
    route: "/api/v1/categories/:slug/companies",
    method: "GET",
    path: "/api/v1/categories/email-marketing/companies",
    expected: everyone(200),
  },
  { route: "/api/v1/suggest", method: "GET", path: "/api/v1/suggest?q=kla", expected: everyone(200) },
  { route: "/api/v1/search", method: "GET", path: "/api/v1/search?q=klaviyo", expected: everyone(200) },
  {
    method: "POST",
    path: "/api/v1/search/clicks",
    body: ({ fixtures }) => json({ searchId: randomUUID(), companyId: fixtures.votedCompany, rank: 1 }),
    expected: everyone(200),
  },
  { method: "GET", path: "/api/v1/companies", expected: everyone(200) },
  {
    route: "/api/v1/companies/:company",
    method: "GET",
    path: "/api/v1/companies/{votedCompany}",
    expected: everyone(200),
  },
  {
    route: "/api/v1/companies/:company/alternatives",
    method: "GET",
    path: "/api/v1/companies/{votedCompany}/alternatives",
    expected: everyone(200),
  },
  {
    route: "/api/v1/compare",
    method: "GET",
    path: "/api/v1/compare?ids={votedCompany},{apiReviewCompany}",
    expected: everyone(200),
  },
  {
    route: "/api/v1/companies/:company/reviews",
    method: "GET",
    path: "/api/v1/companies/{votedCompany}/reviews",
    expected: everyone(200),
  },
  {
    route: "/api/v1/companies-to-review",
    method: "GET",
    path: "/api/v1/companies-to-review?q=kla",
    expected: everyone(200),
  },
  {
    route: "/api/v1/company-duplicates",
    method: "GET",
    path: "/api/v1/company-duplicates?name=Klaviyo",
    expected: everyone(200),
  },
  { method: "GET", path: "/api/v1/session", expected: everyone(200) },
  { method: "GET", path: "/api/v1/openapi.json", expected: everyone(200) },
  { route: "/api/v1/*", method: "GET", path: "/api/v1/no-such-endpoint", expected: everyone(404) },
  {
    route: "/api/v1/*",
    method: "POST",
    path: "/api/v1/no-such-endpoint",
    body: () => json({}),
    expected: everyone(404),
  },

  // JSON API: signed-in writes
  {
    method: "POST",
    path: "/api/v1/companies",
    body: ({ actor }) =>
      json({
        name: `Matrix Added ${actor}`,
        domain: `matrix-added-${actor.toLowerCase()}.com`,
        categories: ["email-marketing"],
      }),
    expected: apiSignedInOnly(201),
  },
  { method: "GET", path: "/api/v1/preferences", expected: apiSignedInOnly(200) },
  {
    method: "PATCH",
    path: "/api/v1/preferences",
    body: () => json({ showAiSummaries: true }),
    expected: apiSignedInOnly(200),
  },
  {
    method: "POST",
    path: "/api/v1/reviews/polish",
    body: () => json({ text: "we use it evry day and it works well for our store" }),
    expected: apiSignedInOnly(200),
  },
  {
    method: "POST",
    path: "/api/v1/transcriptions",
    body: () => ({ bytes: new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81]), type: "audio/webm" }),
    expected: apiSignedInOnly(503),
  },
  {
    method: "POST",
    path: "/api/v1/uploads/video",
    body: () => ({ bytes: mp4Bytes() }),
    expected: apiSignedInOnly(201),
  },
  { method: "GET", path: "/api/v1/reviews", expected: everyone(405) },
  {
    method: "POST",
    path: "/api/v1/reviews",
    body: ({ fixtures, actor }) => json(reviewForm(fixtures.apiReviewCompany, `New through the API by ${actor}`)),
    expected: apiSignedInOnly(201),
  },

  // JSON API: owner-only writes, with the id of the user's review (IDOR for everyone else)
  {
    method: "POST",
    path: "/api/v1/reviews",
    body: ({ fixtures }) =>
      json({ ...reviewForm(fixtures.votedCompany, "Edited through the API"), reviewId: fixtures.votedReview }),
    expected: ownerOnly(401, 201),
  },
  { route: "/api/v1/reviews/:id", method: "GET", path: "/api/v1/reviews/{votedReview}", expected: everyone(405) },
  {
    route: "/api/v1/reviews/:id",
    method: "DELETE",
    path: "/api/v1/reviews/{deletedByApiReview}",
    expected: ownerOnly(401, 200),
  },
  {
    route: "/api/v1/reviews/:id/vote",
    method: "POST",
    path: "/api/v1/reviews/{votedReview}/vote",
    body: () => json({ value: "helpful" }),
    expected: { anonymous: 401, user: 403, otherUser: 200, admin: 200 },
  },
  {
    route: "/api/v1/reviews/:id/vote",
    method: "POST",
    path: "/api/v1/reviews/{heldReview}/vote",
    body: () => json({ value: "helpful" }),
    expected: { ...everyone(404), anonymous: 401 },
  },
  {
    route: "/api/v1/reviews/:id/vote",
    method: "GET",
    path: "/api/v1/reviews/{votedReview}/vote",
    expected: everyone(405),
  },
  {
    route: "/api/v1/reviews/:id/report",
    method: "POST",
    path: "/api/v1/reviews/{votedReview}/report",
    body: () => json({ reason: "spam" }),
    expected: { ...apiSignedInOnly(201), user: 403 },
  },
  {
    route: "/api/v1/reviews/:id/report",
    method: "POST",
    path: "/api/v1/reviews/{heldReview}/report",
    body: () => json({ reason: "spam" }),
    expected: { ...everyone(404), anonymous: 401 },
  },
  {
    route: "/api/v1/reviews/:id/report",
    method: "GET",
    path: "/api/v1/reviews/{votedReview}/report",
    expected: everyone(405),
  },

  // JSON API: admin only
  {
    route: "/api/v1/admin/companies/:id/ai-summary",
    method: "POST",
    path: "/api/v1/admin/companies/{votedCompany}/ai-summary",
    body: () => json({}),
    expected: adminOnly(202),
  },
  {
    route: "/api/v1/admin/companies/:id/ai-reviews",
    method: "POST",
    path: "/api/v1/admin/companies/{votedCompany}/ai-reviews",
    body: () => json({ count: 1 }),
    expected: adminOnly(202),
  },
  {
    route: "/api/v1/admin/companies/:id/summary-text",
    method: "POST",
    path: "/api/v1/admin/companies/{votedCompany}/summary-text",
    body: () => json({}),
    expected: adminOnly(200),
  },
  { method: "GET", path: "/api/v1/admin/operations", expected: adminOnly(200) },
  {
    route: "/api/v1/admin/operations/:id",
    method: "GET",
    path: "/api/v1/admin/operations/{aiOperation}",
    expected: adminOnly(200),
  },

  // JSON API: authentication (public by nature)
  { method: "GET", path: "/api/v1/auth/sign-in", expected: everyone(405) },
  {
    method: "POST",
    path: "/api/v1/auth/sign-in",
    session: "copy",
    body: () => json({ email: accounts.otherUser.email, password }),
    expected: everyone(200),
  },
  {
    method: "POST",
    path: "/api/v1/auth/sign-up",
    session: "copy",
    body: () => json({ firstName: "New", lastName: "Person", email: uniqueEmail("matrix-api-signup"), password }),
    expected: everyone(200),
  },
  { method: "POST", path: "/api/v1/auth/sign-out", session: "new", body: () => json({}), expected: everyone(200) },

  // better-auth's own handler is not mounted (docs/decisions/005-authentication.md): no way around our rate limits
  {
    route: "/*",
    method: "POST",
    path: "/api/auth/sign-in/email",
    body: () => json({ email: accounts.otherUser.email, password }),
    expected: everyone(404),
  },
  {
    route: "/*",
    method: "POST",
    path: "/api/auth/sign-up/email",
    body: () => json({ name: "Side Door", email: uniqueEmail("matrix-side-door"), password }),
    expected: everyone(404),
  },
  { route: "/*", method: "POST", path: "/api/auth/sign-out", body: () => json({}), expected: everyone(404) },
  { route: "/*", method: "GET", path: "/api/auth/get-session", expected: everyone(404) },
  { route: "/*", method: "GET", path: "/no-such-page", expected: everyone(404) },

  // Search engines and the server's own routes
  { method: "GET", path: "/robots.txt", expected: everyone(200) },
  { method: "GET", path: "/sitemap.xml", expected: everyone(200) },
  { route: "/sitemaps/:name", method: "GET", path: "/sitemaps/pages.xml", expected: everyone(200) },
  { method: "GET", path: "/healthz", expected: everyone(200) },
  // Review videos are served by their random key to anyone, like the review page they belong to.
  { route: "/media/videos/:key", method: "GET", path: "/media/videos/{videoKey}", expected: everyone(200) },
  { route: "/media/videos/:key", method: "GET", path: `/media/videos/${randomUUID()}.mp4`, expected: everyone(404) },
  // Uploaded logos are public images named by their content's hash (decision 088); tests/integration/company-logos
  // serves real ones. One nobody uploaded is missing for everyone.
  {
    route: "/media/logos/:file",
    method: "GET",
    path: `/media/logos/${randomUUID().replaceAll("-", "")}-128.webp`,
    expected: everyone(404),
  },
];

const { database, app, services } = prepareTestApp({ ADMIN_EMAILS: accounts.admin.email });
let fixtures: Fixtures;
let clients: Record<Actor, Client>;

async function userIdOf(email: string) {
  const result = await database.db.execute<{ id: string }>(sql`select id from users where email = ${email}`);
  const id = result.rows[0]?.id;
  if (!id) throw new Error(`no user with email ${email}`);
  return id;
}

function firstId(rows: { id: number }[]) {
  const id = rows[0]?.id;
  if (id === undefined) throw new Error("insert returned no row");
  return id;
}

/** A video attached to the user's review, stored the way an upload and a saved review store it. */
async function storeVideo(userId: string) {
  const bytes = mp4Bytes();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
  const { uploadToken } = await services.videos.receive(body, bytes.byteLength, userId);
  const video = await services.videos.verify(uploadToken, userId);
  await services.videos.commit(video);
  return video;
}

beforeAll(async () => {
  // The server starts the queue at boot; admin actions enqueue AI jobs (no workers run them here).
  await services.jobs.start();
  clients = {
    anonymous: createClient(app),
    user: createClient(app),
    otherUser: createClient(app),
    admin: createClient(app),
  };
  for (const actor of ["user", "otherUser", "admin"] as const) await clients[actor].signUp(accounts[actor]);
  // Confirmed addresses: an edit runs the new review's checks (decision 080), and this matrix is about access.
  for (const actor of ["user", "otherUser", "admin"] as const) await confirmEmailOf(database.db, accounts[actor].email);
  const db = database.db;
  const ownerId = await userIdOf(accounts.user.email);
  const ownReview = async (status: "published" | "pending" = "published") =>
    (await createReview(db, { companyId: await createCompany(db), userId: ownerId, status })).id;
  const video = await storeVideo(ownerId);
  const voted = await createReview(db, {
    companyId: await createCompany(db),
    userId: ownerId,
    videoStorageKey: video.storageKey,
    videoMimeType: video.mimeType,
    videoSizeBytes: video.sizeBytes,
  });
  const period = await db.execute<{ id: number }>(
    sql`insert into award_periods (title, period_type, year) values ('Matrix awards', 'annual', 2026) returning id`,
  );
  const scoredPeriod = await db.execute<{ id: number }>(
    sql`insert into award_periods (title, period_type, year) values ('Matrix scores', 'annual', 2025) returning id`,
  );
  const operation = await db.execute<{ id: number }>(
    sql`insert into ai_operations (operation_type) values ('company_summary') returning id`,
  );
  // otherUser represents the company of the user's answered review, and has answered it.
  const replied = await createReview(db, { companyId: await createCompany(db), userId: ownerId });
  const representativeId = await userIdOf(accounts.otherUser.email);
  await db.execute(sql`
    insert into company_claims (company_id, user_id, claim_email, status)
    values (${replied.companyId}, ${representativeId}, ${`rep.${randomUUID()}@example.com`}, 'approved')`);
  await db.execute(sql`
    insert into review_replies (review_id, company_id, author_user_id, content)
    values (${replied.id}, ${replied.companyId}, ${representativeId}, 'Thank you for the review, we are on it.')`);
  fixtures = {
    votedReview: voted.id,
    repliedReview: replied.id,
    votedCompany: voted.companyId,
    votedCompanySlug: await companySlugOf(db, voted.companyId),
    reportedOnPageReview: await ownReview(),
    deletedByApiReview: await ownReview(),
    deletedOnPageReview: await ownReview(),
    heldReview: await ownReview("pending"),
    moderatedReview: await ownReview("pending"),
    apiReviewCompany: await createCompany(db),
    pageReviewCompany: await createCompany(db),
    editedCompany: await createCompany(db),
    sponsoredCompany: await createCompany(db),
    awardPeriod: firstId(period.rows),
    scoredAwardPeriod: firstId(scoredPeriod.rows),
    aiOperation: firstId(operation.rows),
    videoKey: video.storageKey,
  };
});
afterAll(async () => {
  await services.jobs.stop();
});

function fill(template: string) {
  const values: Record<string, string | number> = fixtures;
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no fixture named ${name} in ${template}`);
    return String(value);
  });
}

async function clientFor(row: Row, actor: Actor) {
  if (row.session === undefined) return clients[actor];
  const client = createClient(app);
  if (actor === "anonymous") return client;
  if (row.session === "copy") {
    for (const [name, value] of clients[actor].cookies) client.cookies.set(name, value);
    return client;
  }
  const signIn = await client.postJson("/api/v1/auth/sign-in", { email: accounts[actor].email, password });
  expect(signIn.status, `fresh session for ${actor}`).toBe(200);
  return client;
}

function send(client: Client, row: Row, actor: Actor, headers: Record<string, string> = {}) {
  const path = fill(row.path);
  const body = row.body?.({ fixtures, actor, account: actor === "anonymous" ? null : accounts[actor] });
  // Each answer as sent: a 301 is checked, not followed.
  if (!body) return client.request(path, { method: row.method, headers, redirect: "manual" });
  if ("json" in body)
    return client.request(path, {
      method: row.method,
      headers: { "Content-Type": "application/json", ...headers },
      body: JSON.stringify(body.json),
    });
  if ("form" in body) {
    const fields = Object.entries(body.form).flatMap(([name, value]) =>
      (Array.isArray(value) ? value : [value]).map((item): [string, string] => [name, item]),
    );
    return client.request(path, {
      method: row.method,
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams(fields).toString(),
    });
  }
  return client.request(path, {
    method: row.method,
    headers: { "Content-Type": body.type ?? "application/octet-stream", ...headers },
    body: body.bytes,
  });
}

describe("authorisation matrix", () => {
  it.each(matrix)("$method $path", async (row) => {
    for (const actor of actorOrder) {
      const expected = row.expected[actor];
      const status = typeof expected === "number" ? expected : expected.status;
      const response = await send(await clientFor(row, actor), row, actor);
      const label = `${actor}: ${row.method} ${fill(row.path)}`;
      expect(response.status, label).toBe(status);
      if (typeof expected !== "number") expect(response.headers.get("Location"), label).toBe(fill(expected.location));
      if (row.path.startsWith("/api/v1/") && (status === 401 || status === 403)) {
        const { error } = await response.json();
        expect(error.code, label).toBe(status === 401 ? "unauthenticated" : "forbidden");
      } else {
        await response.body?.cancel();
      }
    }
  });

  it("refuses every state-changing row from a foreign origin, even for the admin, before it runs", async () => {
    for (const row of matrix.filter((candidate) => candidate.method !== "GET")) {
      const response = await send(clients.admin, row, "admin", { Origin: "https://evil.example" });
      expect(response.status, `${row.method} ${fill(row.path)}`).toBe(403);
      await response.body?.cancel();
    }
  });
});

/** Routes the Hono server answers itself, before React Router (server/http.ts). */
async function serverPatterns() {
  const source = await readFile("server/http.ts", "utf8");
  return [...source.matchAll(/app\.(?:get|post|put|patch|delete|all)\("(\/[^"]*)"/g)]
    .map((match) => match[1] ?? "")
    .filter((pattern) => pattern !== "" && !pattern.includes("*"));
}

describe("the matrix stays complete", () => {
  it("has a row for every route of app/routes.ts and of the server, and no row for a route that is gone", async () => {
    const known = [...routePatterns(routes), ...(await serverPatterns())];
    expect(known).toContain("/company/:company");
    expect(known).toContain("/admin");
    expect(known).toContain("/healthz");
    const covered = new Set(matrix.map((row) => row.route ?? row.path));
    expect(known.filter((pattern) => !covered.has(pattern))).toEqual([]);
    expect([...covered].filter((pattern) => !known.includes(pattern))).toEqual([]);
  });
});
