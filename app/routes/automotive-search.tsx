import { DiagnosticEntry } from "~/components/diagnose/diagnostic-entry.tsx";
import type { Route } from "./+types/automotive-search";

// A loader, so that client-side navigations also ask the server: the root middleware checks access first.
export async function loader() {
  return null;
}

export const meta: Route.MetaFunction = () => [{ title: "Automotive Diagnostics — FieldFix" }];

export default function AutomotiveSearch() {
  return <DiagnosticEntry category="automotive" />;
}
