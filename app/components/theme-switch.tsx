import { useEffect, useState } from "react";
import { applyChoice, followSystem, readChoice, type ThemeChoice } from "~/lib/theme.ts";

// Words only: this sits in every page's first load, and three icons would cost more than the switch itself.
const OPTIONS: ReadonlyArray<{ value: ThemeChoice; label: string }> = [
  { value: "system", label: "System" },
  { value: "light", label: "Light" },
  { value: "dark", label: "Dark" },
];

// The checked option is literal white on the dark footer in both themes (bg-white turns dark in the dark theme).
/** The theme switch in the footer: System (the default), Light or Dark; a radio group, so it works by keyboard. */
export function ThemeSwitch() {
  const [choice, setChoice] = useState<ThemeChoice>("system");
  useEffect(() => {
    setChoice(readChoice());
    return followSystem();
  }, []);
  return (
    <fieldset className="flex flex-wrap items-center gap-x-3 gap-y-2" data-testid="theme-switch">
      <legend className="float-left mr-1 text-sm font-semibold text-slate-100">Theme</legend>
      <div className="flex gap-1 rounded-xl bg-white/10 p-1">
        {OPTIONS.map(({ value, label }) => (
          <label
            key={value}
            className="flex min-h-12 cursor-pointer items-center rounded-lg px-3 text-sm font-semibold text-slate-100 hover:bg-white/10 has-[:checked]:bg-[#fff] has-[:checked]:text-[#172554] has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-white"
          >
            <input
              type="radio"
              name="theme"
              value={value}
              checked={choice === value}
              onChange={() => {
                setChoice(value);
                applyChoice(value);
              }}
              className="sr-only"
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
