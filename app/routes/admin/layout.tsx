import { NavLink, Outlet } from "react-router";
import { cn } from "#app/lib/utils.ts";
import { requireAdmin } from "#server/web/require.ts";
import type { Route } from "./+types/layout";

export async function loader({ context }: Route.LoaderArgs) {
  await requireAdmin(context);
  return null;
}

const sections = [
  { to: "/admin", label: "Dashboard", end: true },
  { to: "/admin/award-periods", label: "Award Periods" },
  { to: "/admin/award-winners", label: "Award Winners" },
  { to: "/admin/companies", label: "Companies" },
  { to: "/admin/categories", label: "Categories" },
  { to: "/admin/ai-tools", label: "AI Tools" },
  { to: "/admin/moderation", label: "Moderation" },
  { to: "/admin/audit-log", label: "Audit Log" },
  { to: "/admin/emails", label: "Emails" },
  { to: "/admin/claims", label: "Company claims" },
  { to: "/admin/fact-edits", label: "Fact edits" },
  { to: "/admin/analytics", label: "Analytics" },
];

export default function AdminLayout() {
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 py-8 md:grid-cols-[200px_minmax(0,1fr)]">
      <nav aria-label="Admin">
        <ul className="grid gap-1">
          {sections.map((section) => (
            <li key={section.to}>
              <NavLink
                to={section.to}
                end={section.end ?? false}
                className={({ isActive }) =>
                  cn(
                    "block rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100",
                    isActive && "bg-brand-50 text-brand-800",
                  )
                }
              >
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div>
        <Outlet />
      </div>
    </div>
  );
}
