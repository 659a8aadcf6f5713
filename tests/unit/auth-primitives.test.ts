import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "~/.server/auth/password.ts";
import { blockDurationMs, MAX_FAILURES } from "~/.server/auth/sign-in-locks.ts";
import { hashToken, newSixDigitCode, newToken, sameDigest } from "~/.server/auth/tokens.ts";

describe("tokens and codes", () => {
  it("makes >= 128-bit tokens and 6-digit codes", () => {
    const t = newToken();
    expect(t).toMatch(/^[a-z2-7]{32}$/); // 160 bits
    expect(new Set(Array.from({ length: 200 }, newToken)).size).toBe(200);
    for (let i = 0; i < 200; i++) expect(newSixDigitCode()).toMatch(/^\d{6}$/);
  });

  it("hashes tokens with SHA-256 and compares digests in constant time", () => {
    expect(hashToken("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    expect(sameDigest(hashToken("a"), hashToken("a"))).toBe(true);
    expect(sameDigest(hashToken("a"), hashToken("b"))).toBe(false);
  });
});

describe("scrypt passwords", () => {
  it("stores parameters with the hash and verifies only the right password", async () => {
    const hash = await hashPassword("Field1234!");
    expect(hash).toMatch(/^scrypt\$16384\$8\$5\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword("Field1234!", hash)).toBe(true);
    expect(await verifyPassword("Field1234?", hash)).toBe(false);
    expect(await hashPassword("Field1234!")).not.toBe(hash); // salted
  });

  it("never matches a malformed stored hash", async () => {
    expect(await verifyPassword("x", "")).toBe(false);
    expect(await verifyPassword("x", "scrypt$0$8$1$AA==$AA==")).toBe(false);
    expect(await verifyPassword("x", "bcrypt$whatever")).toBe(false);
  });
});

describe("sign-in lock", () => {
  it("starts after 5 failures and grows, capped at a day", () => {
    expect(blockDurationMs(MAX_FAILURES - 1)).toBe(0);
    expect(blockDurationMs(5)).toBe(5 * 60_000);
    expect(blockDurationMs(6)).toBe(10 * 60_000);
    expect(blockDurationMs(7)).toBe(20 * 60_000);
    expect(blockDurationMs(40)).toBe(24 * 60 * 60_000);
  });
});
