import { CircleHelp, LifeBuoy, LogOut } from "lucide-react";
import { Link } from "react-router";
import { loadPageUser } from "~/.server/auth/page-user.ts";
import { listPasskeys } from "~/.server/auth/passkeys.ts";
import { appContext } from "~/.server/context.ts";
import { DataSection } from "~/components/account/data-section.tsx";
import { LoadFailed } from "~/components/account/load-failed.tsx";
import { PasskeySection } from "~/components/account/passkey-section.tsx";
import { ProfileCard } from "~/components/account/profile-card.tsx";
import { ProfileForm } from "~/components/account/profile-form.tsx";
import { SecuritySection } from "~/components/account/security-section.tsx";
import { SubscriptionSummary } from "~/components/account/subscription-summary.tsx";
import { accountSections } from "~/domain/account-sections.ts";
import { canUsePasskeys, type PasskeyView } from "~/domain/passkeys.ts";
import { isSignedIn } from "~/domain/user.ts";
import { useSignOut } from "~/lib/auth-client.ts";
import { userOrLoadFailure } from "~/lib/page-data.ts";
import type { Route } from "./+types/account";

export async function loader({ context }: Route.LoaderArgs) {
  const page = await loadPageUser(context, "account");
  const user = "user" in page ? page.user : null;
  if (!user?.id || !canUsePasskeys(user)) return page;
  const svc = context.get(appContext);
  // The phone is not part of the user everyone's pages read (GET /api/user); only this page shows and edits it.
  const [passkeys, row] = await Promise.all([listPasskeys(svc.db, user.id), svc.currentUser()]);
  return { user, passkeys, phone: row?.phone ?? null };
}
export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => userOrLoadFailure(serverLoader);

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = () => [{ title: "Account Settings — FieldFix" }, { name: "robots", content: "noindex" }];

const PROFILE_FAILED = { title: "Failed to load user profile", detail: "We could not load your account details. Check your connection and try again." };

function SignOutButton() {
  const { leaving, leave } = useSignOut();
  return (
    <button type="button" className="btn-secondary w-full border-danger text-danger hover:bg-danger-bg" onClick={() => void leave()} disabled={leaving}>
      <LogOut className="h-5 w-5" aria-hidden="true" />
      {leaving ? "Signing out..." : "Sign Out"}
    </button>
  );
}

/**
 * SPEC §2 /account: profile, e-mail verification, two-factor (passkeys), plans summary, help, sign out; and the
 * owner's self-service (issue #14 item 8): edit name and phone, change password or e-mail, download or delete.
 */
export default function Account({ loaderData }: Route.ComponentProps) {
  const { user } = loaderData;
  if (!user) return <LoadFailed {...PROFILE_FAILED} />;
  const passkeys: PasskeyView[] = "passkeys" in loaderData ? loaderData.passkeys : [];
  const phone = "phone" in loaderData ? loaderData.phone : null;
  const show = accountSections(user);
  const own = show.selfService && user.id && user.email ? { id: user.id, email: user.email } : null;
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-5 px-4 py-8">
      <h1 className="text-2xl font-bold sm:text-3xl">Account Settings</h1>
      <ProfileCard user={user} />
      {own && <ProfileForm name={user.name} phone={phone} />}
      {own && <SecuritySection email={own.email} />}
      {user.id && show.passkeys && <PasskeySection user={{ id: user.id, email: user.email }} passkeys={passkeys} />}
      {show.subscription && <SubscriptionSummary user={user} />}
      {own && <DataSection user={own} hasPasskeys={passkeys.length > 0} />}
      <section aria-labelledby="help-title" className="card p-5">
        <h2 id="help-title" className="flex items-center gap-2 text-xl font-bold">
          <LifeBuoy className="h-6 w-6 text-brand-700" aria-hidden="true" />
          Help &amp; Support
        </h2>
        <p className="mt-2 text-ink-muted">Safety, how diagnoses work, plans and keys, privacy, and how to reach us.</p>
        <Link to="/help" className="btn-secondary mt-4 w-full sm:w-auto">
          <CircleHelp className="h-5 w-5" aria-hidden="true" />
          Open Help &amp; Support
        </Link>
      </section>
      {isSignedIn(user) && <SignOutButton />}
    </section>
  );
}

export function ErrorBoundary() {
  return <LoadFailed {...PROFILE_FAILED} />;
}
