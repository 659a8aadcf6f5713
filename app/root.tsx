import { useEffect } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, ScrollRestoration, type ShouldRevalidateFunction, useRouteLoaderData } from "react-router";
import { toUserView } from "./.server/auth/user-view.ts";
import { appContext } from "./.server/context.ts";
import { pageGuard } from "./.server/guards.ts";
import { SHARE_NONCE } from "./.server/share-nonce.ts";
import { THEME_BOOT } from "./.server/theme-boot.ts";
import type { Route } from "./+types/root";
import appCssUrl from "./app.css?url";
import { DeferredScripts } from "./components/deferred-scripts.tsx";
import { FirstPaintHead } from "./components/first-paint.tsx";
import { SiteFooter } from "./components/site-footer.tsx";
import { SiteHeader } from "./components/site-header.tsx";
import { Toaster } from "./components/toaster.tsx";
import { UserRefresher } from "./components/user-refresher.tsx";
import { GENERIC_SERVER_ERROR, internalErrorMessage } from "./domain/errors.ts";
import { GUEST_USER } from "./domain/user.ts";
import { startPwa } from "./lib/pwa.ts";

// The built app inlines its stylesheet (FirstPaintHead, .server/first-paint-head.tsx; docs/decisions/critical-css.md). Only
// `react-router dev` links it, so Tailwind's hot reload works; the production client build emits no CSS file.
const devStylesheet = import.meta.env.DEV ? [{ rel: "stylesheet", href: appCssUrl }] : [];

export const links: Route.LinksFunction = () => [
  ...devStylesheet,
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
];

export const middleware: Route.MiddlewareFunction[] = [pageGuard];

/**
 * The user data follows SPEC §7's user query: always stale (re-read on every navigation, so plan and trial counts
 * shown on the next page are current), refetched when the window regains focus (see UserRefresher), never retried.
 */
export const shouldRevalidate: ShouldRevalidateFunction = () => true;

export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(appContext);
  // The theme boot script travels as data: it runs once per document, so it need not sit in every page's JS.
  return { nonce: services.nonce, user: toUserView(await services.currentUser()), requestId: services.requestId, themeBoot: `${THEME_BOOT};${SHARE_NONCE}` };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = data?.nonce;
  const user = data?.user ?? GUEST_USER;
  // Once per document, with the user the server rendered it for.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per document, with the user the server rendered it for
  useEffect(() => {
    // Pages paint before their modules load (DeferredScripts); this marks the moment taps reach React (e2e waits on it).
    document.documentElement.dataset.hydrated = "true";
    return startPwa(user.id);
  }, []);
  return (
    // data-theme is set by THEME_BOOT before React runs, so the server's html cannot match it.
    <html lang="en" suppressHydrationWarning>
      <head>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the theme boot script, our own constant text, with the request's CSP nonce */}
        {data?.themeBoot && <script nonce={nonce} dangerouslySetInnerHTML={{ __html: data.themeBoot }} />}
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#1d4ed8" />
        <meta
          name="description"
          content="FieldFix: fast, safety-first troubleshooting for tractors and construction machines, ATV/UTVs and cars. Enter make, model and symptoms; get the likely cause and numbered steps."
        />
        <FirstPaintHead />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded-lg focus:bg-white focus:p-3">
          Skip to content
        </a>
        <SiteHeader user={user} />
        <p role="status" className="offline-banner">
          You're offline. Pages you opened and diagnosing still work.
        </p>
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter />
        <Toaster />
        <UserRefresher />
        <ScrollRestoration nonce={nonce} />
        <DeferredScripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const requestId = useRouteLoaderData<typeof loader>("root")?.requestId;
  let title = "Something went wrong";
  // Never the error's own text: in production React Router has already replaced it, and a person cannot act on it.
  let detail = requestId ? internalErrorMessage(requestId) : GENERIC_SERVER_ERROR;
  if (isRouteErrorResponse(error) && error.status < 500) {
    title = error.status === 404 ? "404 Page Not Found" : `${error.status} ${error.statusText || "Error"}`;
    detail = error.status === 404 ? "The page you asked for does not exist." : typeof error.data === "string" ? error.data : "Please try again.";
  }
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-lg text-ink-muted [overflow-wrap:anywhere]">{detail}</p>
      <a href="/" className="btn-primary mt-8">
        Return Home
      </a>
    </section>
  );
}
