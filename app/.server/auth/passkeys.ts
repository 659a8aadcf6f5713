import { sha256 } from "@oslojs/crypto/sha2";
import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding, encodeHexLowerCase } from "@oslojs/encoding";
import { and, asc, count, eq, sql } from "drizzle-orm";
import { ACCOUNT_ERRORS, ACCOUNT_MESSAGES } from "~/domain/account-messages.ts";
import { ApiError } from "~/domain/api-error.ts";
import { type AuthenticateCompleteInput, authenticateCompleteSchema, registerBeginSchema, registerCompleteSchema } from "~/domain/passkey-schemas.ts";
import {
  type CreationOptionsJSON,
  canUsePasskeys,
  deviceLabel,
  PASSKEY_MESSAGES as M,
  MAX_PASSKEYS_PER_USER,
  PASSKEY_TIMEOUT_MS,
  type PasskeyView,
  REAUTH_WINDOW_MS,
  type RequestOptionsJSON,
} from "~/domain/passkeys.ts";
import type { AccountServices } from "../context.ts";
import type { Db } from "../db/client.ts";
import { biometricCredentials, users, webauthnChallenges } from "../db/schema.ts";
import { parseOrThrow } from "../http/parse.ts";
import { passkeyAddedEmail } from "../mail/templates.ts";
import { checkPassword } from "./login.ts";
import { createSession, mapSessionId, markReauthenticated, type UserRow } from "./sessions.ts";
import { trustThisDevice } from "./trusted-devices.ts";
import {
  checkClientData,
  counterAccepted,
  relyingParty,
  SUPPORTED_ALGORITHMS,
  verifyAssertionSignature,
  verifyRegistrationResponse,
  WebAuthnError,
} from "./webauthn.ts";

/**
 * Passkey registration and sign-in (SPEC §7 /api/auth/biometric/*). Challenges are 32 random bytes kept only as
 * a SHA-256 in D1 for 5 minutes and taken with one DELETE…RETURNING, so each is used at most once even under
 * parallel requests, and no isolate memory is involved.
 */

type Svc = AccountServices;

const CHALLENGE_BYTES = 32;
const b64 = encodeBase64urlNoPadding;
const hashChallenge = (challenge: Uint8Array) => encodeHexLowerCase(sha256(challenge));
/** WebAuthn's user.id / userHandle: the account id's bytes, so a sign-in names whose passkey it is. */
const userHandle = (userId: string) => b64(new TextEncoder().encode(userId));

function fromB64(value: string, failure: ApiError): Uint8Array {
  try {
    return decodeBase64urlIgnorePadding(value);
  } catch {
    throw failure;
  }
}

async function issueChallenge(db: Db, purpose: "register" | "authenticate" | "confirm", userId: string | null, now: Date): Promise<Uint8Array> {
  const challenge = crypto.getRandomValues(new Uint8Array(CHALLENGE_BYTES));
  await db.$client.batch([
    // Housekeeping on the way: challenges never taken would otherwise pile up.
    db.$client.prepare("delete from webauthn_challenges where expires_at < ?").bind(now.getTime()),
    db.$client
      .prepare("insert into webauthn_challenges (challenge_hash, user_id, purpose, expires_at) values (?, ?, ?, ?)")
      .bind(hashChallenge(challenge), userId, purpose, now.getTime() + PASSKEY_TIMEOUT_MS),
  ]);
  return challenge;
}

/** Takes (deletes) the challenge; null when it was never issued, already used, expired or for the other purpose. */
async function takeChallenge(db: Db, challenge: Uint8Array, purpose: "register" | "authenticate" | "confirm", now: Date) {
  const [row] = await db
    .delete(webauthnChallenges)
    .where(and(eq(webauthnChallenges.challengeHash, hashChallenge(challenge)), eq(webauthnChallenges.purpose, purpose)))
    .returning({ userId: webauthnChallenges.userId, expiresAt: webauthnChallenges.expiresAt });
  if (!row || row.expiresAt.getTime() <= now.getTime()) return null;
  return row;
}

async function signedInUser(svc: Svc): Promise<UserRow> {
  const user = await svc.currentUser();
  if (!user) throw new ApiError(401, M.loginRequired, "LOGIN_REQUIRED");
  return user;
}

async function requireAccount(svc: Svc): Promise<UserRow> {
  const user = await signedInUser(svc);
  if (!canUsePasskeys(user)) throw new ApiError(403, M.registeredOnly, "REGISTERED_ONLY");
  return user;
}

function assertSameUser(user: UserRow, userId: string, message: string) {
  if (userId !== user.id) throw new ApiError(403, message, "FORBIDDEN");
}

/**
 * Adding a passkey is a new way into the account, so a stolen session cookie alone must not do it: the session's
 * sign-in must be recent, or the password is typed again (checked under every sign-in rule and counted like one).
 */
async function assertRecentSignIn(svc: Svc, user: UserRow, password: string | undefined) {
  const session = await svc.currentSession();
  const now = svc.now();
  if (session && now.getTime() - session.authenticatedAt.getTime() <= REAUTH_WINDOW_MS) return;
  if (!session || password === undefined || !user.email) throw new ApiError(403, M.reauthRequired, "REAUTH_REQUIRED");
  await checkPassword(svc, user.email, password, new ApiError(401, M.reauthFailed, "REAUTH_FAILED"));
  await markReauthenticated(svc.db, session.id, now);
}

export async function beginRegistration(svc: Svc, body: unknown): Promise<CreationOptionsJSON> {
  const user = await requireAccount(svc);
  const input = parseOrThrow(registerBeginSchema, body);
  assertSameUser(user, input.userId, M.registerStartFailed);
  const now = svc.now();
  await svc.budgets.spend("passkey", `user:${user.id}`);
  await assertRecentSignIn(svc, user, input.password);
  const existing = await svc.db.select({ id: biometricCredentials.credentialId }).from(biometricCredentials).where(eq(biometricCredentials.userId, user.id));
  if (existing.length >= MAX_PASSKEYS_PER_USER) throw new ApiError(400, M.tooMany, "TOO_MANY_PASSKEYS");
  const rp = relyingParty(svc.env.PUBLIC_ORIGIN);
  const challenge = await issueChallenge(svc.db, "register", user.id, now);
  return {
    challenge: b64(challenge),
    rp: { id: rp.id, name: rp.name },
    user: { id: userHandle(user.id), name: user.email ?? user.name, displayName: user.name },
    pubKeyCredParams: SUPPORTED_ALGORITHMS.map((alg) => ({ type: "public-key" as const, alg })),
    timeout: PASSKEY_TIMEOUT_MS,
    attestation: "none",
    authenticatorSelection: { residentKey: "required", requireResidentKey: true, userVerification: "required" },
    // The browser then refuses to make a second passkey for this account on an authenticator that has one.
    excludeCredentials: existing.map((c) => ({ type: "public-key" as const, id: c.id })),
  };
}

export async function completeRegistration(svc: Svc, body: unknown, userAgent: string | null): Promise<{ message: string; passkey: PasskeyView }> {
  const user = await requireAccount(svc);
  const input = parseOrThrow(registerCompleteSchema, body);
  assertSameUser(user, input.userId, M.registerVerifyFailed);
  await assertRecentSignIn(svc, user, undefined);
  const failed = new ApiError(400, M.registerVerifyFailed, "PASSKEY_INVALID");
  const rp = relyingParty(svc.env.PUBLIC_ORIGIN);
  const clientDataJSON = fromB64(input.response.clientDataJSON, failed);
  const attestationObject = fromB64(input.response.attestationObject, failed);
  const now = svc.now();
  try {
    const challenge = checkClientData(clientDataJSON, "create", rp);
    const issued = await takeChallenge(svc.db, challenge, "register", now);
    if (!issued || issued.userId !== user.id) throw new ApiError(400, M.expired, "CHALLENGE_INVALID");
    const credential = await verifyRegistrationResponse({ clientDataJSON, attestationObject }, rp);
    const credentialId = b64(credential.credentialId);
    if (credentialId !== input.credentialId) throw new WebAuthnError("credential id mismatch");
    const [{ n } = { n: 0 }] = await svc.db.select({ n: count() }).from(biometricCredentials).where(eq(biometricCredentials.userId, user.id));
    if (n >= MAX_PASSKEYS_PER_USER) throw new ApiError(400, M.tooMany, "TOO_MANY_PASSKEYS");
    const [row] = await svc.db
      .insert(biometricCredentials)
      .values({
        credentialId,
        userId: user.id,
        publicKey: b64(credential.publicKey),
        algorithm: credential.algorithm,
        signCount: credential.signCount,
        name: deviceLabel(userAgent),
        createdAt: now,
      })
      // A credential id already on record (this or another account) is never overwritten.
      .onConflictDoNothing()
      .returning();
    if (!row) throw new ApiError(409, M.alreadyRegistered, "PASSKEY_EXISTS");
    if (user.email) svc.waitUntil(svc.mailer.send(passkeyAddedEmail(user.email, row.name ?? "a device", now, svc.env.PUBLIC_ORIGIN)));
    return { message: M.added, passkey: toView(row) };
  } catch (error) {
    throw refusal(error, failed, "register");
  }
}

export async function beginAuthentication(svc: Svc): Promise<RequestOptionsJSON> {
  const now = svc.now();
  // Unauthenticated and writes a row: budgeted per network (the sign-in itself spends the sign-in budget).
  await svc.budgets.spend("passkey-begin", svc.network);
  const rp = relyingParty(svc.env.PUBLIC_ORIGIN);
  const challenge = await issueChallenge(svc.db, "authenticate", null, now);
  // No allowCredentials: passkeys are discoverable, so nobody has to type an e-mail first (and none is revealed).
  return { challenge: b64(challenge), rpId: rp.id, timeout: PASSKEY_TIMEOUT_MS, userVerification: "required", allowCredentials: [] };
}

export async function completeAuthentication(svc: Svc, body: unknown, userAgent: string | null): Promise<{ user: UserRow }> {
  const input = parseOrThrow(authenticateCompleteSchema, body);
  const now = svc.now();
  await svc.budgets.spend("signin", svc.network);
  const failed = new ApiError(401, M.authVerifyFailed, "PASSKEY_INVALID");
  try {
    const { userId } = await verifyAssertion(svc, input, "authenticate", failed, now);
    const user = await svc.db.select().from(users).where(eq(users.id, userId)).get();
    if (!user) throw new WebAuthnError("account gone");
    svc.responseCookies.push(await createSession(svc, user.id, userAgent));
    await trustThisDevice(svc, user.id);
    await mapSessionId(svc.db, input.sessionId, user.id, now);
    return { user };
  } catch (error) {
    throw refusal(error, failed, "authenticate");
  }
}

type AssertionInput = Pick<AuthenticateCompleteInput, "credentialId" | "response">;

/**
 * The checks every passkey assertion passes (WebAuthn §7.2): client data for this relying party, a challenge of this
 * purpose taken once, a credential we hold whose signature verifies, a counter that moved on (checked again inside
 * the update so two copies of one assertion racing each other cannot both pass). Returns whose passkey it was and for
 * whom the challenge was issued.
 */
async function verifyAssertion(svc: Svc, input: AssertionInput, purpose: "authenticate" | "confirm", failed: ApiError, now: Date) {
  const rp = relyingParty(svc.env.PUBLIC_ORIGIN);
  const assertion = {
    clientDataJSON: fromB64(input.response.clientDataJSON, failed),
    authenticatorData: fromB64(input.response.authenticatorData, failed),
    signature: fromB64(input.response.signature, failed),
  };
  const challenge = checkClientData(assertion.clientDataJSON, "get", rp);
  const issued = await takeChallenge(svc.db, challenge, purpose, now);
  if (!issued) throw new ApiError(400, M.expired, "CHALLENGE_INVALID");
  const stored = await svc.db.select().from(biometricCredentials).where(eq(biometricCredentials.credentialId, input.credentialId)).get();
  if (!stored) throw new WebAuthnError("unknown credential");
  if (input.response.userHandle && input.response.userHandle !== userHandle(stored.userId)) {
    throw new WebAuthnError("user handle mismatch");
  }
  const { signCount } = await verifyAssertionSignature(assertion, { publicKey: fromB64(stored.publicKey, failed), algorithm: stored.algorithm }, rp);
  if (!counterAccepted(stored.signCount, signCount)) throw new WebAuthnError("signature counter did not increase");
  const updated = await svc.db
    .update(biometricCredentials)
    .set({ signCount, lastUsedAt: now })
    .where(
      and(
        eq(biometricCredentials.credentialId, stored.credentialId),
        sql`((${biometricCredentials.signCount} = 0 and ${signCount} = 0) or ${biometricCredentials.signCount} < ${signCount})`,
      ),
    )
    .returning({ id: biometricCredentials.credentialId });
  if (updated.length === 0) throw new WebAuthnError("signature counter raced");
  return { userId: stored.userId, challengeFor: issued.userId };
}

/**
 * A signed-in owner proving it is them with one of their passkeys (instead of typing the password), e.g. before the
 * account is deleted. The challenge is bound to the account and to this purpose, so a sign-in challenge or another
 * account's cannot stand in for it.
 */
export async function beginConfirmation(svc: Svc, user: UserRow): Promise<RequestOptionsJSON> {
  await svc.budgets.spend("passkey", `user:${user.id}`);
  const own = await svc.db.select({ id: biometricCredentials.credentialId }).from(biometricCredentials).where(eq(biometricCredentials.userId, user.id));
  if (own.length === 0) throw new ApiError(400, ACCOUNT_MESSAGES.noPasskeys, ACCOUNT_ERRORS.noPasskeys);
  const rp = relyingParty(svc.env.PUBLIC_ORIGIN);
  const challenge = await issueChallenge(svc.db, "confirm", user.id, svc.now());
  return {
    challenge: b64(challenge),
    rpId: rp.id,
    timeout: PASSKEY_TIMEOUT_MS,
    userVerification: "required",
    allowCredentials: own.map((c) => ({ type: "public-key" as const, id: c.id })),
  };
}

/** Throws 401 with `failure`'s message unless the assertion is a fresh confirmation by one of this user's passkeys. */
export async function confirmWithPasskey(svc: Svc, user: UserRow, input: AssertionInput, failure: ApiError): Promise<void> {
  await svc.budgets.spend("passkey", `user:${user.id}`);
  try {
    const { userId, challengeFor } = await verifyAssertion(svc, input, "confirm", failure, svc.now());
    if (userId !== user.id || challengeFor !== user.id) throw new WebAuthnError("not this account's passkey");
  } catch (error) {
    throw refusal(error, failure, "confirm");
  }
}

/**
 * Verification failures become the flow's one plain message. The reason (e.g. "wrong origin") is logged and sent as
 * a field for support and tests; it tells a caller nothing about the response they sent that they could not see.
 */
function refusal(error: unknown, failed: ApiError, flow: string): unknown {
  if (error instanceof WebAuthnError) {
    console.warn(JSON.stringify({ level: "warn", event: `passkey-${flow}-refused`, reason: error.reason }));
    return new ApiError(failed.status, failed.message, failed.code, { reason: error.reason });
  }
  return error;
}

export async function hasPasskeys(svc: Svc, userId: string): Promise<{ hasCredentials: boolean }> {
  const user = await signedInUser(svc);
  if (user.id !== userId) throw new ApiError(403, "You can only look up your own passkeys.", "FORBIDDEN");
  const row = await svc.db
    .select({ id: biometricCredentials.credentialId })
    .from(biometricCredentials)
    .where(eq(biometricCredentials.userId, userId))
    .limit(1)
    .get();
  return { hasCredentials: Boolean(row) };
}

export async function listPasskeys(db: Db, userId: string): Promise<PasskeyView[]> {
  const rows = await db.select().from(biometricCredentials).where(eq(biometricCredentials.userId, userId)).orderBy(asc(biometricCredentials.createdAt));
  return rows.map(toView);
}

export async function listOwnPasskeys(svc: Svc): Promise<{ credentials: PasskeyView[] }> {
  return { credentials: await listPasskeys(svc.db, (await signedInUser(svc)).id) };
}

export async function removePasskey(svc: Svc, credentialId: string): Promise<{ message: string }> {
  const user = await signedInUser(svc);
  const removed = await svc.db
    .delete(biometricCredentials)
    .where(and(eq(biometricCredentials.credentialId, credentialId), eq(biometricCredentials.userId, user.id)))
    .returning({ id: biometricCredentials.credentialId });
  // Someone else's passkey answers exactly like a missing one.
  if (removed.length === 0) throw new ApiError(404, M.notFound, "NOT_FOUND");
  return { message: M.removed };
}

function toView(row: typeof biometricCredentials.$inferSelect): PasskeyView {
  return {
    id: row.credentialId,
    name: row.name ?? "Passkey",
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}
