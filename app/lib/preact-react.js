// The browser build's "react" (vite.config.ts points it here for the client environment only; the server renders
// with React 19): preact/compat, plus what a React Router app needs on top of it. Plain JavaScript, so that
// Preact's types stay out of the TypeScript program (they would replace React's JSX types).
import { Fragment, options } from "preact";

export * from "preact/compat";
export { default } from "preact/compat";

// React Router only uses useOptimistic's setter when `useTransitions` is on, which this app never sets.
export function useOptimistic(passthrough) {
  return [passthrough, () => {}];
}

// The root Layout renders <html>; hydrating `document`, Preact owns <html> itself (document.documentElement) and
// renders into it, so the element becomes a fragment of its <head> and <body> (its attributes stay as served).
const previousVnodeHook = options.vnode;
options.vnode = (vnode) => {
  if (vnode.type === "html") {
    vnode.type = Fragment;
    vnode.props = { children: vnode.props.children };
  }
  previousVnodeHook?.(vnode);
};
