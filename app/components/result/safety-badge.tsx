import { type LucideIcon, OctagonAlert, ShieldCheck, TriangleAlert } from "lucide-react";
import type { SafetyLevel } from "~/domain/diagnosis/types.ts";

interface SafetyStyle {
  icon: LucideIcon;
  /** Badge: coloured background, text and border. */
  badge: string;
  /** Step card frame: the coloured left edge (High Risk gets a heavier frame). */
  frame: string;
  /** Safety/PPE note box inside the step. */
  note: string;
}

/**
 * SPEC §9 safety levels. Meaning never rides on colour alone: every badge carries an icon and the words,
 * and High Risk steps also get a heavy red frame.
 */
export const SAFETY_STYLES: Record<SafetyLevel, SafetyStyle> = {
  "Low Risk": {
    icon: ShieldCheck,
    badge: "border-safe bg-safe-bg text-safe",
    frame: "border-l-8 border-l-safe",
    note: "border-caution bg-caution-bg text-caution",
  },
  "Safety Required": {
    icon: TriangleAlert,
    badge: "border-caution bg-caution-bg text-caution",
    frame: "border-l-8 border-l-caution",
    note: "border-caution bg-caution-bg text-caution",
  },
  "High Risk": {
    icon: OctagonAlert,
    badge: "border-danger bg-danger text-white print:bg-danger-bg print:text-danger",
    frame: "border-2 border-danger border-l-[12px] ring-2 ring-danger-bg",
    note: "border-danger bg-danger-bg text-danger",
  },
};

export function safetyStyle(level: SafetyLevel): SafetyStyle {
  return SAFETY_STYLES[level] ?? SAFETY_STYLES["Safety Required"];
}

export function SafetyBadge({ level }: { level: SafetyLevel }) {
  const style = safetyStyle(level);
  const Icon = style.icon;
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full border-2 px-3 py-1 text-base font-bold leading-tight whitespace-nowrap ${style.badge}`}
      data-safety-level={level}
    >
      <Icon className="h-5 w-5 shrink-0" aria-hidden="true" />
      <span>
        <span className="sr-only">Safety level: </span>
        {level}
      </span>
    </span>
  );
}
