import { type FormEvent, type RefObject, useState } from "react";
import { useRevalidator } from "react-router";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "#app/components/ui/dialog.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#app/components/ui/tabs.tsx";
import { toast } from "#app/components/ui/toaster.tsx";
import { AuthForm, type AuthMode, type AuthValues, emptyAuthValues } from "./auth-form.tsx";
import { DemoAccountsHint } from "./demo-accounts-hint.tsx";

type SignInDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The element that opened the dialog: it gets the focus back on close (Escape, ✕, outside click). */
  returnFocusTo: RefObject<HTMLElement | null>;
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  isDemo: boolean;
};

const fallbackErrors: Record<AuthMode, string> = {
  "sign-in": "Invalid email or password",
  "sign-up": "Could not create the account. Please try again.",
};

export function SignInDialog({ open, onOpenChange, mode, onModeChange, isDemo, returnFocusTo }: SignInDialogProps) {
  const [values, setValues] = useState<AuthValues>(emptyAuthValues);
  const [error, setError] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);
  const revalidator = useRevalidator();

  function switchMode(next: AuthMode) {
    setValues(emptyAuthValues);
    setError(null);
    onModeChange(next);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mode === "sign-up" && (!values.firstName.trim() || !values.lastName.trim())) {
      setError("Please fill in all fields");
      return;
    }
    setIsPending(true);
    setError(null);
    try {
      const body = mode === "sign-in" ? { email: values.email, password: values.password } : values;
      const response = await fetch(mode === "sign-in" ? "/api/v1/auth/sign-in" : "/api/v1/auth/sign-up", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(body),
      });
      const result: unknown = await response.json().catch(() => null);
      if (response.ok) {
        // Reload the page's data first, so the page is signed in when the dialog closes.
        await revalidator.revalidate();
        setValues(emptyAuthValues);
        onOpenChange(false);
        // Sign-up answers the same whether or not the address had an account (decision 076).
        if (mode === "sign-in") toast.success("Signed in", { description: "Welcome to OperatorStack." });
        else toast.success("Check your inbox", { description: "We sent a message to confirm your address." });
        return;
      }
      const message =
        result &&
        typeof result === "object" &&
        "error" in result &&
        result.error &&
        typeof result.error === "object" &&
        "message" in result.error &&
        typeof result.error.message === "string"
          ? result.error.message
          : null;
      setError(message ?? fallbackErrors[mode]);
    } catch {
      setError("Something went wrong. Please try again.");
    } finally {
      setIsPending(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setError(null);
        onOpenChange(next);
      }}
    >
      <DialogContent
        onCloseAutoFocus={(event) => {
          const opener = returnFocusTo.current;
          if (opener?.isConnected) {
            event.preventDefault();
            opener.focus();
          }
        }}
      >
        <DialogTitle>{mode === "sign-in" ? "Sign In" : "Create Account"}</DialogTitle>
        <DialogDescription>
          {mode === "sign-in"
            ? "Sign in to write reviews and manage your account."
            : "Join operators reviewing the tools they use."}
        </DialogDescription>
        <Tabs
          value={mode}
          onValueChange={(next) => switchMode(next === "sign-up" ? "sign-up" : "sign-in")}
          className="mt-4"
        >
          <TabsList aria-label="Sign in or create an account">
            <TabsTrigger value="sign-in">Sign In</TabsTrigger>
            <TabsTrigger value="sign-up">Sign Up</TabsTrigger>
          </TabsList>
          {(["sign-in", "sign-up"] as const).map((tab) => (
            <TabsContent key={tab} value={tab} className="mt-4">
              <AuthForm
                mode={tab}
                action={tab === "sign-in" ? "/sign-in" : "/sign-up"}
                idPrefix={`dialog-${tab}`}
                values={values}
                onValuesChange={setValues}
                onSubmit={handleSubmit}
                error={error}
                isPending={isPending}
                footer={
                  <p className="text-center text-sm text-muted">
                    {tab === "sign-in" ? "Don't have an account? " : "Already have an account? "}
                    <button
                      type="button"
                      className="font-semibold text-brand-700 underline-offset-4 hover:underline"
                      onClick={() => switchMode(tab === "sign-in" ? "sign-up" : "sign-in")}
                    >
                      {tab === "sign-in" ? "Sign up" : "Sign in"}
                    </button>
                  </p>
                }
              />
            </TabsContent>
          ))}
        </Tabs>
        {isDemo && mode === "sign-in" ? <DemoAccountsHint /> : null}
      </DialogContent>
    </Dialog>
  );
}
