import type { FormEvent, ReactNode } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";

export type AuthMode = "sign-in" | "sign-up";
export type AuthValues = { firstName: string; lastName: string; email: string; password: string };
export const emptyAuthValues: AuthValues = { firstName: "", lastName: "", email: "", password: "" };

type AuthFormProps = {
  mode: AuthMode;
  /** Where the form posts without JavaScript (/sign-in or /sign-up). */
  action: string;
  values?: AuthValues;
  onValuesChange?: (values: AuthValues) => void;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  error?: string | null | undefined;
  fieldErrors?: Record<string, string> | undefined;
  isPending?: boolean;
  returnTo?: string;
  idPrefix: string;
  footer?: ReactNode;
};

/** The sign-in / sign-up fields, used by the header dialog and by the plain /sign-in and /sign-up pages. */
export function AuthForm({
  mode,
  action,
  values,
  onValuesChange,
  onSubmit,
  error,
  fieldErrors,
  isPending = false,
  returnTo,
  idPrefix,
  footer,
}: AuthFormProps) {
  const controlled = (name: keyof AuthValues) =>
    values && onValuesChange
      ? {
          value: values[name],
          onChange: (event: { target: { value: string } }) => onValuesChange({ ...values, [name]: event.target.value }),
        }
      : { defaultValue: values?.[name] ?? "" };
  const errorId = `${idPrefix}-form-error`;
  return (
    <form
      method="post"
      action={action}
      onSubmit={onSubmit}
      noValidate={Boolean(onSubmit)}
      className="grid gap-4"
      aria-describedby={error ? errorId : undefined}
    >
      {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
      {mode === "sign-up" ? (
        <div className="grid grid-cols-2 gap-3">
          <Field
            id={`${idPrefix}-first-name`}
            name="firstName"
            label="First name"
            autoComplete="given-name"
            required
            error={fieldErrors?.firstName}
            {...controlled("firstName")}
          />
          <Field
            id={`${idPrefix}-last-name`}
            name="lastName"
            label="Last name"
            autoComplete="family-name"
            required
            error={fieldErrors?.lastName}
            {...controlled("lastName")}
          />
        </div>
      ) : null}
      <Field
        id={`${idPrefix}-email`}
        name="email"
        type="email"
        label="Email"
        autoComplete="email"
        required
        error={fieldErrors?.email}
        {...controlled("email")}
      />
      <Field
        id={`${idPrefix}-password`}
        name="password"
        type="password"
        label="Password"
        autoComplete={mode === "sign-in" ? "current-password" : "new-password"}
        required
        minLength={mode === "sign-up" ? 8 : undefined}
        error={fieldErrors?.password}
        {...controlled("password")}
      />
      {mode === "sign-in" ? (
        <p className="-mt-2 text-right text-sm">
          <a href="/forgot-password" className="font-semibold text-brand-700 hover:underline">
            Forgot your password?
          </a>
        </p>
      ) : null}
      {error ? (
        <p
          id={errorId}
          role="alert"
          className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-destructive"
        >
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={isPending} className="w-full">
        {isPending ? "Loading..." : mode === "sign-in" ? "Sign In" : "Create Account"}
      </Button>
      {footer}
    </form>
  );
}
