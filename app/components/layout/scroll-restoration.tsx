import { ScrollRestoration as RouterScrollRestoration, UNSAFE_useScrollRestoration } from "react-router";

/**
 * React Router's `<ScrollRestoration>`, whose inline script runs only as the server wrote it.
 *
 * On the server it is React Router's: an inline script, carrying the response's nonce (or allowed by its hash on a
 * cached page), puts a reloaded or revisited page back where it was before the app starts. In the browser the
 * positions are kept and restored by React Router's hook alone, and the element stays an empty script. The
 * browser's renderer (Preact, vite.config.ts) runs a `<script>` it creates, unlike React: when a navigation starts
 * while the page is still hydrating (a link clicked at once), the root layout is mounted again and React Router's
 * component would add its script, minified and without a nonce, which the Content-Security-Policy refuses
 * ("Executing inline script violates …"). An empty script is never run, so nothing is refused.
 */
function BrowserScrollRestoration() {
  UNSAFE_useScrollRestoration({});
  return <script suppressHydrationWarning />;
}

export const ScrollRestoration = import.meta.env.SSR ? RouterScrollRestoration : BrowserScrollRestoration;
