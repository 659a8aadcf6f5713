/**
 * Runs inline in <head>, after THEME_BOOT in the same nonced script. Radix dialogs lock the page's scroll with a
 * <style> they add (react-remove-scroll), which takes its nonce from get-nonce; get-nonce falls back to the
 * `__webpack_nonce__` global. The page's CSP accepts only styles with this document's nonce, and the running script's
 * own nonce is exactly that (loader data after a client navigation would carry another request's). Sent as text with
 * the root loader's data, so no page's JavaScript grows for it. Styles set from JavaScript (element.style) are not
 * subject to the CSP.
 */
export const SHARE_NONCE = "window.__webpack_nonce__=document.currentScript.nonce";
