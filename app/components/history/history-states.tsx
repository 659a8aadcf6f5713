import { BookmarkPlus, FunnelX, House, LogIn, type LucideIcon, RotateCw, SearchX, ServerCrash } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

export function HistoryHeader() {
  return (
    <header>
      <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">Diagnostic History</h1>
      <p className="mt-2 text-lg text-ink-muted">View and manage your saved diagnostic searches</p>
    </header>
  );
}

/** One centred panel for the page's non-list states (SPEC §2 /history, §8). */
function StatePanel({
  icon: Icon,
  title,
  children,
  action,
  testId,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  action: ReactNode;
  testId: string;
}) {
  return (
    <section className="card mt-6 flex flex-col items-center px-5 py-10 text-center" aria-labelledby={`${testId}-title`} data-testid={testId}>
      <Icon className="h-12 w-12 text-brand-700" aria-hidden="true" />
      <h2 id={`${testId}-title`} className="mt-3 text-2xl font-bold text-ink">
        {title}
      </h2>
      <div className="mt-2 max-w-md text-lg text-ink-muted">{children}</div>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">{action}</div>
    </section>
  );
}

const StartNewDiagnosis = () => (
  <Link to="/" className="btn-primary">
    <House className="h-5 w-5" aria-hidden="true" />
    Start New Diagnosis
  </Link>
);

export function NoSavedDiagnostics() {
  return (
    <StatePanel icon={BookmarkPlus} title="No Saved Diagnostics" action={<StartNewDiagnosis />} testId="history-empty">
      Run a diagnosis, then turn on <strong className="text-ink">Save to History</strong> (the bookmark switch) on its result page to keep it here.
    </StatePanel>
  );
}

export function NoResultsFound({ onClear }: { onClear: () => void }) {
  return (
    <StatePanel
      icon={SearchX}
      title="No Results Found"
      testId="history-no-results"
      action={
        <>
          <button type="button" className="btn-secondary" onClick={onClear}>
            <FunnelX className="h-5 w-5" aria-hidden="true" />
            Clear search and filter
          </button>
          <StartNewDiagnosis />
        </>
      }
    >
      Nothing matches your search. Try other words or a different vehicle filter.
    </StatePanel>
  );
}

export function SignInRequired() {
  return (
    <StatePanel
      icon={LogIn}
      title="Sign In Required"
      testId="history-sign-in"
      action={
        <Link to="/" className="btn-primary">
          <House className="h-5 w-5" aria-hidden="true" />
          Go to Home
        </Link>
      }
    >
      Sign in to see the diagnostics you saved.
    </StatePanel>
  );
}

export function LoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <StatePanel
      icon={ServerCrash}
      title="Error Loading History"
      testId="history-error"
      action={
        <button type="button" className="btn-primary" onClick={onRetry} disabled={retrying}>
          <RotateCw className={`h-5 w-5 ${retrying ? "animate-spin" : ""}`} aria-hidden="true" />
          {retrying ? "Trying again..." : "Try again"}
        </button>
      }
    >
      <p role="alert">Unable to load your diagnostic history. Please try again.</p>
    </StatePanel>
  );
}
