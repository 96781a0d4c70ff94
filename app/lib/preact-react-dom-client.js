// The browser build's "react-dom/client" (vite.config.ts points it here for the client environment only):
// Preact's hydrateRoot, made to hydrate React Router's whole-document markup as React 19 does.
import { createElement, Suspense } from "preact/compat";
import { createRoot, hydrateRoot as preactHydrateRoot } from "preact/compat/client";

export { createRoot };

export function hydrateRoot(container, children) {
  if (container === document) {
    // Preact hydrates without comparing attributes: each element takes the first unclaimed server element of its
    // tag. The modulepreload links React 19 hoisted into <head> (React Router renders them in <body>) would be
    // taken for the stylesheet link, and the stylesheet removed. They have done their work; the client renders its own.
    for (const link of document.head.querySelectorAll('link[rel="modulepreload"]')) link.remove();
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
