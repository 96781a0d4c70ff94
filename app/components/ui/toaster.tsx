import { lazy, Suspense, useEffect, useState } from "react";

// Sonner loads with the first toast, not with the page: toasts only follow something the visitor did
// (docs/decisions/029-performance-budgets.md). The toast waits until the toaster is there.
const loadSonner = () => import("sonner");
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

const LazyToaster = lazy(() =>
  import("./sonner-toaster.tsx").then((module) => ({ default: module.SonnerToasterMounted })),
);

let isWanted = false;
let requestToaster: (() => void) | undefined;

/** At most 3 toasts at a time, 4 s each (foundation issue). */
export function Toaster() {
  const [showToaster, setShowToaster] = useState(false);
  useEffect(() => {
    requestToaster = () => setShowToaster(true);
    if (isWanted) setShowToaster(true);
    return () => {
      requestToaster = undefined;
    };
  }, []);
  return showToaster ? (
    <Suspense fallback={null}>
      <LazyToaster onMounted={markMounted} />
    </Suspense>
  ) : null;
}

type ToastOptions = { description?: string; duration?: number };

function show(kind: "success" | "error", message: string, options?: ToastOptions) {
  isWanted = true;
  requestToaster?.();
  void mounted.then(loadSonner).then(({ toast }) => toast[kind](message, options));
}

export const toast = {
  success: (message: string, options?: ToastOptions) => show("success", message, options),
  error: (message: string, options?: ToastOptions) => show("error", message, options),
};
