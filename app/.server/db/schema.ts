import { sql } from "drizzle-orm";
import { customType, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { EMPTY_PROGRESS, type StepProgress } from "../../domain/step-progress.ts";

/**
 * D1 schema. Entities of SPEC §3 plus what a secure implementation needs. Where the spec keeps secrets on the
 * user row (verification/reset tokens, temp password) they live hashed in auth_tokens instead; see
 * docs/decisions/0003-tokens-out-of-the-user-row.md.
 */

const createdAt = () => integer("created_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`);
const updatedAt = () => integer("updated_at", { mode: "timestamp_ms" }).notNull().default(sql`(unixepoch('subsec') * 1000)`);

/** A BLOB read back as bytes whatever shape the driver hands it over in (ArrayBuffer, typed array or number[]). */
const bytes = customType<{ data: Uint8Array; driverData: ArrayBuffer | Uint8Array | number[] }>({
  dataType: () => "blob",
  toDriver: (value) => value,
  fromDriver: (value) => (value instanceof Uint8Array ? value : value instanceof ArrayBuffer ? new Uint8Array(value) : Uint8Array.from(value)),
});

export type PlanKey = "tractor" | "atv" | "automotive" | "all";
export type SubscriptionPlans = Partial<Record<PlanKey, "active">>;

export const users = sqliteTable(
  "users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull().default("Guest User"),
    email: text("email"),
    phone: text("phone"),
    /** scrypt hash with its parameters, e.g. "scrypt$32768$8$1$<salt>$<hash>". */
    passwordHash: text("password_hash"),
    profileImagePath: text("profile_image_path"),
    subscriptionStatus: text("subscription_status", { enum: ["free", "trial", "active"] })
      .notNull()
      .default("free"),
    subscriptionPlans: text("subscription_plans", { mode: "json" }).$type<SubscriptionPlans>().notNull().default({}),
    searchesUsed: integer("searches_used").notNull().default(0),
    trialSearchesUsed: integer("trial_searches_used").notNull().default(0),
    trialActivated: integer("trial_activated", { mode: "boolean" }).notNull().default(false),
    isRegistered: integer("is_registered", { mode: "boolean" }).notNull().default(false),
    isEmailVerified: integer("is_email_verified", { mode: "boolean" }).notNull().default(false),
    accountType: text("account_type", { enum: ["standard", "demo"] })
      .notNull()
      .default("standard"),
    ipAddress: text("ip_address"),
    deviceFingerprint: text("device_fingerprint"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("users_email_unique").on(t.email)],
);

/**
 * SPEC §3's tractor-model table, grown into the vehicle catalogue of all three categories: seeded from
 * knowledge/vehicles (model families with class, fuel, transmission, years) and the hand-kept tractor models with
 * their horsepower (scripts/seed/tractor-models.ts). The entry pages suggest makes and models from it.
 */
export const tractorModels = sqliteTable(
  "tractor_models",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    vehicleType: text("vehicle_type", { enum: ["tractor", "atv", "automotive"] })
      .notNull()
      .default("tractor"),
    brand: text("brand").notNull(),
    model: text("model").notNull(),
    /** First and last model year; yearTo null while still in production or unknown. */
    yearFrom: integer("year_from"),
    yearTo: integer("year_to"),
    /** class, fuels, transmissions, notes (catalogue rows) or type, engineHp, fuel, transmission (hand-kept rows). */
    specifications: text("specifications", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("tractor_models_type_brand_model_unique").on(t.vehicleType, t.brand, t.model), index("tractor_models_model_idx").on(t.model)],
);

export const diagnostics = sqliteTable(
  "diagnostics",
  {
    /** 128-bit random, base32: unguessable, so holding the id is what makes a result shareable. */
    id: text("id").primaryKey(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    sessionId: text("session_id"),
    vehicleType: text("vehicle_type", { enum: ["tractor", "atv", "automotive"] })
      .notNull()
      .default("tractor"),
    tractorModel: text("tractor_model").notNull(),
    symptoms: text("symptoms").notNull(),
    primaryCause: text("primary_cause").notNull(),
    troubleshootingSteps: text("troubleshooting_steps", { mode: "json" }).$type<unknown[]>().notNull(),
    alternativeCauses: text("alternative_causes", { mode: "json" }).$type<unknown[]>().notNull(),
    /** Everything else the engine answered (confidence, codes, questions), kept for the result page. */
    details: text("details", { mode: "json" }).$type<Record<string, unknown>>().notNull().default({}),
    confidence: real("confidence"),
    engine: text("engine").notNull().default("embedded"),
    /** The knowledge base version that answered ("kb-…"); null for diagnoses stored before versions existed. */
    kbVersion: text("kb_version"),
    resolved: integer("resolved", { mode: "boolean" }).notNull().default(false),
    saved: integer("saved", { mode: "boolean" }).notNull().default(false),
    /** Ticked steps and per-step notes (app/domain/step-progress.ts); survives reloads and devices. */
    stepProgress: text("step_progress", { mode: "json" }).$type<StepProgress>().notNull().default(EMPTY_PROGRESS),
    /** Number of troubleshooting steps, kept beside the progress so lists show 'N of M' without parsing the steps. */
    stepCount: integer("step_count").notNull().default(0),
    /**
     * The browser's reference for one press of Diagnose: a retry of the same request gets the same diagnosis, and a
     * cancelled request is withdrawn and refunded (cancellation.ts). Null for older rows.
     */
    requestRef: text("request_ref"),
    /** Whether this diagnosis took one of the trial's searches (so a cancellation gives exactly that one back). */
    chargedTrial: integer("charged_trial", { mode: "boolean" }).notNull().default(false),
    /** Set for diagnoses made offline on a device and uploaded later: makes the upload idempotent. */
    clientRef: text("client_ref"),
    ipAddress: text("ip_address"),
    deviceFingerprint: text("device_fingerprint"),
    createdAt: createdAt(),
    /**
     * The answer in compact form, deflate-raw JSON (app/domain/compact-answer.ts): ids, confidences and hashes of the
     * knowledge texts in answer_parts. When set, troubleshooting_steps, alternative_causes and details are left empty
     * and are read from here; null for rows stored before it (their columns hold the whole answer).
     */
    answer: bytes("answer"),
  },
  (t) => [
    index("diagnostics_user_saved_created_idx").on(t.userId, t.saved, t.createdAt),
    // The retention sweep (housekeeping.ts) finds old unsaved diagnoses of every user: without this it would scan.
    index("diagnostics_unsaved_created_idx").on(t.createdAt).where(sql`saved = 0`),
    // The home workspace's Recent list: a person's newest diagnoses, saved or not.
    index("diagnostics_user_created_idx").on(t.userId, t.createdAt),
    uniqueIndex("diagnostics_user_client_ref_unique").on(t.userId, t.clientRef),
    uniqueIndex("diagnostics_user_request_ref_unique").on(t.userId, t.requestRef),
    // Rows from before compact storage, which housekeeping compacts a batch at a time (answer-store.ts); empty after.
    index("diagnostics_uncompacted_idx").on(t.id).where(sql`answer is null`),
  ],
);

/**
 * Knowledge texts stored answers show, each once under the hash of its exact JSON (app/domain/compact-answer.ts). Never
 * updated or deleted: a hash always means the same text, so every diagnosis reads back as it was shown whatever the
 * knowledge base has become since. Grows with knowledge-base edits, not with users (docs/capacity-plan.md).
 */
export const answerParts = sqliteTable("answer_parts", {
  hash: text("hash").primaryKey(),
  body: text("body").notNull(),
});

/**
 * 'What fixed it?' answers (issue #13 item 3; docs/decisions/confirmed-fixes.md): at most one per diagnosis, given by
 * its owner once it is resolved; a second answer replaces the first and un-resolving withdraws it. The vehicle is
 * stored normalised (catalogue make and model family, machine class) so counts group the same machine however it was
 * typed. `causeId` is a knowledge entry the result listed; `otherCause`/`part` are the owner's words instead, kept
 * for review and never counted or shown to anyone else. No foreign key to the diagnosis: the confirmation outlives
 * the 90-day sweep of unsaved diagnoses; it goes with the account (user_id cascades).
 */
export const confirmedFixes = sqliteTable(
  "confirmed_fixes",
  {
    diagnosticId: text("diagnostic_id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    vehicleType: text("vehicle_type", { enum: ["tractor", "atv", "automotive"] }).notNull(),
    machineClass: text("machine_class"),
    make: text("make"),
    modelFamily: text("model_family"),
    causeId: text("cause_id"),
    otherCause: text("other_cause"),
    part: text("part"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The counts the ranking reads for one vehicle (confirmed-fixes.ts): equality on type and class (or type and
    // make), then grouped by cause, with make, family and owner in the index so the query never reads the table.
    index("confirmed_fixes_class_counts_idx").on(t.vehicleType, t.machineClass, t.causeId, t.make, t.modelFamily, t.userId),
    index("confirmed_fixes_make_counts_idx").on(t.vehicleType, t.make, t.causeId, t.modelFamily, t.userId),
    index("confirmed_fixes_user_idx").on(t.userId),
  ],
);

/** Diagnose requests their person cancelled (issue #14 item 4); kept a day, long enough for any request still running. */
export const cancelledRequests = sqliteTable(
  "cancelled_requests",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    requestRef: text("request_ref").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.requestRef] }), index("cancelled_requests_created_idx").on(t.createdAt)],
);

export type MeterUnit = "hours" | "miles" | "km";

/**
 * A person's machines (issue #14 'My machines'): added when they diagnose one, or by hand. One row per make, model and
 * year: `matchKey` is those three normalised (app/domain/machines.ts), so "John Deere" and "john  deere" are one machine
 * and a missing year is a value of its own (SQLite would let NULLs repeat in a unique index).
 */
export const machines = sqliteTable(
  "machines",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    vehicleType: text("vehicle_type", { enum: ["tractor", "atv", "automotive"] }).notNull(),
    make: text("make").notNull(),
    model: text("model").notNull(),
    year: integer("year"),
    /** Hour meter or odometer reading, in `meterUnit`. */
    meterReading: integer("meter_reading"),
    meterUnit: text("meter_unit", { enum: ["hours", "miles", "km"] }).$type<MeterUnit>(),
    nickname: text("nickname"),
    matchKey: text("match_key").notNull(),
    createdAt: createdAt(),
    lastUsedAt: integer("last_used_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [uniqueIndex("machines_user_match_unique").on(t.userId, t.matchKey), index("machines_user_last_used_idx").on(t.userId, t.lastUsedAt)],
);

export const sessionMappings = sqliteTable(
  "session_mappings",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    sessionId: text("session_id").notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("session_mappings_session_id_unique").on(t.sessionId), index("session_mappings_user_idx").on(t.userId)],
);

/**
 * Failed sign-ins per (account e-mail, where from): `network` is "net:<network>" for a network, "device:<id>" for a
 * device that signed in to the account before, or "*" for the account-wide count that slows a spread-out attack.
 * See docs/decisions/sign-in-lockout.md.
 */
export const loginAttempts = sqliteTable(
  "login_attempts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    email: text("email").notNull(),
    network: text("network").notNull().default(""),
    attempts: integer("attempts").notNull().default(1),
    lastAttempt: integer("last_attempt", { mode: "timestamp_ms" }).notNull(),
    blockedUntil: integer("blocked_until", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("login_attempts_email_network_unique").on(t.email, t.network), index("login_attempts_last_attempt_idx").on(t.lastAttempt)],
);

/** Browsers that signed in to an account before (cookie ff_device, only its SHA-256 here): exempt from the slow-down. */
export const trustedDevices = sqliteTable(
  "trusted_devices",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastUsedAt: integer("last_used_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("trusted_devices_user_idx").on(t.userId), index("trusted_devices_last_used_idx").on(t.lastUsedAt)],
);

export const emailPreverifications = sqliteTable(
  "email_preverifications",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    email: text("email").notNull(),
    /** SHA-256 of the 6-digit code; the code itself is only ever in the e-mail. */
    codeHash: text("code_hash").notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    verified: integer("verified", { mode: "boolean" }).notNull().default(false),
    /** SHA-256 of the registration proof given to the browser that entered the code; the last step needs it. */
    proofHash: text("proof_hash"),
    /** The proof lives apart from the code: a new code for the address (anyone can ask) never voids it. */
    proofExpiresAt: integer("proof_expires_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("email_preverifications_email_unique").on(t.email), index("email_preverifications_expires_idx").on(t.expiresAt)],
);

export const biometricCredentials = sqliteTable(
  "biometric_credentials",
  {
    /** base64url credential id. */
    credentialId: text("credential_id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    algorithm: integer("algorithm").notNull(),
    signCount: integer("sign_count").notNull().default(0),
    name: text("name"),
    createdAt: createdAt(),
    lastUsedAt: integer("last_used_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("biometric_credentials_user_idx").on(t.userId)],
);

export const authSessions = sqliteTable(
  "auth_sessions",
  {
    /** SHA-256 (hex) of the cookie token; the token itself is never stored. */
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    createdAt: createdAt(),
    lastSeenAt: integer("last_seen_at", { mode: "timestamp_ms" }),
    /** When the password was last typed again in this session (sign-in time is created_at). */
    reauthenticatedAt: integer("reauthenticated_at", { mode: "timestamp_ms" }),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    /** What opened the session: the home greets a person still in the sign-in their registration opened as new. */
    openedBy: text("opened_by", { enum: ["sign-in", "registration"] })
      .notNull()
      .default("sign-in"),
  },
  (t) => [index("auth_sessions_user_idx").on(t.userId), index("auth_sessions_expires_idx").on(t.expiresAt)],
);

export const authTokens = sqliteTable(
  "auth_tokens",
  {
    /** SHA-256 (hex) of the token sent by e-mail. */
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["verify-email", "reset-password", "change-email"] }).notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    consumedAt: integer("consumed_at", { mode: "timestamp_ms" }),
    /** For "change-email": the address the link was sent to, which becomes the account's e-mail once it is opened. */
    newEmail: text("new_email"),
    createdAt: createdAt(),
  },
  (t) => [index("auth_tokens_user_purpose_idx").on(t.userId, t.purpose), index("auth_tokens_expires_idx").on(t.expiresAt)],
);

export const subscriptionKeys = sqliteTable(
  "subscription_keys",
  {
    /** SHA-256 (hex) of the key; operators hand out the key, only the hash is stored. */
    keyHash: text("key_hash").primaryKey(),
    plan: text("plan", { enum: ["tractor", "atv", "automotive", "all"] }).notNull(),
    redeemedBy: text("redeemed_by").references(() => users.id, { onDelete: "set null" }),
    redeemedAt: integer("redeemed_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("subscription_keys_redeemed_by_idx").on(t.redeemedBy)],
);

export const webauthnChallenges = sqliteTable(
  "webauthn_challenges",
  {
    /** SHA-256 (hex) of the challenge bytes. */
    challengeHash: text("challenge_hash").primaryKey(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** "confirm": a signed-in owner proving it is them with a passkey (e.g. before deleting the account). */
    purpose: text("purpose", { enum: ["register", "authenticate", "confirm"] }).notNull(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    createdAt: createdAt(),
  },
  // By user: a new challenge replaces the person's earlier ones, and deleting an account cascades here.
  (t) => [index("webauthn_challenges_expires_idx").on(t.expiresAt), index("webauthn_challenges_user_idx").on(t.userId)],
);

export const outbox = sqliteTable(
  "outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("outbox_to_created_idx").on(t.to, t.createdAt)],
);
