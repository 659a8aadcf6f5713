import { NotFoundPanel } from "../not-found-panel.tsx";

/** SPEC §8 'Diagnostic Not Found': unknown, mistyped or malformed ids. */
export function DiagnosticNotFound() {
  return (
    <NotFoundPanel title="Diagnostic Not Found">
      We couldn't find this diagnostic. The link may be mistyped or incomplete — check that you copied the whole address, or run a new diagnosis.
    </NotFoundPanel>
  );
}
