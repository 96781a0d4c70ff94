import { data, Form, redirect } from "react-router";
import { Link } from "#app/components/ui/link.tsx";
import { errorMeta, pageMeta } from "#app/lib/meta.ts";
import { clearedMailboxCookie, isDemoMailboxOn, readDemoMailbox } from "#server/mail/demo-mailbox.ts";
import { forgetDemoMailbox } from "#server/mail/forget-demo-mailbox.ts";
import { listDemoMailbox } from "#server/mail/list-demo-mailbox.ts";
import { getRequestContext } from "#server/web/require.ts";
import type { Route } from "./+types/demo-mailbox";

export const meta: Route.MetaFunction = ({ error }) =>
  error
    ? errorMeta(error)
    : pageMeta("Demo mailbox", "The emails of this demo that you could read in your own inbox, such as a reset link.");

/** Personal to one browser: no cache, shared or the browser's own, ever keeps it (decision 072). */
const personal = { "Cache-Control": "private, no-store" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = getRequestContext(context);
  if (!(await isDemoMailboxOn(services))) {
    const message =
      services.mailer.mode === "smtp"
        ? "This site sends real email, so there is no demo mailbox. Look in your own inbox."
        : "This site has no demo mailbox: it holds no demo data, and the emails it writes are kept for its administrators.";
    throw data({ message }, { status: 404, headers: personal });
  }
  const token = readDemoMailbox(request.headers);
  const messages = token ? await listDemoMailbox(services.db, token) : [];
  return data(
    { messages: messages.map((message) => ({ ...message, createdAt: message.createdAt.toISOString() })) },
    { headers: personal },
  );
}

/**
 * "Sign out of the demo mailbox": ends every proof this browser holds and drops its mailbox cookie, so the next
 * person at a shared computer reads none of its mail (signing out of the site alone keeps the inbox, as a webmail
 * left open would; decision 072).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { services } = getRequestContext(context);
  if (!(await isDemoMailboxOn(services))) throw data({ message: "This site has no demo mailbox." }, { status: 404 });
  const form = await request.formData();
  if (form.get("intent") !== "forget") throw data({ message: "Unknown action." }, { status: 400 });
  const token = readDemoMailbox(request.headers);
  if (token) await forgetDemoMailbox(services, token);
  return redirect("/demo-mailbox?forgotten=1", { headers: { ...personal, "Set-Cookie": clearedMailboxCookie() } });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

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
      <p className="mt-2 text-slate-700">
        This demo has no mail server. Its emails are shown here only to the browser that could read them in its own
        inbox: those to an account you created or signed in to in this browser, and those your actions here sent to an
        address no other account has.
      </p>
      <p className="mt-2 text-slate-700">
        Emails to real addresses (gmail.com, a company's own domain…) are never shown here, since nobody can prove here
        that they read them: for this demo, use an address at example.com (or any name under .example or .test).
      </p>
      <Form method="post" className="mt-4">
        <input type="hidden" name="intent" value="forget" />
        <button type="submit" className="text-sm font-semibold text-brand-700 underline">
          Sign this browser out of the demo mailbox
        </button>
        <span className="ml-2 text-sm text-slate-600">(on a shared computer: the next person reads none of it)</span>
      </Form>
      {loaderData.messages.length === 0 ? (
        <p className="mt-6 text-slate-800">
          No emails yet. Try{" "}
          <Link to="/sign-up" className="font-semibold text-brand-700 hover:underline">
            signing up with an example.com address
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
    </section>
  );
}
