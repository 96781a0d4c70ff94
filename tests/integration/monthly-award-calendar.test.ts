// Which month's awards are public when (issue #35, item 8; decision 089): a month's awards are published once the
// month has ended, the public page says which month it shows, when it was published and when the next comes, and
// an admin previews a period before it is public (never cached, never indexed). The clock is set per step.
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { companyIdByDomain, createReview } from "#tests/support/factories.ts";
import { prepareTestApp } from "#tests/support/fixtures.ts";
import { createClient, signedInClient, uniqueEmail } from "#tests/support/test-app.ts";

const adminEmail = uniqueEmail("calendar-admin");
const password = "calendar admin phrase";
const { database, app } = prepareTestApp({ ADMIN_EMAILS: adminEmail });

/** Sets the app's clock (Date only: timers and the database keep real time). */
function clockAt(iso: string) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(iso));
}

afterEach(() => {
  vi.useRealTimers();
});

async function periodId(title: string) {
  const result = await database.db.execute<{ id: number }>(sql`select id from award_periods where title = ${title}`);
  const id = result.rows[0]?.id;
  if (id === undefined) throw new Error(`no period ${title}`);
  return id;
}

/** The page's text without tags, as a reader sees it. */
async function textOf(response: Response) {
  return (await response.text())
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");
}

describe("the monthly award calendar", () => {
  it("publishes a month once it has ended, says which month the page shows, and lets admins preview", async () => {
    // Signed in on the real clock; a signed-in page is never served from the page cache, so each step's clock counts.
    const admin = await signedInClient(app, { email: adminEmail, password, firstName: "Cal", lastName: "Endar" });
    const postscript = await companyIdByDomain(database.db, "postscript.io");
    for (const day of [2, 3, 4]) {
      await createReview(database.db, {
        companyId: postscript,
        rating: 5,
        createdAt: new Date(Date.UTC(2026, 9, day)),
      });
      await createReview(database.db, {
        companyId: postscript,
        rating: 4,
        createdAt: new Date(Date.UTC(2026, 10, day)),
      });
    }

    // 20 November: October is over, November is not.
    clockAt("2026-11-20T12:00:00Z");
    for (const [title, month] of [
      ["October calendar awards", "10"],
      ["November calendar awards", "11"],
    ] as const) {
      await admin.postForm("/admin/award-periods/new", { title, periodType: "monthly", month, year: "2026" });
      await admin.postForm("/admin/award-winners", { intent: "suggest", periodId: String(await periodId(title)) });
    }
    const october = await periodId("October calendar awards");
    const november = await periodId("November calendar awards");
    expect(
      (await admin.postForm("/admin/award-periods", { intent: "publish", periodId: String(october) })).status,
    ).toBe(200);
    const early = await admin.postForm("/admin/award-periods", { intent: "publish", periodId: String(november) });
    expect(early.status).toBe(409);
    expect(await textOf(early)).toContain(
      "The November 2026 awards can be published from 1 December 2026 (UTC), once the month has ended",
    );
    expect(await textOf(await admin.request("/admin/award-periods"))).toContain(
      "Can be published from 1 December 2026 (UTC)",
    );

    let page = await textOf(await admin.request("/monthly-award-winners"));
    expect(page).toContain(
      "Awards for October 2026, published 20 November 2026. The November 2026 awards are announced after the month ends.",
    );
    expect(page).toContain("Winner: Postscript");
    const category = await textOf(await admin.request("/monthly-award-winners/sms-marketing"));
    expect(category).toContain("SMS Marketing: October 2026");
    expect(category).toContain("Awards for October 2026, published 20 November 2026.");

    // The admin previews November before it can be published: computed now, not public, not cached, not indexed.
    const preview = await admin.request(`/admin/award-periods/${november}/preview`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get("Cache-Control")).toBe("private, no-store");
    const previewHtml = await preview.text();
    expect(previewHtml).toContain('<meta name="robots" content="noindex"/>');
    const previewText = previewHtml.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
    expect(previewText).toContain("Draft, not public. The November 2026 awards can be published from 1 December 2026");
    expect(previewText).toContain("The public page shows October 2026 instead.");
    expect(previewText).toContain("Postscript");
    expect(previewText).toMatch(/Monthly score \d+\/100/);
    const published = await textOf(await admin.request(`/admin/award-periods/${october}/preview`));
    expect(published).toContain("Published 20 November 2026. This is what the public monthly awards page shows now.");
    // Nobody else opens a preview.
    expect((await createClient(app).request(`/admin/award-periods/${november}/preview`)).status).toBe(401);
    const reader = createClient(app);
    await reader.signUp({ firstName: "Curious", lastName: "Reader", email: uniqueEmail("curious"), password });
    expect((await reader.request(`/admin/award-periods/${november}/preview`)).status).toBe(403);

    // A period published before its month ended (possible before decision 089) is not shown before the month ends.
    await database.db.execute(sql`update award_periods set published = true, published_at = now(),
      snapshot = '{"frozenAt": "", "winners": [], "extraAwards": []}'::jsonb where id = ${november}`);
    expect(await textOf(await admin.request("/monthly-award-winners"))).toContain("Awards for October 2026");
    await database.db.execute(
      sql`update award_periods set published = false, published_at = null, snapshot = null where id = ${november}`,
    );

    // 3 December: November is over and can be published; the page shows it and names December as next.
    clockAt("2026-12-03T09:00:00Z");
    expect(
      (await admin.postForm("/admin/award-periods", { intent: "publish", periodId: String(november) })).status,
    ).toBe(200);
    page = await textOf(await admin.request("/monthly-award-winners"));
    expect(page).toContain(
      "Awards for November 2026, published 3 December 2026. The December 2026 awards are announced after the month ends.",
    );

    // 10 January: December's awards are not published yet, and the page says so rather than passing November off.
    clockAt("2027-01-10T09:00:00Z");
    page = await textOf(await admin.request("/monthly-award-winners"));
    expect(page).toContain(
      "Awards for November 2026, published 3 December 2026. The December 2026 awards have not been published yet. The January 2027 awards are announced after the month ends.",
    );
  });
});
