import { sha256 } from "@oslojs/crypto/sha2";
import { encodeBase32UpperCaseNoPadding, encodeHexLowerCase } from "@oslojs/encoding";

/**
 * Subscription keys: 100 random bits shown as FF-XXXXX-XXXXX-XXXXX-XXXXX (base32, no look-alike worries for
 * typing since input is normalised). Only the SHA-256 of the normalised key is stored.
 */
export function newSubscriptionKey(): string {
  const body = encodeBase32UpperCaseNoPadding(crypto.getRandomValues(new Uint8Array(13))).slice(0, 20);
  return `FF-${body.match(/.{5}/g)!.join("-")}`;
}

export function normaliseKey(key: string): string {
  return key.toUpperCase().replace(/[^A-Z0-9]/g, "");
}

export function hashSubscriptionKey(key: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(normaliseKey(key))));
}
