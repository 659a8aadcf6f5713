import { House, LogIn } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { Link } from "react-router";
import { menuEntries } from "~/domain/access.ts";
import { isDemo, type UserView } from "~/domain/user.ts";
import { BrandMark } from "./brand-mark.tsx";

// Only signed-in users have a menu; guests never download its code.
const loadUserMenu = () => import("./user-menu.tsx");
const UserMenu = lazy(loadUserMenu);

/**
 * The Menu button until the menu's code arrives, at the real button's exact size (no layout shift). It is a real
 * button, and a tap on it is kept: the menu opens as soon as its code is here. The server used to stream the real
 * menu's markup, which showed a button that ignored taps until its code arrived (measured: a tap about 100 ms
 * after hydration was lost; on a slow phone that window is longer). docs/decisions/menu-tap-before-code.md
 */
function MenuPlaceholder({ onTap }: { onTap: () => void }) {
  return (
    <button type="button" className="btn-primary px-4" aria-expanded={false} onClick={onTap} data-testid="user-menu-button">
      <span className="h-5 w-5" />
      Menu
      <span className="h-4 w-4" />
    </button>
  );
}

/** The server and the first (hydrating) render show the placeholder; the real menu replaces it once its code is here. */
function HeaderMenu({ user }: { user: UserView }) {
  const [codeHere, setCodeHere] = useState(false);
  const [tapped, setTapped] = useState(false);
  // No unmount guard: if signing out unmounts this first, React ignores the late state update.
  useEffect(() => {
    void loadUserMenu().then(() => setCodeHere(true));
  }, []);
  const placeholder = <MenuPlaceholder onTap={() => setTapped(true)} />;
  if (!codeHere) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <UserMenu user={user} openAtOnce={tapped} />
    </Suspense>
  );
}

export function SiteHeader({ user }: { user: UserView }) {
  const hasMenu = menuEntries(user).length > 0;
  return (
    <header className="no-print sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-4 py-2 sm:gap-3">
        <Link to="/" className="flex min-h-12 min-w-0 items-center gap-3 rounded-lg">
          <BrandMark />
          <span className="flex min-w-0 flex-col leading-tight">
            <span className="text-xl font-extrabold tracking-tight text-ink">FieldFix</span>
            <span className="text-xs font-medium text-ink-muted sm:text-sm">Developed and designed in the USA</span>
          </span>
        </Link>
        <nav aria-label="Main" className="flex shrink-0 items-center gap-2">
          {isDemo(user) && (
            // The shared demo account looks like a real one; the badge says whose data this is not (issue #14 item 7).
            <span
              className="inline-flex items-center rounded-full border-2 border-caution bg-caution-bg px-2 py-0.5 text-sm font-bold text-caution"
              data-testid="demo-badge"
              title="You are using the shared demo account"
            >
              Demo
            </span>
          )}
          {hasMenu ? (
            <HeaderMenu user={user} />
          ) : (
            <>
              <Link to="/" className="btn-ghost min-w-12 px-2 sm:px-3">
                <House className="h-5 w-5" aria-hidden="true" />
                <span className="sr-only sm:not-sr-only">Home</span>
              </Link>
              <Link to="/login" className="btn-primary whitespace-nowrap px-4">
                <LogIn className="h-5 w-5" aria-hidden="true" />
                <span>Log In</span>
              </Link>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
