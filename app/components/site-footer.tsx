import { BrandMark } from "./brand-mark.tsx";
import { ThemeSwitch } from "./theme-switch.tsx";

export function SiteFooter() {
  return (
    <footer className="no-print border-t border-slate-200 bg-brand-900 text-slate-100">
      {/* Under 768 px the page ends with extra bottom padding (SPEC §2), so nothing sits under a phone's home bar. */}
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 pt-8 pb-24 md:pb-8">
        <div className="flex items-center gap-3">
          <BrandMark />
          <div>
            <p className="text-lg font-bold text-white">FieldFix</p>
            <p className="text-sm text-slate-100">Developed in the USA · Built by technicians for technicians</p>
          </div>
        </div>
        <ThemeSwitch />
        <p className="text-sm text-slate-100">
          Diagnoses are guidance, not a substitute for the manufacturer's service manual. Always follow the safety steps shown.
        </p>
        <p className="text-sm text-slate-100">
          © 2025 FieldFix. All rights reserved. FieldFix™ and the FieldFix logo are trademarks of FieldFix. ChatGPT is a trademark of OpenAI; other makes and
          model names are trademarks of their respective owners.
        </p>
      </div>
    </footer>
  );
}
