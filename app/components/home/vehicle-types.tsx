import { ArrowRight } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { showsSignUpHero, visibleVehicleTypes } from "~/domain/access.ts";
import type { UserView } from "~/domain/user.ts";
import { type VehicleCategory, VEHICLE_CATEGORIES } from "~/lib/vehicle-categories.ts";
import { VehicleIcon } from "../vehicle-icon.tsx";

// Guests who try to diagnose get the registration modal (SPEC §6); its code loads only then.
const RegistrationModal = lazy(() => import("../auth/registration-modal.tsx"));

const cardClass = "card group flex h-full min-h-28 w-full items-start gap-4 p-5 text-left transition hover:border-brand-600 hover:shadow-md";

function CardBody({ c }: { c: VehicleCategory }) {
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

export function VehicleTypes({ user }: { user: UserView }) {
  const visible = visibleVehicleTypes(user);
  const guest = showsSignUpHero(user);
  const [registering, setRegistering] = useState(false);
  return (
    <section aria-labelledby="vehicle-types-title" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="vehicle-types-title" className="section-title">
        Choose Your Vehicle Type
      </h2>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {VEHICLE_CATEGORIES.filter((c) => visible.includes(c.type)).map((c) => (
          <li key={c.type}>
            {guest ? (
              <button type="button" className={cardClass} onClick={() => setRegistering(true)} data-testid={`vehicle-card-${c.type}`}>
                <CardBody c={c} />
              </button>
            ) : (
              <Link to={c.path} className={cardClass} data-testid={`vehicle-card-${c.type}`}>
                <CardBody c={c} />
              </Link>
            )}
          </li>
        ))}
      </ul>
      {registering && (
        <Suspense fallback={null}>
          <RegistrationModal open onOpenChange={setRegistering} />
        </Suspense>
      )}
    </section>
  );
}
