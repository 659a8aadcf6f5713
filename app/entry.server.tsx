import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { appContext } from "./.server/context.ts";
import { firstPaintHead } from "./.server/first-paint-head.tsx";
import { FirstPaintContext } from "./components/first-paint.tsx";

export const streamTimeout = 5_000;

/**
 * Loader, action and render failures: logged as JSON with the request id the error page shows, so the reference a
 * person reads out finds the stack. Aborted requests (the client went away) are not failures.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const requestId = (context as RouterContextProvider).get(appContext).requestId;
  console.error(
    JSON.stringify({
      level: "error",
      requestId,
      path: new URL(request.url).pathname,
      error: String(error),
      stack: error instanceof Error ? error.stack : undefined,
    }),
  );
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // The nonce ties React Router's inline hydration scripts to the CSP header set in workers/middleware/security.ts.
  const { nonce } = loadContext.get(appContext);
  let shellRendered = false;
  const userAgent = request.headers.get("user-agent");

  const app = (
    <FirstPaintContext value={firstPaintHead(nonce)}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </FirstPaintContext>
  );
  const body = await renderToReadableStream(app, {
    nonce,
    onError(error: unknown) {
      responseStatusCode = 500;
      // Errors after the shell rendered are already reported by React Router's error boundary.
      if (shellRendered) console.error(error);
    },
  });
  shellRendered = true;

  // Crawlers and SPA-mode prerendering want the complete document, not a stream.
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode) {
    await body.allReady;
  }

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
