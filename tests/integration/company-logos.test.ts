// Company logos (issue #35 item 10, decisions 087 and 088): a company's representatives (vendor dashboard) and
// admins (company edit) upload a logo, stored like review videos (local disk or S3-compatible storage), checked by
// content, re-encoded as square WebP sizes and served with its type, nosniff and a year's cache under a content
// hash; bad files are refused with a clear message and change nothing; removing returns to the brand's icon from
// Simple Icons or the initial; every change is in the audit log and shows at once through the page cache. Also:
// visitors never see an empty AI summary block.
import { crc32 } from "node:zlib";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import type { Services } from "#server/context.ts";
import { approveRepresentative, companyIdByDomain, createCompany } from "#tests/support/factories.ts";
import { prepareUploadTests } from "#tests/support/fixtures.ts";
import {
  createClient,
  createTestApp,
  signedInClient,
  signedUpAccount,
  signedUpClient,
  uniqueEmail,
} from "#tests/support/test-app.ts";

type Client = ReturnType<typeof createClient>;

let app: Awaited<ReturnType<typeof createTestApp>>["app"];
let services: Services;
const adminEmail = uniqueEmail("logo-admin");
const password = "logo test pass phrase";

const { database, storages } = prepareUploadTests("uploads");

/** A small PNG whose header says it is `width`×`height` (the header's checksum made to match). */
async function pngDeclaring(width: number, height: number) {
  const bytes = Buffer.from(await png(100, 100));
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29);
  return bytes;
}

function png(width: number, height: number, colour = "#336699") {
  return sharp({ create: { width, height, channels: 4, background: colour } })
    .png()
    .toBuffer();
}

/** A page by its address, following the one redirect a company's numeric address may answer with. */
async function page(client: Client, pathname: string) {
  const response = await client.request(pathname);
  const location = response.headers.get("location");
  if ((response.status === 301 || response.status === 308) && location) return client.request(location);
  return response;
}

function member(prefix: string) {
  return signedUpClient(app, {
    email: uniqueEmail(prefix),
    password,
    firstName: "Lo",
    lastName: "Go",
    confirmIn: database.db,
  });
}

/** A member with an approved claim on the company (as after the claim link: tests/integration/vendors.test.ts). */
async function representativeOf(companyId: number) {
  const rep = await signedUpAccount(app, database.db, {
    prefix: "logo-rep",
    password,
    firstName: "Rep",
    lastName: "Resent",
  });
  await approveRepresentative(database.db, companyId, rep.id);
  return rep.client;
}

function logoForm(
  fields: Record<string, string>,
  file?: { bytes: Uint8Array<ArrayBuffer>; name: string; type: string },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (file) form.set("logo", new File([file.bytes], file.name, { type: file.type }));
  return form;
}

function post(client: Client, pathname: string, form: FormData) {
  return client.request(pathname, { method: "POST", body: form });
}

function upload(
  client: Client,
  companyId: number,
  bytes: Uint8Array<ArrayBuffer>,
  name = "logo.png",
  type = "image/png",
) {
  return post(client, "/vendor", logoForm({ intent: "logo", companyId: String(companyId) }, { bytes, name, type }));
}

async function logoKeyOf(companyId: number) {
  const result = await database.db.execute<{ logo_key: string | null }>(
    sql`select logo_key from companies where id = ${companyId}`,
  );
  return result.rows[0]?.logo_key ?? null;
}

function storedLogoFiles() {
  return services.videos.store.listOlderThan("logos", Number.MAX_SAFE_INTEGER);
}

describe.each(storages)("logo uploads on $name", (storage) => {
  beforeAll(async () => {
    ({ app, services } = await createTestApp(database, { ADMIN_EMAILS: adminEmail, ...storage.env() }));
    await database.db.execute(sql`delete from rate_limits`);
  });

  it("a representative uploads the company's logo: square WebP sizes, served with its type, nosniff and a year's cache", async () => {
    const companyId = await createCompany(database.db);
    const rep = await representativeOf(companyId);
    const dashboard = await (await rep.request(`/vendor?company=${companyId}`)).text();
    expect(dashboard).toContain("Upload");
    expect(dashboard).toContain('name="logo"');

    const saved = await upload(rep, companyId, await png(300, 200));
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain("Logo saved.");
    const key = await logoKeyOf(companyId);
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect((await storedLogoFiles()).filter((file) => file.includes(key ?? "-")).sort()).toEqual([
      `logos/${key}-128.webp`,
      `logos/${key}-256.webp`,
      `logos/${key}-64.webp`,
    ]);

    const html = await (await page(createClient(app), `/company/${companyId}`)).text();
    expect(html).toContain(`src="/media/logos/${key}-128.webp"`);
    expect(html).toContain(`/media/logos/${key}-64.webp 64w`);
    const api = await (await createClient(app).request(`/api/v1/companies/${companyId}`)).json();
    expect(api.company.logoUrl).toBe(`/media/logos/${key}-128.webp`);

    for (const size of [64, 128, 256]) {
      const served = await createClient(app).request(`/media/logos/${key}-${size}.webp`);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/webp");
      expect(served.headers.get("x-content-type-options")).toBe("nosniff");
      expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(metadata).toMatchObject({ format: "webp", width: size, height: size });
    }
    expect((await createClient(app).request(`/media/logos/${key}-512.webp`)).status).toBe(404);
    expect((await createClient(app).request("/media/logos/../../auth-secret")).status).toBe(404);
  });
});

describe("logo uploads", () => {
  beforeAll(async () => {
    // The page cache on (as in production), to see that a logo change shows at once.
    ({ app, services } = await createTestApp(database, { ADMIN_EMAILS: adminEmail, PAGE_CACHE_SECONDS: "60" }));
    await database.db.execute(sql`delete from rate_limits`);
  });

  it("are refused to anyone but the company's representatives and admins", async () => {
    const companyId = await createCompany(database.db);
    const otherCompanyId = await createCompany(database.db);
    const bytes = await png(200, 200);
    const anonymous = await upload(createClient(app), companyId, bytes);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toMatch(/^\/sign-in\?returnTo=/);
    const stranger = await upload(await member("logo-stranger"), companyId, bytes);
    expect(stranger.status).toBe(403);
    expect(await stranger.text()).toContain("representatives and our admins can change its logo");
    const otherRep = await representativeOf(otherCompanyId);
    expect((await upload(otherRep, companyId, bytes)).status).toBe(403);
    // The admin page refuses members outright.
    const asMember = await post(
      await member("logo-member"),
      `/admin/companies/${companyId}/edit`,
      logoForm({ intent: "logo" }, { bytes, name: "logo.png", type: "image/png" }),
    );
    expect(asMember.status).toBe(403);
    expect(await logoKeyOf(companyId)).toBeNull();
    expect(await logoKeyOf(otherCompanyId)).toBeNull();
  });

  it("refuse files that are not a PNG, JPEG or WebP of a usable size, say why, and keep the logo shown before", async () => {
    const companyId = await createCompany(database.db);
    const rep = await representativeOf(companyId);
    expect((await upload(rep, companyId, await png(256, 256))).status).toBe(200);
    const kept = await logoKeyOf(companyId);
    const filesBefore = (await storedLogoFiles()).length;

    const cases: [string, Uint8Array<ArrayBuffer>, string, number, string][] = [
      [
        "a text file named .png",
        Buffer.from("just some text, not an image"),
        "notes.png",
        422,
        "must be a PNG, JPEG or WebP",
      ],
      [
        "an SVG",
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(1)</script></svg>'),
        "logo.svg",
        422,
        "SVG files are not accepted",
      ],
      [
        "a PNG signature in front of HTML",
        Buffer.concat([
          Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
          Buffer.from("<html><script>alert(1)</script>"),
        ]),
        "trick.png",
        422,
        "could not be read",
      ],
      [
        "a GIF",
        await sharp({ create: { width: 100, height: 100, channels: 3, background: "#fff" } })
          .gif()
          .toBuffer(),
        "logo.gif",
        422,
        "must be a PNG, JPEG or WebP",
      ],
      [
        "a file over 2 MB",
        Buffer.concat([await png(100, 100), Buffer.alloc(2 * 1024 * 1024)]),
        "big.png",
        413,
        "larger than 2 MB",
      ],
      [
        "a 32×32 image",
        await png(32, 32),
        "tiny.png",
        422,
        "The logo is 32×32 pixels. Please upload one at least 64×64 pixels.",
      ],
      [
        "a 6000×100 image",
        await png(6000, 100),
        "wide.png",
        422,
        "The logo is 6000×100 pixels. Please upload one at most 5000×5000 pixels.",
      ],
      [
        // Found by the probe of issue #35: a header declaring a huge image was "could not be read".
        "a PNG declaring 100000×100000 pixels",
        await pngDeclaring(100_000, 100_000),
        "bomb.png",
        422,
        "The logo is 100000×100000 pixels. Please upload one at most 5000×5000 pixels.",
      ],
    ];
    for (const [name, bytes, fileName, status, message] of cases) {
      const refused = await upload(rep, companyId, bytes, fileName);
      expect(refused.status, name).toBe(status);
      expect(await refused.text(), name).toContain(message);
    }
    const empty = await post(rep, "/vendor", logoForm({ intent: "logo", companyId: String(companyId) }));
    expect(empty.status).toBe(422);
    expect(await empty.text()).toContain("Choose an image file to upload.");

    expect(await logoKeyOf(companyId)).toBe(kept);
    expect((await storedLogoFiles()).length).toBe(filesBefore);
    const html = await (await page(createClient(app), `/company/${companyId}`)).text();
    expect(html).toContain(`/media/logos/${kept}-128.webp`);
  });

  it("keep no metadata of the file sent: every size is encoded anew", async () => {
    const companyId = await createCompany(database.db);
    const rep = await representativeOf(companyId);
    const jpeg = await sharp({ create: { width: 400, height: 400, channels: 3, background: "#aa3322" } })
      .jpeg()
      .withExif({ IFD0: { Copyright: "Hidden copyright text", Artist: "Someone" } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    expect((await upload(rep, companyId, jpeg, "photo.jpg", "image/jpeg")).status).toBe(200);
    const key = await logoKeyOf(companyId);
    const served = Buffer.from(await (await createClient(app).request(`/media/logos/${key}-256.webp`)).arrayBuffer());
    const metadata = await sharp(served).metadata();
    expect(metadata.format).toBe("webp");
    expect(metadata.exif).toBeUndefined();
    expect(served.includes("Hidden copyright text")).toBe(false);
  });

  it("are changed and removed by admins on the company edit page, audit-logged, and shown at once through the page cache", async () => {
    const shopifyId = await companyIdByDomain(database.db, "shopify.com");
    const admin = await signedInClient(app, { email: adminEmail, password, firstName: "Ad", lastName: "Min" });
    const visitor = createClient(app);
    // The brand's icon from Simple Icons until a logo is uploaded; the page is now in the page cache.
    for (let round = 0; round < 2; round++) {
      expect(await (await page(visitor, `/company/${shopifyId}`)).text()).toContain('src="/brand-logos/shopify.svg"');
    }
    const editPage = await (await admin.request(`/admin/companies/${shopifyId}/edit`)).text();
    expect(editPage).toContain("Simple Icons");
    expect(editPage).not.toContain("Logo address");

    const saved = await post(
      admin,
      `/admin/companies/${shopifyId}/edit`,
      logoForm({ intent: "logo" }, { bytes: await png(512, 512, "#95bf47"), name: "shopify.png", type: "image/png" }),
    );
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain("Logo saved.");
    const key = await logoKeyOf(shopifyId);
    expect(key).not.toBeNull();
    const uploaded = await (await page(visitor, `/company/${shopifyId}`)).text();
    expect(uploaded).toContain(`src="/media/logos/${key}-128.webp"`);
    expect(uploaded).not.toContain("/brand-logos/shopify.svg");

    const removed = await post(admin, `/admin/companies/${shopifyId}/edit`, logoForm({ intent: "remove-logo" }));
    expect(removed.status).toBe(200);
    expect(await removed.text()).toContain("Logo removed. The brand's icon from Simple Icons is shown again.");
    expect(await logoKeyOf(shopifyId)).toBeNull();
    expect(await (await page(visitor, `/company/${shopifyId}`)).text()).toContain('src="/brand-logos/shopify.svg"');
    // No company shows the removed logo: its files are gone.
    expect((await storedLogoFiles()).some((file) => file.includes(key ?? "-"))).toBe(false);
    expect((await createClient(app).request(`/media/logos/${key}-128.webp`)).status).toBe(404);

    const audit = await database.db.execute<{ action: string; actor_email: string; after: { logoKey: string | null } }>(
      sql`select action, actor_email, after from admin_audit_log where target_type = 'company' and target_id = ${String(shopifyId)} and action like 'company.logo.%' order by id`,
    );
    expect(audit.rows.map((row) => [row.action, row.actor_email, row.after.logoKey])).toEqual([
      ["company.logo.upload", adminEmail, key],
      ["company.logo.remove", adminEmail, null],
    ]);
  });

  it("return a company without a brand icon to its initial when removed by its representative", async () => {
    const companyId = await createCompany(database.db, "Quokka Parcel Tools");
    const rep = await representativeOf(companyId);
    await upload(rep, companyId, await png(128, 128));
    const removed = await post(rep, "/vendor", logoForm({ intent: "remove-logo", companyId: String(companyId) }));
    expect(removed.status).toBe(200);
    expect(await removed.text()).toContain("The company's initial is shown until a logo is uploaded.");
    const html = await (await page(createClient(app), `/company/${companyId}`)).text();
    expect(html).not.toContain("/media/logos/");
    const audit = await database.db.execute<{ action: string; after: { by: string } }>(
      sql`select action, after from admin_audit_log where target_id = ${String(companyId)} and action like 'company.logo.%' order by id`,
    );
    expect(audit.rows.map((row) => [row.action, row.after.by])).toEqual([
      ["company.logo.upload", "representative"],
      ["company.logo.remove", "representative"],
    ]);
  });
});

describe("a deleted company's logo", () => {
  beforeAll(async () => {
    ({ app, services } = await createTestApp(database, { ADMIN_EMAILS: adminEmail }));
    await database.db.execute(sql`delete from rate_limits`);
  });

  it("goes with it, unless another company shows the same image", async () => {
    const first = await createCompany(database.db);
    const second = await createCompany(database.db);
    const image = await png(200, 200, "#7c3aed");
    await upload(await representativeOf(first), first, image);
    await upload(await representativeOf(second), second, image);
    const key = await logoKeyOf(first);
    expect(await logoKeyOf(second)).toBe(key);
    const admin = await signedInClient(app, { email: adminEmail, password, firstName: "Ad", lastName: "Min" });
    const stored = async () => (await storedLogoFiles()).filter((file) => file.includes(key ?? "-")).length;
    expect((await admin.postForm("/admin/companies", { intent: "delete", companyId: String(first) })).status).toBe(200);
    expect(await stored()).toBe(3);
    const deleted = await admin.postForm("/admin/companies", { intent: "delete", companyId: String(second) });
    expect(deleted.status, await deleted.clone().text()).toBe(200);
    expect(await stored()).toBe(0);
  });
});

describe("AI blocks on the company page", () => {
  beforeAll(async () => {
    ({ app, services } = await createTestApp(database, { ADMIN_EMAILS: adminEmail }));
  });

  it("are left out for visitors when there is no summary; admins see the prompt to generate one", async () => {
    const companyId = await createCompany(database.db);
    const visitorPage = await (await page(createClient(app), `/company/${companyId}`)).text();
    expect(visitorPage).not.toContain("No AI summary has been generated");
    expect(visitorPage).not.toContain(">AI summary");
    const member = await signedInClient(app, { email: uniqueEmail("ai-member"), password });
    expect(await (await page(member, `/company/${companyId}`)).text()).not.toContain(">AI summary");
    const admin = await signedInClient(app, { email: adminEmail, password, firstName: "Ad", lastName: "Min" });
    const adminPage = await (await page(admin, `/company/${companyId}`)).text();
    expect(adminPage).toContain("No AI summary has been generated for this company yet.");
    expect(adminPage).toContain(">Generate<");

    await database.db.execute(
      sql`update companies set ai_summary = 'Operators praise its onboarding.', ai_summary_generated_at = now() where id = ${companyId}`,
    );
    const withSummary = await (await page(createClient(app), `/company/${companyId}`)).text();
    expect(withSummary).toContain(">AI summary");
    expect(withSummary).toContain("Operators praise its onboarding.");
  });
});
