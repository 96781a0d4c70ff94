import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { listAlternatives } from "#server/catalog/list-alternatives.ts";
import { forgetAlternatives, refreshAlternatives } from "#server/catalog/refresh-alternatives.ts";
import { jobNames } from "#server/jobs/registry.ts";
import { createCompany, createReview, createUser } from "#tests/support/factories.ts";
import { prepareTestApp } from "#tests/support/fixtures.ts";
import { scheduledRuns } from "#tests/support/job-schedules.ts";
import { createClient } from "#tests/support/test-app.ts";

const { database, app, services } = prepareTestApp();

let sequence = 0;
function unique(prefix: string) {
  sequence += 1;
  return `${prefix}-${process.pid}-${sequence}`;
}

async function createCategory(name: string) {
  const slug = unique(name.toLowerCase().replace(/[^a-z0-9]+/g, "-"));
  const result = await database.db.execute<{ id: number }>(
    sql`insert into categories (name, slug, "group") values (${name}, ${slug}, 'saas') returning id`,
  );
  const id = result.rows[0]?.id;
  if (id === undefined) throw new Error("category insert returned nothing");
  return { id, slug, name };
}

async function createFeatures(categoryId: number, count: number) {
  const ids: number[] = [];
  for (let index = 0; index < count; index++) {
    const result = await database.db.execute<{ id: number }>(
      sql`insert into category_features (category_id, slug, name, sort_order)
        values (${categoryId}, ${unique("feature")}, ${`Feature ${index + 1}`}, ${index}) returning id`,
    );
    ids.push(result.rows[0]?.id ?? 0);
  }
  return ids;
}

async function place(companyId: number, categoryId: number, isPrimary: boolean) {
  await database.db.execute(
    sql`insert into company_categories (company_id, category_id, is_primary) values (${companyId}, ${categoryId}, ${isPrimary})`,
  );
}

async function tag(companyId: number, featureIds: number[]) {
  for (const featureId of featureIds)
    await database.db.execute(
      sql`insert into company_features (company_id, feature_id) values (${companyId}, ${featureId})`,
    );
}

async function companyNamed(name: string) {
  const id = await createCompany(database.db, `${name} ${unique("co")}`);
  const result = await database.db.execute<{ slug: string; name: string }>(
    sql`select slug, name from companies where id = ${id}`,
  );
  const row = result.rows[0];
  if (!row) throw new Error("no company");
  return { id, ...row };
}

describe("listAlternatives", () => {
  it("ranks by shared categories, features and co-reviewers, with a sentence for each, active ones first", async () => {
    const email = await createCategory("Email Tools");
    const sms = await createCategory("Text Tools");
    const features = await createFeatures(email.id, 7);
    const target = await companyNamed("Target");
    const twin = await companyNamed("Twin");
    const cousin = await companyNamed("Cousin");
    const faraway = await companyNamed("Faraway");
    const retired = await companyNamed("Retired");
    const pending = await companyNamed("Pending");
    const unrelated = await companyNamed("Unrelated");
    await place(target.id, email.id, true);
    await place(target.id, sms.id, false);
    await place(twin.id, email.id, true);
    await place(twin.id, sms.id, false);
    await place(cousin.id, sms.id, false);
    await place(faraway.id, email.id, false);
    await place(retired.id, email.id, true);
    await place(pending.id, email.id, true);
    await tag(target.id, features);
    await tag(twin.id, features.slice(0, 5));
    await tag(retired.id, features);
    await database.db.execute(sql`update companies set status = 'discontinued' where id = ${retired.id}`);
    await database.db.execute(sql`update companies set listing_status = 'pending' where id = ${pending.id}`);
    // Two operators reviewed the target and the twin; one reviewed the target and an unrelated company.
    for (let index = 0; index < 2; index++) {
      const user = await createUser(database.db);
      await createReview(database.db, { companyId: target.id, userId: user.id, rating: 5 });
      await createReview(database.db, { companyId: twin.id, userId: user.id, rating: 4 });
    }
    const loner = await createUser(database.db);
    await createReview(database.db, { companyId: target.id, userId: loner.id });
    await createReview(database.db, { companyId: unrelated.id, userId: loner.id });

    const alternatives = await listAlternatives(database.db, target.id);
    expect(alternatives.map((alternative) => alternative.name)).toEqual([
      twin.name,
      faraway.name,
      cousin.name,
      retired.name,
    ]);
    const [first, , third, last] = alternatives;
    expect(first?.reason).toBe(
      `Also in ${email.name} and ${sms.name}; shares 5 of 7 features; 2 operators reviewed both; rated 4.0 in 2 reviews`,
    );
    expect(third?.reason).toBe(`Also in ${sms.name}`);
    expect(last?.reason).toBe(`Also in ${email.name}; shares 7 of 7 features; discontinued`);
    expect((await listAlternatives(database.db, target.id, { limit: 2 })).length).toBe(2);

    // Stored by the refresh, read back the same.
    expect(await refreshAlternatives(database.db, [target.id])).toBe(1);
    const stored = await database.db.execute<{ alternative_id: number }>(
      sql`select alternative_id from company_alternatives where company_id = ${target.id} order by position`,
    );
    expect(stored.rows.map((row) => row.alternative_id)).toEqual(alternatives.map((alternative) => alternative.id));
    expect(await listAlternatives(database.db, target.id)).toEqual(alternatives);
    expect(await listAlternatives(database.db, target.id, { limit: 2 })).toEqual(alternatives.slice(0, 2));

    // What changes by the minute is read live: names, status (re-ranked), ratings, listing. A company that
    // arrived since the refresh waits for the next one.
    await database.db.execute(sql`update companies set status = 'acquired' where id = ${twin.id}`);
    await database.db.execute(sql`update companies set name = ${`${cousin.name} Renamed`} where id = ${cousin.id}`);
    await database.db.execute(sql`update companies set listing_status = 'pending' where id = ${faraway.id}`);
    await createReview(database.db, { companyId: cousin.id, userId: (await createUser(database.db)).id, rating: 2 });
    const late = await companyNamed("Late");
    await place(late.id, email.id, true);
    const live = await listAlternatives(database.db, target.id, { live: true });
    const read = await listAlternatives(database.db, target.id);
    expect(read.map((alternative) => alternative.name)).toEqual([`${cousin.name} Renamed`, twin.name, retired.name]);
    // A shorter list is the first of that live order (the database picks them: issue #39), not of the stored one.
    expect(await listAlternatives(database.db, target.id, { limit: 2 })).toEqual(read.slice(0, 2));
    expect(read.map((alternative) => alternative.reason)).toEqual(
      live.filter((alternative) => alternative.id !== late.id).map((alternative) => alternative.reason),
    );
    expect(read[0]?.reason).toBe(`Also in ${sms.name}; rated 2.0 in 1 review`);
    expect(live.map((alternative) => alternative.id)).toContain(late.id);

    // The next refresh ranks it; a company whose categories or features changed is ranked live until then.
    await refreshAlternatives(database.db, [target.id]);
    expect((await listAlternatives(database.db, target.id)).map((alternative) => alternative.id)).toContain(late.id);
    await database.db.execute(sql`delete from company_categories where company_id = ${late.id}`);
    await forgetAlternatives(database.db, target.id);
    expect((await listAlternatives(database.db, target.id)).map((alternative) => alternative.id)).not.toContain(
      late.id,
    );
  });

  it("the nightly job ranks every listed company's alternatives, and the server schedules it", async () => {
    const category = await createCategory("Ranked Tools");
    const first = await companyNamed("First");
    const second = await companyNamed("Second");
    await place(first.id, category.id, true);
    await place(second.id, category.id, true);
    await services.jobs.startWorkers();
    try {
      await services.db.transaction((tx) =>
        services.jobs.enqueue(tx, jobNames.refreshAlternatives, {}, { requestedByUserId: null }),
      );
      await expect
        .poll(
          async () =>
            (
              await database.db.execute<{ status: string }>(
                sql`select status from ai_operations where operation_type = ${jobNames.refreshAlternatives}`,
              )
            ).rows[0]?.status,
          { timeout: 120_000, interval: 250 },
        )
        .toBe("completed");
    } finally {
      await services.jobs.stop({ graceful: false });
    }
    const stored = await database.db.execute<{ company_id: number; alternative_id: number }>(
      sql`select company_id, alternative_id from company_alternatives where company_id in (${first.id}, ${second.id})`,
    );
    expect(stored.rows).toEqual(
      expect.arrayContaining([
        { company_id: first.id, alternative_id: second.id },
        { company_id: second.id, alternative_id: first.id },
      ]),
    );
    const listed = await database.db.execute<{ total: number }>(
      sql`select count(*)::int as total from companies where listing_status = 'listed'`,
    );
    const sets = await database.db.execute<{ total: number }>(
      sql`select count(*)::int as total from company_alternative_sets`,
    );
    expect(sets.rows[0]?.total).toBe(listed.rows[0]?.total);

    // A queue made the way the server makes it writes the nightly schedule (tests leave it off).
    expect(await scheduledRuns(database, services, jobNames.refreshAlternatives)).toEqual([
      { name: jobNames.refreshAlternatives, cron: "30 3 * * *" },
    ]);
  }, 180_000);
});

describe("alternatives and compare pages", () => {
  let email: { id: number; slug: string; name: string };
  let features: number[];
  let alpha: { id: number; slug: string; name: string };
  let beta: { id: number; slug: string; name: string };
  let versus: { id: number; slug: string; name: string };
  let hidden: { id: number; slug: string; name: string };
  const client = () => createClient(app);

  beforeAll(async () => {
    email = await createCategory("Inbox Tools");
    features = await createFeatures(email.id, 3);
    alpha = await companyNamed("Alpha");
    beta = await companyNamed("Beta");
    // A slug that itself contains "-vs-".
    versus = await companyNamed("Man vs Machine");
    hidden = await companyNamed("Hidden");
    for (const company of [alpha, beta, versus, hidden]) await place(company.id, email.id, true);
    await database.db.execute(sql`update companies set listing_status = 'pending' where id = ${hidden.id}`);
    await tag(alpha.id, features);
    await tag(beta.id, features.slice(0, 1));
    await database.db.execute(
      sql`update companies set pricing_model = 'subscription', platforms = '{shopify}' where id = ${alpha.id}`,
    );
    for (const rating of [5, 4, 5])
      await createReview(database.db, { companyId: alpha.id, rating, ratingEaseOfUse: rating, helpfulCount: rating });
    await createReview(database.db, { companyId: alpha.id, rating: 3, ratingSupport: 2, title: "Support is slow" });
  });

  const pair = () => [alpha.slug, beta.slug].sort().join("-vs-");

  it("lists a company's alternatives on its page, on its own page and in the API, with Compare links", async () => {
    const company = await (await client().request(`/company/${alpha.slug}`)).text();
    expect(company).toContain('id="alternatives-heading"');
    expect(company).toContain(`Compare with ${beta.name}`);
    expect(company).toContain(`href="/compare/${pair()}"`);
    expect(company).toContain(`href="/company/${alpha.slug}/alternatives"`);

    const response = await client().request(`/company/${alpha.slug}/alternatives`);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain(`<title>${alpha.name} alternatives | OperatorStack</title>`);
    expect(page).toContain(`<link rel="canonical" href="http://localhost:3000/company/${alpha.slug}/alternatives"/>`);
    expect(page).toContain(`Also in ${email.name}; shares 1 of 3 features`);
    expect(page).toContain(`href="/compare/${pair()}"`);
    expect(page).not.toContain(hidden.name);

    const api = await client().request(`/api/v1/companies/${alpha.id}/alternatives?limit=2`);
    expect(api.status).toBe(200);
    const body = await api.json();
    expect(body.company).toEqual({ id: alpha.id, name: alpha.name, slug: alpha.slug });
    expect(body.alternatives.map((alternative: { id: number }) => alternative.id)).toEqual([beta.id, versus.id]);
    expect(body.alternatives[0].reason).toBe(`Also in ${email.name}; shares 1 of 3 features`);
    expect((await client().request(`/api/v1/companies/${alpha.id}/alternatives?limit=0`)).status).toBe(422);
    expect((await client().request(`/api/v1/companies/${hidden.id}/alternatives`)).status).toBe(404);
    expect((await client().request(`/company/${hidden.slug}/alternatives`)).status).toBe(404);
    expect((await client().request("/company/999999999/alternatives")).status).toBe(404);
  });

  it("has one canonical compare URL per set: other orders and letter cases move there for good", async () => {
    const [first, second] = [alpha.slug, beta.slug].sort();
    const reversed = await client().request(`/compare/${second}-vs-${first}`, { redirect: "manual" });
    expect(reversed.status).toBe(301);
    expect(reversed.headers.get("Location")).toBe(`/compare/${pair()}`);
    const shouting = await client().request(`/compare/${pair().toUpperCase()}`, { redirect: "manual" });
    expect(shouting.status).toBe(301);
    expect(shouting.headers.get("Location")).toBe(`/compare/${pair()}`);
    const three = [versus.slug, alpha.slug, beta.slug];
    const withVersus = await client().request(`/compare/${three.join("-vs-")}`, { redirect: "manual" });
    expect(withVersus.status).toBe(301);
    expect(withVersus.headers.get("Location")).toBe(`/compare/${[...three].sort().join("-vs-")}`);
    expect((await client().request(`/compare/${[...three].sort().join("-vs-")}`)).status).toBe(200);
  });

  it("shows the companies side by side in an accessible table", async () => {
    const response = await client().request(`/compare/${pair()}`);
    expect(response.status).toBe(200);
    const page = await response.text();
    const [first, second] = [alpha, beta].sort((a, b) => (a.slug < b.slug ? -1 : 1));
    expect(page).toContain(`<title>${first?.name} vs ${second?.name}: compared | OperatorStack</title>`);
    expect(page).toContain(`<link rel="canonical" href="http://localhost:3000/compare/${pair()}"/>`);
    expect(page).toContain("<caption");
    expect(page).toContain('scope="col"');
    expect(page).toContain('scope="row"');
    // Alpha: 3 ease-of-use ratings (average 4.7), 1 support rating (too few).
    expect(page).toMatch(/(?<![\d.])4\.7(?!\d)/);
    expect(page).toContain("not enough ratings");
    expect(page).toContain(`${email.name} features`);
    expect(page).toContain("Feature 2");
    expect(page).toContain("✓");
    expect(page).toContain("not listed");
    expect(page).not.toContain("✗");
    expect(page).toContain("Subscription");
    expect(page).toContain("Shopify");
    expect(page).toContain("A useful tool");
  });

  it("answers 404 with a helpful page for unknown, unlisted, repeated, too few or too many companies", async () => {
    const others = await Promise.all([companyNamed("Gamma"), companyNamed("Delta"), companyNamed("Epsilon")]);
    for (const other of others) await place(other.id, email.id, false);
    const five = [alpha, beta, ...others].map((company) => company.slug).sort();
    const cases: [string, string][] = [
      [`/compare/${alpha.slug}-vs-no-such-company-at-all`, "could not find a company"],
      [`/compare/${alpha.slug}-vs-${hidden.slug}`, "could not find a company"],
      [`/compare/${alpha.slug}-vs-${alpha.slug}`, "not with itself"],
      [`/compare/${alpha.slug}`, "at least two"],
      [`/compare/${five.join("-vs-")}`, "at most 4"],
      ["/compare/--vs--", "joins 2 to 4"],
      [`/compare?ids=${alpha.id}`, "at least two"],
      [`/compare?ids=${alpha.id},${hidden.id}`, "not in the catalog"],
      ["/compare?ids=abc", "not a company of ours"],
    ];
    for (const [path, message] of cases) {
      const response = await client().request(path);
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain("Nothing to compare");
      expect(html, path).toContain(message);
      expect(html, path).toContain('href="/categories"');
    }
  });

  it("puts a Compare checkbox on each category card, kept in the URL without JavaScript", async () => {
    const page = await (await client().request(`/categories/${email.slug}?sort=name&compare=${versus.id}`)).text();
    const tag = (pattern: string) => page.match(new RegExp(`<${pattern}[^>]*>`))?.[0] ?? "";
    // An element's tag by its id, whatever the order of its attributes.
    const tagWithId = (name: string, id: string) =>
      page.match(new RegExp(`<${name}\\b[^>]*\\bid="${id}"[^>]*>`))?.[0] ?? "";
    expect(tag('form id="compare-tray"')).toMatch(/action="\/compare" method="get"/);
    expect(tagWithId("input", `compare-${alpha.id}`)).toContain('form="compare-tray"');
    expect(tagWithId("input", `compare-${alpha.id}`)).not.toContain("checked");
    expect(tagWithId("input", `compare-${versus.id}`)).toContain('checked=""');
    expect(page).toContain(`formAction="/categories/${email.slug}"`);
    expect(page).toContain('<input type="hidden" name="sort" value="name"/>');
    expect(page).toContain("Compare selected (1)");
  });

  it("answers /compare with nothing chosen with a page to start from, not a 404 (issue #35 layout suite)", async () => {
    const response = await client().request("/compare");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<title>Compare companies");
    expect(html).toContain('href="/categories"');
    // Each software category's most reviewed listed companies, side by side on their canonical page.
    const links = [...html.matchAll(/href="(\/compare\/[a-z0-9-]+)"/g)].map((match) => match[1]);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toMatch(/^\/compare\/[a-z0-9-]+-vs-[a-z0-9-]+/);
    expect(links.some((link) => link?.includes(hidden.slug))).toBe(false);
  });

  it("takes the tray's selection to the canonical page", async () => {
    const selected = await client().request(`/compare?compare=${beta.id}&compare=${alpha.id}&sort=name`);
    expect(selected.status).toBe(302);
    expect(selected.headers.get("Location")).toBe(`/compare/${pair()}`);
    const listed = await client().request(`/compare?ids=${alpha.id},${beta.id}`);
    expect(listed.headers.get("Location")).toBe(`/compare/${pair()}`);
  });

  it("answers GET /api/v1/compare with the same figures, and refuses bad sets", async () => {
    const response = await client().request(`/api/v1/compare?ids=${beta.id},${alpha.id}`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.url).toBe(`http://localhost:3000/compare/${pair()}`);
    const byId = new Map(body.companies.map((company: { id: number }) => [company.id, company]));
    expect(byId.get(alpha.id)).toMatchObject({
      reviewCount: 4,
      distribution: { 1: 0, 2: 0, 3: 1, 4: 1, 5: 2 },
      subRatings: { easeOfUse: { average: 4.7, count: 3 }, support: { average: null, count: 1 } },
    });
    expect(body.sharedFeatures[0]).toMatchObject({ slug: email.slug, name: email.name });
    expect(body.sharedFeatures[0].features[0].companyIds.sort()).toEqual([alpha.id, beta.id].sort());
    expect((await client().request(`/api/v1/compare?ids=${alpha.id}`)).status).toBe(422);
    expect((await client().request(`/api/v1/compare?ids=${alpha.id},${alpha.id}`)).status).toBe(422);
    expect((await client().request("/api/v1/compare?ids=1,x")).status).toBe(422);
    const unknown = await client().request(`/api/v1/compare?ids=${alpha.id},${hidden.id}`);
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.code).toBe("not_found");
  });

  it("lists alternatives pages of listed companies in the sitemap, and no compare pages", async () => {
    const sitemap = await (await client().request("/sitemaps/companies-0.xml")).text();
    expect(sitemap).toContain(`<loc>http://localhost:3000/company/${alpha.slug}/alternatives</loc>`);
    expect(sitemap).not.toContain(`/company/${hidden.slug}/alternatives`);
    expect(sitemap).not.toContain("/compare/");
  });

  it("shows the most helpful reviews first", async () => {
    const body = await (await client().request(`/api/v1/compare?ids=${alpha.id},${beta.id}`)).json();
    const company = body.companies.find((entry: { id: number }) => entry.id === alpha.id);
    expect(company.helpfulReviews.length).toBe(3);
    expect(company.helpfulReviews.map((review: { helpfulCount: number }) => review.helpfulCount)).toEqual([5, 5, 4]);
  });
});
