import { BookOpen, Cpu, KeyRound, LifeBuoy, Lock, Mail, ShieldAlert, TriangleAlert, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PLANS, TRIAL_SEARCHES } from "~/domain/plans.ts";
import type { Route } from "./+types/help";

export const meta: Route.MetaFunction = () => [
  { title: "Help & Support — FieldFix" },
  { name: "description", content: "FieldFix help: working safely, how diagnoses work, the free trial, plans and subscription keys, privacy and support." },
];

export const SUPPORT_EMAIL = "support@fieldfix.app";

const SECTIONS = [
  { id: "safety", title: "Work safely", icon: ShieldAlert },
  { id: "diagnoses", title: "How diagnoses work", icon: Cpu },
  { id: "plans", title: "Free trial, plans and keys", icon: KeyRound },
  { id: "demo", title: "The demo account", icon: UserRound },
  { id: "privacy", title: "Your data and privacy", icon: Lock },
  { id: "contact", title: "Contact support", icon: Mail },
] as const;

function HelpSection({ id, children }: { id: (typeof SECTIONS)[number]["id"]; children: ReactNode }) {
  const { title, icon: Icon } = SECTIONS.find((s) => s.id === id)!;
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="card scroll-mt-24 p-5 sm:p-6">
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-xl font-bold sm:text-2xl">
        <Icon className="h-6 w-6 shrink-0 text-brand-700" aria-hidden="true" />
        {title}
      </h2>
      <div className="mt-3 flex flex-col gap-3">{children}</div>
    </section>
  );
}

const categoryPlans = PLANS.filter((p) => p.key !== "all");
const completeAccess = PLANS.find((p) => p.key === "all")!;

/** Help & Support (public): safety first, then how the product works, privacy, and how to reach a person. */
export default function Help() {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 px-4 py-8">
      <div>
        <h1 className="flex items-center gap-2 text-2xl font-bold sm:text-3xl">
          <LifeBuoy className="h-8 w-8 shrink-0 text-brand-700" aria-hidden="true" />
          Help &amp; Support
        </h1>
        <p className="mt-2 text-lg text-ink-muted">Answers to the common questions. Can't find yours? E-mail us — a person reads every message.</p>
      </div>

      <nav aria-label="On this page" className="card p-4">
        <p className="px-2 font-bold">On this page</p>
        <ul className="mt-1 grid gap-1 sm:grid-cols-2">
          {SECTIONS.map(({ id, title, icon: Icon }) => (
            <li key={id}>
              <a href={`#${id}`} className="flex min-h-12 items-center gap-2 rounded-xl px-2 font-semibold text-brand-700 underline hover:bg-brand-50">
                <Icon className="h-5 w-5 shrink-0" aria-hidden="true" />
                {title}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <HelpSection id="safety">
        <div className="flex gap-3 rounded-xl border-2 border-caution bg-caution-bg p-4 text-caution" role="note">
          <TriangleAlert className="mt-0.5 h-6 w-6 shrink-0" aria-hidden="true" />
          <p className="font-semibold">
            FieldFix results are guidance, not a repair order. Always follow the manufacturer's service manual for your machine, and its torque values,
            procedures and warnings.
          </p>
        </div>
        <p>Before you put hands or tools on a machine:</p>
        <ul className="ml-5 list-disc space-y-2">
          <li>
            <strong>Lock out and tag out.</strong> Engine off, key out and in your pocket, parking brake on, PTO and hydraulics disengaged, wheels chocked.
          </li>
          <li>
            <strong>Never work under a raised load</strong> held only by hydraulics or a jack. Lower implements and loaders to the ground, or support them with
            rated stands or the machine's own cylinder locks.
          </li>
          <li>
            <strong>Relieve stored hydraulic pressure</strong> before opening any line or fitting. Never feel for a leak with your hand: a pinhole jet can
            inject oil under the skin, which needs a hospital at once.
          </li>
          <li>
            <strong>Let hot coolant cool.</strong> Do not open a radiator or expansion-tank cap on a hot engine; the system is under pressure and can scald.
          </li>
          <li>
            <strong>Batteries give off explosive gas.</strong> No sparks or flames nearby, wear eye protection, disconnect the negative terminal first and
            reconnect it last.
          </li>
        </ul>
        <p>
          Each troubleshooting step carries a safety level — <strong>Low Risk</strong>, <strong>Safety Required</strong> or <strong>High Risk</strong>. Read the
          level and its notes before you start the step.
        </p>
        <p className="font-semibold">When in doubt, stop and call a qualified technician or your dealer.</p>
      </HelpSection>

      <HelpSection id="diagnoses">
        <p>
          Enter the make, the model and year, and what the machine is doing — with any fault codes (for example OBD-II <code>P0301</code> or J1939{" "}
          <code>SPN 110 FMI 0</code>). You get the most likely cause, other possible causes, and numbered steps to confirm and fix it.
        </p>
        <p>
          FieldFix has its own diagnosis engine built in: it matches your symptoms and codes against a knowledge base of known faults and always answers, even
          with a weak signal. When the AI model is available it writes the answer from the same knowledge base, and its steps are checked so they never come out
          less careful than the built-in ones.
        </p>
        <p>
          The more specific you are — when it happens (cold, hot, under load), what you hear or smell, what you already checked — the better the answer. Keep
          useful results with the <strong>Save to History</strong> toggle on the result page.
        </p>
      </HelpSection>

      <HelpSection id="plans">
        <p>Diagnosing needs a free account with a verified e-mail address. After that you have two ways to run diagnostics:</p>
        <ul className="ml-5 list-disc space-y-2">
          <li>
            <strong>The free trial:</strong> {TRIAL_SEARCHES} searches in any category. It can be activated once per account, from the plans page.
          </li>
          <li>
            <strong>A plan:</strong> unlimited diagnostics in its category —{" "}
            {categoryPlans.map((p, i) => (
              <span key={p.key}>
                {p.name} (${p.priceUsd} / month){i < categoryPlans.length - 1 ? ", " : ""}
              </span>
            ))}
            . <strong>{completeAccess.name}</strong> (${completeAccess.priceUsd} / month) covers all three.
          </li>
        </ul>
        <p>
          Plans are activated with a <strong>subscription key</strong>, which you receive when you buy. A key is issued for one plan and works once: enter it on
          that plan's card. A {completeAccess.name} key goes on the {completeAccess.name} card. If a key is refused, check that you used the right card and
          typed it exactly (dashes don't matter), then write to us with the key and your account e-mail.
        </p>
        <p>
          <Link to="/subscription-plans" className="font-semibold text-brand-700 underline">
            Open the plans page
          </Link>{" "}
          (you need to be signed in).
        </p>
      </HelpSection>

      <HelpSection id="demo">
        <p>
          The demo account (<code>demo@fieldfix.app</code>) lets you try FieldFix without signing up. It is shared, so please don't type personal details into
          it. It can run Ag/Construction diagnostics and see its history only: no ATV/UTV or automotive diagnostics, no plans and no account settings. For full
          access, log out of the demo and create your own free account.
        </p>
      </HelpSection>

      <HelpSection id="privacy">
        <ul className="ml-5 list-disc space-y-2">
          <li>
            We keep what the service needs: your name, e-mail address and (optional) phone number, your password only as a one-way hash, and the diagnostics you
            run.
          </li>
          <li>We record the IP address and a device fingerprint with sign-ups and diagnostics to stop abuse of the free trial and of sign-in.</li>
          <li>A result page can be opened by anyone who has its link — share a link only with people you want to see it.</li>
          <li>
            When the AI model answers, the make, model and symptoms you entered are sent to our AI provider (Cloudflare Workers AI) to produce the answer. We
            don't sell your data.
          </li>
          <li>To see or delete your data or close your account, e-mail us from the address on the account.</li>
        </ul>
      </HelpSection>

      <HelpSection id="contact">
        <p>
          E-mail{" "}
          <a href={`mailto:${SUPPORT_EMAIL}`} className="font-semibold text-brand-700 underline">
            {SUPPORT_EMAIL}
          </a>
          . We reply within one business day. Tell us your account e-mail, the machine (make, model, year) and, for a result, its link.
        </p>
        <a href={`mailto:${SUPPORT_EMAIL}?subject=FieldFix%20support`} className="btn-primary w-full sm:w-fit">
          <Mail className="h-5 w-5" aria-hidden="true" />
          E-mail support
        </a>
        <p className="flex items-start gap-2 text-ink-muted">
          <BookOpen className="mt-1 h-5 w-5 shrink-0" aria-hidden="true" />
          For an emergency on a machine, stop work and call a qualified technician or your dealer — e-mail support is not an emergency line.
        </p>
      </HelpSection>
    </div>
  );
}
