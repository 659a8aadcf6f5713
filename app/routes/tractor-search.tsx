import { appContext } from "~/.server/context.ts";
import { vehicleSuggestions } from "~/.server/diagnostics/entry-data.ts";
import { DiagnosticEntry } from "~/components/diagnose/diagnostic-entry.tsx";
import type { Route } from "./+types/tractor-search";

// Access (registered users or demo accounts) is checked by the root middleware before this runs.
export async function loader({ context }: Route.LoaderArgs) {
  return { suggestions: await vehicleSuggestions(context.get(appContext), "tractor") };
}

export const meta: Route.MetaFunction = () => [{ title: "Ag/Construction Machine Diagnostics — FieldFix" }];

export default function TractorSearch({ loaderData }: Route.ComponentProps) {
  return <DiagnosticEntry category="tractor" suggestions={loaderData.suggestions} />;
}
