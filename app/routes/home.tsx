import { data } from "react-router";
import { appContext } from "~/.server/context.ts";
import { loadWorkspace } from "~/.server/workspace/workspace-service.ts";
import { Comparison } from "~/components/home/comparison.tsx";
import { Features } from "~/components/home/features.tsx";
import { Hero } from "~/components/home/hero.tsx";
import { VehicleTypes } from "~/components/home/vehicle-types.tsx";
import { Workspace } from "~/components/home/workspace.tsx";
import { InstallSection } from "~/components/install-help.tsx";
import { useUser } from "~/lib/use-user.ts";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [
  { title: "FieldFix — Mobile diagnostics for tractors, ATV/UTVs and cars" },
];

/**
 * Visitors get SPEC §2's home. Signed-in people get their workspace first (issue #14), read in one D1 round trip;
 * that page is theirs alone, so it says so to every cache.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const workspace = await loadWorkspace(context.get(appContext));
  if (!workspace) return { workspace: null };
  return data({ workspace }, { headers: { "Cache-Control": "private, no-store" } });
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
      <Workspace user={user} data={workspace} />
      <Hero user={user} greeting={{ justRegistered: workspace.justRegistered, typesAbove: true }} />
      <Features />
      <Comparison />
      <InstallSection />
    </>
  );
}
