import { demoAdminEmail, demoPassword, demoUserEmails } from "#contracts/demo-accounts.ts";

export function DemoAccountsHint() {
  return (
    <div className="mt-4 rounded-md bg-slate-100 px-3 py-2 text-xs text-slate-700">
      <p className="font-semibold">Demo accounts (this instance runs in demo mode)</p>
      <p>
        Admin: <span className="font-mono">{demoAdminEmail}</span> · User:{" "}
        <span className="font-mono">{demoUserEmails[0]}</span>
      </p>
      <p>
        Password for both: <span className="font-mono">{demoPassword}</span>
      </p>
    </div>
  );
}
