import type { EntryContext } from "react-router";
// Compiled by Tailwind at build time into the server bundle as one string; the client build has no stylesheet file.
import appCss from "../app.css?inline";

/**
 * What FirstPaintHead renders in <head> (docs/decisions/critical-css.md):
 * - the whole stylesheet in a <style> with the request's CSP nonce, so the first paint waits for no second request
 *   and a page without JavaScript is styled like any other. Not under `react-router dev`: root.tsx links app.css
 *   there, so Tailwind's hot reload works;
 * - the module preloads React Router's <Scripts> renders, placed first with `fetchpriority="low"`: the page paints
 *   without its JavaScript, so on a slow connection the scripts should not compete with the document. The browser
 *   fetches each module once (the module map holds the first preload; <Scripts>' links for the same URLs reuse it).
 */
export function firstPaintHead(context: EntryContext, nonce: string) {
  return (
    <>
      {!import.meta.env.DEV && <style id="app-css" nonce={nonce} dangerouslySetInnerHTML={{ __html: appCss }} />}
      {pageModules(context).map((href) => (
        <link key={href} rel="modulepreload" href={href} fetchPriority="low" nonce={nonce} />
      ))}
    </>
  );
}

/**
 * The modules <Scripts> preloads for this page: the client entry, its imports, then each matched route's modules and
 * imports. None for an error page: <Scripts> then loads only the routes up to the error boundary, and its own
 * preloads are enough there.
 */
function pageModules({ manifest, staticHandlerContext }: EntryContext): string[] {
  if (staticHandlerContext.errors) return [];
  const routes = staticHandlerContext.matches.flatMap((m) => {
    const r = manifest.routes[m.route.id];
    return r ? [r.module, r.clientActionModule, r.clientLoaderModule, r.clientMiddlewareModule, r.hydrateFallbackModule, ...(r.imports ?? [])] : [];
  });
  return [...new Set([manifest.entry.module, ...manifest.entry.imports, ...routes].filter((m): m is string => Boolean(m)))];
}
