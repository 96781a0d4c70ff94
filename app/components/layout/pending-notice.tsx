import { useNavigation } from "react-router";

/** Says what is loading while a client-side navigation to a matching path waits for its data. */
export function PendingNotice({ pathPrefix, text }: { pathPrefix: string; text: string }) {
  const navigation = useNavigation();
  const isLoading = navigation.state === "loading" && navigation.location.pathname.startsWith(pathPrefix);
  return (
    <p role="status" aria-live="polite" className={isLoading ? "mt-4 text-sm text-slate-700" : "sr-only"}>
      {isLoading ? text : ""}
    </p>
  );
}
