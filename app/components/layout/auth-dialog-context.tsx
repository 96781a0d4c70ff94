import { createContext, lazy, type ReactNode, Suspense, useContext, useMemo, useRef, useState } from "react";
import type { AuthMode } from "./auth-form.tsx";

// The dialog (Radix dialog, tabs, the forms) loads the first time it opens: most visitors never sign in,
// and their first page stays within the JavaScript budget (docs/decisions/029-performance-budgets.md).
const SignInDialog = lazy(() => import("./sign-in-dialog.tsx").then((module) => ({ default: module.SignInDialog })));

type AuthDialogControls = { openAuthDialog(mode?: AuthMode): void };

const AuthDialogContext = createContext<AuthDialogControls>({ openAuthDialog() {} });

/** Lets any component open the sign-in dialog (the header, later the write-review and vote buttons). */
export function AuthDialogProvider({ children, isDemo }: { children: ReactNode; isDemo: boolean }) {
  const [open, setOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const [mode, setMode] = useState<AuthMode>("sign-in");
  // What opened the dialog gets the focus back when it closes (issue #35): the dialog has no Radix trigger.
  const opener = useRef<HTMLElement | null>(null);
  const controls = useMemo<AuthDialogControls>(
    () => ({
      openAuthDialog(next = "sign-in") {
        opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        setMode(next);
        setHasOpened(true);
        setOpen(true);
      },
    }),
    [],
  );
  return (
    <AuthDialogContext.Provider value={controls}>
      {children}
      {hasOpened ? (
        <Suspense fallback={null}>
          <SignInDialog
            open={open}
            onOpenChange={setOpen}
            mode={mode}
            onModeChange={setMode}
            isDemo={isDemo}
            returnFocusTo={opener}
          />
        </Suspense>
      ) : null}
    </AuthDialogContext.Provider>
  );
}

export function useAuthDialog() {
  return useContext(AuthDialogContext);
}
