import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from "@oslojs/encoding";
import { ApiError } from "~/domain/api-error.ts";
import type { AuthenticateCompleteInput, RegisterCompleteInput } from "~/domain/passkey-schemas.ts";
import { type CreationOptionsJSON, PASSKEY_MESSAGES as M, type PasskeyView, type RequestOptionsJSON } from "~/domain/passkeys.ts";
import type { UserView } from "~/domain/user.ts";
import { api, NetworkError } from "./api.ts";
import { passkeysSupported } from "./passkey-support.ts";
import { getSessionId } from "./session-id.ts";

/**
 * The browser half of passkeys: asks the server for options, lets the device check the fingerprint/face/screen
 * lock (navigator.credentials), and sends the signed answer back. Loaded only when someone presses a biometric
 * button. Every failure becomes one of SPEC §8's plain sentences (PasskeyError.message).
 */

export class PasskeyError extends Error {
  /** The server's error code when the server refused (e.g. REAUTH_REQUIRED), for the page to act on. */
  readonly code: string | undefined;
  constructor(message: string, code?: string) {
    super(message);
    this.name = "PasskeyError";
    this.code = code;
  }
}

const BASE = "/api/auth/biometric";
// A completion spends its challenge: a blind retry after a lost answer could only fail, so none is made.
const ONCE = { retryDelaysMs: [] as number[] };

function toB64url(data: ArrayBuffer | ArrayBufferView): string {
  return encodeBase64urlNoPadding(data instanceof ArrayBuffer ? new Uint8Array(data) : new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
}

/** WebAuthn's option types want ArrayBuffer-backed bytes. */
const fromB64url = (value: string): Uint8Array<ArrayBuffer> => new Uint8Array(decodeBase64urlIgnorePadding(value));

/** What the device's own prompt reported, in words (NotAllowedError is both 'cancelled' and 'timed out'). */
export function deviceFailure(error: unknown, fallback: string): PasskeyError {
  const name = error instanceof DOMException ? error.name : "";
  if (name === "NotAllowedError" || name === "AbortError") return new PasskeyError(M.cancelled);
  if (name === "InvalidStateError") return new PasskeyError(M.alreadyRegistered);
  if (name === "NotSupportedError") return new PasskeyError(M.notSupported);
  return new PasskeyError(fallback);
}

/** Server answers: its own sentence for refusals people can act on, else the flow's general one. */
export function serverFailure(error: unknown, fallback: string): PasskeyError {
  if (error instanceof NetworkError) return new PasskeyError(error.message);
  if (error instanceof ApiError && [401, 403, 409, 429].includes(error.status)) return new PasskeyError(error.message, error.code);
  if (error instanceof ApiError && error.code === "CHALLENGE_INVALID") return new PasskeyError(M.expired);
  if (error instanceof ApiError && error.code === "TOO_MANY_PASSKEYS") return new PasskeyError(M.tooMany);
  return new PasskeyError(fallback);
}

async function step<T>(run: () => Promise<T>, failure: (error: unknown) => PasskeyError): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw failure(error);
  }
}

/** `password`: typed again when the server asks for it (REAUTH_REQUIRED: the sign-in is over 10 minutes old). */
export async function registerPasskey(user: { id: string; email: string | null }, password?: string): Promise<{ message: string; passkey: PasskeyView }> {
  if (!passkeysSupported()) throw new PasskeyError(M.notSupported);
  const options = await step(
    () => api.post<CreationOptionsJSON>(`${BASE}/register/begin`, { userId: user.id, username: user.email ?? undefined, password }),
    (e) => serverFailure(e, M.registerStartFailed),
  );
  const credential = await step(
    () =>
      navigator.credentials.create({
        publicKey: {
          ...options,
          challenge: fromB64url(options.challenge),
          user: { ...options.user, id: fromB64url(options.user.id) },
          excludeCredentials: options.excludeCredentials.map((c) => ({ type: c.type, id: fromB64url(c.id) })),
        },
      }) as Promise<PublicKeyCredential | null>,
    (e) => deviceFailure(e, M.registerStartFailed),
  );
  if (!credential) throw new PasskeyError(M.cancelled);
  const response = credential.response as AuthenticatorAttestationResponse;
  const publicKey = response.getPublicKey?.();
  const body: RegisterCompleteInput = {
    userId: user.id,
    credentialId: toB64url(credential.rawId),
    ...(publicKey ? { publicKey: toB64url(publicKey) } : {}),
    response: { clientDataJSON: toB64url(response.clientDataJSON), attestationObject: toB64url(response.attestationObject) },
  };
  return step(
    () => api.post(`${BASE}/register/complete`, body, ONCE),
    (e) => serverFailure(e, M.registerVerifyFailed),
  );
}

/** The device's prompt for a passkey answering `options`, and the signed answer in the shape the server reads. */
async function assert(options: RequestOptionsJSON, failed: string): Promise<Omit<AuthenticateCompleteInput, "sessionId">> {
  const credential = await step(
    () =>
      navigator.credentials.get({
        publicKey: {
          ...options,
          challenge: fromB64url(options.challenge),
          allowCredentials: options.allowCredentials.map((c) => ({ type: c.type, id: fromB64url(c.id) })),
        },
      }) as Promise<PublicKeyCredential | null>,
    (e) => deviceFailure(e, failed),
  );
  if (!credential) throw new PasskeyError(M.cancelled);
  const response = credential.response as AuthenticatorAssertionResponse;
  return {
    credentialId: toB64url(credential.rawId),
    response: {
      clientDataJSON: toB64url(response.clientDataJSON),
      authenticatorData: toB64url(response.authenticatorData),
      signature: toB64url(response.signature),
      userHandle: response.userHandle ? toB64url(response.userHandle) : null,
    },
  };
}

export async function signInWithPasskey(): Promise<{ userId: string; user: UserView }> {
  if (!passkeysSupported()) throw new PasskeyError(M.notSupported);
  const options = await step(
    () => api.post<RequestOptionsJSON>(`${BASE}/authenticate/begin`, {}),
    (e) => serverFailure(e, M.authStartFailed),
  );
  const body: AuthenticateCompleteInput = { ...(await assert(options, M.authStartFailed)), sessionId: getSessionId() };
  return step(
    () => api.post(`${BASE}/authenticate/complete`, body, ONCE),
    (e) => serverFailure(e, M.authVerifyFailed),
  );
}

export async function removePasskey(id: string): Promise<{ message: string }> {
  return step(
    () => api.delete(`${BASE}/credentials/${encodeURIComponent(id)}`, ONCE),
    (e) => serverFailure(e, M.removeFailed),
  );
}

/**
 * The signed-in owner confirms a sensitive step with one of their passkeys: options from `optionsPath`, the device's
 * fingerprint/face/screen-lock prompt, and the signed answer for the caller to send with its request.
 */
export async function confirmWithPasskey(
  optionsPath: string,
  failed: string,
): Promise<{ credentialId: string; response: AuthenticateCompleteInput["response"] }> {
  if (!passkeysSupported()) throw new PasskeyError(M.notSupported);
  const options = await step(
    () => api.post<RequestOptionsJSON>(optionsPath, {}, ONCE),
    (e) => serverFailure(e, failed),
  );
  return assert(options, failed);
}
