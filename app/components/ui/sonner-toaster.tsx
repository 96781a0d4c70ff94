import { useEffect } from "react";
import { Toaster as SonnerToaster } from "sonner";

/** Sonner's toaster; `onMounted` runs once it listens (children's effects run before their parent's). */
export function SonnerToasterMounted({ onMounted }: { onMounted: () => void }) {
  useEffect(() => onMounted(), [onMounted]);
  return <SonnerToaster visibleToasts={3} duration={4000} position="bottom-right" richColors closeButton />;
}
