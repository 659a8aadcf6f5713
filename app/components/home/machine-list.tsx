import { ChevronRight, Pencil, Plus } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { type MachineView, machineEntryHref, machineTitle, meterText } from "~/domain/machines.ts";
import { VehicleIcon } from "../vehicle-icon.tsx";

// The form is only needed once someone adds or edits a machine: its code (and the dialog library) loads then.
const loadDialog = () => import("./machine-dialog.tsx");
const MachineDialog = lazy(loadDialog);

type Editing = { mode: "add" } | { mode: "edit"; machine: MachineView };

function details(m: MachineView): string {
  return [m.nickname ? `${m.make} ${m.model}` : null, m.year ? String(m.year) : null, meterText(m)].filter(Boolean).join(" · ");
}

/**
 * The workspace's 'My machines': the vehicles this person diagnosed or added. One tap opens the right entry page with
 * Make/Brand and Model/Year filled; the pencil edits the nickname and the hours or mileage, or removes the machine.
 */
export function MachineList({ machines }: { machines: MachineView[] }) {
  const [editing, setEditing] = useState<Editing | null>(null);
  // Where focus returns once the dialog is gone (the machine may have been removed, so look it up again).
  const close = (returnTo: string | null) => {
    setEditing(null);
    requestAnimationFrame(() => document.querySelector<HTMLElement>(returnTo ?? "[data-testid=add-machine]")?.focus());
  };
  return (
    <section aria-labelledby="machines-title" className="min-w-0">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <h2 id="machines-title" className="text-xl font-bold sm:text-2xl">
          My machines
        </h2>
        <button
          type="button"
          className="btn-secondary min-h-12 px-3"
          onClick={() => setEditing({ mode: "add" })}
          onPointerEnter={() => void loadDialog()}
          data-testid="add-machine"
        >
          <Plus className="h-5 w-5" aria-hidden="true" />
          Add machine
        </button>
      </div>
      {machines.length === 0 ? (
        <p className="card mt-2 p-4 text-ink-muted" data-testid="machines-empty">
          The machines you diagnose are kept here, ready for the next time. You can also add one yourself.
        </p>
      ) : (
        <ul className="card mt-2 divide-y divide-slate-200 overflow-hidden" data-testid="machine-list">
          {machines.map((m) => {
            const title = machineTitle(m);
            const more = details(m);
            return (
              <li key={m.id} className="flex items-center" data-machine-id={m.id}>
                <Link to={machineEntryHref(m)} className="flex min-h-16 min-w-0 flex-1 items-center gap-3 p-3 hover:bg-slate-50 sm:pl-4" data-machine-link>
                  <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                    <VehicleIcon type={m.vehicleType} className="h-6 w-6" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="sr-only">Diagnose: </span>
                    <span className="block font-bold leading-snug text-ink">{title}</span>
                    {more && <span className="block text-ink-muted">{more}</span>}
                  </span>
                  <ChevronRight className="h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
                </Link>
                <button
                  type="button"
                  className="btn-ghost mr-1 min-w-12 shrink-0 px-0 text-brand-700"
                  aria-label={`Edit ${title}`}
                  onClick={() => setEditing({ mode: "edit", machine: m })}
                  onPointerEnter={() => void loadDialog()}
                  data-edit-machine={m.id}
                >
                  <Pencil className="h-5 w-5" aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {editing && (
        <Suspense fallback={null}>
          <MachineDialog
            machine={editing.mode === "edit" ? editing.machine : null}
            onClose={(result) => close(editing.mode === "edit" && result !== "removed" ? `[data-edit-machine="${editing.machine.id}"]` : null)}
          />
        </Suspense>
      )}
    </section>
  );
}
