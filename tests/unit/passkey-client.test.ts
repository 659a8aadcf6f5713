import { describe, expect, it } from "vitest";
import { ApiError } from "~/domain/api-error.ts";
import { PASSKEY_MESSAGES as M } from "~/domain/passkeys.ts";
import { NetworkError } from "~/lib/api.ts";
import { deviceFailure, serverFailure } from "~/lib/passkey-client.ts";
import { passkeysSupported } from "~/lib/passkey-support.ts";

describe("passkey errors in plain words (SPEC §8)", () => {
  it("maps the device prompt's failures", () => {
    expect(deviceFailure(new DOMException("x", "NotAllowedError"), M.authStartFailed).message).toBe(M.cancelled);
    expect(deviceFailure(new DOMException("x", "AbortError"), M.authStartFailed).message).toBe(M.cancelled);
    expect(deviceFailure(new DOMException("x", "InvalidStateError"), M.registerStartFailed).message).toBe(M.alreadyRegistered);
    expect(deviceFailure(new DOMException("x", "NotSupportedError"), M.registerStartFailed).message).toBe(M.notSupported);
    expect(deviceFailure(new DOMException("x", "SecurityError"), M.registerStartFailed).message).toBe(M.registerStartFailed);
    expect(deviceFailure(new Error("odd"), M.authStartFailed).message).toBe(M.authStartFailed);
  });

  it("keeps the server's sentence where people can act on it, else the flow's own", () => {
    expect(serverFailure(new ApiError(401, M.loginRequired, "LOGIN_REQUIRED"), M.registerStartFailed).message).toBe(M.loginRequired);
    expect(serverFailure(new ApiError(429, "Too many attempts. Please try again in 3 minutes."), M.authStartFailed).message).toMatch(/3 minutes/);
    expect(serverFailure(new ApiError(400, M.expired, "CHALLENGE_INVALID"), M.authVerifyFailed).message).toBe(M.expired);
    expect(serverFailure(new ApiError(500, "Internal"), M.registerVerifyFailed).message).toBe(M.registerVerifyFailed);
    expect(serverFailure(new NetworkError("Unable to reach the server.", false), M.authStartFailed).message).toBe("Unable to reach the server.");
  });

  it("reports no support outside a browser", () => {
    expect(passkeysSupported()).toBe(false);
  });
});
