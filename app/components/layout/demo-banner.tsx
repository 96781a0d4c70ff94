/**
 * Says the reviews are samples; without a mail server it also leads to the visitor's demo mailbox, and to the demo's
 * fictitious vendor, which a visitor claims to try the vendor side (decision 074).
 */
export function DemoBanner({
  demoMailbox,
  demoVendorCompanyId,
}: {
  demoMailbox: boolean;
  demoVendorCompanyId: number | null;
}) {
  return (
    // A landmark of its own, so that nothing on the page sits outside one (axe's "region").
    <aside aria-label="About this demo">
      <div role="note" className="bg-amber-100 px-4 py-1.5 text-center text-xs text-amber-950">
        Demo instance: the reviews shown here are generated samples, not real operators' opinions.
        {demoMailbox ? (
          <>
            {" "}
            Emails this demo sends to your example.com address (a password reset) arrive in your{" "}
            <a href="/demo-mailbox" className="font-semibold underline">
              demo mailbox
            </a>
            .
            {demoVendorCompanyId !== null ? (
              <>
                {" "}
                To try the vendor side, claim{" "}
                <a href={`/company/${demoVendorCompanyId}`} className="font-semibold underline">
                  Demo Store Tools
                </a>
                , a demo company.
              </>
            ) : null}
          </>
        ) : null}
      </div>
    </aside>
  );
}
