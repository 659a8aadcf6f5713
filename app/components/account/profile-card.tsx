import { CircleCheck, LogIn, TriangleAlert, UserPlus } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { UserView } from "~/domain/user.ts";
import { ResendVerification } from "./resend-verification.tsx";

export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]![0], words[words.length - 1]![0]] : [words[0]?.[0], words[0]?.[1]];
  return letters.filter(Boolean).join("").toUpperCase() || "?";
}

/** Profile image, or the initials in a circle when there is none (or it fails to load). */
function Avatar({ user }: { user: UserView }) {
  const [broken, setBroken] = useState(false);
  const size = "h-16 w-16 shrink-0 rounded-full";
  if (user.profileImagePath && !broken) {
    return <img src={user.profileImagePath} alt="" className={`${size} object-cover`} onError={() => setBroken(true)} />;
  }
  return (
    <span
      className={`${size} inline-flex items-center justify-center bg-brand-700 text-2xl font-bold text-white`}
      aria-hidden="true"
      data-testid="avatar-initials"
    >
      {initials(user.name)}
    </span>
  );
}

function VerificationNote({ user }: { user: UserView }) {
  if (user.isEmailVerified) {
    return (
      <p className="mt-4 flex items-center gap-2 font-semibold text-safe" data-testid="email-verified">
        <CircleCheck className="h-5 w-5 shrink-0" aria-hidden="true" />
        E-mail verified
      </p>
    );
  }
  return (
    <div className="mt-4 rounded-xl border-2 border-caution bg-caution-bg p-4 text-caution" data-testid="email-unverified">
      <p className="flex items-center gap-2 font-bold">
        <TriangleAlert className="h-5 w-5 shrink-0" aria-hidden="true" />
        E-mail not verified
      </p>
      <p className="mt-1 font-medium">Open the link we e-mailed you to run diagnostics and activate plans. Links are valid for 24 hours.</p>
      <ResendVerification email={user.email} className="mt-3" />
    </div>
  );
}

/** SPEC §2 /account: who is signed in, and for visitors the way in. */
export function ProfileCard({ user }: { user: UserView }) {
  return (
    <section aria-labelledby="profile-title" className="card p-5" data-testid="profile-card">
      <div className="flex items-center gap-4">
        <Avatar user={user} />
        <div className="min-w-0">
          <h2 id="profile-title" className="wrap-anywhere text-xl font-bold">
            {user.name}
          </h2>
          {user.isRegistered ? (
            <p className="text-ink-muted [overflow-wrap:anywhere]">{user.email}</p>
          ) : (
            <>
              <p className="font-semibold">Free Trial User</p>
              <p className="text-ink-muted">Register to unlock full access</p>
            </>
          )}
        </div>
      </div>
      {user.isRegistered ? (
        <VerificationNote user={user} />
      ) : (
        <div className="mt-5 flex flex-col gap-3 sm:flex-row">
          <Link to="/register" className="btn-primary flex-1">
            <UserPlus className="h-5 w-5" aria-hidden="true" />
            Create Account
          </Link>
          <Link to="/login" className="btn-secondary flex-1">
            <LogIn className="h-5 w-5" aria-hidden="true" />
            Log In
          </Link>
        </div>
      )}
    </section>
  );
}
