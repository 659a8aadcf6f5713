import { appContext } from "~/.server/context.ts";
import { vehicleSuggestions } from "~/.server/diagnostics/entry-data.ts";
import { DiagnosticEntry } from "~/components/diagnose/diagnostic-entry.tsx";
import type { Route } from "./+types/atv-search";

// Access is checked by the root middleware before this runs; the suggestions come from the vehicle catalogue.
export async function loader({ context }: Route.LoaderArgs) {
  return { suggestions: await vehicleSuggestions(context.get(appContext), "atv") };
}

export const meta: Route.MetaFunction = () => [{ title: "ATV/UTV Diagnostics — FieldFix" }];

export default function AtvSearch({ loaderData }: Route.ComponentProps) {
  return <DiagnosticEntry category="atv" suggestions={loaderData.suggestions} />;
}
