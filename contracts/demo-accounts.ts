// Documented demo accounts, created only in demo mode (DEMO_DATA=true, the quick start's default).
export const demoPassword = "operatorstack-demo";
export const demoAdminEmail = "admin@example.com";
export const demoUserEmails = ["maya@example.com", "leo@example.com", "priya@example.com"] as const;

// A fictitious company of the demo (decision 074), at a reserved domain nobody owns (RFC 6761): a visitor claims it
// with an address there, reads the claim link in the demo mailbox, and tries the vendor side. Removed by db:clear-demo.
export const demoVendorDomain = "demo-store-tools.example";
export const demoVendorName = "Demo Store Tools (demo company)";
