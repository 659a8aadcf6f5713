import type { MailMessage } from "./mailer.ts";

/**
 * FieldFix e-mails: a plain-text part and a simple, phone-readable HTML part (single column, 16 px+ text,
 * inline styles because mail clients drop <style>). Every link is built from PUBLIC_ORIGIN, never the Host header.
 */

const BRAND = "#1d4ed8";

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

function layout(title: string, paragraphs: string[], action?: { label: string; url: string }, big?: string): string {
  const p = (t: string) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.6;color:#0f172a">${escapeHtml(t)}</p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;padding:16px 0"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:${BRAND};padding:16px 24px;color:#ffffff;font-size:22px;font-weight:800">FieldFix</td></tr>
<tr><td style="padding:24px">
<h1 style="margin:0 0 16px;font-size:22px;color:#0f172a">${escapeHtml(title)}</h1>
${paragraphs.slice(0, 1).map(p).join("")}
${big ? `<p style="margin:0 0 16px;font-size:36px;font-weight:800;letter-spacing:8px;color:#0f172a;text-align:center">${escapeHtml(big)}</p>` : ""}
${
  action
    ? `<p style="margin:0 0 16px;text-align:center"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:${BRAND};color:#ffffff;text-decoration:none;font-size:18px;font-weight:700;padding:14px 24px;border-radius:10px">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:14px;color:#334155;word-break:break-all">Or open this link: ${escapeHtml(action.url)}</p>`
    : ""
}
${paragraphs.slice(1).map(p).join("")}
</td></tr>
<tr><td style="padding:16px 24px;background:#f8fafc;font-size:13px;color:#334155">FieldFix — developed in the USA. You received this e-mail because this address was entered on FieldFix. If that was not you, you can ignore it.</td></tr>
</table></td></tr></table></body></html>`;
}

function text(title: string, lines: string[]): string {
  return [`FieldFix — ${title}`, "", ...lines, "", "If this was not you, you can ignore this e-mail."].join("\n");
}

export function registrationCodeEmail(to: string, code: string): MailMessage {
  const title = "Your FieldFix verification code";
  return {
    to,
    subject: `${code} is your FieldFix verification code`,
    text: text(title, [`Your verification code is: ${code}`, "", "Enter it on the registration screen. It expires in 10 minutes."]),
    html: layout(
      title,
      ["Enter this code on the registration screen to confirm your e-mail address:", "The code expires in 10 minutes. Never share it with anyone."],
      undefined,
      code,
    ),
  };
}

export function existingAccountEmail(to: string, origin: string): MailMessage {
  const title = "You already have a FieldFix account";
  const login = `${origin}/login`;
  const reset = `${origin}/forgot-password`;
  return {
    to,
    subject: "Your FieldFix account",
    text: text(title, [
      "Someone (probably you) tried to create a FieldFix account with this e-mail address, but an account already exists.",
      `Sign in: ${login}`,
      `Forgot your password? Reset it: ${reset}`,
    ]),
    html: layout(
      title,
      [
        "Someone (probably you) tried to create a FieldFix account with this e-mail address, but an account already exists.",
        `Forgot your password? Reset it at ${reset}`,
      ],
      {
        label: "Sign in to FieldFix",
        url: login,
      },
    ),
  };
}

export function verificationLinkEmail(to: string, link: string): MailMessage {
  const title = "Verify your e-mail address";
  return {
    to,
    subject: "Verify your FieldFix e-mail address",
    text: text(title, ["Confirm your e-mail address to start diagnosing:", link, "", "The link is valid for 24 hours and works once."]),
    html: layout(title, ["Confirm your e-mail address to start diagnosing with FieldFix.", "The link is valid for 24 hours and works once."], {
      label: "Verify e-mail",
      url: link,
    }),
  };
}

export function passwordResetEmail(to: string, link: string): MailMessage {
  const title = "Reset your password";
  const after = "Resetting signs you out on every device and removes your passkeys (biometric sign-in); you can set them up again on your account page.";
  return {
    to,
    subject: "Reset your FieldFix password",
    text: text(title, [
      "We received a request to reset your FieldFix password. Choose a new one here:",
      link,
      "",
      "The link expires in 1 hour and works once.",
      after,
    ]),
    html: layout(
      title,
      [
        "We received a request to reset your FieldFix password.",
        "The link expires in 1 hour and works once. If you did not ask for this, your password stays as it is.",
        after,
      ],
      {
        label: "Choose a new password",
        url: link,
      },
    ),
  };
}

/** Tells the owner a passkey was added, with where and when, so a sign-in they did not make stands out. */
export function passkeyAddedEmail(to: string, device: string, when: Date, origin: string): MailMessage {
  const title = "A passkey was added to your account";
  const at = `${when.toISOString().slice(0, 16).replace("T", " ")} UTC`;
  const account = `${origin}/account`;
  const lines = [
    `A passkey (biometric sign-in) was added to your FieldFix account from ${device} on ${at}.`,
    "If this was not you, remove it on your account page and reset your password.",
  ];
  return {
    to,
    subject: "New passkey on your FieldFix account",
    text: text(title, [...lines, "", `Your account: ${account}`]),
    html: layout(title, lines, { label: "Review your passkeys", url: account }),
  };
}

const utc = (when: Date) => `${when.toISOString().slice(0, 16).replace("T", " ")} UTC`;

/** After a password change on the account page: the owner learns of it even if it was not them. */
export function passwordChangedEmail(to: string, when: Date, origin: string): MailMessage {
  const title = "Your password was changed";
  const reset = `${origin}/forgot-password`;
  const lines = [
    `The password of your FieldFix account was changed on ${utc(when)}. Every other device was signed out; your passkeys still work.`,
    `If this was not you, reset your password now at ${reset} and check the passkeys on your account page.`,
  ];
  return {
    to,
    subject: "Your FieldFix password was changed",
    text: text(title, lines),
    html: layout(title, lines, { label: "Reset your password", url: reset }),
  };
}

/** The link that moves the account to a new address: sent to that address, so only its owner can finish the change. */
export function emailChangeLinkEmail(to: string, link: string): MailMessage {
  const title = "Confirm your new e-mail address";
  const lines = ["Open this link to make this the e-mail address of your FieldFix account:", link, "", "The link is valid for 24 hours and works once."];
  return {
    to,
    subject: "Confirm your new FieldFix e-mail address",
    text: text(title, lines),
    html: layout(
      title,
      [
        "Confirm that this is the new e-mail address of your FieldFix account.",
        "The link is valid for 24 hours and works once. Until it is opened, nothing changes.",
      ],
      {
        label: "Confirm new e-mail",
        url: link,
      },
    ),
  };
}

/** To the current address when a change is asked for: nothing changes unless the new address confirms. */
export function emailChangeRequestedEmail(to: string, newEmail: string, origin: string): MailMessage {
  const title = "E-mail change requested";
  const account = `${origin}/account`;
  const lines = [
    `Someone signed in to your FieldFix account asked to change its e-mail address to ${newEmail}. Nothing changes unless the link we sent to that address is opened.`,
    "If this was not you, change your password on your account page now: that also cancels the pending change.",
  ];
  return {
    to,
    subject: "Your FieldFix e-mail address: change requested",
    text: text(title, [...lines, "", `Your account: ${account}`]),
    html: layout(title, lines, { label: "Open your account", url: account }),
  };
}

/**
 * Sent to an address that already has an account when someone tries to move another account onto it: no link, so
 * nothing can be taken over, and the requester's screen looks the same as for a free address.
 */
export function emailInUseEmail(to: string, origin: string): MailMessage {
  const title = "This address already has a FieldFix account";
  const login = `${origin}/login`;
  const lines = [
    "Someone asked to move a FieldFix account to this e-mail address, but this address already belongs to an account, so nothing was changed.",
    "If it was you, sign in to the account that uses this address, or pick another address.",
  ];
  return {
    to,
    subject: "Your FieldFix account",
    text: text(title, [...lines, "", `Sign in: ${login}`]),
    html: layout(title, lines, { label: "Sign in to FieldFix", url: login }),
  };
}

/** To the old address once the change is done. */
export function emailChangedEmail(to: string, newEmail: string, when: Date): MailMessage {
  const title = "Your e-mail address was changed";
  const lines = [
    `On ${utc(when)} your FieldFix account moved to ${newEmail}; this address no longer signs in.`,
    "If this was not you, write to support@fieldfix.app right away so we can help you get your account back.",
  ];
  return { to, subject: "Your FieldFix e-mail address was changed", text: text(title, lines), html: layout(title, lines) };
}

export function accountDeletedEmail(to: string, when: Date): MailMessage {
  const title = "Your account was deleted";
  const lines = [
    `Your FieldFix account was deleted on ${utc(when)}, with its saved diagnoses, sign-ins and passkeys. This cannot be undone.`,
    "You are welcome to create a new account with this address at any time.",
    "If you did not do this, write to support@fieldfix.app.",
  ];
  return { to, subject: "Your FieldFix account was deleted", text: text(title, lines), html: layout(title, lines) };
}
