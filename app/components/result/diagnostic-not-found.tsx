import { House, SearchX } from "lucide-react";
import { Link } from "react-router";

/** SPEC §8 'Diagnostic Not Found': unknown, mistyped or malformed ids. */
export function DiagnosticNotFound() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center" aria-labelledby="not-found-title">
      <SearchX className="mx-auto h-14 w-14 text-ink-muted" aria-hidden="true" />
      <h1 id="not-found-title" className="mt-4 text-3xl font-bold text-ink">
        Diagnostic Not Found
      </h1>
      <p className="mt-4 text-lg text-ink-muted">
        We couldn't find this diagnostic. The link may be mistyped or incomplete — check that you copied the whole address, or run a new
        diagnosis.
      </p>
      <Link to="/" className="btn-primary mt-8">
        <House className="h-5 w-5" aria-hidden="true" />
        Return Home
      </Link>
    </section>
  );
}
