import { LogIn, UserPlus } from "lucide-react";
import { Link } from "react-router";
import { showsSignUpHero } from "~/domain/access.ts";
import type { UserView } from "~/domain/user.ts";
import { InstallButton } from "../install-help.tsx";

const STATS = [
  { value: "98%", label: "accuracy" },
  { value: "15 s", label: "average response" },
  { value: "5,000+", label: "active techs" },
] as const;

/** How the signed-in greeting reads: a new account is welcomed, not 'welcomed back' (issue #14). */
export interface Greeting {
  justRegistered: boolean;
  /** The vehicle types are in the workspace above the greeting (signed-in home), not in the section below it. */
  typesAbove: boolean;
}

function WelcomeCard({ user, greeting }: { user: UserView; greeting: Greeting }) {
  const where = greeting.typesAbove ? "above" : "below";
  return (
    <div className="card p-6 text-ink" data-testid="welcome-card">
      {greeting.justRegistered ? (
        <>
          <h2 className="text-2xl font-bold">{`Welcome to FieldFix, ${user.name}`}</h2>
          <p className="mt-2 text-lg text-ink-muted">{`Your account is ready. Pick a vehicle type ${where} to start diagnosing.`}</p>
        </>
      ) : (
        <>
          <h2 className="text-2xl font-bold">{`Welcome back, ${user.name}`}</h2>
          <p className="mt-2 text-lg text-ink-muted">{`Ready to start diagnosing? Choose your vehicle type ${where} to get started.`}</p>
        </>
      )}
      <div className="mt-4 border-t border-slate-200 pt-4">
        <InstallButton />
      </div>
    </div>
  );
}

/** SPEC §2 hero. Below the signed-in workspace its title is not the page's main heading (the workspace has that). */
export function Hero({ user, greeting = { justRegistered: false, typesAbove: false } }: { user: UserView; greeting?: Greeting }) {
  const Title = greeting.typesAbove ? "h2" : "h1";
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-brand-800 to-brand-600 text-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-2 md:items-center md:py-16">
        <div>
          <Title id="hero-title" className="text-4xl font-extrabold tracking-tight sm:text-5xl">
            Your #1 Mobile Diagnostic Tool
          </Title>
          <p className="mt-3 text-xl font-medium text-blue-50">Built by technicians for technicians</p>
          <p className="mt-4 max-w-prose text-lg text-blue-50">
            Enter the make, model and what's wrong. Get the most likely cause, the alternatives, and numbered troubleshooting steps with safety levels — in the
            field, even with no signal.
          </p>
          <dl className="mt-6 grid grid-cols-3 gap-3">
            {STATS.map((s) => (
              <div key={s.label} className="rounded-xl bg-white/10 p-3 text-center">
                <dt className="sr-only">{s.label}</dt>
                <dd className="whitespace-nowrap text-xl font-extrabold sm:text-2xl">{s.value}</dd>
                <dd className="text-sm text-blue-50">{s.label}</dd>
              </div>
            ))}
          </dl>
        </div>
        {showsSignUpHero(user) ? <SignUpCard /> : <WelcomeCard user={user} greeting={greeting} />}
      </div>
    </section>
  );
}

function SignUpCard() {
  return (
    <div className="card p-6 text-ink">
      <h2 className="text-2xl font-bold">Create Your Free Account</h2>
      <p className="mt-2 text-ink-muted">Sign up in a minute, verify your e-mail and start diagnosing.</p>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <Link to="/register" className="btn-primary flex-1" data-testid="hero-register-button">
          <UserPlus className="h-5 w-5" aria-hidden="true" />
          Sign Up Free
        </Link>
        <Link to="/login" className="btn-secondary flex-1" data-testid="hero-login-button">
          <LogIn className="h-5 w-5" aria-hidden="true" />
          Log In
        </Link>
      </div>
      <div className="mt-4 border-t border-slate-200 pt-4">
        <InstallButton />
      </div>
    </div>
  );
}
