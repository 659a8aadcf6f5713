import { describe, expect, it } from "vitest";
import {
  checkClientData,
  counterAccepted,
  relyingParty,
  verifyAssertionSignature,
  verifyRegistrationResponse,
  WebAuthnError,
} from "~/.server/auth/webauthn.ts";
import { deviceLabel } from "~/domain/passkeys.ts";
import { b64url, FLAG_UP, FLAG_UV, fromB64url, SoftAuthenticator } from "../support/soft-authenticator.ts";

const ORIGIN = "https://fieldfix.example";
const rp = relyingParty(ORIGIN);
const challenge = () => b64url(crypto.getRandomValues(new Uint8Array(32)));

async function registered(alg: "ES256" | "RS256" = "ES256") {
  const authenticator = await SoftAuthenticator.create({ alg, origin: ORIGIN });
  const res = await authenticator.register({ challenge: challenge() });
  const credential = await verifyRegistrationResponse(
    { clientDataJSON: fromB64url(res.response.clientDataJSON), attestationObject: fromB64url(res.response.attestationObject) },
    rp,
  );
  return { authenticator, credential };
}

async function assertWith(authenticator: SoftAuthenticator, stored: { publicKey: Uint8Array; algorithm: number }, tamper = {}) {
  const a = await authenticator.assert({ challenge: challenge() }, tamper);
  return verifyAssertionSignature(
    {
      clientDataJSON: fromB64url(a.response.clientDataJSON),
      authenticatorData: fromB64url(a.response.authenticatorData),
      signature: fromB64url(a.response.signature),
    },
    stored,
    rp,
  );
}

async function refusedWith(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof WebAuthnError) return error.reason;
    throw error;
  }
  return "accepted";
}

describe("relying party", () => {
  it("is the public origin's host, never a path or port-less guess", () => {
    expect(relyingParty("http://localhost:8787")).toEqual({ id: "localhost", origin: "http://localhost:8787", name: "FieldFix" });
    expect(relyingParty("https://fieldfix.app/")).toMatchObject({ id: "fieldfix.app", origin: "https://fieldfix.app" });
  });
});

describe.each(["ES256", "RS256"] as const)("%s credential", (alg) => {
  it("registers and then verifies an assertion, returning the authenticator's counter", async () => {
    const { authenticator, credential } = await registered(alg);
    expect(credential.algorithm).toBe(alg === "ES256" ? -7 : -257);
    expect(b64url(credential.credentialId)).toBe(authenticator.id);
    await expect(assertWith(authenticator, credential)).resolves.toEqual({ signCount: 1 });
    await expect(assertWith(authenticator, credential)).resolves.toEqual({ signCount: 2 });
  });

  it("refuses a signature made by another key", async () => {
    const { credential } = await registered(alg);
    const other = await SoftAuthenticator.create({ alg, origin: ORIGIN });
    expect(await refusedWith(assertWith(other, credential))).toBe("bad signature");
  });
});

describe("registration checks", () => {
  async function attempt(tamper: Parameters<SoftAuthenticator["register"]>[1]) {
    const authenticator = await SoftAuthenticator.create({ origin: ORIGIN });
    const res = await authenticator.register({ challenge: challenge() }, tamper);
    const clientDataJSON = fromB64url(res.response.clientDataJSON);
    return refusedWith(
      (async () => {
        checkClientData(clientDataJSON, "create", rp);
        return verifyRegistrationResponse({ clientDataJSON, attestationObject: fromB64url(res.response.attestationObject) }, rp);
      })(),
    );
  }

  it("accepts the untampered response (control)", async () => expect(await attempt({})).toBe("accepted"));
  it("wrong origin", async () => expect(await attempt({ origin: "https://evil.example" })).toBe("wrong origin"));
  it("wrong type", async () => expect(await attempt({ type: "webauthn.get" })).toBe("wrong type"));
  it("cross-origin iframe", async () => expect(await attempt({ crossOrigin: true })).toBe("cross-origin"));
  it("wrong rpId", async () => expect(await attempt({ rpId: "evil.example" })).toBe("wrong rp id"));
  it("user not verified", async () => expect(await attempt({ flags: FLAG_UP })).toBe("user not verified"));
  it("user not present", async () => expect(await attempt({ flags: FLAG_UV })).toBe("user not present"));
  it("attestation other than none", async () => expect(await attempt({ fmt: "packed" })).toBe("attestation not none"));
});

describe("assertion checks", () => {
  it("refuses a wrong rpId and unset UV/UP flags", async () => {
    const { authenticator, credential } = await registered();
    expect(await refusedWith(assertWith(authenticator, credential, { rpId: "evil.example" }))).toBe("wrong rp id");
    expect(await refusedWith(assertWith(authenticator, credential, { flags: FLAG_UP }))).toBe("user not verified");
    expect(await refusedWith(assertWith(authenticator, credential, { flags: FLAG_UV }))).toBe("user not present");
  });

  it("refuses short challenges and wrong client data types", () => {
    const data = (o: object) => new TextEncoder().encode(JSON.stringify({ type: "webauthn.get", origin: ORIGIN, ...o }));
    expect(() => checkClientData(data({ challenge: b64url(new Uint8Array(8)) }), "get", rp)).toThrow(/challenge too short/);
    expect(() => checkClientData(data({ challenge: challenge(), type: "webauthn.create" }), "get", rp)).toThrow(/wrong type/);
    expect(() => checkClientData(new TextEncoder().encode("not json"), "get", rp)).toThrow(/unreadable/);
  });
});

describe("signature counter rule", () => {
  it("needs growth when either side counts; allows 0 → 0", () => {
    expect(counterAccepted(0, 0)).toBe(true);
    expect(counterAccepted(0, 1)).toBe(true);
    expect(counterAccepted(5, 6)).toBe(true);
    expect(counterAccepted(5, 5)).toBe(false);
    expect(counterAccepted(5, 4)).toBe(false);
    expect(counterAccepted(5, 0)).toBe(false);
  });
});

describe("deviceLabel", () => {
  it("names the browser and platform", () => {
    expect(deviceLabel("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36")).toBe(
      "Chrome on Android",
    );
    expect(
      deviceLabel("Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1"),
    ).toBe("Safari on iPhone");
    expect(deviceLabel("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0")).toBe(
      "Edge on Windows",
    );
    expect(deviceLabel(null)).toBe("Passkey");
  });
});

describe("P-256 public keys", () => {
  it("encodes every point Web Crypto accepts, also those whose y has leading zero bytes (1 key in 256)", async () => {
    const { p256Spki } = await import("~/.server/auth/webauthn.ts");
    const b64 = (s: string) => Uint8Array.from(atob(s.replace(/-/g, "+").replace(/_/g, "/") + "===".slice((s.length + 3) % 4)), (c) => c.charCodeAt(0));
    const big = (bytes: Uint8Array) => bytes.reduce((acc, b) => (acc << 8n) | BigInt(b), 0n);
    let smallY = 0;
    // Keys until two with such a y have been checked (expected within ~512; 20000 makes a miss practically impossible).
    for (let i = 0; i < 20000 && smallY < 2; i++) {
      const pair = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"])) as CryptoKeyPair;
      const jwk = await crypto.subtle.exportKey("jwk", pair.publicKey);
      const [x, y] = [b64(jwk.x!), b64(jwk.y!)];
      if (y[0] === 0) smallY++;
      const spki = p256Spki(big(x), big(y));
      expect(new Uint8Array(await crypto.subtle.exportKey("spki", pair.publicKey))).toEqual(spki);
    }
    expect(smallY).toBe(2);
  }, 60_000);
});
