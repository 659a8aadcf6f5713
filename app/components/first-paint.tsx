import { createContext, type ReactNode, use } from "react";

/**
 * <head> content for a fast first paint, built by the server render (app/.server/first-paint-head.tsx): the inlined
 * stylesheet and low-priority module preloads (docs/decisions/critical-css.md). Kept out of the browser's JavaScript:
 * there is no provider in the browser, this renders nothing, and hydration leaves the server's nodes in place (React
 * skips <head> elements it does not render).
 */
export const FirstPaintContext = createContext<ReactNode>(null);

export function FirstPaintHead() {
  return use(FirstPaintContext);
}
