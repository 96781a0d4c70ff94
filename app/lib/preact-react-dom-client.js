// The browser build's "react-dom/client" (vite.config.ts points it here for the client environment only):
// Preact's hydrateRoot, made to hydrate React Router's whole-document markup as React 19 does.
import { createElement, Suspense } from "preact/compat";
import { createRoot, hydrateRoot as preactHydrateRoot } from "preact/compat/client";

export { createRoot };

/** The resource hints React 19 hoists into <head>; app/root.tsx renders none of these rels itself. */
const hoistedResourceHints =
  'link[rel="modulepreload"], link[rel="preload"], link[rel="prefetch"], link[rel="preconnect"], link[rel="dns-prefetch"]';

export function hydrateRoot(container, children) {
  if (container === document) {
    // Preact hydrates without comparing attributes: each element takes the first unclaimed server element of its
    // tag. Every resource hint React 19 hoisted into <head> on its own (modulepreloads React Router renders in
    // <body>, a preload for each eagerly loaded <img>, preconnects) is a <link> our head does not render: it would
    // be taken for the stylesheet link, and the stylesheet removed (issue #35: the vendor dashboard's badge image).
    // They have done their work (the fetches started); the client renders what it needs itself.
    for (const link of document.head.querySelectorAll(hoistedResourceHints)) link.remove();
    // HydratedRouter suspends until the inline hydration data is decoded. React suspends at the root; Preact needs
    // a boundary, and while suspended keeps the server's DOM of a whole range only between "$s" comment markers
    // (else just the first node, the <head>).
    document.documentElement.prepend(document.createComment("$s"));
    document.documentElement.append(document.createComment("/$s"));
    return preactHydrateRoot(container, createElement(Suspense, { fallback: null }, children));
  }
  return preactHydrateRoot(container, children);
}

export default { createRoot, hydrateRoot };
