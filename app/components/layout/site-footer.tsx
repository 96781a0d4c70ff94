import { Link } from "#app/components/ui/link.tsx";

export type SocialLink = { label: string; href: string };

export function SiteFooter({ year, socialLinks }: { year: number; socialLinks: SocialLink[] }) {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 md:grid-cols-4">
        <div>
          <p className="text-lg font-extrabold">OperatorStack</p>
          <p className="mt-2 text-sm text-muted">
            Peer reviews of e-commerce software, agencies and freelancers, by the operators who use them.
          </p>
        </div>
        <nav aria-label="Platform">
          <h2 className="text-sm font-semibold">Platform</h2>
          <ul className="mt-3 grid gap-2 text-sm text-slate-700">
            <li>
              <Link className="hover:underline" to="/categories">
                Categories
              </Link>
            </li>
            <li>
              <Link className="hover:underline" to="/award-winners">
                Award Winners
              </Link>
            </li>
            <li>
              <Link className="hover:underline" to="/search-with-ai">
                Search With AI
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="Company">
          <h2 className="text-sm font-semibold">Company</h2>
          <ul className="mt-3 grid gap-2 text-sm text-slate-700">
            <li>
              <Link className="hover:underline" to="/expert-reviews">
                Expert Reviews
              </Link>
            </li>
            <li>
              <Link className="hover:underline" to="/operator-stacks">
                Operator Stacks
              </Link>
            </li>
            <li>
              <Link className="hover:underline" to="/write-review">
                Write a Review
              </Link>
            </li>
            <li>
              <Link className="hover:underline" to="/trust">
                How reviews work
              </Link>
            </li>
          </ul>
        </nav>
        {socialLinks.length > 0 ? (
          <nav aria-label="Social">
            <h2 className="text-sm font-semibold">Follow us</h2>
            <ul className="mt-3 grid gap-2 text-sm text-slate-700">
              {socialLinks.map((link) => (
                <li key={link.href}>
                  <a className="hover:underline" href={link.href} rel="noopener noreferrer">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
      <p className="border-t border-slate-200 py-4 text-center text-xs text-muted">
        {`© ${year} OperatorStack. All rights reserved.`}
      </p>
    </footer>
  );
}
