import { ChevronDown, LogOut, Menu, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { menuEntries } from "~/domain/access.ts";
import type { UserView } from "~/domain/user.ts";
import { useSignOut } from "~/lib/auth-client.ts";

/**
 * SPEC §2 header menu: 'FieldFix Navigation', entries per user state (§4), current one highlighted.
 * Built as a disclosure (a button that shows a panel of links), the WAI pattern for site navigation; it is
 * also a fraction of the size of a menu-widget library, which matters on every signed-in page.
 */
export default function UserMenu({ user, openAtOnce = false }: { user: UserView; openAtOnce?: boolean }) {
  const location = useLocation();
  // Open at once when the Menu button was tapped before this code arrived (site-header.tsx keeps that tap).
  const [open, setOpen] = useState(openAtOnce);
  const { leaving, leave } = useSignOut();
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const entries = menuEntries(user);

  // The menu closes on every route change, but not when it first mounts (that would undo a kept tap).
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    setOpen(false);
  }, [location.pathname]);

  // The tapped placeholder has gone from the page, so its focus moves to the button that replaced it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on mount
  useEffect(() => {
    if (openAtOnce) button.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onPointer = (e: PointerEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);

  const item = "flex min-h-12 w-full flex-col justify-center rounded-xl px-3 py-2 text-left hover:bg-brand-50 focus-visible:bg-brand-50";
  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        className="btn-primary px-4"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        data-testid="user-menu-button"
      >
        {open ? <X className="h-5 w-5" aria-hidden="true" /> : <Menu className="h-5 w-5" aria-hidden="true" />}
        Menu
        <ChevronDown className="h-4 w-4" aria-hidden="true" />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute right-0 z-50 mt-2 w-[min(22rem,calc(100vw-1.5rem))] rounded-2xl border border-slate-200 bg-white p-2 text-ink shadow-xl"
      >
        <nav aria-labelledby={`${panelId}-title`} data-testid="user-menu">
          <div className="px-3 pb-2 pt-1">
            <p id={`${panelId}-title`} className="text-lg font-bold">
              FieldFix Navigation
            </p>
            <p className="text-sm text-ink-muted">Choose your diagnostic tool</p>
          </div>
          <hr className="my-1 border-slate-200" />
          <ul>
            {entries.map((entry) => {
              if (entry.kind === "demo-logout") {
                return (
                  <li key={entry.label}>
                    <button type="button" className={item} onClick={() => void leave()} disabled={leaving}>
                      <span className="font-semibold">{leaving ? "Logging out..." : entry.label}</span>
                      <span className="text-sm text-ink-muted">{entry.description}</span>
                    </button>
                  </li>
                );
              }
              const current = location.pathname === entry.to || (entry.to === "/plans" && location.pathname === "/subscription-plans");
              return (
                <li key={entry.label}>
                  <Link to={entry.to} aria-current={current ? "page" : undefined} className={`${item} ${current ? "bg-brand-100" : ""}`}>
                    <span className="font-semibold">{entry.label}</span>
                    <span className="text-sm text-ink-muted">{entry.description}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
          {user.accountType !== "demo" && (
            <>
              <hr className="my-1 border-slate-200" />
              <button
                type="button"
                className={`${item} flex-row items-center justify-start gap-2 font-semibold`}
                onClick={() => void leave()}
                disabled={leaving}
              >
                <LogOut className="h-5 w-5" aria-hidden="true" />
                {leaving ? "Signing out..." : "Sign Out"}
              </button>
            </>
          )}
          <p className="px-3 pb-1 pt-2 text-sm text-ink-muted">AI-powered vehicle diagnostics</p>
        </nav>
      </div>
    </div>
  );
}
