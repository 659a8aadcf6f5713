import { LogIn, UserPlus } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { DEMO_RESTRICTED_MESSAGE } from "~/domain/access.ts";
import { DEMO_RESTRICTED_NOTICE, safeNextPath } from "~/domain/next-path.ts";
import type { UserView } from "~/domain/user.ts";

/**
 * Why home is showing instead of the page that was asked for (the page guard sends people here, SPEC §2): a guest
 * is asked to sign in and taken back afterwards (issue #14 item 9); the demo account hears SPEC §6's restriction.
 */
export function PageNotice({ user }: { user: UserView }) {
  const [params] = useSearchParams();
  const next = safeNextPath(params.get("next"));
  if (params.get("notice") === DEMO_RESTRICTED_NOTICE && user.accountType === "demo") {
    return (
      <Banner testId="demo-restricted-notice" title="Demo account">
        <p className="mt-1">{DEMO_RESTRICTED_MESSAGE}</p>
      </Banner>
    );
  }
  if (!next || user.isRegistered) return null;
  return (
    <Banner testId="sign-in-notice" title="Sign in to continue">
      <p className="mt-1">That page is for signed-in users. Sign in and we will take you straight back to it.</p>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row">
        <Link to={`/login?next=${encodeURIComponent(next)}`} className="btn-primary" data-testid="notice-login-button">
          <LogIn className="h-5 w-5" aria-hidden="true" />
          Log In
        </Link>
        <Link to="/register" className="btn-secondary">
          <UserPlus className="h-5 w-5" aria-hidden="true" />
          Create a free account
        </Link>
      </div>
    </Banner>
  );
}

function Banner({ title, testId, children }: { title: string; testId: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl px-4 pt-4">
      <section
        role="status"
        aria-labelledby={`${testId}-title`}
        className="rounded-2xl border-2 border-brand-600 bg-brand-50 p-4 text-ink"
        data-testid={testId}
      >
        <h2 id={`${testId}-title`} className="text-lg font-bold">
          {title}
        </h2>
        {children}
      </section>
    </div>
  );
}
