import { Link } from "#app/components/ui/link.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import type { Route } from "./+types/trust";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "How reviews work on OperatorStack",
    "How OperatorStack collects, verifies, moderates and ranks reviews, how AI content is labelled, how awards are computed, and what companies can and cannot do.",
  );

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="mt-10">
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        {title}
      </h2>
      <div className="mt-3 grid gap-3 text-slate-800">{children}</div>
    </section>
  );
}

/**
 * The public disclosure of how reviews are handled (issue #17; the EU Omnibus Directive asks a site that shows
 * reviews to say whether and how it checks that they come from real users). Every rule here is one the code
 * enforces; the decision records say where.
 */
export default function TrustPage() {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-extrabold tracking-tight">How reviews work on OperatorStack</h1>
      <p className="mt-3 text-slate-700">
        OperatorStack is a directory of the software, agencies and freelancers that e-commerce brands use, reviewed by
        the people who run those brands. This page says how we collect, check, moderate and order reviews, so you can
        judge what you read.
      </p>
      <nav aria-label="On this page" className="mt-6">
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {[
            ["collection", "Collection"],
            ["badges", "Badges"],
            ["moderation", "Moderation"],
            ["ranking", "Ratings and order"],
            ["ai", "AI content"],
            ["awards", "Awards"],
            ["companies", "What companies can and cannot do"],
          ].map(([id, label]) => (
            <li key={id}>
              <a href={`#${id}`} className="font-semibold text-brand-700 hover:underline">
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <Section id="collection" title="How reviews are collected">
        <p>
          Anyone can read reviews. To write one you sign in with an email address and password; each account reviews a
          company once (and can edit or delete that review), and a daily limit per account and per network stops floods.
          A review gives a rating from 1 to 5 stars, a title and at least a few sentences, the reviewer's first name and
          the website of the brand they run, and optionally their role, the brand sizes the tool suits and a short
          video.
        </p>
        <p>
          We do not pay for reviews, and companies cannot pay to have reviews written, changed or removed. A company
          that readers add to the catalog is checked by our team before it is listed in categories, search or awards;
          until then its page says “Added by the community, not yet checked”.
        </p>
      </Section>

      <Section id="badges" title="What the badges mean">
        <dl className="grid gap-3">
          <div>
            <dt className="font-semibold">Verified email</dt>
            <dd>
              The reviewer confirmed their email address by following a link we sent to it. Reviews from accounts that
              have not confirmed their address are held and not shown until they do.
            </dd>
          </div>
          <div>
            <dt className="font-semibold">Verified business</dt>
            <dd>
              The reviewer's confirmed address is at the domain of the brand website named in the review (for example
              ops@yourbrand.com reviewing for yourbrand.com), so they very likely work at that brand. A reviewer using a
              personal address can be genuine without this badge.
            </dd>
          </div>
          <div>
            <dt className="font-semibold">Invited</dt>
            <dd>The company invited this reviewer by email through OperatorStack. The review counts like any other.</dd>
          </div>
          <div>
            <dt className="font-semibold">AI Generated</dt>
            <dd>Written by our AI tools, never by a person. See below.</dd>
          </div>
        </dl>
        <p>
          Every review counts the same toward a company's rating, with or without a badge: the badges help you judge.
        </p>
      </Section>

      <Section id="moderation" title="How reviews are moderated">
        <p>Most reviews appear at once. A review is held for a check before anyone sees it when:</p>
        <ul className="list-disc pl-6">
          <li>its author has not confirmed their email address yet (it appears as soon as they do);</li>
          <li>the reviewer's email address belongs to the company being reviewed (a conflict of interest);</li>
          <li>a burst of reviews of one company comes from accounts created in the last day.</li>
        </ul>
        <p>
          Readers can report a review (spam, a conflict of interest, offensive content, off topic). Our moderators read
          reports and held reviews and either publish, keep or remove the review; a removed review stops counting at
          once and can be restored if the decision was wrong. Every moderation decision is recorded with who made it and
          when.
        </p>
      </Section>

      <Section id="ranking" title="How ratings are computed and reviews ordered">
        <p>
          A company's rating is the average of the stars of its published reviews written by people; held, removed and
          AI-generated reviews never count. The distribution shows how many reviews gave each number of stars.
        </p>
        <p>
          Reviews are listed newest first unless you choose another order. “Most helpful” ranks by readers' helpful and
          not-helpful votes with a statistical lower bound, so a review with many votes is not beaten by one with a
          single lucky vote. Search ranks companies by how well they match what you asked and by their reviews;
          sponsored companies are shown apart, labelled, and never change the order of the results.
        </p>
      </Section>

      <Section id="ai" title="How AI content is labelled">
        <p>
          AI-generated reviews carry the “AI Generated” label, never count toward ratings or awards, and can be hidden
          in your AI preferences. AI summaries of a company's reviews are labelled with when they were made and from how
          many reviews, and can be hidden too. Companies that our AI tools added to the catalog can be hidden in your AI
          preferences as well.
        </p>
      </Section>

      <Section id="awards" title="How awards are computed">
        <p>
          Monthly and annual awards are computed from published reviews written by people, with more weight for recent
          reviews and a fair prior for companies with few reviews. The full method, with its numbers, is on the{" "}
          <Link to="/award-winners/methodology" className="font-semibold text-brand-700 hover:underline">
            award methodology
          </Link>{" "}
          page. Winners are frozen when a period is published; later reviews do not change them.
        </p>
      </Section>

      <Section id="companies" title="What companies can and cannot do">
        <p>
          Companies cannot remove, edit or hide reviews of themselves, and cannot buy a better rating, a better place in
          search or an award. A company may be shown as a sponsored recommendation in search, always labelled and apart
          from the results. Reviews written from a company's own email domain about that company are held for a check.
          Companies that claim their page (with an address at their own domain) can answer reviews publicly, under the
          review, and invite their customers by email in neutral words we write: no rewards, and no asking for a good
          rating. Invited reviews carry an “Invited” mark and count like any other. A company's representatives cannot
          review that company. Their replies follow the same guidelines as reviews: any signed-in reader can report a
          reply, and a moderator who finds it breaks them hides it.
        </p>
      </Section>
    </article>
  );
}
