import { useEffect, useRef } from "react";
import { Form, NavLink, useLocation } from "react-router";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { Link } from "#app/components/ui/link.tsx";
import { cn } from "#app/lib/utils.ts";
import { useAuthDialog } from "./auth-dialog-context.tsx";

export type HeaderUser = { firstName: string; isAdmin: boolean; isRepresentative: boolean };

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-ink",
    isActive && "text-brand-700",
  );

/** Closes an open <details> menu on navigation, on Escape and on a click outside it. */
function useDisclosureMenu() {
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the location changes
  useEffect(() => {
    ref.current?.removeAttribute("open");
  }, [location.key]);
  useEffect(() => {
    function onPointer(event: PointerEvent) {
      const menu = ref.current;
      if (menu?.open && event.target instanceof Node && !menu.contains(event.target)) menu.removeAttribute("open");
    }
    function onKey(event: KeyboardEvent) {
      const menu = ref.current;
      if (event.key === "Escape" && menu?.open) {
        menu.removeAttribute("open");
        menu.querySelector("summary")?.focus();
      }
    }
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, []);
  return ref;
}

function SignInLink({ className, returnTo }: { className?: string; returnTo: string }) {
  const { openAuthDialog } = useAuthDialog();
  return (
    <Link
      to={`/sign-in?returnTo=${encodeURIComponent(returnTo)}`}
      className={className}
      onClick={(event) => {
        event.preventDefault();
        openAuthDialog("sign-in");
      }}
    >
      Sign In
    </Link>
  );
}

function SignOutButton({ className }: { className?: string }) {
  return (
    <Form method="post" action="/sign-out">
      <button type="submit" className={className}>
        Sign Out
      </button>
    </Form>
  );
}

const menuItemClass = "block w-full rounded px-3 py-2 text-left text-sm text-ink hover:bg-slate-100";

function UserMenu({ user }: { user: HeaderUser }) {
  const ref = useDisclosureMenu();
  return (
    <details ref={ref} className="relative">
      <summary
        className={cn(buttonVariants({ variant: "secondary", size: "md" }))}
        aria-label={`Account menu for ${user.firstName}`}
      >
        {/* The initial is drawn by CSS, not text: the button's visible text stays its name's words (axe). */}
        <span
          aria-hidden="true"
          data-initial={user.firstName.slice(0, 1).toUpperCase()}
          className="grid size-6 place-items-center rounded-full bg-brand-100 text-xs font-bold text-brand-800 before:content-[attr(data-initial)]"
        />
        {user.firstName}
        <span aria-hidden="true">▾</span>
      </summary>
      <div className="absolute right-0 z-30 mt-2 w-56 rounded-md border border-slate-200 bg-white p-1 shadow-lg">
        <Link to="/my-reviews" className={menuItemClass}>
          My Reviews
        </Link>
        <Link to="/account-settings" className={menuItemClass}>
          Account Settings
        </Link>
        {user.isRepresentative ? (
          <Link to="/vendor" className={menuItemClass}>
            Vendor Dashboard
          </Link>
        ) : null}
        {user.isAdmin ? (
          <Link to="/admin" className={menuItemClass}>
            Admin Dashboard
          </Link>
        ) : null}
        <hr className="my-1 border-slate-200" />
        <SignOutButton className={menuItemClass} />
      </div>
    </details>
  );
}

function MobileMenu({ user, returnTo }: { user: HeaderUser | null; returnTo: string }) {
  const ref = useDisclosureMenu();
  return (
    <details ref={ref} className="md:hidden">
      <summary className={cn(buttonVariants({ variant: "ghost", size: "md" }))} aria-label="Menu">
        <span aria-hidden="true" className="text-xl leading-none">
          ☰
        </span>
      </summary>
      <nav
        aria-label="Mobile"
        className="absolute inset-x-0 top-16 z-30 border-b border-slate-200 bg-white px-4 pb-4 shadow-lg"
      >
        <ul className="grid gap-1 pt-2">
          <li>
            <Link to="/categories" className={menuItemClass}>
              Reviews
            </Link>
          </li>
          <li>
            <Link to="/award-winners" className={menuItemClass}>
              Award Winners
            </Link>
          </li>
          <li>
            <Link to="/search-with-ai" className={menuItemClass}>
              Discover with AI
            </Link>
          </li>
          {user ? (
            <li>
              <Link to="/my-reviews" className={menuItemClass}>
                My Reviews
              </Link>
            </li>
          ) : null}
          <li>
            <Link to="/write-review" className={menuItemClass}>
              Write Review
            </Link>
          </li>
          {user ? (
            <>
              <li className="mt-2 border-t border-slate-200 px-3 pt-3 text-xs font-semibold uppercase text-muted">
                Signed in as {user.firstName}
              </li>
              <li>
                <Link to="/account-settings" className={menuItemClass}>
                  Account Settings
                </Link>
              </li>
              {user.isRepresentative ? (
                <li>
                  <Link to="/vendor" className={menuItemClass}>
                    Vendor Dashboard
                  </Link>
                </li>
              ) : null}
              {user.isAdmin ? (
                <li>
                  <Link to="/admin" className={menuItemClass}>
                    Admin Dashboard
                  </Link>
                </li>
              ) : null}
              <li>
                <SignOutButton className={menuItemClass} />
              </li>
            </>
          ) : (
            <li>
              <SignInLink className={menuItemClass} returnTo={returnTo} />
            </li>
          )}
        </ul>
      </nav>
    </details>
  );
}

export function SiteHeader({ user }: { user: HeaderUser | null }) {
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}`;
  return (
    <header className="relative border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Link to="/" className="flex items-center gap-2 text-lg font-extrabold tracking-tight text-ink">
          <span aria-hidden="true" className="grid size-8 place-items-center rounded-md bg-brand-600 text-white">
            OS
          </span>
          OperatorStack
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          <NavLink to="/categories" className={navLinkClass}>
            Reviews
          </NavLink>
          <NavLink to="/award-winners" className={navLinkClass}>
            Award Winners
          </NavLink>
          <NavLink to="/search-with-ai" className={navLinkClass}>
            Discover with AI
          </NavLink>
          {user ? (
            <NavLink to="/my-reviews" className={navLinkClass}>
              My Reviews
            </NavLink>
          ) : null}
        </nav>
        <div className="flex items-center gap-2">
          <Button asChild size="md" className="hidden sm:inline-flex">
            <Link to="/write-review">Write Review</Link>
          </Button>
          <div className="hidden md:block">
            {user ? (
              <UserMenu user={user} />
            ) : (
              <SignInLink className={buttonVariants({ variant: "secondary" })} returnTo={returnTo} />
            )}
          </div>
          <MobileMenu user={user} returnTo={returnTo} />
        </div>
      </div>
    </header>
  );
}
