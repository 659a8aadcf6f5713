import { env } from "cloudflare:workers";
import { call, freshIp, insertUser, json, sessionCookieFor } from "./helpers.ts";

/** Shared by the account self-service tests (account-self-service.test.ts, account-export-delete.test.ts). */

export const NEW_PASSWORD = "Harvest9876$";
export const NO_STORE = "private, no-store";

export async function signedIn(opts: Parameters<typeof insertUser>[0] = {}) {
  const user = await insertUser(opts);
  return { ...user, cookie: await sessionCookieFor(user.id) };
}

export async function login(email: string, password: string) {
  return call("/api/login", { json: { email, password }, ip: freshIp() });
}

export const me = async (cookie: string) => json<{ id: string | null; name: string; email: string | null }>(await call("/api/user", { cookie }));
export const one = <T>(query: string, ...binds: unknown[]) =>
  env.DB.prepare(query)
    .bind(...binds)
    .first<T>();
export const countOf = async (table: string, where: string, value: string) =>
  (await one<{ n: number }>(`select count(*) as n from ${table} where ${where} = ?`, value))!.n;

export async function insertDiagnosis(userId: string) {
  const id = `diag${crypto.randomUUID().replaceAll("-", "").slice(0, 22)}`;
  const steps = JSON.stringify([{ stepNumber: 1, title: "Check the battery", description: "Measure it.", safetyLevel: "Low Risk", estimatedTime: "5 min" }]);
  await env.DB.prepare(
    "insert into diagnostics (id, user_id, vehicle_type, tractor_model, symptoms, primary_cause, troubleshooting_steps, alternative_causes, saved, step_count) values (?, ?, 'tractor', 'Kubota L3301', 'Kubota L3301: clicks, will not crank', 'Weak battery', ?, '[]', 1, 1)",
  )
    .bind(id, userId, steps)
    .run();
  return id;
}

export async function insertPasskeyRow(userId: string) {
  const id = `cred${crypto.randomUUID().replaceAll("-", "")}`;
  await env.DB.prepare(
    "insert into biometric_credentials (credential_id, user_id, public_key, algorithm, name) values (?, ?, 'pUbLiCkEyBytes', -7, 'Chrome on Android')",
  )
    .bind(id, userId)
    .run();
  return id;
}
