import { Form, redirect, useActionData, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { CheckboxField, Field, RadioField } from "#app/components/ui/field.tsx";
import { FormMessage } from "#app/components/ui/form-message.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { fieldErrorsFor, resultFor } from "#app/lib/form-result.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { forwardHeaders } from "#app/lib/route-headers.ts";
import { newReviewEmailChoices, newReviewEmailLabels } from "#contracts/notification-choices.ts";
import {
  ChangePasswordSchema,
  DeleteAccountSchema,
  NotificationSettingsSchema,
  ProfileSchema,
} from "#contracts/validation/account.ts";
import { changePassword } from "#server/account/change-password.ts";
import { deleteAccount } from "#server/account/delete-account.ts";
import { getNotificationSettings } from "#server/account/get-notification-settings.ts";
import { getPendingEmailChange } from "#server/account/get-pending-email-change.ts";
import { requestEmailChange } from "#server/account/request-email-change.ts";
import { updateNotificationSettings } from "#server/account/update-notification-settings.ts";
import { isEmailConfirmed, updateProfile } from "#server/account/update-profile.ts";
import { resendEmailConfirmation } from "#server/auth/confirm-email.ts";
import { isDemoMailboxOn } from "#server/mail/demo-mailbox.ts";
import { replyFormError, replyFormFailure, replyFormSuccess } from "#server/web/form-reply.ts";
import { getRequestContext, requireUser } from "#server/web/require.ts";
import type { Route } from "./+types/account-settings";

// Retry-After and other headers of a failed form reach the answer (app/lib/route-headers.ts).
export const headers = forwardHeaders;

export const meta: Route.MetaFunction = () =>
  pageMeta("Account Settings", "Change your name, email and password, or delete your account.");

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  const { services } = getRequestContext(context);
  return {
    profile: { firstName: user.firstName, lastName: user.lastName, email: user.email },
    emailConfirmed: await isEmailConfirmed(services.db, user.id),
    pendingEmail: await getPendingEmailChange(services.db, user.id),
    notifications: await getNotificationSettings(services.db, user.id),
    demoMailbox: await isDemoMailboxOn(services),
  };
}

type Intent = "profile" | "password" | "delete" | "confirm" | "notifications";
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(context, request);
  const { services, requestId } = getRequestContext(context);
  const form = Object.fromEntries(await request.formData());
  const intent: Intent =
    form.intent === "password"
      ? "password"
      : form.intent === "delete"
        ? "delete"
        : form.intent === "confirm"
          ? "confirm"
          : form.intent === "notifications"
            ? "notifications"
            : "profile";
  try {
    if (intent === "profile") {
      const input = ProfileSchema.parse(form);
      if (input.email === user.email.toLowerCase()) {
        await updateProfile(services.db, user.id, input);
        return replyFormSuccess({ intent, message: "Profile updated successfully!" });
      }
      // A new address needs the password, and takes effect only from the link sent to it (decision 075).
      const { setCookie } = await requestEmailChange(
        services,
        user,
        { newEmail: input.email, currentPassword: input.currentPassword },
        request,
      );
      await updateProfile(services.db, user.id, input);
      return replyFormSuccess(
        {
          intent,
          message: `We sent a confirmation link to ${input.email}. Your address stays ${user.email} until you follow it.`,
        },
        setCookie ? { headers: { "Set-Cookie": setCookie } } : {},
      );
    }
    if (intent === "notifications") {
      await updateNotificationSettings(services.db, user.id, NotificationSettingsSchema.parse(form));
      return replyFormSuccess({ intent, message: "Email settings saved." });
    }
    if (intent === "confirm") {
      const { setCookie } = await resendEmailConfirmation(services, user, request);
      return replyFormSuccess(
        { intent, message: `We sent a new confirmation link to ${user.email}.` },
        setCookie ? { headers: { "Set-Cookie": setCookie } } : {},
      );
    }
    if (intent === "password") {
      const input = ChangePasswordSchema.parse(form);
      const headers = await changePassword(services, request.headers, user, input);
      return replyFormSuccess({ intent, message: "Password changed successfully!" }, { headers });
    }
    const { password } = DeleteAccountSchema.parse(form);
    const headers = await deleteAccount(services, request.headers, password);
    headers.set("Clear-Site-Data", '"cache", "cookies", "storage"');
    return redirect("/", { headers });
  } catch (error) {
    const reply = replyFormFailure(error, {
      intent,
      submitted: form,
      message: ({ message, status }) => (intent === "profile" && status >= 500 ? "Failed to update profile" : message),
    });
    if (reply) return reply;
    services.logger.error({ err: error, requestId }, "account settings action failed");
    const message = intent === "profile" ? "Failed to update profile" : "Something went wrong. Please try again.";
    return replyFormError({ intent, message, submitted: form }, { status: 500 });
  }
}

export default function AccountSettings({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = (intent: Intent) => navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const errors = (intent: Intent) => fieldErrorsFor(result, intent);
  return (
    <div className="mx-auto grid max-w-2xl gap-8 px-4 py-10">
      <div>
        <Link to="/my-reviews" className="text-sm font-semibold text-brand-700 hover:underline">
          ← My Reviews
        </Link>
        <h1 className="mt-3 text-3xl font-extrabold tracking-tight">Account Settings</h1>
      </div>

      <section aria-labelledby="profile-heading" className="rounded-lg border border-slate-200 p-6">
        <h2 id="profile-heading" className="text-lg font-bold">
          Profile
        </h2>
        <Form
          method="post"
          className="mt-4 grid gap-4"
          key={`${loaderData.profile.email}-${loaderData.profile.firstName}`}
        >
          <input type="hidden" name="intent" value="profile" />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              id="profile-first-name"
              name="firstName"
              label="First Name"
              required
              defaultValue={loaderData.profile.firstName}
              error={errors("profile").firstName}
              autoComplete="given-name"
            />
            <Field
              id="profile-last-name"
              name="lastName"
              label="Last Name"
              required
              defaultValue={loaderData.profile.lastName}
              error={errors("profile").lastName}
              autoComplete="family-name"
            />
          </div>
          <Field
            id="profile-email"
            name="email"
            type="email"
            label="Email"
            required
            defaultValue={loaderData.profile.email}
            error={errors("profile").email}
            autoComplete="email"
          />
          <Field
            id="profile-current-password"
            name="currentPassword"
            type="password"
            label="Your password (only to change your email)"
            autoComplete="current-password"
            error={errors("profile").currentPassword}
          />
          <FormMessage result={resultFor(result, "profile")} />
          <Button type="submit" className="justify-self-start" disabled={busy("profile")}>
            {busy("profile") ? "Saving..." : "Save Profile"}
          </Button>
        </Form>
        {loaderData.pendingEmail ? (
          <p role="status" className="mt-4 rounded-md bg-amber-50 p-3 text-sm">
            {`A change of your address to ${loaderData.pendingEmail} is waiting for confirmation: follow the link we sent there. Until then your account uses ${loaderData.profile.email}.`}
          </p>
        ) : null}
        {loaderData.emailConfirmed ? (
          <p className="mt-4 text-sm text-emerald-900">Your email address is confirmed.</p>
        ) : (
          <Form method="post" className="mt-4 grid gap-2 rounded-md bg-amber-50 p-3 text-sm">
            <input type="hidden" name="intent" value="confirm" />
            <p>
              Your email address is not confirmed yet. Follow the link we sent to it
              {loaderData.demoMailbox ? (
                <>
                  {" "}
                  (in this demo, it is in your{" "}
                  <Link to="/demo-mailbox" className="font-semibold underline">
                    demo mailbox
                  </Link>
                  )
                </>
              ) : null}
              , or send yourself a new link.
            </p>
            <FormMessage result={resultFor(result, "confirm")} />
            <Button
              type="submit"
              variant="secondary"
              size="sm"
              className="justify-self-start"
              disabled={busy("confirm")}
            >
              {busy("confirm") ? "Sending..." : "Send a new confirmation link"}
            </Button>
          </Form>
        )}
      </section>

      <section aria-labelledby="emails-heading" className="rounded-lg border border-slate-200 p-6">
        <h2 id="emails-heading" className="text-lg font-bold">
          Emails
        </h2>
        <Form method="post" className="mt-4 grid gap-3" key={JSON.stringify(loaderData.notifications)}>
          <input type="hidden" name="intent" value="notifications" />
          <CheckboxField
            id="notify-reply-to-my-review"
            name="replyToMyReview"
            label="When a company replies to one of my reviews"
            defaultChecked={loaderData.notifications.replyToMyReview}
          />
          <fieldset className="grid gap-2">
            <legend className="text-sm">When a company I represent gets a new review</legend>
            {newReviewEmailChoices.map((choice) => (
              <RadioField
                key={choice}
                id={`new-review-emails-${choice}`}
                name="newReviewEmails"
                value={choice}
                label={newReviewEmailLabels[choice]}
                required
                defaultChecked={loaderData.notifications.newReviewEmails === choice}
                fieldClassName="pl-4"
              />
            ))}
          </fieldset>
          <p className="text-xs text-slate-600">
            Security emails (password resets, confirmations, warnings about failed sign-ins) are always sent.
          </p>
          <FormMessage result={resultFor(result, "notifications")} />
          <Button type="submit" variant="secondary" className="justify-self-start" disabled={busy("notifications")}>
            {busy("notifications") ? "Saving..." : "Save email settings"}
          </Button>
        </Form>
        <p className="mt-4 text-sm">
          <Link to="/vendor" className="font-semibold text-brand-700 hover:underline">
            Vendor dashboard
          </Link>{" "}
          for companies you represent.
        </p>
      </section>

      <section aria-labelledby="password-heading" className="rounded-lg border border-slate-200 p-6">
        <h2 id="password-heading" className="text-lg font-bold">
          Change Password
        </h2>
        <Form
          method="post"
          className="mt-4 grid gap-4"
          key={resultFor(result, "password")?.status === "success" ? "changed" : "form"}
        >
          <input type="hidden" name="intent" value="password" />
          <Field
            id="current-password"
            name="currentPassword"
            type="password"
            label="Current Password"
            required
            autoComplete="current-password"
            error={errors("password").currentPassword}
          />
          <Field
            id="new-password"
            name="newPassword"
            type="password"
            label="New Password"
            required
            minLength={8}
            autoComplete="new-password"
            error={errors("password").newPassword}
          />
          <Field
            id="confirm-password"
            name="confirmPassword"
            type="password"
            label="Confirm New Password"
            required
            autoComplete="new-password"
            error={errors("password").confirmPassword}
          />
          <FormMessage result={resultFor(result, "password")} />
          <Button type="submit" className="justify-self-start" disabled={busy("password")}>
            {busy("password") ? "Changing..." : "Change Password"}
          </Button>
        </Form>
      </section>

      <section aria-labelledby="danger-heading" className="rounded-lg border border-red-200 p-6">
        <h2 id="danger-heading" className="text-lg font-bold text-destructive">
          Danger Zone
        </h2>
        <p className="mt-2 text-sm text-slate-700">
          Deleting your account removes your profile, your reviews, votes and reports. This cannot be undone.
        </p>
        <Form
          method="post"
          className="mt-4 grid gap-4"
          onSubmit={(event) => {
            if (!window.confirm("Are you sure you want to delete your account? This action cannot be undone."))
              event.preventDefault();
          }}
        >
          <input type="hidden" name="intent" value="delete" />
          <Field
            id="delete-password"
            name="password"
            type="password"
            label="Password"
            required
            autoComplete="current-password"
            error={errors("delete").password}
          />
          <FormMessage result={resultFor(result, "delete")} />
          <Button type="submit" variant="destructive" className="justify-self-start" disabled={busy("delete")}>
            {busy("delete") ? "Deleting..." : "Delete My Account"}
          </Button>
        </Form>
      </section>
    </div>
  );
}
