import { describe, inject } from "vitest";
import { it } from "./support/fixtures.ts";
import { openAccountMenu, signOutFromMenu } from "./support/sign-in.ts";

const baseUrl = inject("baseUrl");

describe("account settings in the browser", () => {
  it("changes the password, signs in with the new one, then deletes the account for good", async ({ newPage }) => {
    const page = await newPage({ allowConsole: [/status of 401/] });
    page.on("dialog", (dialog) => void dialog.accept());
    const email = `settings.${Date.now()}@example.com`;
    await page.goto(`${baseUrl}/sign-up`);
    await page.getByLabel("First name").fill("Sett");
    await page.getByLabel("Last name").fill("Ings");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("first pass phrase");
    await page.getByRole("button", { name: "Create Account" }).click();
    const settings = page.getByRole("banner").getByRole("link", { name: "Account Settings" });
    await (await openAccountMenu(page, "Sett", settings)).click();
    await page.getByRole("heading", { name: "Account Settings", level: 1 }).waitFor();

    await page.getByLabel("Current Password").fill("first pass phrase");
    await page.getByLabel("New Password", { exact: true }).fill("second pass phrase");
    await page.getByLabel("Confirm New Password").fill("second pass phrase");
    await page.getByRole("button", { name: "Change Password" }).click();
    await page.getByText("Password changed successfully!").waitFor();

    await signOutFromMenu(page, "Sett");
    await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Password").fill("second pass phrase");
    await dialog.getByRole("button", { name: "Sign In" }).click();
    await dialog.waitFor({ state: "detached" });

    await page.goto(`${baseUrl}/account-settings`);
    await page.getByLabel("Password", { exact: true }).fill("second pass phrase");
    await page.getByRole("button", { name: "Delete My Account" }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByRole("banner").getByRole("link", { name: "Sign In" }).click();
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Password").fill("second pass phrase");
    await dialog.getByRole("button", { name: "Sign In" }).click();
    await dialog.getByRole("alert").getByText("Invalid email or password").waitFor();
  });
});
