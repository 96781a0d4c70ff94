import { useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { DisabledReason } from "#app/components/ui/disabled-reason.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { searchExamples, searchTextMaxLength } from "#contracts/validation/search.ts";
import { getRequestContext } from "#server/web/require.ts";
import type { Route } from "./+types/search-with-ai";

const title = "Discover with AI";
const purpose =
  'Describe what you need in plain language, for example "a cheaper alternative to Klaviyo for a 7-figure Shopify brand", and get matching tools, agencies and freelancers with a reason for each.';

export const meta: Route.MetaFunction = () => pageMeta(title, purpose);

export function loader({ request, context }: Route.LoaderArgs) {
  const { services } = getRequestContext(context);
  const q = new URL(request.url).searchParams.get("q") ?? "";
  return { q: q.slice(0, searchTextMaxLength), provider: services.ai.describe().provider };
}

export default function DiscoverPage({ loaderData }: Route.ComponentProps) {
  const [text, setText] = useState(loaderData.q);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const searching = navigation.state !== "idle" && navigation.location?.pathname === "/search-results";
  // Before hydration the button stays enabled, so the form works without JavaScript.
  const disabled = hydrated && (text.trim() === "" || searching);
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Discover with AI</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">
        Ask the way you would ask a fellow operator. We read your question, find the tools, agencies and freelancers
        that fit, and tell you why each one is on the list.
      </p>
      <Form method="get" action="/search-results" className="mt-8" aria-label="Discover with AI">
        <label htmlFor="discover-q" className="block text-sm font-semibold">
          What are you looking for?
        </label>
        <textarea
          id="discover-q"
          ref={textarea}
          name="q"
          rows={4}
          maxLength={searchTextMaxLength}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              if (text.trim() !== "" && !searching) event.currentTarget.form?.requestSubmit();
            }
          }}
          aria-describedby="discover-hint"
          placeholder="e.g. Cheaper alternative to Klaviyo for a 7-figure Shopify brand"
          className="mt-2 w-full rounded-lg border border-slate-400 bg-white p-3 text-base shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600"
        />
        <p id="discover-hint" className="mt-1 text-xs text-slate-600">
          Press Enter to search, Shift+Enter for a new line. Up to {searchTextMaxLength} characters.
        </p>
        <div className="mt-4 flex items-center gap-3">
          <Button
            type="submit"
            size="lg"
            disabled={disabled}
            aria-describedby={disabled && !searching ? "discover-disabled-reason" : undefined}
          >
            {searching ? "Searching…" : "Search"}
          </Button>
          <DisabledReason id="discover-disabled-reason">
            {disabled && !searching ? "Type a question to search." : ""}
          </DisabledReason>
          <p role="status" aria-live="polite" className="text-sm text-slate-700">
            {searching ? "Finding the best matches…" : ""}
          </p>
        </div>
      </Form>

      <section aria-labelledby="examples-heading" className="mt-10">
        <h2 id="examples-heading" className="text-lg font-bold">
          Try an example
        </h2>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          {searchExamples.map((example) => (
            <li key={example}>
              <Link
                to={`/search-with-ai?q=${encodeURIComponent(example)}`}
                preventScrollReset
                onClick={(event) => {
                  event.preventDefault();
                  setText(example);
                  textarea.current?.focus();
                }}
                className="block h-full rounded-lg border border-slate-200 p-3 text-sm hover:border-brand-600 hover:shadow"
              >
                {example}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="how-heading" className="mt-12 rounded-xl bg-slate-50 p-6">
        <h2 id="how-heading" className="text-xl font-bold">
          How AI Search Works
        </h2>
        <ul className="mt-4 list-disc space-y-2 pl-5 text-slate-800">
          <li>
            <strong>We read your question.</strong> Categories and the words operators use for them ("helpdesk",
            "BNPL"), your brand size ("7-figure", "enterprise"), your platform (Shopify, WooCommerce, …), price
            ("cheap", "free"), agencies or freelancers, "alternative to X" and "X vs Y". You see what we understood as
            chips on the results page and can remove any of them.
          </li>
          <li>
            <strong>We search the whole catalog.</strong> Company names (typos included), categories, descriptions,
            features and the text of operator reviews.
          </li>
          <li>
            <strong>We rank by fit and by operators' experience.</strong> Companies that match more of what you asked
            come first; among them, those rated well by many operators rank higher. Ratings use a Bayesian average, so a
            handful of five-star reviews cannot outrank hundreds of good ones, and AI-generated reviews never count.
          </li>
          <li>
            <strong>Every result says why it is there</strong>, from what actually matched and from review figures.
          </li>
          <li>
            <strong>Sponsored results are labelled</strong> and shown apart from the ranking; sponsorship never changes
            where a company ranks.
          </li>
          <li>
            {loaderData.provider === "built-in"
              ? "The question is read by our built-in language rules, offline; no language model sees it."
              : "A language model reads your question first (it only proposes facets we check against the catalog); if it is slow or unsure, our built-in rules take over."}{" "}
            We keep the text of searches, without anything that identifies you, to improve results.
          </li>
        </ul>
      </section>

      <section className="mt-10 flex flex-wrap items-center justify-between gap-4 rounded-xl border border-slate-200 p-6">
        <div>
          <h2 className="text-lg font-bold">Used a tool, agency or freelancer?</h2>
          <p className="text-slate-700">Your review helps other operators choose well.</p>
        </div>
        <Button asChild>
          <Link to="/write-review">Leave a Review</Link>
        </Button>
      </section>
    </div>
  );
}
