// Compiled by Tailwind at build time into the server bundle as one string; the client build has no stylesheet file.
import appCss from "../app.css?inline";

/**
 * What FirstPaintHead renders in <head> (docs/decisions/critical-css.md): the whole stylesheet in a <style> with the
 * request's CSP nonce, so the first paint waits for no second request and a page without JavaScript is styled like
 * any other. Not under `react-router dev`: root.tsx links app.css there, so Tailwind's hot reload works. The page's
 * modules start after the first paint (components/deferred-scripts.tsx).
 */
export function firstPaintHead(nonce: string) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the stylesheet compiled at build time, sent with the request's CSP nonce
  return import.meta.env.DEV ? null : <style id="app-css" nonce={nonce} dangerouslySetInnerHTML={{ __html: appCss }} />;
}
