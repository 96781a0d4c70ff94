import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createCompany } from "#tests/support/factories.ts";
import { prepareTestApp } from "#tests/support/fixtures.ts";
import { createClient, signedInClient, uniqueEmail } from "#tests/support/test-app.ts";

const adminEmail = uniqueEmail("category-admin");
const password = "category admin pass 1";

const { database, app } = prepareTestApp({ ADMIN_EMAILS: adminEmail });

function admin() {
  return signedInClient(app, { email: adminEmail, password, firstName: "Cate", lastName: "Gory" });
}

async function categoryBySlug(slug: string) {
  const result = await database.db.execute<{ id: number; name: string; group: string; sort_order: number }>(
    sql`select id, name, "group", sort_order from categories where slug = ${slug}`,
  );
  return result.rows[0];
}

const base = { description: "Tools for testing", icon: "flask-conical", group: "saas", sortOrder: "50" };

describe("admin categories", () => {
  it("creates a category (slug from the name), refuses a duplicate slug and bad input with field errors, and edits it", async () => {
    const client = await admin();
    const created = await client.postForm("/admin/categories", {
      intent: "create",
      name: "Warranty & Protection",
      slug: "",
      ...base,
    });
    expect(created.status).toBe(200);
    const category = await categoryBySlug("warranty-and-protection");
    expect(category).toMatchObject({ name: "Warranty & Protection", group: "saas", sort_order: 50 });

    const duplicate = await client.postForm("/admin/categories", {
      intent: "create",
      name: "Warranty again",
      slug: "warranty-and-protection",
      ...base,
    });
    expect(duplicate.status).toBe(409);
    expect(await duplicate.text()).toContain("This slug is already used by another category");
    const bad = await client.postForm("/admin/categories", {
      intent: "create",
      name: "X",
      slug: "Bad Slug!",
      ...base,
      group: "other",
    });
    expect(bad.status).toBe(422);
    const html = await bad.text();
    expect(html).toContain("Name must be at least 2 characters");
    // Icons are Lucide icons by name (decision 087): an emoji is refused with the field named.
    const emoji = await client.postForm("/admin/categories", {
      intent: "create",
      name: "Emoji Shelf",
      slug: "",
      ...base,
      icon: "🧪",
    });
    expect(emoji.status).toBe(422);
    expect(await emoji.text()).toContain("Choose one of the listed icons");
    expect(await categoryBySlug("emoji-shelf")).toBeUndefined();

    await client.postForm("/admin/categories", {
      intent: "update",
      categoryId: String(category?.id),
      name: "Warranties",
      slug: "warranties",
      ...base,
      group: "agency",
      sortOrder: "7",
    });
    expect(await categoryBySlug("warranties")).toMatchObject({ name: "Warranties", group: "agency", sort_order: 7 });
    // The public category page follows at once, with the chosen icon drawn as SVG.
    const page = await client.request("/categories/warranties");
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<svg [^>]*class="[^"]*lucide-flask-conical/);
  });

  it("deletes an empty category, and one with companies only after moving them", async () => {
    const client = await admin();
    await client.postForm("/admin/categories", { intent: "create", name: "Empty Shelf", slug: "empty-shelf", ...base });
    const empty = await categoryBySlug("empty-shelf");
    await client.postForm("/admin/categories", { intent: "delete", categoryId: String(empty?.id) });
    expect(await categoryBySlug("empty-shelf")).toBeUndefined();

    await client.postForm("/admin/categories", { intent: "create", name: "Old Shelf", slug: "old-shelf", ...base });
    await client.postForm("/admin/categories", { intent: "create", name: "New Shelf", slug: "new-shelf", ...base });
    const oldShelf = await categoryBySlug("old-shelf");
    const newShelf = await categoryBySlug("new-shelf");
    const onlyOld = await createCompany(database.db);
    const both = await createCompany(database.db);
    await database.db.execute(sql`
      insert into company_categories (company_id, category_id, is_primary) values
        (${onlyOld}, ${oldShelf?.id}, true), (${both}, ${oldShelf?.id}, true), (${both}, ${newShelf?.id}, false)`);

    const refused = await client.postForm("/admin/categories", { intent: "delete", categoryId: String(oldShelf?.id) });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("Old Shelf still has 2 companies. Move them to another category first.");

    const moved = await client.postForm("/admin/categories", {
      intent: "delete",
      categoryId: String(oldShelf?.id),
      moveToId: String(newShelf?.id),
    });
    expect(moved.status).toBe(200);
    expect(await categoryBySlug("old-shelf")).toBeUndefined();
    const links = await database.db.execute<{ company_id: number; is_primary: boolean }>(sql`
      select company_id, is_primary from company_categories where category_id = ${newShelf?.id} order by company_id`);
    expect(links.rows).toEqual([
      { company_id: onlyOld, is_primary: true },
      { company_id: both, is_primary: true },
    ]);
    const audit = await database.db.execute<{ action: string }>(
      sql`select action from admin_audit_log where target_type = 'category' order by id`,
    );
    expect(audit.rows.map((row) => row.action)).toContain("category.delete");
  });

  it("refuses category changes to non-admins", async () => {
    const user = createClient(app);
    await user.signUp({ firstName: "No", lastName: "Rights", email: uniqueEmail("norights"), password });
    expect((await user.postForm("/admin/categories", { intent: "create", name: "Sneaky", ...base })).status).toBe(403);
    expect(await categoryBySlug("sneaky")).toBeUndefined();
  });
});
