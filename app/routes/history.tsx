import { useRevalidator } from "react-router";
import { appContext } from "~/.server/context.ts";
import { listHistory } from "~/.server/diagnostics/diagnostics-service.ts";
import { HistoryList } from "~/components/history/history-list.tsx";
import { HistoryHeader, LoadError, SignInRequired } from "~/components/history/history-states.tsx";
import { ApiError } from "~/domain/api-error.ts";
import { isDemo } from "~/domain/user.ts";
import type { Route } from "./+types/history";

/**
 * SPEC §2 /history. The root middleware already sent guests to /; the items come from the same service as
 * GET /api/history. No user (which the guard normally prevents) renders 'Sign In Required'; any other failure
 * reaches the ErrorBoundary below ('Error Loading History').
 */
export async function loader({ context }: Route.LoaderArgs) {
  const svc = context.get(appContext);
  try {
    const items = await listHistory(svc);
    // Decided here, so the page ships no account rules of its own (demo links go to /diagnostic/{id}).
    const viewer = await svc.currentUser();
    return { items, demo: viewer ? isDemo(viewer) : false };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { items: null, demo: false };
    throw error;
  }
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = () => [{ title: "Diagnostic History — FieldFix" }, { name: "robots", content: "noindex" }];

function Page({ children }: { children: React.ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-5xl px-3 py-8 sm:px-4" data-testid="history-page">
      <HistoryHeader />
      {children}
    </section>
  );
}

export default function History({ loaderData }: Route.ComponentProps) {
  return <Page>{loaderData.items ? <HistoryList items={loaderData.items} demo={loaderData.demo} /> : <SignInRequired />}</Page>;
}

export function ErrorBoundary() {
  const revalidator = useRevalidator();
  return (
    <Page>
      <LoadError onRetry={() => void revalidator.revalidate()} retrying={revalidator.state === "loading"} />
    </Page>
  );
}
