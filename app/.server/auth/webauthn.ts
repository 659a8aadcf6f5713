import { decodePKIXECDSASignature, p256 } from "@oslojs/crypto/ecdsa";
import { RSAPublicKey } from "@oslojs/crypto/rsa";
import {
  AttestationStatementFormat,
  type AuthenticatorData,
  ClientDataType,
  type COSEPublicKey,
  coseAlgorithmES256,
  coseAlgorithmRS256,
  coseEllipticCurveP256,
  createAssertionSignatureMessage,
  parseAttestationObject,
  parseAuthenticatorData,
  parseClientDataJSON,
} from "@oslojs/webauthn";

/**
 * WebAuthn checks (W3C WebAuthn L3 §7.1 registration, §7.2 authentication) that need no storage: the service
 * (passkeys.ts) adds the challenge lookup, credential ownership and the signature counter. @oslojs/webauthn parses
 * the CBOR/COSE structures; the signature itself is checked with the runtime's Web Crypto (native code, so a
 * sign-in costs well under a millisecond of Worker CPU instead of a pure-JS bigint verification).
 */

export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

/** The relying party is the app's public origin (PUBLIC_ORIGIN), never the request's Host header. */
export function relyingParty(publicOrigin: string): RelyingParty {
  const url = new URL(publicOrigin);
  return { id: url.hostname, origin: url.origin, name: "FieldFix" };
}

export const SUPPORTED_ALGORITHMS = [coseAlgorithmES256, coseAlgorithmRS256] as const;
const MIN_CHALLENGE_BYTES = 16;
const MIN_RSA_BITS = 2048;

/** Why a response was refused; logged and returned as `reason`. People only see the flow's "could not verify" sentence. */
export class WebAuthnError extends Error {
  readonly reason: string;
  constructor(reason: string) {
    super(`WebAuthn response refused: ${reason}`);
    this.name = "WebAuthnError";
    this.reason = reason;
  }
}

/** Web Crypto's types want ArrayBuffer-backed views; the parsers hand out ArrayBufferLike ones. */
const buffer = (bytes: Uint8Array): Uint8Array<ArrayBuffer> => new Uint8Array(bytes);

/** Type, origin, cross-origin and challenge size of collected client data; returns the challenge. */
export function checkClientData(clientDataJSON: Uint8Array, type: "create" | "get", rp: RelyingParty): Uint8Array {
  let clientData: ReturnType<typeof parseClientDataJSON>;
  try {
    clientData = parseClientDataJSON(clientDataJSON);
  } catch {
    throw new WebAuthnError("client data unreadable");
  }
  if (clientData.type !== (type === "create" ? ClientDataType.Create : ClientDataType.Get)) throw new WebAuthnError("wrong type");
  if (clientData.origin !== rp.origin) throw new WebAuthnError("wrong origin");
  if (clientData.crossOrigin === true) throw new WebAuthnError("cross-origin");
  if (clientData.challenge.byteLength < MIN_CHALLENGE_BYTES) throw new WebAuthnError("challenge too short");
  return clientData.challenge;
}

function checkAuthenticatorData(data: AuthenticatorData, rp: RelyingParty) {
  if (!data.verifyRelyingPartyIdHash(rp.id)) throw new WebAuthnError("wrong rp id");
  if (!data.userPresent) throw new WebAuthnError("user not present");
  if (!data.userVerified) throw new WebAuthnError("user not verified");
}

export interface NewCredential {
  credentialId: Uint8Array;
  /** SubjectPublicKeyInfo (DER), ready for crypto.subtle.importKey("spki", ...). */
  publicKey: Uint8Array;
  algorithm: number;
  signCount: number;
}

/** A registration response: attestation 'none' only (we never rely on who made the authenticator). */
export async function verifyRegistrationResponse(
  input: { clientDataJSON: Uint8Array; attestationObject: Uint8Array },
  rp: RelyingParty,
): Promise<NewCredential> {
  let attestation: ReturnType<typeof parseAttestationObject>;
  try {
    attestation = parseAttestationObject(input.attestationObject);
  } catch {
    throw new WebAuthnError("attestation object unreadable");
  }
  if (attestation.attestationStatement.format !== AttestationStatementFormat.None) throw new WebAuthnError("attestation not none");
  const data = attestation.authenticatorData;
  checkAuthenticatorData(data, rp);
  const credential = data.credential;
  if (!credential) throw new WebAuthnError("no credential");
  if (credential.id.byteLength < 16 || credential.id.byteLength > 1023) throw new WebAuthnError("credential id size");
  const { algorithm, spki } = publicKeyInfo(credential.publicKey);
  // Import once now so a key that Web Crypto would refuse (e.g. a point off the curve) is refused at set-up,
  // not at the first sign-in.
  await importVerifyKey(spki, algorithm);
  return { credentialId: credential.id, publicKey: spki, algorithm, signCount: data.signatureCounter };
}

/** DER prefix of a P-256 SubjectPublicKeyInfo (id-ecPublicKey, prime256v1, 66-byte bit string). */
const P256_SPKI_PREFIX = new Uint8Array([
  0x30, 0x59, 0x30, 0x13, 0x06, 0x07, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x02, 0x01, 0x06, 0x08, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x03, 0x01, 0x07, 0x03, 0x42, 0x00,
]);

/**
 * The SPKI of a P-256 point, both coordinates left-padded to 32 bytes. (@oslojs/crypto 1.0.1's encoder does not pad
 * y: about one key in 256 has a y below 2^248 and came out malformed, so Web Crypto refused that passkey at set-up.)
 */
export function p256Spki(x: bigint, y: bigint): Uint8Array {
  const out = new Uint8Array(P256_SPKI_PREFIX.length + 65);
  out.set(P256_SPKI_PREFIX);
  out[P256_SPKI_PREFIX.length] = 0x04;
  const put = (v: bigint, at: number) => {
    for (let i = 31; i >= 0; i--, v >>= 8n) out[at + i] = Number(v & 0xffn);
  };
  put(x, P256_SPKI_PREFIX.length + 1);
  put(y, P256_SPKI_PREFIX.length + 33);
  return out;
}

function publicKeyInfo(key: COSEPublicKey): { algorithm: number; spki: Uint8Array } {
  try {
    const algorithm = key.algorithm();
    if (algorithm === coseAlgorithmES256) {
      const ec = key.ec2();
      if (ec.curve !== coseEllipticCurveP256) throw new WebAuthnError("unsupported curve");
      return { algorithm, spki: p256Spki(ec.x, ec.y) };
    }
    if (algorithm === coseAlgorithmRS256) {
      const rsa = key.rsa();
      if (rsa.n.toString(2).length < MIN_RSA_BITS) throw new WebAuthnError("rsa key too small");
      return { algorithm, spki: new RSAPublicKey(rsa.n, rsa.e).encodePKIX() };
    }
  } catch (error) {
    if (error instanceof WebAuthnError) throw error;
    throw new WebAuthnError("public key unreadable");
  }
  throw new WebAuthnError("unsupported algorithm");
}

async function importVerifyKey(spki: Uint8Array, algorithm: number): Promise<CryptoKey> {
  const params = algorithm === coseAlgorithmES256 ? { name: "ECDSA", namedCurve: "P-256" } : { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256" };
  try {
    return await crypto.subtle.importKey("spki", buffer(spki), params, false, ["verify"]);
  } catch {
    throw new WebAuthnError("public key rejected");
  }
}

export interface Assertion {
  authenticatorData: Uint8Array;
  clientDataJSON: Uint8Array;
  signature: Uint8Array;
}

/** An authentication response against a stored key: rpIdHash, UP and UV flags, signature. Returns the new counter. */
export async function verifyAssertionSignature(
  assertion: Assertion,
  stored: { publicKey: Uint8Array; algorithm: number },
  rp: RelyingParty,
): Promise<{ signCount: number }> {
  let data: ReturnType<typeof parseAuthenticatorData>;
  try {
    data = parseAuthenticatorData(assertion.authenticatorData);
  } catch {
    throw new WebAuthnError("authenticator data unreadable");
  }
  checkAuthenticatorData(data, rp);
  const key = await importVerifyKey(stored.publicKey, stored.algorithm);
  const message = createAssertionSignatureMessage(assertion.authenticatorData, assertion.clientDataJSON);
  let ok = false;
  if (stored.algorithm === coseAlgorithmES256) {
    let signature: Uint8Array;
    try {
      // WebAuthn ECDSA signatures are DER; Web Crypto wants r || s.
      signature = decodePKIXECDSASignature(assertion.signature).encodeIEEEP1363(p256);
    } catch {
      throw new WebAuthnError("signature unreadable");
    }
    ok = await crypto.subtle.verify({ name: "ECDSA", hash: "SHA-256" }, key, buffer(signature), buffer(message));
  } else if (stored.algorithm === coseAlgorithmRS256) {
    ok = await crypto.subtle.verify("RSASSA-PKCS1-v1_5", key, buffer(assertion.signature), buffer(message));
  }
  if (!ok) throw new WebAuthnError("bad signature");
  return { signCount: data.signatureCounter };
}

/**
 * The signature counter rule (WebAuthn §6.1.1): when either value is non-zero the new one must be greater;
 * authenticators without a counter (many synced passkeys) always report 0.
 */
export function counterAccepted(stored: number, received: number): boolean {
  if (stored === 0 && received === 0) return true;
  return received > stored;
}
