import { Toaster as SonnerToaster, toast } from "sonner";

/** At most 3 toasts at a time, 4 s each (foundation issue). */
export function Toaster() {
  return <SonnerToaster visibleToasts={3} duration={4000} position="bottom-right" richColors closeButton />;
}

export { toast };
