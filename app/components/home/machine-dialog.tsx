import { Trash2, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { ApiError } from "~/domain/api-error.ts";
import type { VehicleType } from "~/domain/diagnosis/types.ts";
import { defaultMeterUnit, MACHINE_TEXT_MAX, type MachineView, METER_UNITS, type MeterUnit, machineTitle, NICKNAME_MAX } from "~/domain/machines.ts";
import { api, failureMessage } from "~/lib/api.ts";
import { toast } from "~/lib/toast.ts";
import { VEHICLE_CATEGORIES } from "~/lib/vehicle-categories.ts";
import { Alert, TextField } from "../forms.tsx";

export type DialogResult = "saved" | "removed" | "cancelled";

// The look of forms.tsx's fields, for the inputs laid out here by hand (a reading and its unit on one line).
const inputClass =
  "min-h-12 w-full rounded-xl border-2 border-slate-500 bg-white px-3 text-base text-ink focus:border-brand-600 focus:outline-none aria-[invalid=true]:border-danger";

const UNIT_LABELS: Record<MeterUnit, string> = { hours: "hours", miles: "miles", km: "km" };

/** A typed number as the API takes it: blank is none, digits a number, anything else as typed (the server explains). */
function numberField(value: string): number | string | null {
  const t = value.trim();
  if (!t) return null;
  return /^\d+$/.test(t) ? Number(t) : t;
}

/**
 * Add a machine by hand, or edit one's nickname and hours or mileage, or remove it (with a confirmation). The rules
 * and their messages live on the server (POST/PATCH /api/machines); a refusal is shown at its field.
 */
export default function MachineDialog({ machine, onClose }: { machine: MachineView | null; onClose: (result: DialogResult) => void }) {
  const revalidator = useRevalidator();
  const editing = machine !== null;
  const [vehicleType, setVehicleType] = useState<VehicleType>(machine?.vehicleType ?? "tractor");
  const [make, setMake] = useState("");
  const [model, setModel] = useState("");
  const [year, setYear] = useState("");
  const [nickname, setNickname] = useState(machine?.nickname ?? "");
  const [meter, setMeter] = useState(machine?.meterReading == null ? "" : String(machine.meterReading));
  const [unit, setUnit] = useState<MeterUnit | "">(machine?.meterUnit ?? "");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const typeId = useId();
  const meterId = useId();
  const shownUnit: MeterUnit = unit || defaultMeterUnit(vehicleType);
  const formRef = useRef<HTMLFormElement>(null);

  // A refusal names its field: focus it and bring its message into view; any other
  // failure is the alert at the top of the form.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the form shows a new refusal, not whenever a value it reads changes
  useEffect(() => {
    const field = formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]");
    if (!field) return void formRef.current?.querySelector("[role=alert]")?.scrollIntoView({ block: "nearest" });
    field.focus({ preventScroll: true });
    const message = field.getAttribute("aria-describedby")?.split(" ").pop();
    (message ? document.getElementById(message) : field)?.scrollIntoView({ block: "nearest" });
  }, [errors]);

  async function finish(result: DialogResult, message: string) {
    toast(message);
    await revalidator.revalidate();
    onClose(result);
  }

  function fail(error: unknown) {
    setBusy(false);
    if (error instanceof ApiError && typeof error.fields.field === "string") setErrors({ [error.fields.field]: error.message });
    else setErrors({ form: failureMessage(error) });
  }

  async function save(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setErrors({});
    const meterReading = numberField(meter);
    const changes = { nickname, meterReading, meterUnit: meterReading === null ? null : shownUnit };
    try {
      if (machine) await api.patch(`/api/machines/${encodeURIComponent(machine.id)}`, changes);
      else await api.post("/api/machines", { vehicleType, make, model, year: numberField(year), ...changes });
    } catch (error) {
      return fail(error);
    }
    await finish("saved", editing ? "Machine updated" : "Machine added");
  }

  async function remove() {
    if (!machine || busy) return;
    setBusy(true);
    try {
      await api.delete(`/api/machines/${encodeURIComponent(machine.id)}`);
    } catch (error) {
      setConfirmRemove(false);
      return fail(error);
    }
    await finish("removed", "Machine removed");
  }

  const title = machine ? `Edit ${machineTitle(machine)}` : "Add a machine";
  return (
    <Dialog.Root open onOpenChange={(open) => !open && !busy && onClose("cancelled")}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content
          className="fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl bg-white text-ink shadow-xl"
          onCloseAutoFocus={(e) => e.preventDefault()}
          data-testid="machine-dialog"
        >
          <div className="flex shrink-0 items-start justify-between gap-2 px-5 pt-5 sm:px-6 sm:pt-6">
            <Dialog.Title className="text-xl font-bold wrap-anywhere">{title}</Dialog.Title>
            <Dialog.Close className="btn-ghost -mr-2 -mt-2 min-w-12 px-0" aria-label="Close" disabled={busy}>
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 shrink-0 px-5 text-ink-muted sm:px-6">
            {machine
              ? `${machine.make} ${machine.model}${machine.year ? ` (${machine.year})` : ""}. One tap on it starts a diagnosis with these filled in.`
              : "Kept under My machines: one tap starts a diagnosis with make and model filled in."}
          </Dialog.Description>

          {confirmRemove && machine ? (
            // biome-ignore lint/a11y/useSemanticElements: a confirmation panel inside the dialog; a fieldset's min-content width would break it at 360 px
            <div className="overflow-y-auto p-5 sm:p-6" role="group" aria-label="Confirm removal">
              <p className="font-semibold">Remove {machineTitle(machine)} from My machines? Diagnoses you ran for it stay in your history.</p>
              <div className="mt-5 grid grid-cols-2 gap-3">
                <button type="button" className="btn-secondary" onClick={() => setConfirmRemove(false)} disabled={busy}>
                  Keep it
                </button>
                <button
                  type="button"
                  className="btn bg-danger text-white hover:bg-red-900"
                  onClick={remove}
                  disabled={busy}
                  aria-busy={busy}
                  data-testid="confirm-remove-machine"
                >
                  {busy ? "Removing..." : "Remove"}
                </button>
              </div>
            </div>
          ) : (
            <form ref={formRef} onSubmit={save} className="mt-3 flex min-h-0 flex-1 flex-col" noValidate>
              {/* The fields scroll on a short phone screen; the buttons below them stay in view. */}
              <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto px-5 pb-4 pt-1 sm:px-6">
                {errors.form && <Alert>{errors.form}</Alert>}
                {!editing && (
                  <>
                    <div className="flex flex-col gap-1">
                      <label htmlFor={typeId} className="font-semibold text-ink">
                        Vehicle type
                      </label>
                      <select id={typeId} className={inputClass} value={vehicleType} onChange={(e) => setVehicleType(e.target.value as VehicleType)}>
                        {VEHICLE_CATEGORIES.map((c) => (
                          <option key={c.type} value={c.type}>
                            {c.title}
                          </option>
                        ))}
                      </select>
                      {errors.vehicleType && <p className="text-sm font-semibold text-danger">{errors.vehicleType}</p>}
                    </div>
                    <TextField
                      label="Make/Brand"
                      name="make"
                      value={make}
                      onChange={(e) => setMake(e.target.value)}
                      maxLength={MACHINE_TEXT_MAX}
                      autoComplete="off"
                      required
                      error={errors.make}
                    />
                    <TextField
                      label="Model"
                      name="model"
                      value={model}
                      onChange={(e) => setModel(e.target.value)}
                      maxLength={MACHINE_TEXT_MAX}
                      autoComplete="off"
                      required
                      error={errors.model}
                    />
                    <TextField
                      label="Year (optional)"
                      name="year"
                      value={year}
                      onChange={(e) => setYear(e.target.value)}
                      inputMode="numeric"
                      maxLength={4}
                      autoComplete="off"
                      error={errors.year}
                    />
                  </>
                )}
                <TextField
                  label="Nickname (optional)"
                  name="nickname"
                  value={nickname}
                  onChange={(e) => setNickname(e.target.value)}
                  maxLength={NICKNAME_MAX}
                  autoComplete="off"
                  hint="e.g. Loader tractor, Dad's truck"
                  error={errors.nickname}
                />
                <div className="flex flex-col gap-1">
                  <label htmlFor={meterId} className="font-semibold text-ink">
                    Hours or mileage (optional)
                  </label>
                  <div className="grid grid-cols-[1fr_auto] gap-3">
                    <input
                      id={meterId}
                      name="meterReading"
                      value={meter}
                      onChange={(e) => setMeter(e.target.value)}
                      inputMode="numeric"
                      maxLength={9}
                      autoComplete="off"
                      className={inputClass}
                      aria-invalid={errors.meterReading ? true : undefined}
                      aria-describedby={errors.meterReading ? `${meterId}-error` : undefined}
                    />
                    <select
                      className={inputClass}
                      value={shownUnit}
                      onChange={(e) => setUnit(e.target.value as MeterUnit)}
                      aria-label="Unit"
                      aria-invalid={errors.meterUnit ? true : undefined}
                    >
                      {METER_UNITS.map((u) => (
                        <option key={u} value={u}>
                          {UNIT_LABELS[u]}
                        </option>
                      ))}
                    </select>
                  </div>
                  {(errors.meterReading || errors.meterUnit) && (
                    <p id={`${meterId}-error`} className="text-sm font-semibold text-danger">
                      {errors.meterReading ?? errors.meterUnit}
                    </p>
                  )}
                </div>
              </div>
              <div className={`grid shrink-0 gap-3 border-t border-slate-200 px-5 py-4 sm:px-6 ${editing ? "grid-cols-2" : "grid-cols-1"}`}>
                {editing && (
                  <button
                    type="button"
                    className="btn-secondary border-danger text-danger hover:bg-danger-bg"
                    onClick={() => setConfirmRemove(true)}
                    disabled={busy}
                  >
                    <Trash2 className="h-5 w-5" aria-hidden="true" />
                    Remove
                  </button>
                )}
                <button type="submit" className="btn-primary" disabled={busy} aria-busy={busy} data-testid="save-machine">
                  {busy ? "Saving..." : "Save"}
                </button>
              </div>
            </form>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
