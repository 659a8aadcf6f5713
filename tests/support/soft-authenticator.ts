/**
 * A software WebAuthn authenticator for tests (Node and workerd): makes real ES256/RS256 keys with Web Crypto and
 * builds attestation and assertion responses byte for byte as the spec lays them out, with knobs to break any one
 * part (origin, rpId, flags, type, counter, attestation format) so each server check can be shown to refuse it.
 */

const enc = new TextEncoder();

export function b64url(bytes: Uint8Array): string {
  let s = "";
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function fromB64url(value: string): Uint8Array {
  const s = atob(value.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(s, (c) => c.charCodeAt(0));
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

// Minimal CBOR (RFC 8949) encoder: the subset WebAuthn uses.
type Cbor = number | string | Uint8Array | Map<number | string, Cbor>;
function head(major: number, n: number): Uint8Array {
  if (n < 24) return Uint8Array.of((major << 5) | n);
  if (n < 0x100) return Uint8Array.of((major << 5) | 24, n);
  if (n < 0x10000) return Uint8Array.of((major << 5) | 25, n >> 8, n & 255);
  return Uint8Array.of((major << 5) | 26, (n >>> 24) & 255, (n >> 16) & 255, (n >> 8) & 255, n & 255);
}
export function cbor(value: Cbor): Uint8Array {
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === "string") {
    const bytes = enc.encode(value);
    return concat(head(3, bytes.length), bytes);
  }
  if (value instanceof Uint8Array) return concat(head(2, value.length), value);
  const parts: Uint8Array[] = [head(5, value.size)];
  for (const [k, v] of value) parts.push(cbor(k), cbor(v));
  return concat(...parts);
}

/** ECDSA P1363 (r || s) to the DER SEQUENCE WebAuthn sends. */
function derSignature(p1363: Uint8Array): Uint8Array {
  const int = (bytes: Uint8Array) => {
    let i = 0;
    while (i < bytes.length - 1 && bytes[i] === 0) i++;
    let v: Uint8Array = bytes.slice(i);
    if (v[0]! & 0x80) v = concat(Uint8Array.of(0), v);
    return concat(Uint8Array.of(0x02, v.length), v);
  };
  const body = concat(int(p1363.slice(0, 32)), int(p1363.slice(32)));
  return concat(Uint8Array.of(0x30, body.length), body);
}

async function sha256(bytes: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", new Uint8Array(bytes)));
}

export const FLAG_UP = 0x01;
export const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

export interface Tamper {
  origin?: string;
  rpId?: string;
  type?: string;
  flags?: number;
  counter?: number;
  fmt?: string;
  crossOrigin?: boolean;
}

export class SoftAuthenticator {
  counter = 0;
  userHandle: string | null = null;

  readonly alg: "ES256" | "RS256";
  readonly rpId: string;
  readonly origin: string;
  /** Authenticators without a counter (most synced passkeys) always report 0. */
  readonly countsSignatures: boolean;
  readonly credentialId: Uint8Array;
  private readonly keys: CryptoKeyPair;

  private constructor(init: { alg: "ES256" | "RS256"; keys: CryptoKeyPair; origin: string; countsSignatures: boolean; credentialId: Uint8Array }) {
    this.alg = init.alg;
    this.keys = init.keys;
    this.origin = init.origin;
    this.rpId = new URL(init.origin).hostname;
    this.countsSignatures = init.countsSignatures;
    this.credentialId = init.credentialId;
  }

  static async create(opts: {
    alg?: "ES256" | "RS256";
    origin: string;
    countsSignatures?: boolean;
    /** Reuse another credential's id (to show one account cannot take over another's). */
    credentialId?: string;
  }): Promise<SoftAuthenticator> {
    const alg = opts.alg ?? "ES256";
    const params =
      alg === "ES256"
        ? { name: "ECDSA", namedCurve: "P-256" }
        : { name: "RSASSA-PKCS1-v1_5", modulusLength: 2048, publicExponent: Uint8Array.of(1, 0, 1), hash: "SHA-256" };
    const keys = (await crypto.subtle.generateKey(params, true, ["sign", "verify"])) as CryptoKeyPair;
    const id = opts.credentialId ? fromB64url(opts.credentialId) : crypto.getRandomValues(new Uint8Array(32));
    return new SoftAuthenticator({ alg, keys, origin: opts.origin, countsSignatures: opts.countsSignatures ?? true, credentialId: id });
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  private async coseKey(): Promise<Uint8Array> {
    const jwk = await crypto.subtle.exportKey("jwk", this.keys.publicKey);
    if (this.alg === "ES256") {
      return cbor(
        new Map<number, Cbor>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, fromB64url(jwk.x!)],
          [-3, fromB64url(jwk.y!)],
        ]),
      );
    }
    return cbor(
      new Map<number, Cbor>([
        [1, 3],
        [3, -257],
        [-1, fromB64url(jwk.n!)],
        [-2, fromB64url(jwk.e!)],
      ]),
    );
  }

  private clientData(type: string, challenge: string, t: Tamper): Uint8Array {
    return enc.encode(JSON.stringify({ type: t.type ?? type, challenge, origin: t.origin ?? this.origin, crossOrigin: t.crossOrigin ?? false }));
  }

  private async authData(flags: number, counter: number, rpId: string, attested?: Uint8Array): Promise<Uint8Array> {
    const c = Uint8Array.of((counter >>> 24) & 255, (counter >> 16) & 255, (counter >> 8) & 255, counter & 255);
    return concat(await sha256(enc.encode(rpId)), Uint8Array.of(flags), c, attested ?? new Uint8Array());
  }

  /** navigator.credentials.create(): the body of register/complete minus userId. */
  async register(options: { challenge: string; user?: { id: string } }, t: Tamper = {}) {
    this.userHandle = options.user?.id ?? null;
    const clientDataJSON = this.clientData("webauthn.create", options.challenge, t);
    const idLength = Uint8Array.of(this.credentialId.length >> 8, this.credentialId.length & 255);
    const attested = concat(new Uint8Array(16), idLength, this.credentialId, await this.coseKey());
    const authData = await this.authData((t.flags ?? FLAG_UP | FLAG_UV) | FLAG_AT, t.counter ?? this.counter, t.rpId ?? this.rpId, attested);
    const attestationObject = cbor(
      new Map<string, Cbor>([
        ["fmt", t.fmt ?? "none"],
        ["attStmt", new Map()],
        ["authData", authData],
      ]),
    );
    return { credentialId: this.id, response: { clientDataJSON: b64url(clientDataJSON), attestationObject: b64url(attestationObject) } };
  }

  /** navigator.credentials.get(): the body of authenticate/complete. Counts one signature unless told a counter. */
  async assert(options: { challenge: string }, t: Tamper = {}) {
    if (this.countsSignatures && t.counter === undefined) this.counter += 1;
    const clientDataJSON = this.clientData("webauthn.get", options.challenge, t);
    const authData = await this.authData(t.flags ?? FLAG_UP | FLAG_UV, t.counter ?? this.counter, t.rpId ?? this.rpId);
    const message = concat(authData, await sha256(clientDataJSON));
    const algorithm = this.alg === "ES256" ? { name: "ECDSA", hash: "SHA-256" } : { name: "RSASSA-PKCS1-v1_5" };
    let signature = new Uint8Array(await crypto.subtle.sign(algorithm, this.keys.privateKey, new Uint8Array(message)));
    if (this.alg === "ES256") signature = new Uint8Array(derSignature(signature));
    return {
      credentialId: this.id,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: this.userHandle,
      },
    };
  }
}
