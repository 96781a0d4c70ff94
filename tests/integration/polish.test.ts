import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { polishText } from "#server/ai/polish-text.ts";
import judged from "#tests/fixtures/polish-judged.json" with { type: "json" };
import { prepareTestApp } from "#tests/support/fixtures.ts";
import { type StubReply, startOpenAiStub } from "#tests/support/openai-stub.ts";
import { createClient, createTestApp, signedUpClient } from "#tests/support/test-app.ts";

describe("built-in AI Polish", () => {
  it("fixes clear spelling slips, spacing, punctuation and capitals without changing the content", async () => {
    const result = await polishText(
      "we switched to Klaviyo last year  and i think the recieve rate improved .the support team was realy helpfull,onboarding took a week",
    );
    expect(result.text).toBe(
      "We switched to Klaviyo last year and I think the receive rate improved. The support team was really helpful, onboarding took a week.",
    );
    expect(result.changes).toEqual([
      { from: "i think", to: "I think" },
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

const { database, app } = prepareTestApp();

describe("polish endpoint", () => {
  it("needs a session and returns the suggestion", async () => {
    expect((await createClient(app).postJson("/api/v1/reviews/polish", { text: "helo" })).status).toBe(401);
    const client = await signedUpClient(app, { firstName: "Pol", lastName: "Ish", password: "polishing pass phrase" });
    const body = await (await client.postJson("/api/v1/reviews/polish", { text: "the integraton works" })).json();
    expect(body).toEqual({
      polished: "The integration works.",
      changes: [{ from: "integraton", to: "integration" }],
      provider: "built-in",
      title: null,
    });
    const empty = await client.postJson("/api/v1/reviews/polish", { text: "   " });
    expect((await empty.json()).error.message).toBe("There is no text to polish yet");
  });

  it("polishes the judged set's texts and titles, with the catalog's brand names from the database (issue #35)", async () => {
    const client = await signedUpClient(app, { firstName: "Ju", lastName: "Dged", password: "polishing pass phrase" });
    const review = "Flows took a afternoon to set up tho, and support answered within a day.";
    for (const { kind, input, expected, ...rest } of judged.cases) {
      const wanted = "missed" in rest ? rest.missed : expected;
      const response = await client.postJson(
        "/api/v1/reviews/polish",
        kind === "title" ? { text: review, title: input } : { text: input },
      );
      expect(response.status, input).toBe(200);
      const body = await response.json();
      expect(body.provider).toBe("built-in");
      if (kind === "title") {
        expect(body.polished).toBe("Flows took an afternoon to set up though, and support answered within a day.");
        expect(body.title.polished, input).toBe(wanted);
      } else expect(body.polished, input).toBe(wanted);
    }
  }, 120_000);
});

describe("polish with a language model (a local OpenAI-compatible stub)", () => {
  let modelApp: Awaited<ReturnType<typeof createTestApp>>["app"];
  let reply: StubReply = { kind: "status", status: 500 };
  let stub: Awaited<ReturnType<typeof startOpenAiStub>>;
  beforeAll(async () => {
    stub = await startOpenAiStub(() => reply);
    ({ app: modelApp } = await createTestApp(database, {
      AI_BASE_URL: stub.baseUrl,
      AI_MODEL: "stub-model",
      AI_TIMEOUT_MS: "500",
    }));
  });
  afterAll(async () => {
    await stub?.close();
  });

  it("uses the model's proofreading, and the built-in polish when the model fails or rewrites", async () => {
    const client = await signedUpClient(modelApp, {
      firstName: "Mo",
      lastName: "Del",
      password: "polishing pass phrase",
    });
    const text = "the integraton works, support was quik";
    reply = {
      kind: "json",
      content: {
        polished: "The integration works, support was quick.",
        changes: [
          { from: "integraton", to: "integration" },
          { from: "quik", to: "quick" },
        ],
      },
    };
    const byModel = await (await client.postJson("/api/v1/reviews/polish", { text })).json();
    expect(byModel).toEqual({
      polished: "The integration works, support was quick.",
      changes: [
        { from: "integraton", to: "integration" },
        { from: "quik", to: "quick" },
      ],
      provider: "model",
      title: null,
    });
    expect(stub.requests.at(-1)?.messages.at(-1)?.content).toBe(text);

    const fallbacks: StubReply[] = [
      {
        kind: "json",
        content: {
          polished: "A completely different and much longer review that the writer never wrote at all.",
          changes: [],
        },
      },
      // Close in length, but it says the opposite: a model's answer must keep the numbers and negations.
      {
        kind: "json",
        content: { polished: "The integration never works, support was quick.", changes: [] },
      },
      { kind: "text", content: "Here you go: the integration works" },
      { kind: "status", status: 503 },
      { kind: "hang" },
    ];
    for (const answer of fallbacks) {
      reply = answer;
      const body = await (await client.postJson("/api/v1/reviews/polish", { text })).json();
      expect(body.provider, JSON.stringify(answer)).toBe("built-in");
      expect(body.polished).toMatch(/^The integration works, support was/);
    }
  });
});
