import { desc, eq } from "drizzle-orm";
import type { AccountExport } from "~/domain/account-messages.ts";
import type { AppServices } from "../context.ts";
import { authSessions, biometricCredentials, confirmedFixes, diagnostics, machines, subscriptionKeys } from "../db/schema.ts";
import { withAnswers } from "../diagnostics/answer-store.ts";
import { requireAccountHolder } from "./account-holder.ts";

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

/**
 * Everything FieldFix keeps about the person, readable: profile, plan, diagnoses, passkeys and signed-in sessions.
 * Never a password hash, token, key hash or a passkey's public key: nothing in the file can be used to sign in.
 */
export async function exportAccount(svc: Pick<AppServices, "db" | "now" | "env" | "budgets" | "currentUser" | "currentSession">): Promise<AccountExport> {
  const { user } = await requireAccountHolder(svc);
  await svc.budgets.spend("export", `user:${user.id}`);
  const [stored, keys, passkeys, sessions, garage, fixes] = await Promise.all([
    svc.db.select().from(diagnostics).where(eq(diagnostics.userId, user.id)).orderBy(desc(diagnostics.createdAt)),
    svc.db
      .select({ plan: subscriptionKeys.plan, redeemedAt: subscriptionKeys.redeemedAt })
      .from(subscriptionKeys)
      .where(eq(subscriptionKeys.redeemedBy, user.id)),
    svc.db
      .select({ name: biometricCredentials.name, createdAt: biometricCredentials.createdAt, lastUsedAt: biometricCredentials.lastUsedAt })
      .from(biometricCredentials)
      .where(eq(biometricCredentials.userId, user.id)),
    svc.db
      .select({
        createdAt: authSessions.createdAt,
        lastSeenAt: authSessions.lastSeenAt,
        expiresAt: authSessions.expiresAt,
        ipAddress: authSessions.ipAddress,
        userAgent: authSessions.userAgent,
      })
      .from(authSessions)
      .where(eq(authSessions.userId, user.id)),
    svc.db.select().from(machines).where(eq(machines.userId, user.id)).orderBy(desc(machines.lastUsedAt)),
    svc.db.select().from(confirmedFixes).where(eq(confirmedFixes.userId, user.id)).orderBy(desc(confirmedFixes.updatedAt)),
  ]);
  // Compact answers read back whole: the file shows each diagnosis as it was shown.
  const rows = await withAnswers(svc.db, stored);
  return {
    format: "fieldfix-account-export",
    version: 1,
    exportedAt: svc.now().toISOString(),
    profile: {
      id: user.id,
      name: user.name,
      email: user.email,
      phone: user.phone,
      isEmailVerified: user.isEmailVerified,
      accountType: user.accountType,
      createdAt: user.createdAt.toISOString(),
      updatedAt: user.updatedAt.toISOString(),
      ipAddress: user.ipAddress,
      deviceFingerprint: user.deviceFingerprint,
    },
    plan: {
      subscriptionStatus: user.subscriptionStatus,
      subscriptionPlans: user.subscriptionPlans ?? {},
      trialActivated: user.trialActivated,
      trialSearchesUsed: user.trialSearchesUsed,
      searchesUsed: user.searchesUsed,
      keysRedeemed: keys.map((k) => ({ plan: k.plan, redeemedAt: iso(k.redeemedAt) })),
    },
    diagnoses: rows.map((d) => ({
      id: d.id,
      link: `${svc.env.PUBLIC_ORIGIN}/result/${d.id}`,
      createdAt: d.createdAt.toISOString(),
      vehicleType: d.vehicleType,
      vehicle: d.tractorModel,
      symptoms: d.symptoms,
      primaryCause: d.primaryCause,
      confidence: d.confidence,
      troubleshootingSteps: d.troubleshootingSteps,
      alternativeCauses: d.alternativeCauses,
      details: d.details,
      stepProgress: d.stepProgress,
      saved: d.saved,
      resolved: d.resolved,
      engine: d.engine,
      knowledgeVersion: d.kbVersion,
      madeOffline: d.clientRef !== null,
      ipAddress: d.ipAddress,
      deviceFingerprint: d.deviceFingerprint,
    })),
    confirmedFixes: fixes.map((f) => ({
      diagnosisId: f.diagnosticId,
      vehicleType: f.vehicleType,
      make: f.make,
      modelFamily: f.modelFamily,
      causeId: f.causeId,
      otherCause: f.otherCause,
      part: f.part,
      answeredAt: f.updatedAt.toISOString(),
    })),
    machines: garage.map((m) => ({
      vehicleType: m.vehicleType,
      make: m.make,
      model: m.model,
      year: m.year,
      nickname: m.nickname,
      meterReading: m.meterReading,
      meterUnit: m.meterUnit,
      lastUsedAt: m.lastUsedAt.toISOString(),
    })),
    passkeys: passkeys.map((p) => ({ name: p.name ?? "Passkey", createdAt: p.createdAt.toISOString(), lastUsedAt: iso(p.lastUsedAt) })),
    signedInSessions: sessions.map((s) => ({
      signedInAt: s.createdAt.toISOString(),
      lastSeenAt: iso(s.lastSeenAt),
      expiresAt: s.expiresAt.toISOString(),
      ipAddress: s.ipAddress,
      userAgent: s.userAgent,
    })),
  };
}
