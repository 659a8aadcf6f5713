import { Monitor, Moon, Sun } from "lucide-react";
import { useEffect, useState } from "react";
import { applyChoice, followSystem, readChoice, type ThemeChoice } from "~/lib/theme.ts";

const OPTIONS: ReadonlyArray<{ value: ThemeChoice; label: string; Icon: typeof Sun }> = [
  { value: "system", label: "System", Icon: Monitor },
  { value: "light", label: "Light", Icon: Sun },
  { value: "dark", label: "Dark", Icon: Moon },
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
        {OPTIONS.map(({ value, label, Icon }) => (
          <label
            key={value}
            className="flex min-h-12 cursor-pointer items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-slate-100 hover:bg-white/10 has-[:checked]:bg-[#fff] has-[:checked]:text-[#172554] has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-white"
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
            <Icon className="h-4 w-4" aria-hidden="true" />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
