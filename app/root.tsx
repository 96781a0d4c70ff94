import type { ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, useRouteLoaderData } from "react-router";
import { AuthDialogProvider } from "#app/components/layout/auth-dialog-context.tsx";
import { DemoBanner } from "#app/components/layout/demo-banner.tsx";
import { ScrollRestoration } from "#app/components/layout/scroll-restoration.tsx";
import { SiteFooter } from "#app/components/layout/site-footer.tsx";
import { SiteHeader } from "#app/components/layout/site-header.tsx";
import { StatusPage } from "#app/components/layout/status-page.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { Toaster } from "#app/components/ui/toaster.tsx";
import { errorCopy } from "#app/lib/error-copy.ts";
import { errorMeta, pageMeta } from "#app/lib/meta.ts";
import { isDemoMailboxConfigured } from "#server/mail/demo-mailbox.ts";
import { findDemoBanner } from "#server/vendors/find-demo-banner.ts";
import { representsAnyCompany } from "#server/vendors/representatives.ts";
import { getRequestContext } from "#server/web/require.ts";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ context }: Route.LoaderArgs) {
  const { services, getUser } = getRequestContext(context);
  // The demo banner's facts come from the read cache (decision 116); with samples, the banner leads to the demo's
  // fictitious vendor (decision 074).
  const [user, { hasSampleReviews, demoVendorSlug }] = await Promise.all([getUser(), findDemoBanner(services)]);
  const isRepresentative = user ? await representsAnyCompany(services.db, user.id) : false;
  const { env } = services;
  return {
    user: user ? { firstName: user.firstName, isAdmin: user.isAdmin, isRepresentative } : null,
    isDemo: env.DEMO_DATA,
    hasSampleReviews,
    demoMailbox: isDemoMailboxConfigured(services),
    demoVendorSlug,
    year: new Date().getFullYear(),
    socialLinks: [
      env.SOCIAL_LINKEDIN_URL ? { label: "LinkedIn", href: env.SOCIAL_LINKEDIN_URL } : null,
      env.SOCIAL_X_URL ? { label: "X (Twitter)", href: env.SOCIAL_X_URL } : null,
      env.SOCIAL_YOUTUBE_URL ? { label: "YouTube", href: env.SOCIAL_YOUTUBE_URL } : null,
    ].filter((link) => link !== null),
  };
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-white font-sans antialiased">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          Skip to content
        </a>
        <AuthDialogProvider isDemo={data?.isDemo ?? false}>
          {data?.hasSampleReviews ? (
            <DemoBanner demoMailbox={data.demoMailbox} demoVendorSlug={data.demoVendorSlug} />
          ) : null}
          <SiteHeader user={data?.user ?? null} />
          <main id="main" className="flex-1">
            {children}
          </main>
          <SiteFooter year={data?.year ?? new Date().getFullYear()} socialLinks={data?.socialLinks ?? []} />
        </AuthDialogProvider>
        <Toaster />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

// An error's page title and description come from here (<Meta /> in <head>), not from <title> in the
// ErrorBoundary: React 19 hoists such tags into <head>, Preact (the browser's React) leaves them in <body>.
export const meta: Route.MetaFunction = ({ error }) => {
  if (error !== undefined) return errorMeta(error);
  return pageMeta(
    "OperatorStack",
    "Reviews of e-commerce software, agencies and freelancers from industry experts and real operators.",
  );
};

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const copy = errorCopy(error);
  return (
    <StatusPage title={copy.title} message={copy.message}>
      {copy.status === 401 ? (
        <Button asChild variant="primary">
          <Link to="/sign-in">Sign In</Link>
        </Button>
      ) : null}
      <Button asChild variant={copy.status === 401 ? "secondary" : "primary"}>
        <Link to="/">Return to Home</Link>
      </Button>
    </StatusPage>
  );
}
