import { describe, expect, it } from "vitest";
import {
  completeRegistrationSchema,
  emailSchema,
  firstIssue,
  loginSchema,
  MESSAGES,
  resetPasswordSchema,
  sanitizeCodeInput,
  verifyCodeSchema,
} from "~/domain/validation.ts";

function messageOf(schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } }, value: unknown): string | null {
  const r = schema.safeParse(value);
  return r.success ? null : firstIssue(r.error as never);
}

const base = { email: "tech@example.com", name: "Jo Tech", password: "Field1234!" };

describe("SPEC §5 validation messages", () => {
  it("e-mail", () => {
    expect(messageOf(emailSchema, "nope")).toBe("Please enter a valid email address");
    expect(messageOf(emailSchema, `${"a".repeat(244)}@example.com`)).toBe("Email must be less than 255 characters");
    expect(emailSchema.parse("  Tech@Example.COM ")).toBe("tech@example.com");
  });

  it.each([
    ["Abc12!", MESSAGES.passwordMin],
    [`${"1234!"}${"x".repeat(124)}`, MESSAGES.passwordMax],
    ["Abcdef123!", MESSAGES.passwordDigits],
    ["Abcd1234", MESSAGES.passwordSpecial],
  ])("password %j", (password, message) => {
    expect(messageOf(completeRegistrationSchema, { ...base, password })).toBe(message);
  });

  it("accepts exactly 8 and exactly 128 characters", () => {
    expect(messageOf(completeRegistrationSchema, { ...base, password: "1234abc!" })).toBeNull();
    expect(messageOf(completeRegistrationSchema, { ...base, password: `1234!${"x".repeat(123)}` })).toBeNull();
  });

  it.each([
    ["J", MESSAGES.nameMin],
    ["x".repeat(101), MESSAGES.nameMax],
    ["Jo <b>", MESSAGES.nameChars],
    ['Jo "J"', MESSAGES.nameChars],
    ["Jo; drop", MESSAGES.nameChars],
    ["Jo (Tech)", MESSAGES.nameChars],
    ["O'Brien", MESSAGES.nameChars],
    ["Jo\u0000Tech", MESSAGES.nameChars],
    ["Jo\nTech", MESSAGES.nameChars],
    ["Jo\u007FTech", MESSAGES.nameChars],
    ["Jo\u0085Tech", MESSAGES.nameChars],
    ["\u202Ehcet oJ", MESSAGES.nameChars],
    ["Jo\u202BTech", MESSAGES.nameChars],
    ["Jo\u2067Tech", MESSAGES.nameChars],
    ["Jo\u061CTech", MESSAGES.nameChars],
    ["\u200B\u200B", MESSAGES.nameChars],
    ["\uFEFF\u2060\u00AD", MESSAGES.nameChars],
    ["\u2028Jo", MESSAGES.nameChars],
    // Found by the security review: fillers, braille blank, combining marks and tags that render as nothing.
    ["\u3164\u3164", MESSAGES.nameChars],
    ["\uffa0\uffa0", MESSAGES.nameChars],
    ["\u2800\u2800", MESSAGES.nameChars],
    ["\u034f\u180e", MESSAGES.nameChars],
    ["\u0301\u0301", MESSAGES.nameChars],
    ["\u{e0041}\u{e0042}", MESSAGES.nameChars],
    ["Jo\ufff9Tech", MESSAGES.nameChars],
  ])("name %j", (name, message) => {
    expect(messageOf(completeRegistrationSchema, { ...base, name })).toBe(message);
  });

  it.each(["José Peña", "Zoë Ødegård", "محمد علي", "फ़ारूक़ ख़ान", "می\u200Cخواهم", "李小龙", "Anne-Marie O Neil"])("accepts the real name %j", (name) => {
    expect(messageOf(completeRegistrationSchema, { ...base, name })).toBeNull();
  });

  it.each([
    ["1".repeat(21), MESSAGES.phoneMax],
    ["555 CALL", MESSAGES.phoneChars],
  ])("phone %j", (phone, message) => {
    expect(messageOf(completeRegistrationSchema, { ...base, phone })).toBe(message);
  });

  it("phone is optional and may use digits, spaces, hyphens, plus and parentheses", () => {
    expect(completeRegistrationSchema.parse({ ...base, phone: "" }).phone).toBeUndefined();
    expect(completeRegistrationSchema.parse({ ...base, phone: "+1 (555) 010-0199" }).phone).toBe("+1 (555) 010-0199");
  });

  it("login needs a password", () => {
    expect(messageOf(loginSchema, { email: "a@b.co" })).toBe("Password is required");
    expect(messageOf(loginSchema, { email: "a@b.co", password: "" })).toBe("Password is required");
  });

  it("verification code: exactly 6 digits", () => {
    expect(messageOf(verifyCodeSchema, { email: "a@b.co", code: "123" })).toBe("Verification code must be 6 digits");
    expect(messageOf(verifyCodeSchema, { email: "a@b.co", code: "12345a" })).toBe("Code must contain only numbers");
    expect(messageOf(verifyCodeSchema, { email: "a@b.co", code: "123456" })).toBeNull();
  });

  it("the code input strips non-digits and keeps at most 6", () => {
    expect(sanitizeCodeInput("12-34 a5678")).toBe("123456");
    expect(sanitizeCodeInput("abc")).toBe("");
  });

  it("reset form", () => {
    expect(messageOf(resetPasswordSchema, { token: "", newPassword: "Field1234!", confirmPassword: "Field1234!" })).toBe("Reset token is required");
    expect(messageOf(resetPasswordSchema, { token: "t", newPassword: "Field1234!", confirmPassword: "short" })).toBe("Please confirm your password");
    expect(messageOf(resetPasswordSchema, { token: "t", newPassword: "Field1234!", confirmPassword: "Field1234?" })).toBe("Passwords don't match");
    expect(messageOf(resetPasswordSchema, { token: "t", newPassword: "Field1234!", confirmPassword: "Field1234!" })).toBeNull();
  });
});
