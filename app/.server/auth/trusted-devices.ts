import { and, eq } from "drizzle-orm";
import type { AppServices } from "../context.ts";
import { trustedDevices } from "../db/schema.ts";
import { buildCookie } from "./cookies.ts";
import { hashToken, newToken } from "./tokens.ts";

/**
 * A browser that has signed in to an account (password, passkey, registration or a reset from the e-mailed link)
 * keeps a device cookie. It opens nothing by itself; it only tells the sign-in throttle "the owner has been here
 * before", so a spread-out guessing attack that slows the account down for new devices never locks the owner out.
 */

const DEVICE_TTL_MS = 365 * 24 * 60 * 60 * 1000;

type Svc = Pick<AppServices, "db" | "now" | "secure" | "cookie" | "responseCookies">;

/** A short, stable id for this device's lock counter; never the token itself. */
export function deviceIdOf(token: string): string {
  return hashToken(`device:${token}`).slice(0, 24);
}

/** The device id when this browser's device cookie vouches for the account, else null. */
export async function trustedDeviceFor(svc: Pick<Svc, "db" | "cookie">, userId: string): Promise<string | null> {
  // Looked up even without a cookie (a hash nobody has), so the work done never depends on who is asking.
  const token = svc.cookie("ff_device") ?? "";
  const row = await svc.db
    .select({ userId: trustedDevices.userId })
    .from(trustedDevices)
    .where(and(eq(trustedDevices.tokenHash, hashToken(token)), eq(trustedDevices.userId, userId)))
    .get();
  return row && token ? deviceIdOf(token) : null;
}

/** Marks this browser as one the account has signed in on (renewing the cookie it already has for this account). */
export async function trustThisDevice(svc: Svc, userId: string): Promise<void> {
  const now = svc.now();
  const existing = svc.cookie("ff_device");
  let token = newToken();
  if (existing) {
    const renewed = await svc.db
      .update(trustedDevices)
      .set({ lastUsedAt: now })
      .where(and(eq(trustedDevices.tokenHash, hashToken(existing)), eq(trustedDevices.userId, userId)))
      .returning({ tokenHash: trustedDevices.tokenHash });
    if (renewed.length > 0) token = existing;
  }
  if (token !== existing) await svc.db.insert(trustedDevices).values({ tokenHash: hashToken(token), userId, lastUsedAt: now });
  svc.responseCookies.push(buildCookie("ff_device", token, { secure: svc.secure, maxAgeSeconds: DEVICE_TTL_MS / 1000, sameSite: "Lax" }));
}
