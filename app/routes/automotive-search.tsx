import { appContext } from "~/.server/context.ts";
import { vehicleSuggestions } from "~/.server/diagnostics/entry-data.ts";
import { DiagnosticEntry } from "~/components/diagnose/diagnostic-entry.tsx";
import type { Route } from "./+types/automotive-search";

// Access is checked by the root middleware before this runs; the suggestions come from the vehicle catalogue.
export async function loader({ context }: Route.LoaderArgs) {
  return { suggestions: await vehicleSuggestions(context.get(appContext), "automotive") };
}

export const meta: Route.MetaFunction = () => [{ title: "Automotive Diagnostics — FieldFix" }];

export default function AutomotiveSearch({ loaderData }: Route.ComponentProps) {
  return <DiagnosticEntry category="automotive" suggestions={loaderData.suggestions} />;
}
