import { useEffect } from "react";
import { toast } from "#app/components/ui/toaster.tsx";

/** Shows a destructive toast once when an error page renders in the browser. */
export function ErrorToast({ title, description }: { title: string; description: string }) {
  useEffect(() => {
    toast.error(title, { description });
  }, [title, description]);
  return null;
}
