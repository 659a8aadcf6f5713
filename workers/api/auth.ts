import { Hono } from "hono";
import { resendVerification, verifyEmailToken } from "../../app/.server/auth/email-verification.ts";
import { login, logout } from "../../app/.server/auth/login.ts";
import { checkResetToken, requestPasswordReset, resetPassword } from "../../app/.server/auth/password-reset.ts";
import { completeRegistration, startRegistration, verifyRegistrationCode } from "../../app/.server/auth/registration.ts";
import { clearSessionCookie } from "../../app/.server/auth/sessions.ts";
import { toUserView } from "../../app/.server/auth/user-view.ts";
import type { AppEnv } from "../hono-env.ts";
import { readJson } from "./json.ts";

/** POST /api/login and /api/logout (SPEC §7). */
export const sessionRouter = new Hono<AppEnv>()
  .post("/login", async (c) => {
    const svc = c.get("services");
    const { user } = await login(svc, await readJson(c), c.req.header("user-agent") ?? null);
    return c.json({ email: user.email, message: "Welcome back!", user: toUserView(user) });
  })
  .post("/logout", async (c) => {
    const svc = c.get("services");
    await logout(svc, c.req.raw);
    svc.responseCookies.push(clearSessionCookie(svc.secure));
    return c.json({ message: "Signed out" });
  });

/** /api/auth/* (SPEC §7): registration, verification and password reset. */
export const authRouter = new Hono<AppEnv>()
  .post("/verify-email-first", async (c) => c.json(await startRegistration(c.get("services"), await readJson(c))))
  .post("/verify-code", async (c) => c.json(await verifyRegistrationCode(c.get("services"), await readJson(c))))
  .post("/complete-registration", async (c) => {
    const result = await completeRegistration(c.get("services"), await readJson(c), c.req.header("user-agent") ?? null);
    return c.json(result, 201);
  })
  .post("/resend-verification", async (c) => c.json(await resendVerification(c.get("services"), await readJson(c))))
  .post("/forgot-password", async (c) => c.json(await requestPasswordReset(c.get("services"), await readJson(c))))
  .get("/verify-email", async (c) => {
    const result = await verifyEmailToken(c.get("services"), c.req.query("token"));
    return c.json(result, result.success ? 200 : 400);
  })
  .post("/validate-reset-token", async (c) => c.json(await checkResetToken(c.get("services"), await readJson(c))))
  .post("/reset-password-with-token", async (c) => c.json(await resetPassword(c.get("services"), await readJson(c))));
