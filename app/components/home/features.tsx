import { Cpu, ShieldCheck, Sun } from "lucide-react";

const FEATURES = [
  {
    icon: Cpu,
    title: "Vehicle-Specific AI Intelligence",
    text: "Answers tuned to the machine in front of you: known pattern failures by make and model, OBD-II and J1939 fault codes explained, AI trained on repair data.",
  },
  {
    icon: Sun,
    title: "Built for Field Conditions",
    text: "High-contrast screens readable in sunlight, large touch targets for gloved hands, installable on your phone and working offline when there is no signal.",
  },
  {
    icon: ShieldCheck,
    title: "Safety-First Protocols",
    text: "Every step carries a safety level — Low Risk, Safety Required or High Risk — with mandatory warnings, PPE, lock-out and raised-load guidance, torque values and tool specs.",
  },
] as const;

export function Features() {
  return (
    <section aria-labelledby="features-title" className="bg-white">
      <div className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="features-title" className="section-title">
          Why Choose FieldFix?
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="card p-5">
              <Icon className="h-9 w-9 text-brand-700" aria-hidden="true" />
              <h3 className="mt-3 text-lg font-bold">{title}</h3>
              <p className="mt-2 text-ink-muted">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
