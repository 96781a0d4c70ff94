import { createContext, type ReactNode, useContext, useMemo, useState } from "react";
import type { AuthMode } from "./auth-form.tsx";
import { SignInDialog } from "./sign-in-dialog.tsx";

type AuthDialogControls = { openAuthDialog(mode?: AuthMode): void };

const AuthDialogContext = createContext<AuthDialogControls>({ openAuthDialog() {} });

/** Lets any component open the sign-in dialog (the header, later the write-review and vote buttons). */
export function AuthDialogProvider({ children, isDemo }: { children: ReactNode; isDemo: boolean }) {
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<AuthMode>("sign-in");
  const controls = useMemo<AuthDialogControls>(
    () => ({
      openAuthDialog(next = "sign-in") {
        setMode(next);
        setOpen(true);
      },
    }),
    [],
  );
  return (
    <AuthDialogContext.Provider value={controls}>
      {children}
      <SignInDialog open={open} onOpenChange={setOpen} mode={mode} onModeChange={setMode} isDemo={isDemo} />
    </AuthDialogContext.Provider>
  );
}

export function useAuthDialog() {
  return useContext(AuthDialogContext);
}
