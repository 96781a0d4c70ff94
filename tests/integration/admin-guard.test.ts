import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { prepareTestApp } from "#tests/support/fixtures.ts";
import { createClient, signedUpClient, uniqueEmail } from "#tests/support/test-app.ts";

const adminPaths = [
  "/admin",
  "/admin/award-periods",
  "/admin/award-periods/new",
  "/admin/award-periods/1/edit",
  "/admin/award-winners",
  "/admin/ai-tools",
  "/admin/companies",
  "/admin/categories",
  "/admin/analytics",
  "/admin/moderation",
  "/admin/audit-log",
];

/** Read-only screens take no POST from anyone: 405 with Allow, before any guard (decision 051). */
const readOnlyPaths = new Set(["/admin", "/admin/analytics", "/admin/audit-log"]);

const adminEmail = uniqueEmail("admin");
const password = "admin password 123";

const { database, app } = prepareTestApp({ ADMIN_EMAILS: adminEmail });

describe("admin routes", () => {
  it("answers 401 to anonymous visitors on every page and data request", async () => {
    const client = createClient(app);
    for (const path of adminPaths) {
      const page = await client.request(path);
      expect(page.status, path).toBe(401);
      expect(await page.text(), path).toContain("Please Sign In");
      const data = await client.request(`${path}.data`);
      expect(data.status, `${path}.data`).toBe(401);
    }
  });

  it("answers 403 Access Denied to a signed-in non-admin and sends no admin data", async () => {
    const client = await signedUpClient(app, { firstName: "Normal", lastName: "User", password });
    for (const path of adminPaths) {
      const page = await client.request(path);
      expect(page.status, path).toBe(403);
      const html = await page.text();
      expect(html, path).toContain("Access Denied");
      expect(html, path).toContain("You need admin privileges to access this page.");
      expect(html, path).not.toContain("Waiting for a decision");
      expect(html, path).not.toMatch(/"waiting"/);
    }
    // Client-side navigations fetch the loader data directly: the same guard applies.
    const data = await client.request("/admin.data");
    expect(data.status).toBe(403);
    expect(await data.text()).not.toContain("awardPeriods");
  });

  it("refuses every admin action from a non-admin with 403, and from anonymous with 401", async () => {
    const user = await signedUpClient(app, { firstName: "Sneaky", lastName: "User", password });
    const anonymous = createClient(app);
    for (const path of adminPaths) {
      const readOnly = readOnlyPaths.has(path);
      expect((await user.postForm(path, { intent: "anything" })).status, path).toBe(readOnly ? 405 : 403);
      expect((await anonymous.postForm(path, { intent: "anything" })).status, path).toBe(readOnly ? 405 : 401);
    }
  });

  it("lets an admin in, with live counts on the dashboard", async () => {
    const client = await signedUpClient(app, { firstName: "Ada", lastName: "Admin", email: adminEmail, password });
    // The edit page needs a period to edit (the first one gets id 1 in a fresh database).
    await database.db.execute(
      sql`insert into award_periods (title, period_type, year) values ('Guard test', 'annual', 2026)`,
    );
    for (const path of adminPaths) {
      expect((await client.request(path)).status, path).toBe(200);
    }
    const dashboard = await (await client.request("/admin")).text();
    expect(dashboard).toContain("Admin Dashboard");
    expect(dashboard).toMatch(/Companies<\/h2><p[^>]*>[\d,]{3,}/);
    const home = await (await client.request("/")).text();
    expect(home).toContain('href="/admin"');
  });

  it("never shows the Admin Dashboard link to a non-admin", async () => {
    const client = await signedUpClient(app, { firstName: "Plain", lastName: "User", password });
    const home = await (await client.request("/")).text();
    expect(home).toMatch(/Account menu for<\/span> (<!-- -->)?Plain/);
    expect(home).not.toContain('href="/admin"');
  });
});
