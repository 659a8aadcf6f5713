import { data, Form } from "react-router";
import { outboxEnabled } from "~/.server/config.ts";
import { appContext } from "~/.server/context.ts";
import { listOutbox } from "~/.server/mail/mailer.ts";
import type { Route } from "./+types/dev-outbox";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env, db } = context.get(appContext);
  if (!outboxEnabled(env)) throw data("Not found", { status: 404 });
  const to = new URL(request.url).searchParams.get("to")?.trim() ?? "";
  const messages = to ? await listOutbox(db, to) : [];
  return { to, messages };
}

export const meta: Route.MetaFunction = () => [{ title: "Local outbox — FieldFix" }, { name: "robots", content: "noindex" }];

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;

function Linkified({ text }: { text: string }) {
  return (
    <>
      {text.split(URL_PATTERN).map((part, i) =>
        i % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text: their position is their identity
          <a key={i} href={part} className="break-all font-semibold text-brand-700 underline">
            {part}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text: their position is their identity
          <span key={i}>{part}</span>
        ),
      )}
    </>
  );
}

export default function DevOutbox({ loaderData }: Route.ComponentProps) {
  const { to, messages } = loaderData;
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">Local outbox</h1>
      <p className="mt-2 text-ink-muted">E-mails the app sent while running locally (DEV_OUTBOX is on). Nothing here leaves this machine.</p>
      <Form method="get" className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end">
        <label className="flex flex-1 flex-col gap-1 font-semibold">
          Recipient e-mail
          <input name="to" type="email" defaultValue={to} required className="min-h-12 rounded-xl border-2 border-slate-300 px-3 text-base font-normal" />
        </label>
        <button type="submit" className="btn-primary">
          Show messages
        </button>
      </Form>
      {to && (
        <p className="mt-6 font-semibold" role="status">
          {messages.length} message{messages.length === 1 ? "" : "s"} to {to}
        </p>
      )}
      <ul className="mt-4 flex flex-col gap-4">
        {messages.map((m) => (
          <li key={`${m.createdAt}-${m.subject}`} className="card p-4">
            <p className="text-sm text-ink-muted">{new Date(m.createdAt).toLocaleString("en-US")}</p>
            <h2 className="mt-1 text-lg font-bold">{m.subject}</h2>
            <p className="mt-2 whitespace-pre-wrap">
              <Linkified text={m.text} />
            </p>
            <details className="mt-3">
              <summary className="cursor-pointer font-semibold text-brand-700">HTML version</summary>
              <iframe
                title={`HTML version of ${m.subject}`}
                sandbox=""
                srcDoc={m.html}
                className="mt-2 h-96 w-full rounded-lg border border-slate-200 bg-white"
              />
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
