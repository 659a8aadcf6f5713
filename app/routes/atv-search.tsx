import { DiagnosticEntry } from "~/components/diagnose/diagnostic-entry.tsx";
import type { Route } from "./+types/atv-search";

// A loader, so that client-side navigations also ask the server: the root middleware checks access first.
export async function loader() {
  return null;
}

export const meta: Route.MetaFunction = () => [{ title: "ATV/UTV Diagnostics — FieldFix" }];

export default function AtvSearch() {
  return <DiagnosticEntry category="atv" />;
}
