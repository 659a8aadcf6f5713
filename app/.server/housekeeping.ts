import { QUIET_RESET_MS } from "./auth/sign-in-locks.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const TRUSTED_DEVICE_TTL_MS = 365 * DAY_MS;
/** Diagnoses nobody saved are kept this long (they show under Recent meanwhile); saved ones are never deleted. */
export const UNSAVED_DIAGNOSIS_TTL_MS = 90 * DAY_MS;
/** At most this many per run, so a first sweep over a large backlog stays one short statement; the cron runs hourly. */
const UNSAVED_DELETE_BATCH = 5000;

/**
 * Deletes what has expired so security tables stay small (the hourly cron in wrangler.toml runs it): ended
 * sessions, used or expired links and codes, passkey challenges, quiet sign-in counters, long-unused devices and
 * diagnoses left unsaved for 90 days. Every statement is bounded by an indexed time column (old unsaved diagnoses by
 * the partial index diagnostics_unsaved_created_idx). One batch, so it is one transaction.
 */
export async function sweepExpired(d1: D1Database, now: Date): Promise<void> {
  const t = now.getTime();
  await d1.batch([
    d1.prepare("delete from auth_sessions where expires_at < ?").bind(t),
    d1.prepare("delete from auth_tokens where expires_at < ?").bind(t - DAY_MS),
    d1.prepare("delete from webauthn_challenges where expires_at < ?").bind(t),
    d1.prepare("delete from email_preverifications where expires_at < ? and (proof_expires_at is null or proof_expires_at < ?)").bind(t, t),
    d1.prepare("delete from login_attempts where last_attempt < ? and (blocked_until is null or blocked_until < ?)").bind(t - QUIET_RESET_MS, t),
    d1.prepare("delete from trusted_devices where last_used_at < ?").bind(t - TRUSTED_DEVICE_TTL_MS),
    d1.prepare("delete from cancelled_requests where created_at < ?").bind(t - DAY_MS),
    // An owner's answer to "What fixed it?" goes with its diagnosis: once the diagnosis is gone they could no longer
    // withdraw it. (Any still left by the limit below go on the next run, an hour later.)
    d1
      .prepare("delete from confirmed_fixes where diagnostic_id in (select id from diagnostics where saved = 0 and created_at < ?)")
      .bind(t - UNSAVED_DIAGNOSIS_TTL_MS),
    d1
      .prepare("delete from diagnostics where id in (select id from diagnostics where saved = 0 and created_at < ? limit ?)")
      .bind(t - UNSAVED_DIAGNOSIS_TTL_MS, UNSAVED_DELETE_BATCH),
  ]);
}
