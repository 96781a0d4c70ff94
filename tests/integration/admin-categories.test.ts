import { sql } from "drizzle-orm";
import { describe, expect } from "vitest";
import type { Database } from "#server/db/client.ts";
import { createCompany } from "#tests/support/factories.ts";
import { test } from "#tests/support/fixtures.ts";
import { type createClient, expectAnswer } from "#tests/support/test-app.ts";

async function categoryBySlug(db: Database, slug: string) {
  const result = await db.execute<{ id: number; name: string; group: string; sort_order: number }>(
    sql`select id, name, "group", sort_order from categories where slug = ${slug}`,
  );
  return result.rows[0];
}

const base = { description: "Tools for testing", icon: "flask-conical", group: "saas", sortOrder: "50" };

/** The new-category form as the admin screen posts it (an empty slug is made from the name). */
function createCategory(
  client: ReturnType<typeof createClient>,
  name: string,
  slug: string,
  changes: Record<string, string> = {},
) {
  return client.postForm("/admin/categories", { intent: "create", name, slug, ...base, ...changes });
}

describe("admin categories", () => {
  test("creates a category (slug from the name), refuses a duplicate slug and bad input with field errors, and edits it", async ({
    admin: client,
    database,
  }) => {
    const created = await createCategory(client, "Warranty & Protection", "");
    expect(created.status).toBe(200);
    const category = await categoryBySlug(database.db, "warranty-and-protection");
    expect(category).toMatchObject({ name: "Warranty & Protection", group: "saas", sort_order: 50 });

    await expectAnswer(
      await createCategory(client, "Warranty again", "warranty-and-protection"),
      409,
      "This slug is already used by another category",
    );
    const bad = await createCategory(client, "X", "Bad Slug!", { group: "other" });
    expect(bad.status).toBe(422);
    const html = await bad.text();
    expect(html).toContain("Name must be at least 2 characters");
    // Icons are Lucide icons by name (decision 087): an emoji is refused with the field named.
    await expectAnswer(
      await createCategory(client, "Emoji Shelf", "", { icon: "🧪" }),
      422,
      "Choose one of the listed icons",
    );
    expect(await categoryBySlug(database.db, "emoji-shelf")).toBeUndefined();
    // Read once, so the category is in the read cache under its slug (decision 110).
    expect(await (await client.request("/categories/warranty-and-protection/grid")).text()).toContain(
      "Warranty &amp; Protection Grid",
    );

    await client.postForm("/admin/categories", {
      intent: "update",
      categoryId: String(category?.id),
      name: "Warranties",
      slug: "warranties",
      ...base,
      group: "agency",
      sortOrder: "7",
    });
    expect(await categoryBySlug(database.db, "warranties")).toMatchObject({
      name: "Warranties",
      group: "agency",
      sort_order: 7,
    });
    // The public pages follow at once: the old slug is gone, the new one names the category anew.
    expect((await client.request("/categories/warranty-and-protection/grid")).status).toBe(404);
    expect(await (await client.request("/categories/warranties/grid")).text()).toContain("Warranties Grid");
    // The public category page follows at once, with the chosen icon drawn as SVG.
    const page = await client.request("/categories/warranties");
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<svg [^>]*class="[^"]*lucide-flask-conical/);
  });

  test("deletes an empty category, and one with companies only after moving them", async ({
    admin: client,
    database,
  }) => {
    await createCategory(client, "Empty Shelf", "empty-shelf");
    const empty = await categoryBySlug(database.db, "empty-shelf");
    await client.postForm("/admin/categories", { intent: "delete", categoryId: String(empty?.id) });
    expect(await categoryBySlug(database.db, "empty-shelf")).toBeUndefined();

    await createCategory(client, "Old Shelf", "old-shelf");
    await createCategory(client, "New Shelf", "new-shelf");
    const oldShelf = await categoryBySlug(database.db, "old-shelf");
    const newShelf = await categoryBySlug(database.db, "new-shelf");
    const onlyOld = await createCompany(database.db);
    const both = await createCompany(database.db);
    await database.db.execute(sql`
      insert into company_categories (company_id, category_id, is_primary) values
        (${onlyOld}, ${oldShelf?.id}, true), (${both}, ${oldShelf?.id}, true), (${both}, ${newShelf?.id}, false)`);

    await expectAnswer(
      await client.postForm("/admin/categories", { intent: "delete", categoryId: String(oldShelf?.id) }),
      409,
      "Old Shelf still has 2 companies. Move them to another category first.",
    );

    const moved = await client.postForm("/admin/categories", {
      intent: "delete",
      categoryId: String(oldShelf?.id),
      moveToId: String(newShelf?.id),
    });
    expect(moved.status).toBe(200);
    expect(await categoryBySlug(database.db, "old-shelf")).toBeUndefined();
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

  test("refuses category changes to non-admins", async ({ member: user, database }) => {
    expect((await user.postForm("/admin/categories", { intent: "create", name: "Sneaky", ...base })).status).toBe(403);
    expect(await categoryBySlug(database.db, "sneaky")).toBeUndefined();
  });
});
