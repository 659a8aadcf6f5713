import { THEME_KEY } from "~/lib/theme.ts";

/**
 * Runs inline in <head> (with the CSP nonce) before the first paint: the stored choice, else the system setting,
 * sets html[data-theme], so a dark page never flashes white. Sent with the root loader's data, not in page JS.
 */
export const THEME_BOOT = `(function(){try{var c=localStorage.getItem("${THEME_KEY}");var d=c==="dark"||(c!=="light"&&matchMedia("(prefers-color-scheme: dark)").matches);document.documentElement.dataset.theme=d?"dark":"light"}catch(e){}})()`;
