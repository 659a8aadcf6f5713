import { desc, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { outbox } from "../db/schema.ts";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Services send mail through this interface; which implementation is used is decided once per request. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Local development and tests: messages land in the outbox table and are read at /dev/outbox. */
export function createOutboxMailer(db: Db): Mailer {
  return {
    async send(message) {
      await db.insert(outbox).values({ ...message, to: message.to.toLowerCase() });
    },
  };
}

export interface OutboxMessage extends MailMessage {
  createdAt: string;
}

export async function listOutbox(db: Db, to: string, limit = 50): Promise<OutboxMessage[]> {
  const rows = await db.select().from(outbox).where(eq(outbox.to, to.trim().toLowerCase())).orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(limit);
  return rows.map((r) => ({ to: r.to, subject: r.subject, text: r.text, html: r.html, createdAt: r.createdAt.toISOString() }));
}

/** Production: MailChannels Email API (https://api.mailchannels.net/tx/v1/send) with an API key secret. */
export function createMailChannelsMailer(options: { apiKey: string; from: string; fetch?: typeof fetch }): Mailer {
  const doFetch = options.fetch ?? fetch;
  const { name, email } = parseAddress(options.from);
  return {
    async send(message) {
      const res = await doFetch("https://api.mailchannels.net/tx/v1/send", {
        method: "POST",
        headers: { "content-type": "application/json", "x-api-key": options.apiKey },
        body: JSON.stringify({
          personalizations: [{ to: [{ email: message.to }] }],
          from: { email, name },
          subject: message.subject,
          content: [
            { type: "text/plain", value: message.text },
            { type: "text/html", value: message.html },
          ],
        }),
      });
      if (!res.ok) {
        // The body may echo addresses; log the status only.
        throw new Error(`MailChannels send failed with status ${res.status}`);
      }
    },
  };
}

export function parseAddress(from: string): { name: string; email: string } {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(from);
  if (match) return { name: match[1] || "FieldFix", email: match[2]! };
  return { name: "FieldFix", email: from.trim() };
}
