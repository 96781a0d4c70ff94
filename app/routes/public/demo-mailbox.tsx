import { Link } from "#app/components/ui/link.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import { isDemoMailboxOn, listDemoMailbox, readDemoMailbox } from "#server/mail/demo-mailbox.ts";
import { getRequestContext } from "#server/web/require.ts";
import type { Route } from "./+types/demo-mailbox";

export const meta: Route.MetaFunction = () =>
  pageMeta("Demo mailbox", "The emails this demo sent because of what you did in this browser, such as a reset link.");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = getRequestContext(context);
  if (!isDemoMailboxOn(services)) return { on: false as const, messages: [] };
  const token = readDemoMailbox(request.headers.get("cookie"));
  const messages = token ? await listDemoMailbox(services.db, token) : [];
  return {
    on: true as const,
    messages: messages.map((message) => ({ ...message, createdAt: message.createdAt.toISOString() })),
  };
}

/** Text with its links made clickable: reset links in a demo email are the point of the page. */
function TextWithLinks({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s]+)/g);
  return (
    <p className="mt-3 whitespace-pre-line text-sm text-slate-800">
      {parts.map((part, index) =>
        /^https?:\/\//.test(part) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text never reorder
          <a key={index} href={part} className="break-all font-semibold text-brand-700 underline">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </p>
  );
}

export default function DemoMailboxPage({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-extrabold tracking-tight">Demo mailbox</h1>
      {!loaderData.on ? (
        <p className="mt-4 text-slate-800">
          This site sends real email, so there is no demo mailbox. Look in your own inbox.
        </p>
      ) : (
        <>
          <p className="mt-2 text-slate-700">
            This demo has no mail server. The emails that your actions in this browser caused (a password reset, for
            example) are shown here, and only here; nobody else sees them.
          </p>
          {loaderData.messages.length === 0 ? (
            <p className="mt-6 text-slate-800">
              No emails yet. Try{" "}
              <Link to="/forgot-password" className="font-semibold text-brand-700 hover:underline">
                resetting a password
              </Link>
              .
            </p>
          ) : (
            <ul className="mt-6 grid gap-4" aria-label="Emails">
              {loaderData.messages.map((message) => (
                <li key={message.id} className="rounded-lg border border-slate-200 p-4">
                  <h2 className="font-semibold">{message.subject}</h2>
                  <p className="text-sm text-slate-600">{`To ${message.toAddress} · ${message.createdAt.slice(0, 16).replace("T", " ")} UTC`}</p>
                  <TextWithLinks text={message.textBody} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
