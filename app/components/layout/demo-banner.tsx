/** Says the reviews are samples; without a mail server it also leads to the visitor's demo mailbox. */
export function DemoBanner({ demoMailbox }: { demoMailbox: boolean }) {
  return (
    <div role="note" className="bg-amber-100 px-4 py-1.5 text-center text-xs text-amber-950">
      Demo instance: the reviews shown here are generated samples, not real operators' opinions.
      {demoMailbox ? (
        <>
          {" "}
          Emails this demo sends you (a password reset) arrive in your{" "}
          <a href="/demo-mailbox" className="font-semibold underline">
            demo mailbox
          </a>
          .
        </>
      ) : null}
    </div>
  );
}
