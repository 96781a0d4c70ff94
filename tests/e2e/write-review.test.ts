import type { Page } from "playwright-core";
import { describe, expect, inject } from "vitest";
import { it } from "./support/fixtures.ts";
import { confirmEmailOnServer } from "./support/server-database.ts";
import { signUpInDialog } from "./support/sign-in.ts";
import { chooseCompanyToReview, fillReview } from "./support/write-review.ts";

const baseUrl = inject("baseUrl");

/** Signs up in the dialog; the address is confirmed as its link would (email.test.ts follows the link itself). */
async function signUpConfirmedInDialog(page: Page, firstName: string) {
  await confirmEmailOnServer(await signUpInDialog(page, { firstName }));
}

describe("writing a review", () => {
  it("chooses a company, keeps the draft through sign-in, submits, edits and deletes", async ({ page }) => {
    page.on("dialog", (dialog) => void dialog.accept());
    await page.goto(`${baseUrl}/write-review`);
    await chooseCompanyToReview(page, "gorgias", "Gorgias");
    await page.getByText("Please sign in to write your review.").waitFor();
    await page.getByLabel("Title").fill("Macros saved our support team");
    await page
      .getByLabel("Your review")
      .fill("Macros and Shopify order data in the sidebar cut our reply time in half.");

    await page.getByRole("main").getByRole("link", { name: "Sign In" }).click();
    await signUpConfirmedInDialog(page, "Drafty");
    // After signing in the form is filled from the account and the draft is restored.
    await expect.poll(() => page.getByLabel("First name").inputValue()).toBe("Drafty");
    expect(await page.getByLabel("Title").inputValue()).toBe("Macros saved our support team");

    const submit = page.getByRole("button", { name: "Submit review of Gorgias" });
    expect(await submit.isDisabled()).toBe(true);
    await page.locator("label", { has: page.getByRole("radio", { name: "5 stars" }) }).click();
    expect(await page.getByRole("radio", { name: "5 stars" }).isChecked()).toBe(true);
    await page.getByLabel("Business website").fill("drafty-goods.example");
    await page.getByLabel("7 figures").check();
    await submit.click();
    await page.getByRole("heading", { name: "Thank you for your review!" }).waitFor();
    await page.getByRole("link", { name: "See the company page" }).click();
    await page.getByText("Macros saved our support team").first().waitFor();

    await page.goto(`${baseUrl}/my-reviews`);
    await page.getByText("Macros saved our support team").waitFor();
    await page.getByRole("link", { name: "Edit" }).click();
    await page.getByRole("heading", { name: "Edit your review" }).waitFor();
    await page.getByLabel("Title").fill("Macros really saved our support team");
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByRole("heading", { name: "Thank you for your review!" }).waitFor();
    await page.goto(`${baseUrl}/my-reviews`);
    await page.getByText("Macros really saved our support team").waitFor();
    await page.getByText("· edited").waitFor();
    await page.getByRole("button", { name: "Delete" }).click();
    await page.getByRole("heading", { name: "No reviews yet" }).waitFor();
  });

  it("writes a review from the company page dialog, which thanks the reviewer until they close it", async ({
    page,
  }) => {
    await page.goto(`${baseUrl}/categories/returns`);
    await page
      .getByRole("main")
      .getByRole("link", { name: /Loop Returns/ })
      .click();
    await page.getByRole("heading", { name: "Loop Returns", level: 1 }).waitFor();
    await page.getByRole("main").getByRole("link", { name: "Write a Review" }).click();
    await signUpConfirmedInDialog(page, "Dialogue");
    await page.getByRole("main").getByRole("link", { name: "Write a Review" }).click();
    const dialog = page.getByRole("dialog");
    await fillReview(dialog, {
      stars: 4,
      title: "Exchanges instead of refunds",
      text: "Shoppers pick exchanges more often now, which keeps revenue in the store.",
      website: "dialogue-shop.example",
    });
    await dialog.getByRole("button", { name: "Submit review of Loop Returns" }).click();
    await dialog.getByRole("heading", { name: "Thank you for your review!" }).waitFor();
    await dialog.getByText("Your review is live and counts toward the company's rating.").waitFor();
    await dialog.getByRole("button", { name: "Done" }).click();
    await dialog.waitFor({ state: "detached" });
    await page.getByText("Exchanges instead of refunds").first().waitFor();
    await page.getByRole("main").getByRole("link", { name: "Edit your review" }).waitFor();
  });
});

describe("adding a missing company", () => {
  it("blocks a domain in use, then adds a new company and selects it for the review", async ({ page }) => {
    await page.goto(`${baseUrl}/write-review`);
    await page.getByRole("button", { name: "Add Company" }).click();
    await signUpConfirmedInDialog(page, "Adder");
    await page.getByRole("button", { name: "Add Company" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Company name").fill("Klaviyo Copy");
    await dialog.getByLabel("Website domain").fill("https://www.klaviyo.com");
    await dialog.getByRole("alert").getByText("Domain already in use").waitFor();
    expect(await dialog.getByRole("button", { name: "Continue with New Company" }).isDisabled()).toBe(true);

    const unique = `brandnew${Date.now()}`;
    await dialog.getByLabel("Company name").fill(`Brand New ${unique}`);
    await dialog.getByLabel("Website domain").fill(`${unique}.com`);
    await dialog.getByText("No existing company found. You can add this as a new company.").waitFor();
    await dialog.getByRole("button", { name: "Continue with New Company" }).click();
    await dialog.getByLabel("Returns & Exchanges").check();
    await dialog.getByRole("button", { name: "Back" }).click();
    await dialog.getByRole("button", { name: "Continue with New Company" }).click();
    await dialog.getByLabel("Returns & Exchanges").check();
    await dialog.getByRole("button", { name: "Add Company" }).click();
    await page.getByText(`Reviewing Brand New ${unique}`).waitFor();
  });
});

describe("writing aids", () => {
  it("polishes the text on request (accept or reject) and takes dictation where the browser can", async ({ page }) => {
    // A stand-in for the browser's speech recognition: it "hears" one sentence when started.
    await page.addInitScript(() => {
      class FakeRecognition {
        continuous = false;
        interimResults = false;
        lang = "en";
        onresult: ((event: unknown) => void) | null = null;
        onerror: ((event: unknown) => void) | null = null;
        onend: (() => void) | null = null;
        start() {
          setTimeout(
            () =>
              this.onresult?.({
                resultIndex: 0,
                results: [{ isFinal: true, 0: { transcript: "Returns dropped by a third." } }],
              }),
            0,
          );
        }
        stop() {
          this.onend?.();
        }
      }
      (window as unknown as { SpeechRecognition: unknown }).SpeechRecognition = FakeRecognition;
    });
    await page.goto(`${baseUrl}/write-review`);
    await page.getByRole("list", { name: "Popular companies" }).getByRole("link").first().click();
    await page.getByRole("main").getByRole("link", { name: "Sign In" }).click();
    await signUpConfirmedInDialog(page, "Aide");
    const text = page.getByLabel("Your review");
    await text.fill("the integraton was realy easy");
    await page.getByRole("button", { name: "AI Polish" }).click();
    const suggestion = page.getByRole("region", { name: "Polished suggestion" });
    await suggestion.getByText("The integration was really easy.").waitFor();
    await suggestion.getByRole("button", { name: "Reject" }).click();
    expect(await text.inputValue()).toBe("the integraton was realy easy");
    await page.getByRole("button", { name: "AI Polish" }).click();
    await suggestion.getByRole("button", { name: "Accept" }).click();
    expect(await text.inputValue()).toBe("The integration was really easy.");

    await page.getByRole("button", { name: "Dictate" }).click();
    await expect.poll(() => text.inputValue()).toBe("The integration was really easy. Returns dropped by a third.");
    await page.getByRole("button", { name: "Stop dictation" }).click();
    await page.getByRole("button", { name: "Dictate" }).waitFor();
  });
});

describe("review videos", () => {
  it("refuses a renamed non-video, uploads a real one with progress, and shows it on the company page", async ({
    page,
  }) => {
    await page.goto(`${baseUrl}/write-review`);
    await chooseCompanyToReview(page, "shipbob", "ShipBob");
    await page.getByRole("main").getByRole("link", { name: "Sign In" }).click();
    await signUpConfirmedInDialog(page, "Videographer");
    const video = page.getByLabel("Video (optional)");
    await video.setInputFiles({
      name: "notes.mp4",
      mimeType: "video/mp4",
      buffer: Buffer.from("these are just my notes, not a video at all"),
    });
    await page.getByRole("alert").getByText("Please select a valid video file").waitFor();
    const mp4 = Buffer.alloc(64 * 1024);
    mp4.set([0, 0, 0, 24, ...Buffer.from("ftypisom"), 0, 0, 2, 0, ...Buffer.from("isomiso2")]);
    await video.setInputFiles({ name: "warehouse-tour.mp4", mimeType: "video/mp4", buffer: mp4 });
    await page.getByText("Uploaded warehouse-tour.mp4").waitFor();
    await fillReview(page, {
      stars: 4,
      title: "Two-day shipping without our own warehouse",
      text: "Inventory sits in three of their warehouses, so most orders arrive within two days.",
      website: "video-brand.example",
    });
    await page.getByRole("button", { name: "Submit review of ShipBob" }).click();
    await page.getByRole("heading", { name: "Thank you for your review!" }).waitFor();
    await page.getByRole("link", { name: "See the company page" }).click();
    const player = page.locator("video[src^='/media/videos/']").first();
    await player.waitFor({ state: "attached" });
    expect(await player.getAttribute("aria-label")).toBe("Video review: Two-day shipping without our own warehouse");
    const videoUrl = await player.getAttribute("src");
    expect((await page.request.get(`${baseUrl}${videoUrl}`, { headers: { Range: "bytes=0-15" } })).status()).toBe(206);

    // My Reviews shows it too; deleting the review deletes the file.
    page.on("dialog", (dialog) => void dialog.accept());
    await page.goto(`${baseUrl}/my-reviews`);
    await page.locator(`video[src='${videoUrl}']`).waitFor({ state: "attached" });
    await page.getByRole("button", { name: "Delete" }).click();
    await page.getByRole("heading", { name: "No reviews yet" }).waitFor();
    expect((await page.request.get(`${baseUrl}${videoUrl}`)).status()).toBe(404);
  });
});
