import { describe, expect, it } from "vitest";
import { exportFileName, ACCOUNT_MESSAGES as M } from "~/domain/account-messages.ts";
import { changeEmailSchema, changePasswordSchema, deleteAccountSchema, fieldErrors, profileSchema } from "~/domain/account-schemas.ts";
import { accountSections } from "~/domain/account-sections.ts";
import { GUEST_USER, type UserView } from "~/domain/user.ts";
import { MESSAGES } from "~/domain/validation.ts";

const user = (patch: Partial<UserView>): UserView => ({ ...GUEST_USER, id: "u1", ...patch });

describe("which /account sections a user sees", () => {
  it("hides Subscription & Billing and every self-service part from the demo account (SPEC §2)", () => {
    expect(accountSections(user({ accountType: "demo", isRegistered: false }))).toEqual({ subscription: false, selfService: false, passkeys: false });
    // Even a demo row marked registered stays shared: nothing of it is self-service.
    expect(accountSections(user({ accountType: "demo", isRegistered: true }))).toEqual({ subscription: false, selfService: false, passkeys: false });
  });

  it("shows everything to a registered account", () => {
    expect(accountSections(user({ isRegistered: true }))).toEqual({ subscription: true, selfService: true, passkeys: true });
  });

  it("shows a trial user without an account only the plans summary", () => {
    expect(accountSections(user({ isRegistered: false }))).toEqual({ subscription: true, selfService: false, passkeys: false });
  });
});

describe("account form schemas (shared by the page and the API)", () => {
  it("profile: trims the name, treats an empty or null phone as none, and names the failing field", () => {
    expect(profileSchema.parse({ name: "  Ana Ruiz ", phone: " +1 555 0100 " })).toEqual({ name: "Ana Ruiz", phone: "+1 555 0100" });
    expect(profileSchema.parse({ name: "Ana Ruiz", phone: "" }).phone).toBeUndefined();
    expect(profileSchema.parse({ name: "Ana Ruiz", phone: null }).phone).toBeUndefined();
    const bad = profileSchema.safeParse({ name: "A", phone: "call me" });
    expect(bad.success).toBe(false);
    expect(fieldErrors(bad.error!)).toEqual({ name: MESSAGES.nameMin, phone: MESSAGES.phoneChars });
    expect(fieldErrors(profileSchema.safeParse({ name: "Mallory\u2066x" }).error!)).toEqual({ name: MESSAGES.nameChars });
  });

  it("change password: SPEC §5 rules for the new one, a matching confirmation, any non-empty current one", () => {
    const ok = { currentPassword: "old", newPassword: "Harvest9876$", confirmPassword: "Harvest9876$" };
    expect(changePasswordSchema.safeParse(ok).success).toBe(true);
    expect(fieldErrors(changePasswordSchema.safeParse({ ...ok, currentPassword: "" }).error!)).toEqual({ currentPassword: MESSAGES.passwordRequired });
    expect(fieldErrors(changePasswordSchema.safeParse({ ...ok, newPassword: "abcdefgh", confirmPassword: "abcdefgh" }).error!).newPassword).toBe(
      MESSAGES.passwordDigits,
    );
    expect(fieldErrors(changePasswordSchema.safeParse({ ...ok, confirmPassword: "Harvest9876%" }).error!)).toEqual({
      confirmPassword: MESSAGES.passwordsMismatch,
    });
  });

  it("change e-mail: a valid address, lower-cased", () => {
    expect(changeEmailSchema.parse({ newEmail: " New@Example.COM ", currentPassword: "x" }).newEmail).toBe("new@example.com");
    expect(fieldErrors(changeEmailSchema.safeParse({ newEmail: "nope", currentPassword: "x" }).error!)).toEqual({ newEmail: MESSAGES.email });
  });

  it("delete: exactly one confirmation, the password or a passkey", () => {
    const passkey = { credentialId: "abc", response: { clientDataJSON: "e30", authenticatorData: "AA", signature: "AA" } };
    expect(deleteAccountSchema.safeParse({ password: "secret" }).success).toBe(true);
    expect(deleteAccountSchema.safeParse({ passkey }).success).toBe(true);
    expect(fieldErrors(deleteAccountSchema.safeParse({}).error!)).toEqual({ password: M.confirmRequired });
    expect(deleteAccountSchema.safeParse({ password: "secret", passkey }).success).toBe(false);
  });

  it("names the export file by the day", () => {
    expect(exportFileName(new Date("2026-11-24T23:59:00Z"))).toBe("fieldfix-data-2026-11-24.json");
  });
});
