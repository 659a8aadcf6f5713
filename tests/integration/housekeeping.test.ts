import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { insertUser } from "./helpers.ts";

/** The hourly cron (wrangler.toml [triggers]) deletes what has expired and keeps what is live. */

const DAY = 24 * 60 * 60 * 1000;
const count = async (sqlText: string, ...binds: unknown[]) =>
  (await env.DB.prepare(sqlText)
    .bind(...binds)
    .first<{ n: number }>())!.n;

describe("scheduled housekeeping", () => {
  it("deletes expired sessions, links, challenges, codes, quiet sign-in counters and long-unused devices", async () => {
    const { id, email } = await insertUser();
    const now = Date.now();
    const tag = crypto.randomUUID().slice(0, 8);
    await env.DB.batch([
      env.DB.prepare("insert into auth_sessions (id, user_id, expires_at) values (?, ?, ?), (?, ?, ?)").bind(
        `old-${tag}`,
        id,
        now - 1000,
        `live-${tag}`,
        id,
        now + DAY,
      ),
      env.DB.prepare("insert into auth_tokens (token_hash, user_id, purpose, expires_at) values (?, ?, 'reset-password', ?), (?, ?, 'reset-password', ?)").bind(
        `old-${tag}`,
        id,
        now - 2 * DAY,
        `live-${tag}`,
        id,
        now + 1000,
      ),
      env.DB.prepare("insert into webauthn_challenges (challenge_hash, purpose, expires_at) values (?, 'authenticate', ?)").bind(`old-${tag}`, now - 1000),
      env.DB.prepare("insert into email_preverifications (email, code_hash, expires_at) values (?, 'x', ?)").bind(`old-${tag}@example.com`, now - 1000),
      env.DB.prepare("insert into login_attempts (email, network, attempts, last_attempt) values (?, 'net:a', 3, ?), (?, 'net:b', 9, ?)").bind(
        email,
        now - 2 * DAY,
        email,
        now - 1000,
      ),
      env.DB.prepare("insert into trusted_devices (token_hash, user_id, last_used_at) values (?, ?, ?), (?, ?, ?)").bind(
        `old-${tag}`,
        id,
        now - 400 * DAY,
        `live-${tag}`,
        id,
        now,
      ),
    ]);

    // workerd's service binding can run the Worker's scheduled() as the cron trigger would.
    const worker = (exports as unknown as { default: { scheduled(o: { cron: string; scheduledTime: number }): Promise<unknown> } }).default;
    await worker.scheduled({ cron: "17 * * * *", scheduledTime: now });

    expect(await count("select count(*) as n from auth_sessions where id in (?, ?)", `old-${tag}`, `live-${tag}`)).toBe(1);
    expect(await count("select count(*) as n from auth_tokens where token_hash in (?, ?)", `old-${tag}`, `live-${tag}`)).toBe(1);
    expect(await count("select count(*) as n from webauthn_challenges where challenge_hash = ?", `old-${tag}`)).toBe(0);
    expect(await count("select count(*) as n from email_preverifications where email = ?", `old-${tag}@example.com`)).toBe(0);
    expect(await count("select count(*) as n from login_attempts where email = ?", email)).toBe(1);
    expect(await count("select count(*) as n from trusted_devices where token_hash in (?, ?)", `old-${tag}`, `live-${tag}`)).toBe(1);
  });

  it("deletes diagnoses left unsaved for more than 90 days and never a saved one, by the time the cron was scheduled", async () => {
    const { id: userId } = await insertUser();
    // The clock is the trigger's scheduled time: rows are placed relative to it.
    const now = Date.now();
    const tag = crypto.randomUUID().replace(/-/g, "").slice(0, 8);
    const rows = [
      { id: `unsaved89${tag}`, ageDays: 89, saved: 0 },
      { id: `unsaved91${tag}`, ageDays: 91, saved: 0 },
      { id: `saved200${tag}`, ageDays: 200, saved: 1 },
    ];
    await env.DB.batch(
      rows.map((r) =>
        env.DB.prepare(
          "insert into diagnostics (id, user_id, tractor_model, symptoms, primary_cause, troubleshooting_steps, alternative_causes, saved, created_at) values (?, ?, 'Kubota L3901', 'Kubota L3901: slow loader', 'Worn pump', '[]', '[]', ?, ?)",
        ).bind(r.id, userId, r.saved, now - r.ageDays * DAY),
      ),
    );
    const worker = (exports as unknown as { default: { scheduled(o: { cron: string; scheduledTime: number }): Promise<unknown> } }).default;
    const left = async () =>
      (
        await env.DB.prepare("select id from diagnostics where id in (?, ?, ?)")
          .bind(...rows.map((r) => r.id))
          .all<{ id: string }>()
      ).results
        .map((r) => r.id)
        .sort();
    // Three days earlier the 91-day one was 88 days old: nothing goes.
    await worker.scheduled({ cron: "17 * * * *", scheduledTime: now - 3 * DAY });
    expect(await left()).toEqual(rows.map((r) => r.id).sort());
    await worker.scheduled({ cron: "17 * * * *", scheduledTime: now });
    expect(await left()).toEqual([`saved200${tag}`, `unsaved89${tag}`].sort());
  });

  it("finds old unsaved diagnoses through an index, not a scan of every diagnosis", async () => {
    const plan = await env.DB.prepare("explain query plan select id from diagnostics where saved = 0 and created_at < ? limit 10")
      .bind(Date.now())
      .all<{ detail: string }>();
    expect(plan.results.map((r) => r.detail).join("\n")).toMatch(/USING (COVERING )?INDEX diagnostics_unsaved_created_idx/);
  });
});
