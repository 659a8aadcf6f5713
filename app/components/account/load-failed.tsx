import { OctagonAlert, RotateCw } from "lucide-react";
import { useRevalidator } from "react-router";

/** A page whose data could not be loaded: says so and offers to try again (re-runs the loaders). */
export function LoadFailed({ title, detail }: { title: string; detail: string }) {
  const revalidator = useRevalidator();
  const busy = revalidator.state !== "idle";
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-12" data-testid="load-failed">
      <div className="card p-6">
        <h1 className="flex items-center gap-2 text-2xl font-bold text-danger">
          <OctagonAlert className="h-7 w-7 shrink-0" aria-hidden="true" />
          {title}
        </h1>
        <p className="mt-3 text-lg text-ink-muted" role="alert">
          {detail}
        </p>
        <button type="button" className="btn-primary mt-6 w-full sm:w-auto" onClick={() => void revalidator.revalidate()} disabled={busy}>
          <RotateCw className={`h-5 w-5 ${busy ? "animate-spin" : ""}`} aria-hidden="true" />
          {busy ? "Retrying..." : "Try again"}
        </button>
      </div>
    </section>
  );
}
