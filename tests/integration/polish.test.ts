import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { polishText } from "#server/ai/polish-text.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { createClient, createTestApp, uniqueEmail } from "#tests/support/test-app.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";

describe("built-in AI Polish", () => {
  it("fixes clear spelling slips, spacing, punctuation and capitals without changing the content", async () => {
    const result = await polishText(
      "we switched to Klaviyo last year  and i think the recieve rate improved .the support team was realy helpfull,onboarding took a week",
    );
    expect(result.text).toBe(
      "We switched to Klaviyo last year and I think the receive rate improved. The support team was really helpful, onboarding took a week.",
    );
    expect(result.changes).toEqual([
      { from: "i", to: "I" },
      { from: "recieve", to: "receive" },
      { from: "realy", to: "really" },
      { from: "helpfull", to: "helpful" },
    ]);
  });

  it("leaves names, trade words, numbers, URLs and ambiguous words alone", async () => {
    const text =
      "Gorgias beats Zendesk for our DTC brand. Upsells via ReCharge lifted AOV 3.5x, see brand.example/case. Shopify checkout and onboarding were fine.";
    expect((await polishText(text)).text).toBe(text);
    expect((await polishText("teh dashbaord is fast")).text).toBe("The dashboard is fast.");
  });
});

describe("polish endpoint", () => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof createTestApp>>["app"];
  beforeAll(async () => {
    database = await createTestDatabase();
    ({ app } = await createTestApp(database));
  });
  afterAll(async () => {
    await database?.close();
  });

  it("needs a session and returns the suggestion", async () => {
    expect((await createClient(app).postJson("/api/v1/reviews/polish", { text: "helo" })).status).toBe(401);
    const client = createClient(app);
    await client.signUp({
      firstName: "Pol",
      lastName: "Ish",
      email: uniqueEmail("polish"),
      password: "polishing pass phrase",
    });
    const body = await (await client.postJson("/api/v1/reviews/polish", { text: "the integraton works" })).json();
    expect(body).toEqual({
      polished: "The integration works.",
      changes: [{ from: "integraton", to: "integration" }],
      provider: "built-in",
    });
    const empty = await client.postJson("/api/v1/reviews/polish", { text: "   " });
    expect((await empty.json()).error.message).toBe("There is no text to polish yet");
  });
});
