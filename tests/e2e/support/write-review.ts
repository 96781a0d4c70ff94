// The review form as a writer fills it in, for the browser tests that write a review on the way to what they test.
import type { Locator, Page } from "playwright-core";

/** Types `search` into the write-review page's company box and picks `name` among the matches. */
export async function chooseCompanyToReview(page: Page, search: string, name: string) {
  await page.getByLabel("Company name, website or category").fill(search);
  await page
    .getByRole("list", { name: "Matching companies" })
    .getByRole("link", { name: new RegExp(name) })
    .click();
  await page.getByText(`Reviewing ${name}`).waitFor();
}

type ReviewText = { stars: 1 | 2 | 3 | 4 | 5; title: string; text: string; website: string };

/** Rates, titles and writes the review in `form` (the page, or the company page's dialog), and names the shop. */
export async function fillReview(form: Page | Locator, { stars, title, text, website }: ReviewText) {
  // The star's radio button sits inside its label; `has` looks inside the label, so the radio is named from the page.
  const page = "mainFrame" in form ? form : form.page();
  const rating = page.getByRole("radio", { name: stars === 1 ? "1 star" : `${stars} stars` });
  await form.locator("label", { has: rating }).click();
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Your review").fill(text);
  await form.getByLabel("Business website").fill(website);
}
