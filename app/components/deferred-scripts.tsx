import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";
import { Scripts } from "react-router";

type ElementProps = { rel?: string; href?: string; type?: string; children?: ReactNode };

/**
 * React Router's <Scripts>, started after the first paint (docs/decisions/critical-css.md). Every page is
 * server-rendered with its stylesheet inline and works before its JavaScript runs, so nothing the first paint shows
 * waits for a module. <Scripts> renders module preloads and an inline module script whose imports the browser fetches
 * as soon as it parses them; here the preloads are left out and the module script is rendered inert
 * (`type="text/plain"`), and a small nonced script adds both at the start of the frame after the first painted one: the modules then
 * never compete with the document and its paint. Lighthouse's simulation counted every module that happened to finish
 * before the observed paint as needed for the Largest Contentful Paint (1.0 s became 2.4–2.7 s on the entry and result
 * pages).
 *
 * The context script (`window.__reactRouterContext`, which streamed loader data needs at once) runs as before.
 */
export function DeferredScripts({ nonce }: { nonce?: string }) {
  // The browser renders nothing here: React 19's hydration skips elements it does not expect among <body>'s children,
  // so the server's scripts stay as they are and no page's JavaScript carries this component's work.
  if (!import.meta.env.SSR) return null;
  // Called as a function so its output can be rearranged; its hooks run as this component's (always the same order).
  const tree = Scripts({ nonce });
  if (!isValidElement(tree)) return tree;
  const preloads: string[] = [];
  const kept = rewrite(tree, preloads);
  return (
    <>
      {kept}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own starter, built from the build's module list, with the request's CSP nonce */}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: starter(preloads) }} />
    </>
  );
}

/** Adds the preloads and the module script at the frame after the first painted one (or after 400 ms, whichever is first). */
function starter(preloads: string[]): string {
  return `(function(){var s=document.getElementById("rr-modules");if(!s)return;var go=function(){if(!s.isConnected||s.dataset.started)return;s.dataset.started="1";${JSON.stringify(preloads)}.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)});var m=document.createElement("script");m.type="module";m.nonce=s.nonce;m.textContent=s.textContent;document.body.appendChild(m)};requestAnimationFrame(function(){requestAnimationFrame(go)});setTimeout(go,400)})()`;
}

/** Drops module preloads (collecting their addresses) and makes the module script inert; everything else is kept. */
function rewrite(node: ReactNode, preloads: string[]): ReactNode {
  if (!isValidElement(node)) return node;
  const el = node as ReactElement<ElementProps>;
  if (el.type === "link" && el.props.rel === "modulepreload") {
    if (el.props.href) preloads.push(el.props.href);
    return null;
  }
  if (el.type === "script" && el.props.type === "module") return cloneElement(el, { type: "text/plain", id: "rr-modules" } as ElementProps);
  if (el.props.children === undefined) return el;
  return cloneElement(el, undefined, ...Children.toArray(el.props.children).map((c) => rewrite(c, preloads)));
}
