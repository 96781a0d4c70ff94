// Documented demo accounts, created only in demo mode (DEMO_DATA=true, the quick start's default).
export const demoPassword = "operatorstack-demo";
export const demoAdminEmail = "admin@example.com";
export const demoUserEmails = ["maya@example.com", "leo@example.com", "priya@example.com"] as const;
