import { describe, expect, inject } from "vitest";
import { demoAdminEmail, demoUserEmails } from "#contracts/demo-accounts.ts";
import { it } from "./support/fixtures.ts";
import { signIn } from "./support/sign-in.ts";

const baseUrl = inject("baseUrl");

describe("expert review editor", () => {
  it("is absent for a normal user", async ({ page }) => {
    await signIn(page, demoUserEmails[0] ?? "");
    await page.goto(`${baseUrl}/expert-reviews/startup-brand`);
    await page.getByRole("heading", { level: 1, name: /startup brand stack/ }).waitFor();
    expect(await page.getByRole("button", { name: /^Edit / }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Delete expert review" }).count()).toBe(0);
  });

  it("lets an admin edit the rating and the text in place, cancel, and save", async ({ newPage }) => {
    const page = await newPage({ allowConsole: [/status of 422/] });
    await signIn(page, demoAdminEmail);
    await page.goto(`${baseUrl}/expert-reviews/six-figure-brand`);
    const rating = page.getByRole("region", { name: "Rating" });
    await rating.getByRole("button", { name: "Edit Rating" }).click();
    await rating.getByRole("button", { name: "Cancel" }).click();
    await rating.getByText("4.0 / 5").waitFor();

    await rating.getByRole("button", { name: "Edit Rating" }).click();
    await rating.getByLabel("Rating (1 to 5, one decimal)").fill("4.7");
    await rating.getByRole("button", { name: "Save" }).click();
    await rating.getByText("4.7 / 5").waitFor();
    expect(await rating.getByRole("button", { name: "Edit Rating" }).count()).toBe(1);

    const video = page.getByRole("region", { name: "Video" });
    await video.getByRole("button", { name: "Edit Video" }).click();
    await video.getByLabel("Video address").fill("https://example.com/not-a-video");
    await video.getByRole("button", { name: "Save" }).click();
    await video
      .getByRole("alert")
      .getByText(/Use a YouTube or Vimeo link/)
      .waitFor();
    await video.getByRole("button", { name: "Cancel" }).click();
    await video.getByText("No video uploaded yet").waitFor();

    const text = page.getByRole("region", { name: "Review" });
    await text.getByRole("button", { name: "Edit Review" }).click();
    await text.getByLabel(/Review text/).fill("Line one of the review.\nLine two of the review.");
    await text.getByRole("button", { name: "Save" }).click();
    await text.getByText("Line two of the review.").waitFor();
    expect(await text.locator("p").count()).toBe(2);
  });
});
