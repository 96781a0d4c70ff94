import { useRouteLoaderData } from "react-router";

type RootData = { user: { firstName: string; isAdmin: boolean } | null; isDemo: boolean };

/** The signed-in user as the root loader saw it (null for visitors). */
export function useViewer() {
  return useRouteLoaderData<RootData>("root")?.user ?? null;
}
