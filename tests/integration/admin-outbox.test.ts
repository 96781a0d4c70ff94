// The admin outbox never hands out a secret (issue #34 re-probe): an admin account, or anyone with the demo
// admin's public password, reads what was sent, not the links that act for its recipient.
import { describe, expect, it } from "vitest";
import { prepareTestApp } from "#tests/support/fixtures.ts";
import { createClient, signedInClient, signedUpClient, uniqueEmail } from "#tests/support/test-app.ts";

const adminEmail = "outbox-admin@example.com";
const { app } = prepareTestApp({ ADMIN_EMAILS: adminEmail });

describe("the admin outbox", () => {
  it("shows a reset email and a confirmation email without their tokens", async () => {
    const email = uniqueEmail("outbox-victim");
    await signedUpClient(app, { firstName: "Out", lastName: "Box", email, password: "a long enough password" });
    const anonymous = createClient(app);
    expect((await anonymous.postForm("/forgot-password", { email })).status).toBeLessThan(400);

    const admin = await signedInClient(app, { email: adminEmail, password: "an admin's long password" });
    const page = (await (await admin.request("/admin/emails")).text()).replaceAll("<!-- -->", "");
    expect(page).toContain("Reset your OperatorStack password");
    expect(page).toContain("reset-password?token=");
    expect(page).not.toMatch(/reset-password\?token=[A-Za-z0-9_%-]{12,}/);
    expect(page).not.toMatch(/confirm-email\?token=[A-Za-z0-9_%-]{12,}/);
    expect(page).toContain("[hidden]");
  });
});
