// Dictation without the browser's speech recognition (docs/decisions/055-dictation.md): Chromium with a fake
// microphone records, a second server sends the audio to a local stub of the transcription API, and the text
// lands where the cursor was. Without speech recognition and without a transcription model, the form says why.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject } from "vitest";
import { type StubTranscriptionReply, startOpenAiStub } from "#tests/support/openai-stub.ts";
import { openPage } from "./support/browser.ts";
import { it as test } from "./support/fixtures.ts";
import { startServer } from "./support/server-process.ts";
import { signUpInDialog } from "./support/sign-in.ts";

const transcript = "The fake microphone liked the returns portal.";
let reply: StubTranscriptionReply = { kind: "transcript", text: transcript };
let stub: Awaited<ReturnType<typeof startOpenAiStub>>;
let server: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  stub = await startOpenAiStub(() => ({ kind: "status", status: 500 }), { transcribe: () => reply });
  server = await startServer({ env: { AI_BASE_URL: stub.baseUrl, AI_MODEL: "stub-chat-model" } });
});
afterAll(async () => {
  await server?.stop();
  await stub?.close();
});

// A fake microphone (a tone) that the page may use without asking: only this file's browser has it.
const it = test.extend("browserFlags", { scope: "file" }, () => [
  "--use-fake-device-for-media-stream",
  "--use-fake-ui-for-media-stream",
]);

/** A browser without speech recognition (as Firefox), so dictation has to record. */
async function withoutSpeechRecognition(page: Page) {
  await page.addInitScript(() => {
    const scope = window as unknown as Record<string, unknown>;
    delete scope.SpeechRecognition;
    delete scope.webkitSpeechRecognition;
  });
}

async function openReviewFormSignedIn(page: Page, baseUrl: string, firstName: string) {
  await page.goto(`${baseUrl}/write-review`);
  await page.getByRole("list", { name: "Popular companies" }).getByRole("link").first().click();
  await page.getByRole("main").getByRole("link", { name: "Sign In" }).click();
  await signUpInDialog(page, { firstName, lastName: "Speaker" });
  await expect.poll(() => page.getByLabel("First name").inputValue()).toBe(firstName);
}

describe("dictation by recording, where the browser has no speech recognition", () => {
  it("records with a visible timer, stops, and puts the server's transcript where the cursor is", async ({ page }) => {
    await withoutSpeechRecognition(page);
    await openReviewFormSignedIn(page, server.baseUrl, "Recorder");
    const text = page.getByLabel("Your review");
    await text.fill("Setup took a day. Support was quick.");
    // The cursor after the first sentence.
    await text.evaluate((box: HTMLTextAreaElement) => box.setSelectionRange(17, 17));

    reply = { kind: "transcript", text: transcript };
    await page.getByRole("button", { name: "Dictate" }).click();
    const stop = page.getByRole("button", { name: "Stop dictation" });
    await stop.waitFor();
    await page.getByRole("status").getByText("Recording…").waitFor();
    await page.getByRole("timer", { name: "Recording time" }).getByText("0:01 / 1:00").waitFor();
    await stop.click();
    await expect
      .poll(() => text.inputValue())
      .toBe("Setup took a day. The fake microphone liked the returns portal. Support was quick.");
    await page.getByRole("button", { name: "Dictate" }).waitFor();
    expect(await page.getByRole("timer").count()).toBe(0);

    const received = stub.transcriptionRequests.at(-1);
    expect(received?.fileType).toBe("audio/webm");
    expect(received?.fileName).toBe("dictation.webm");
    expect(received?.model).toBe("whisper-1");
    expect([...(received?.bytes.subarray(0, 4) ?? [])]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
  });

  it("shows the server's sentence when transcription fails, and keeps the text as it was", async ({ browser }) => {
    const { page, consoleErrors, close } = await openPage(browser, {
      allowConsole: [/Failed to load resource: the server responded with a status of 502/],
    });
    await withoutSpeechRecognition(page);
    await openReviewFormSignedIn(page, server.baseUrl, "Unlucky");
    const text = page.getByLabel("Your review");
    await text.fill("Kept as typed.");
    reply = { kind: "status", status: 500 };
    await page.getByRole("button", { name: "Dictate" }).click();
    await page.getByRole("timer", { name: "Recording time" }).getByText("0:01 / 1:00").waitFor();
    await page.getByRole("button", { name: "Stop dictation" }).click();
    await page
      .getByRole("status")
      .getByText("The transcription service failed (status 500). Please try again, or type your review.")
      .waitFor();
    expect(await text.inputValue()).toBe("Kept as typed.");
    expect(consoleErrors).toEqual([]);
    await close();
  });
});

describe("dictation where nothing can take it", () => {
  it("says why when the browser has no speech recognition and the site no transcription model", async ({ page }) => {
    await withoutSpeechRecognition(page);
    // The shared server of the browser tests has no AI endpoint.
    await page.goto(`${inject("baseUrl")}/write-review`);
    await page.getByRole("list", { name: "Popular companies" }).getByRole("link").first().click();
    await page
      .getByText("Dictation needs a browser with speech recognition, such as Chrome, Edge or Safari.")
      .waitFor();
    expect(await page.getByRole("button", { name: "Dictate" }).count()).toBe(0);
  });

  it("asks a visitor to sign in before recording, where the site transcribes", async ({ page }) => {
    await withoutSpeechRecognition(page);
    await page.goto(`${server.baseUrl}/write-review`);
    await page.getByRole("list", { name: "Popular companies" }).getByRole("link").first().click();
    await page.getByText("Sign in to dictate your review.").waitFor();
    expect(await page.getByRole("button", { name: "Dictate" }).count()).toBe(0);
  });
});
