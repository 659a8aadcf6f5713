import { data } from "react-router";
import { appContext } from "~/.server/context.ts";
import { loadWorkspace } from "~/.server/workspace/workspace-service.ts";
import { Comparison } from "~/components/home/comparison.tsx";
import { Features } from "~/components/home/features.tsx";
import { Hero } from "~/components/home/hero.tsx";
import { LazyWorkspace, loadWorkspaceCode } from "~/components/home/lazy-workspace.tsx";
import { PageNotice } from "~/components/home/page-notice.tsx";
import { CompactVehicleCards, VehicleTypes } from "~/components/home/vehicle-types.tsx";
import { InstallSection } from "~/components/install-help.tsx";

import { useUser } from "~/lib/use-user.ts";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [{ title: "FieldFix — Mobile diagnostics for tractors, ATV/UTVs and cars" }];

/**
 * Visitors get SPEC §2's home. Signed-in people get their workspace first (issue #14), read in one D1 round trip;
 * that page is theirs alone, so it says so to every cache.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const svc = context.get(appContext);
  const personal = { headers: { "Cache-Control": "private, no-store" } };
  try {
    const workspace = await loadWorkspace(svc);
    if (!workspace) return { workspace: null };
    await loadWorkspaceCode();
    return data({ workspace }, personal);
  } catch (error) {
    // The front door stays open: without its workspace the page is the SPEC home with the greeting.
    console.error(JSON.stringify({ level: "error", requestId: svc.requestId, event: "workspace-load-failed", error: String(error) }));
    return data({ workspace: null }, personal);
  }
}

/** On client navigations the workspace's code arrives with its data, so the page never renders without it. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  try {
    const loaded = await serverLoader();
    if (loaded.workspace) await loadWorkspaceCode();
    return loaded;
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error("loading the workspace failed", error);
    return { workspace: null };
  }
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => {
  const cacheControl = loaderHeaders.get("Cache-Control");
  return cacheControl ? { "Cache-Control": cacheControl } : new Headers();
};

export default function Home({ loaderData }: Route.ComponentProps) {
  const user = useUser();
  const workspace = user.id ? loaderData.workspace : null;
  if (!workspace) {
    return (
      <>
        <PageNotice user={user} />
        <Hero user={user} />
        <VehicleTypes user={user} />
        <Features />
        <Comparison />
        <InstallSection />
      </>
    );
  }
  return (
    <>
      <PageNotice user={user} />
      {/* No Suspense boundary: React would stream a boundary this large after the footer (see lazy-workspace.tsx). */}
      <LazyWorkspace user={user} data={workspace} vehicleCards={<CompactVehicleCards user={user} />} />
      <Hero user={user} greeting={{ justRegistered: workspace.justRegistered, typesAbove: true }} />
      <Features />
      <Comparison />
      <InstallSection />
    </>
  );
}
