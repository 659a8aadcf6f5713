/**
 * Light or dark (issue #14 item 10): follows the system setting unless the person picked one in the footer switch.
 * The choice lives in localStorage; THEME_BOOT runs inline in <head> (with the CSP nonce) before the first paint, so a
 * dark page never flashes white (app/.server/theme-boot.ts). app.css keys the dark palette on html[data-theme="dark"].
 */
export type ThemeChoice = "system" | "light" | "dark";
export const THEME_KEY = "fieldfix-theme";

export function readChoice(): ThemeChoice {
  try {
    const c = localStorage.getItem(THEME_KEY);
    return c === "light" || c === "dark" ? c : "system";
  } catch {
    return "system";
  }
}

const systemDark = () => window.matchMedia("(prefers-color-scheme: dark)").matches;

export function applyChoice(choice: ThemeChoice): void {
  try {
    if (choice === "system") localStorage.removeItem(THEME_KEY);
    else localStorage.setItem(THEME_KEY, choice);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
  const dark = choice === "dark" || (choice === "system" && systemDark());
  document.documentElement.dataset.theme = dark ? "dark" : "light";
}

/** Keeps "system" in step when the phone switches between day and night mode while the app is open. */
export function followSystem(): () => void {
  const query = window.matchMedia("(prefers-color-scheme: dark)");
  const onChange = () => {
    if (readChoice() === "system") applyChoice("system");
  };
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}
