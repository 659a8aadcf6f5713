import { z } from "zod";

/** Request bodies of /api/auth/biometric/* (see passkeys.ts for the shapes they answer with). */

const b64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/, "must be base64url");

// Sizes: credential ids are at most 1023 bytes (WebAuthn §5.8.3); an RSA-4096 attestation stays well under 8 KB.
export const registerBeginSchema = z.object({
  userId: z.string().min(1).max(100),
  username: z.string().max(254).optional(),
  /** Typed again when the session's sign-in is older than REAUTH_WINDOW_MS. */
  password: z.string().min(1).max(1024).optional(),
});

export const registerCompleteSchema = z.object({
  userId: z.string().min(1).max(100),
  credentialId: b64url(1400),
  /** What the browser says the key is. Never trusted: the server reads the key from the attestation object. */
  publicKey: b64url(2000).optional(),
  response: z.object({
    clientDataJSON: b64url(4000),
    attestationObject: b64url(12000),
  }),
});

export const authenticateCompleteSchema = z.object({
  credentialId: b64url(1400),
  response: z.object({
    clientDataJSON: b64url(4000),
    authenticatorData: b64url(4000),
    signature: b64url(1400),
    userHandle: b64url(200).nullish(),
  }),
  sessionId: z.string().max(100).optional(),
});

export type RegisterCompleteInput = z.infer<typeof registerCompleteSchema>;
export type AuthenticateCompleteInput = z.infer<typeof authenticateCompleteSchema>;
