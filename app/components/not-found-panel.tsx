import { House, SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/**
 * One look for "there is nothing here": the 404 page and 'Diagnostic Not Found' (issue #14 item 10) share the icon,
 * the layout and the way home; only the title, the explanation and the extra detail differ.
 */
export function NotFoundPanel({ title, children, detail }: { title: string; children: ReactNode; detail?: ReactNode }) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center" aria-labelledby="not-found-title" data-testid="not-found-panel">
      <SearchX className="mx-auto h-14 w-14 text-ink-muted" aria-hidden="true" />
      <h1 id="not-found-title" className="mt-4 text-3xl font-bold text-ink">
        {title}
      </h1>
      <p className="mt-4 text-lg text-ink-muted">{children}</p>
      {detail}
      <Link to="/" className="btn-primary mt-8">
        <House className="h-5 w-5" aria-hidden="true" />
        Return Home
      </Link>
    </section>
  );
}
