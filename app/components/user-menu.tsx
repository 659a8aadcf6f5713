import { ChevronDown, LogOut, Menu } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { menuEntries } from "~/domain/access.ts";
import type { UserView } from "~/domain/user.ts";
import { signOut } from "~/lib/auth-client.ts";

/** SPEC §2 header menu: 'FieldFix Navigation', entries per user state (§4), current one highlighted. */
export default function UserMenu({ user }: { user: UserView }) {
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  // The menu closes on every route change.
  useEffect(() => setOpen(false), [location.pathname]);
  const entries = menuEntries(user);

  async function leave() {
    setLeaving(true);
    try {
      await signOut();
    } finally {
      setLeaving(false);
    }
  }

  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen} modal={false}>
      <DropdownMenu.Trigger className="btn-primary px-4" data-testid="user-menu-button">
        <Menu className="h-5 w-5" aria-hidden="true" />
        Menu
        <ChevronDown className="h-4 w-4" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-[min(22rem,calc(100vw-1.5rem))] rounded-2xl border border-slate-200 bg-white p-2 text-ink shadow-xl"
        >
          <div className="px-3 pb-2 pt-1">
            <DropdownMenu.Label className="text-lg font-bold">FieldFix Navigation</DropdownMenu.Label>
            <p className="text-sm text-ink-muted">Choose your diagnostic tool</p>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          {entries.map((entry) => {
            if (entry.kind === "demo-logout") {
              return (
                <DropdownMenu.Item
                  key={entry.label}
                  onSelect={(e) => {
                    e.preventDefault();
                    void leave();
                  }}
                  className="flex min-h-12 cursor-pointer flex-col justify-center rounded-xl px-3 py-2 outline-none data-[highlighted]:bg-brand-50"
                >
                  <span className="font-semibold">{leaving ? "Logging out..." : entry.label}</span>
                  <span className="text-sm text-ink-muted">{entry.description}</span>
                </DropdownMenu.Item>
              );
            }
            const current = location.pathname === entry.to || (entry.to === "/plans" && location.pathname === "/subscription-plans");
            return (
              <DropdownMenu.Item key={entry.label} asChild>
                <Link
                  to={entry.to}
                  aria-current={current ? "page" : undefined}
                  className={`flex min-h-12 flex-col justify-center rounded-xl px-3 py-2 outline-none data-[highlighted]:bg-brand-50 ${current ? "bg-brand-100" : ""}`}
                >
                  <span className="font-semibold">{entry.label}</span>
                  <span className="text-sm text-ink-muted">{entry.description}</span>
                </Link>
              </DropdownMenu.Item>
            );
          })}
          {user.accountType !== "demo" && (
            <>
              <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
              <DropdownMenu.Item
                onSelect={(e) => {
                  e.preventDefault();
                  void leave();
                }}
                className="flex min-h-12 cursor-pointer items-center gap-2 rounded-xl px-3 font-semibold outline-none data-[highlighted]:bg-brand-50"
              >
                <LogOut className="h-5 w-5" aria-hidden="true" />
                {leaving ? "Signing out..." : "Sign Out"}
              </DropdownMenu.Item>
            </>
          )}
          <p className="px-3 pb-1 pt-2 text-sm text-ink-muted">AI-powered vehicle diagnostics</p>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
