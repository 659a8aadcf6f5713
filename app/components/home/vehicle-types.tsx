import { ArrowRight } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { showsSignUpHero, visibleVehicleTypes } from "~/domain/access.ts";
import type { UserView } from "~/domain/user.ts";
import { VEHICLE_CATEGORIES, type VehicleCategory } from "~/lib/vehicle-categories.ts";
import { VehicleIcon } from "../vehicle-icon.tsx";

// Guests who try to diagnose get the registration modal (SPEC §6); its code loads only then.
const RegistrationModal = lazy(() => import("../auth/registration-modal.tsx"));

const cardClass = "card group flex h-full min-h-28 w-full items-start gap-4 p-5 text-left transition hover:border-brand-600 hover:shadow-md";
// The signed-in workspace: the same cards, one line each, so Recent and My machines stay in view on a phone.
const compactCardClass = "card group flex h-full min-h-16 w-full items-center gap-3 px-3 py-2 text-left transition hover:border-brand-600 hover:shadow-md";

function CardBody({ c, compact }: { c: VehicleCategory; compact: boolean }) {
  if (compact) {
    return (
      <>
        <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <VehicleIcon type={c.type} className="h-7 w-7" />
        </span>
        <span className="min-w-0 flex-1 text-lg font-bold leading-tight text-ink">{c.title}</span>
        <ArrowRight className="h-5 w-5 shrink-0 text-brand-700 transition group-hover:translate-x-1" aria-hidden="true" />
      </>
    );
  }
  return (
    <>
      <span className="inline-flex h-14 w-14 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <VehicleIcon type={c.type} className="h-8 w-8" />
      </span>
      <span className="flex-1">
        <span className="flex items-center justify-between gap-2 text-lg font-bold text-ink">
          {c.title}
          <ArrowRight className="h-5 w-5 text-brand-700 transition group-hover:translate-x-1" aria-hidden="true" />
        </span>
        <span className="mt-1 block text-ink-muted">{c.description}</span>
        <span className="mt-1 block text-sm text-ink-muted">{c.examples}</span>
      </span>
    </>
  );
}

/** The vehicle-type cards (SPEC §2 'Choose Your Vehicle Type'), the list for this user only (SPEC §6). */
function VehicleCards({ user, compact, onGuestPick }: { user: UserView; compact: boolean; onGuestPick: () => void }) {
  const visible = visibleVehicleTypes(user);
  const guest = showsSignUpHero(user);
  const className = compact ? compactCardClass : cardClass;
  return (
    <ul className={compact ? "grid gap-3 sm:grid-cols-3" : "mt-6 grid gap-4 md:grid-cols-3"}>
      {VEHICLE_CATEGORIES.filter((c) => visible.includes(c.type)).map((c) => (
        <li key={c.type}>
          {guest ? (
            <button type="button" className={className} onClick={onGuestPick} data-testid={`vehicle-card-${c.type}`}>
              <CardBody c={c} compact={compact} />
            </button>
          ) : (
            <Link to={c.path} className={className} data-testid={`vehicle-card-${c.type}`}>
              <CardBody c={c} compact={compact} />
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

export function VehicleTypes({ user }: { user: UserView }) {
  const [registering, setRegistering] = useState(false);
  return (
    <section aria-labelledby="vehicle-types-title" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="vehicle-types-title" className="section-title">
        Choose Your Vehicle Type
      </h2>
      <VehicleCards user={user} compact={false} onGuestPick={() => setRegistering(true)} />
      {registering && (
        <Suspense fallback={null}>
          <RegistrationModal open onOpenChange={setRegistering} />
        </Suspense>
      )}
    </section>
  );
}

/** The workspace's 'Start a diagnosis': signed-in people only, so no registration modal. */
export function CompactVehicleCards({ user }: { user: UserView }) {
  return <VehicleCards user={user} compact onGuestPick={() => {}} />;
}
