import { sql } from "drizzle-orm";
import { describe, expect } from "vitest";
import { videoEmbedOf } from "#contracts/validation/expert-review.ts";
import { test as it } from "#tests/support/fixtures.ts";
import { createClient } from "#tests/support/test-app.ts";

describe("video embeds", () => {
  it("accepts YouTube, Vimeo and direct video files, and nothing else", () => {
    expect(videoEmbedOf("https://www.youtube.com/watch?v=dQw4w9WgXcQ")).toMatchObject({
      kind: "iframe",
      src: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    });
    expect(videoEmbedOf("https://youtu.be/dQw4w9WgXcQ")?.kind).toBe("iframe");
    expect(videoEmbedOf("https://vimeo.com/76979871")).toMatchObject({
      src: "https://player.vimeo.com/video/76979871",
    });
    expect(videoEmbedOf("https://cdn.example.com/demo.mp4")).toMatchObject({ kind: "video" });
    expect(videoEmbedOf("http://www.youtube.com/watch?v=dQw4w9WgXcQ")).toBeNull();
    expect(videoEmbedOf("https://example.com/page")).toBeNull();
    expect(videoEmbedOf("javascript:alert(1)")).toBeNull();
  });
});

describe("expert reviews", () => {
  it("lists the four seeded reviews and shows one with its rating, paragraphs and empty video state", async ({
    visitor: client,
  }) => {
    const list = await (await client.request("/expert-reviews")).text();
    for (const slug of ["postscript", "fulfil", "startup-brand", "six-figure-brand"])
      expect(list).toContain(`href="/expert-reviews/${slug}"`);
    const page = await (await client.request("/expert-reviews/postscript")).text();
    expect(page).toContain("Postscript review: SMS built for Shopify brands");
    expect(page).toContain("4.5 / 5");
    expect(page).toContain("No video uploaded yet");
    expect(page.match(/<p>[^<]+<\/p>/g)?.length).toBeGreaterThanOrEqual(4);
    expect(page).toContain("By OperatorStack editorial team");
    expect(page).not.toContain("Edit Rating");
    const missing = await client.request("/expert-reviews/no-such-review");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("Review Not Found");
  });

  it("lets an admin edit the rating, video and text, with validation, and create and delete reviews", async ({
    admin: client,
    database,
  }) => {
    const page = await (await client.request("/expert-reviews/fulfil")).text();
    expect(page).toContain("Edit Rating");
    expect((await client.postForm("/expert-reviews/fulfil", { field: "rating", value: "4.26" })).status).toBe(200);
    const badRating = await client.postForm("/expert-reviews/fulfil", { field: "rating", value: "7" });
    expect(badRating.status).toBe(422);
    expect(await badRating.text()).toContain("Rating must be at most 5");
    const badVideo = await client.postForm("/expert-reviews/fulfil", {
      field: "videoUrl",
      value: "https://example.com/page",
    });
    expect(badVideo.status).toBe(422);
    expect(await badVideo.text()).toContain("Use a YouTube or Vimeo link");
    await client.postForm("/expert-reviews/fulfil", { field: "videoUrl", value: "https://youtu.be/dQw4w9WgXcQ" });
    await client.postForm("/expert-reviews/fulfil", { field: "content", value: "First paragraph.\nSecond paragraph." });
    const updated = await (await client.request("/expert-reviews/fulfil")).text();
    expect(updated).toContain("4.3 / 5");
    expect(updated).toContain('src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
    expect(updated).toContain("<p>First paragraph.</p><p>Second paragraph.</p>");
    await client.postForm("/expert-reviews/fulfil", { field: "content", value: "" });
    expect(await (await client.request("/expert-reviews/fulfil")).text()).toContain("No content available yet.");

    const created = await client.postForm("/expert-reviews", {
      title: "Gorgias deep dive",
      subtitle: "Support at scale",
      slug: "gorgias",
    });
    expect(created.status).toBe(302);
    expect(await (await client.request("/expert-reviews/gorgias")).text()).toContain("Not rated yet.");
    const duplicate = await client.postForm("/expert-reviews", { title: "Gorgias again", slug: "gorgias" });
    expect(duplicate.status).toBe(409);
    const deleted = await client.postForm("/expert-reviews/gorgias", { intent: "delete" });
    expect(deleted.status).toBe(302);
    expect((await client.request("/expert-reviews/gorgias")).status).toBe(404);
    const audit = await database.db.execute<{ total: number }>(
      sql`select count(*)::int as total from admin_audit_log where target_type = 'expert-review'`,
    );
    expect(audit.rows[0]?.total).toBeGreaterThanOrEqual(6);
  });

  it("refuses every edit to non-admins", async ({ member: user, app, database }) => {
    expect((await user.postForm("/expert-reviews/postscript", { field: "rating", value: "1" })).status).toBe(403);
    expect((await user.postForm("/expert-reviews/postscript", { intent: "delete" })).status).toBe(403);
    expect((await createClient(app).postForm("/expert-reviews", { title: "Sneaky", slug: "sneaky" })).status).toBe(401);
    const rating = await database.db.execute<{ rating: string }>(
      sql`select rating from expert_reviews where slug = 'postscript'`,
    );
    expect(rating.rows[0]?.rating).toBe("4.5");
  });
});
