import { lazy, Suspense, useEffect, useState } from "react";

// Sonner loads after the page is interactive, not with it: toasts only follow something the visitor did
// (docs/decisions/029-performance-budgets.md). A toast asked for earlier waits until the toaster is there.
const loadSonner = () => import("sonner");
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

const LazyToaster = lazy(() =>
  import("./sonner-toaster.tsx").then((module) => ({ default: module.SonnerToasterMounted })),
);

/** At most 3 toasts at a time, 4 s each (foundation issue). */
export function Toaster() {
  const [isHydrated, setIsHydrated] = useState(false);
  useEffect(() => setIsHydrated(true), []);
  return isHydrated ? (
    <Suspense fallback={null}>
      <LazyToaster onMounted={markMounted} />
    </Suspense>
  ) : null;
}

type ToastOptions = { description?: string; duration?: number };

function show(kind: "success" | "error", message: string, options?: ToastOptions) {
  void mounted.then(loadSonner).then(({ toast }) => toast[kind](message, options));
}

export const toast = {
  success: (message: string, options?: ToastOptions) => show("success", message, options),
  error: (message: string, options?: ToastOptions) => show("error", message, options),
};
