// Every page action answers its form with one shape, `FormResult` (contracts/form-result.ts), built only by
// server/web/form-reply.ts (docs/decisions/100-one-form-result.md). The check is in two halves:
// - at typecheck, `answersForm` below is `true` only for an action whose every return is a redirect or other
//   `Response`, or a reply from form-reply.ts; a hand-written object (`{ ok: false, error }`) fails to compile,
//   since FormResult's brand has no value to write;
// - at test time, every route module under app/routes/ (but the JSON API) that exports an `action` must have
//   its row here, so a new action cannot skip the check.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import type * as accountSettings from "#app/routes/account/account-settings.tsx";
import type * as myReviews from "#app/routes/account/my-reviews.tsx";
import type * as aiTools from "#app/routes/admin/ai-tools.tsx";
import type * as awardPeriodEdit from "#app/routes/admin/award-period-edit.tsx";
import type * as awardPeriodNew from "#app/routes/admin/award-period-new.tsx";
import type * as awardPeriods from "#app/routes/admin/award-periods.tsx";
import type * as awardWinners from "#app/routes/admin/award-winners.tsx";
import type * as adminCategories from "#app/routes/admin/categories.tsx";
import type * as claims from "#app/routes/admin/claims.tsx";
import type * as adminCompanies from "#app/routes/admin/companies.tsx";
import type * as companyEdit from "#app/routes/admin/company-edit.tsx";
import type * as factEdits from "#app/routes/admin/fact-edits.tsx";
import type * as moderation from "#app/routes/admin/moderation.tsx";
import type * as confirmEmail from "#app/routes/auth/confirm-email.tsx";
import type * as confirmEmailChange from "#app/routes/auth/confirm-email-change.tsx";
import type * as forgotPassword from "#app/routes/auth/forgot-password.tsx";
import type * as resetPassword from "#app/routes/auth/reset-password.tsx";
import type * as signIn from "#app/routes/auth/sign-in.tsx";
import type * as signOut from "#app/routes/auth/sign-out.tsx";
import type * as signUp from "#app/routes/auth/sign-up.tsx";
import type * as undoEmailChange from "#app/routes/auth/undo-email-change.tsx";
import type * as company from "#app/routes/public/company.tsx";
import type * as demoMailbox from "#app/routes/public/demo-mailbox.tsx";
import type * as expertReview from "#app/routes/public/expert-review.tsx";
import type * as expertReviews from "#app/routes/public/expert-reviews.tsx";
import type * as review from "#app/routes/public/review.tsx";
import type * as suggestEdit from "#app/routes/public/suggest-edit.tsx";
import type * as unsubscribe from "#app/routes/public/unsubscribe.tsx";
import type * as writeReview from "#app/routes/public/write-review.tsx";
import type * as notFound from "#app/routes/system/not-found.tsx";
import type * as claimCompany from "#app/routes/vendor/claim-company.tsx";
import type * as confirmClaim from "#app/routes/vendor/confirm-claim.tsx";
import type * as vendorDashboard from "#app/routes/vendor/dashboard.tsx";
import type * as reportInvitation from "#app/routes/vendor/report-invitation.tsx";
import type { FormReply } from "#server/web/form-reply.ts";

// biome-ignore lint/suspicious/noExplicitAny: any payload: the check is on the shape around it.
type FormAnswer = Response | FormReply<any>;
type AnswersForm<Action extends (...args: never[]) => unknown> = [Awaited<ReturnType<Action>>] extends [FormAnswer]
  ? true
  : false;

const checkedActions = {
  "account/account-settings.tsx": true satisfies AnswersForm<typeof accountSettings.action>,
  "account/my-reviews.tsx": true satisfies AnswersForm<typeof myReviews.action>,
  "admin/ai-tools.tsx": true satisfies AnswersForm<typeof aiTools.action>,
  "admin/award-period-edit.tsx": true satisfies AnswersForm<typeof awardPeriodEdit.action>,
  "admin/award-period-new.tsx": true satisfies AnswersForm<typeof awardPeriodNew.action>,
  "admin/award-periods.tsx": true satisfies AnswersForm<typeof awardPeriods.action>,
  "admin/award-winners.tsx": true satisfies AnswersForm<typeof awardWinners.action>,
  "admin/categories.tsx": true satisfies AnswersForm<typeof adminCategories.action>,
  "admin/claims.tsx": true satisfies AnswersForm<typeof claims.action>,
  "admin/companies.tsx": true satisfies AnswersForm<typeof adminCompanies.action>,
  "admin/company-edit.tsx": true satisfies AnswersForm<typeof companyEdit.action>,
  "admin/fact-edits.tsx": true satisfies AnswersForm<typeof factEdits.action>,
  "admin/moderation.tsx": true satisfies AnswersForm<typeof moderation.action>,
  "auth/confirm-email-change.tsx": true satisfies AnswersForm<typeof confirmEmailChange.action>,
  "auth/confirm-email.tsx": true satisfies AnswersForm<typeof confirmEmail.action>,
  "auth/forgot-password.tsx": true satisfies AnswersForm<typeof forgotPassword.action>,
  "auth/reset-password.tsx": true satisfies AnswersForm<typeof resetPassword.action>,
  "auth/sign-in.tsx": true satisfies AnswersForm<typeof signIn.action>,
  "auth/sign-out.tsx": true satisfies AnswersForm<typeof signOut.action>,
  "auth/sign-up.tsx": true satisfies AnswersForm<typeof signUp.action>,
  "auth/undo-email-change.tsx": true satisfies AnswersForm<typeof undoEmailChange.action>,
  "public/company.tsx": true satisfies AnswersForm<typeof company.action>,
  "public/demo-mailbox.tsx": true satisfies AnswersForm<typeof demoMailbox.action>,
  "public/expert-review.tsx": true satisfies AnswersForm<typeof expertReview.action>,
  "public/expert-reviews.tsx": true satisfies AnswersForm<typeof expertReviews.action>,
  "public/review.tsx": true satisfies AnswersForm<typeof review.action>,
  "public/suggest-edit.tsx": true satisfies AnswersForm<typeof suggestEdit.action>,
  "public/unsubscribe.tsx": true satisfies AnswersForm<typeof unsubscribe.action>,
  "public/write-review.tsx": true satisfies AnswersForm<typeof writeReview.action>,
  "system/not-found.tsx": true satisfies AnswersForm<typeof notFound.action>,
  "vendor/claim-company.tsx": true satisfies AnswersForm<typeof claimCompany.action>,
  "vendor/confirm-claim.tsx": true satisfies AnswersForm<typeof confirmClaim.action>,
  "vendor/dashboard.tsx": true satisfies AnswersForm<typeof vendorDashboard.action>,
  "vendor/report-invitation.tsx": true satisfies AnswersForm<typeof reportInvitation.action>,
};

const routesDirectory = path.resolve(import.meta.dirname, "../../app/routes");

function listRouteModules(directory: string): string[] {
  return readdirSync(path.join(routesDirectory, directory), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(directory, entry.name);
    if (entry.isDirectory()) return relative === "api" ? [] : listRouteModules(relative);
    return /\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

test("every page action has its row in the form-result type check", () => {
  const withAction = listRouteModules("")
    .filter((file) =>
      /export (async )?function action\b|export const action\b/.test(
        readFileSync(path.join(routesDirectory, file), "utf8"),
      ),
    )
    .sort();
  expect(withAction.length).toBeGreaterThan(20);
  expect(Object.keys(checkedActions).sort()).toEqual(withAction);
});

test("nothing but server/web/form-reply.ts casts an object to a form result", () => {
  const root = path.resolve(import.meta.dirname, "../..");
  const casts = ["app", "server", "contracts"].flatMap((layer) =>
    readdirSync(path.join(root, layer), { recursive: true, encoding: "utf8" })
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => path.posix.join(layer, file))
      .filter((file) => /\bas Form(Result|Success|Error)\b/.test(readFileSync(path.join(root, file), "utf8"))),
  );
  expect(casts).toEqual(["server/web/form-reply.ts"]);
});
