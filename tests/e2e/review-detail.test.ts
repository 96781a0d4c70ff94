// Review detail (issue #16): a writer rates the details with the keyboard, lists pros and cons and says who they
// are; the company page shows them on the review card, and the all-reviews page finds the review by its reviewer.
import { describe, expect, inject } from "vitest";
import { it } from "./support/fixtures.ts";
import { confirmEmailOnServer } from "./support/server-database.ts";
import { signUpInDialog } from "./support/sign-in.ts";
import { chooseCompanyToReview } from "./support/write-review.ts";

const baseUrl = inject("baseUrl");

describe("a review with sub-ratings, pros and cons", () => {
  it("is written with the keyboard and shows on the company page and in the reviewer filters", async ({ page }) => {
    await page.goto(`${baseUrl}/write-review`);
    await chooseCompanyToReview(page, "postscript", "Postscript");

    await page.getByRole("main").getByRole("link", { name: "Sign In" }).click();
    await confirmEmailOnServer(await signUpInDialog(page, { firstName: "Detailed" }));
    await expect.poll(() => page.getByLabel("First name").inputValue()).toBe("Detailed");

    await page.locator("label", { has: page.getByRole("radio", { name: "4 stars" }) }).click();
    // Sub-ratings are radio groups: focus one, then the arrow keys choose.
    const ease = page.getByRole("group", { name: "Ease of use" });
    await ease.getByRole("radio", { name: "Ease of use: not rated" }).focus();
    for (let step = 0; step < 4; step++) await page.keyboard.press("ArrowRight");
    expect(await page.getByRole("radio", { name: "Ease of use 4 out of 5" }).isChecked()).toBe(true);
    await page.locator("label", { has: page.getByRole("radio", { name: "Customer support 5 out of 5" }) }).click();
    expect(await page.getByRole("radio", { name: "Value for money: not rated" }).isChecked()).toBe(true);

    await page.getByLabel("Title").fill("Two-way texts that customers answer");
    await page
      .getByLabel("Your review")
      .fill("Postscript flows brought back a tenth of abandoned checkouts within the first month.");
    await page.getByLabel("Pros (optional)").fill("Quick replies from support\nKeyword opt-in works");
    await page.getByLabel("Cons (optional)").fill("Reporting is thin");
    await page.getByLabel("Business website").fill("detailed-goods.example");
    await page.getByLabel("Brand size (yearly revenue)").selectOption("sixFigures");
    await page.getByLabel("Your role", { exact: true }).selectOption("founder");
    await page.getByLabel("Store platform").selectOption("woocommerce");

    // A mistake the shared schema catches in the browser: the message shows and nothing typed is lost.
    await page.getByLabel("Cons (optional)").fill("x".repeat(1001));
    await page.getByRole("button", { name: "Submit review of Postscript" }).click();
    await page.getByText("Cons must be at most 1,000 characters").first().waitFor();
    expect(await page.getByLabel("Pros (optional)").inputValue()).toBe(
      "Quick replies from support\nKeyword opt-in works",
    );
    await page.getByLabel("Cons (optional)").fill("Reporting is thin");

    await page.getByRole("button", { name: "Submit review of Postscript" }).click();
    await page.getByRole("heading", { name: "Thank you for your review!" }).waitFor();
    await page.getByRole("link", { name: "See the company page" }).click();

    const card = page.getByRole("article", { name: "Two-way texts that customers answer" });
    await card.waitFor();
    await card.getByText("Ease of use 4 out of 5").waitFor();
    await card.getByText("Customer support 5 out of 5").waitFor();
    expect(await card.getByText("Value for money", { exact: false }).count()).toBe(0);
    expect(await card.getByRole("list", { name: "Pros" }).getByRole("listitem").allTextContents()).toEqual([
      "Quick replies from support",
      "Keyword opt-in works",
    ]);
    await card.getByText("Reporting is thin").waitFor();
    await card.getByText("Founder or owner · 6 figures brand · on WooCommerce").waitFor();
    await page.getByRole("region", { name: "Ratings by topic" }).waitFor();

    await page.getByRole("link", { name: /View All/ }).click();
    await page.getByRole("heading", { name: "Postscript reviews" }).waitFor();
    await page.getByText("Filters").click();
    await page.getByLabel("Reviewer's platform").selectOption("woocommerce");
    await page.waitForURL(/platform=woocommerce/);
    await page.getByRole("article", { name: "Two-way texts that customers answer" }).waitFor();
    await page.getByText(/reviews? match your filters/).waitFor();
  });
});
