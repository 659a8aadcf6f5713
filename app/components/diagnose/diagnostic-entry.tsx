import { Search } from "lucide-react";
import { type FormEvent, type KeyboardEvent, lazy, Suspense, useEffect, useId, useMemo, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import type { VehicleType } from "~/domain/diagnosis/types.ts";
import { type DiagnosisForm, LIMITS, toDiagnosisPayload } from "~/domain/diagnosis-payload.ts";
import { decideDiagnosisAccess } from "~/domain/plans.ts";
import { ApiError, api, failureMessage, NetworkError } from "~/lib/api.ts";
import { getSessionId } from "~/lib/session-id.ts";
import { toast } from "~/lib/toast.ts";
import { useUser } from "~/lib/use-user.ts";
import { VEHICLE_CATEGORIES } from "~/lib/vehicle-categories.ts";
import { TextField } from "../forms.tsx";
import { VehicleIcon } from "../vehicle-icon.tsx";
import { AnalyzingOverlay } from "./analyzing-overlay.tsx";
import type { DiagnoseModal } from "./diagnose-modals.tsx";
import { PlanStatus } from "./plan-status.tsx";

const DiagnoseModals = lazy(() => import("./diagnose-modals.tsx"));

export interface ModelSuggestion {
  brand: string;
  model: string;
  years: string;
}

const COPY: Record<VehicleType, { title: string; intro: string; makePlaceholder: string; modelPlaceholder: string; problemPlaceholder: string }> = {
  tractor: {
    title: "Ag/Construction Machine Diagnostics",
    intro: "Tractors, loaders, skid steers, excavators, backhoes, combines and mowers. Include any fault codes (e.g. SPN 110 FMI 0).",
    makePlaceholder: "e.g. John Deere",
    modelPlaceholder: "e.g. 5075E 2016",
    problemPlaceholder: "e.g. Hard to start when cold, white smoke until it warms up",
  },
  atv: {
    title: "ATV/UTV Diagnostics",
    intro: "Quads, side-by-sides and utility vehicles. Mention when it happens: cold, hot, under load, after water.",
    makePlaceholder: "e.g. Polaris",
    modelPlaceholder: "e.g. Sportsman 570 2019",
    problemPlaceholder: "e.g. Bogs when I give it gas, belt smell after climbing",
  },
  automotive: {
    title: "Automotive Diagnostics",
    intro: "Cars, SUVs and pickups. Include OBD-II codes from a scan tool if you have them (e.g. P0301).",
    makePlaceholder: "e.g. Ford",
    modelPlaceholder: "e.g. F-150 2014",
    problemPlaceholder: "e.g. Check engine light flashing, shakes at idle, P0301",
  },
};

const draftKey = (category: VehicleType) => `fieldfix-draft-${category}`;

/** What was typed offline survives reloads until it is diagnosed. */
function readDraft(category: VehicleType): DiagnosisForm | null {
  try {
    const d = JSON.parse(sessionStorage.getItem(draftKey(category)) ?? "null");
    return d && typeof d.make === "string" && typeof d.model === "string" && typeof d.problem === "string" ? d : null;
  } catch {
    return null;
  }
}

/** The entry page of one category (SPEC §2): three required fields, Enter submits, the analyzing overlay, the modals. */
export function DiagnosticEntry({ category, suggestions = [] }: { category: VehicleType; suggestions?: ModelSuggestion[] }) {
  const user = useUser();
  const navigate = useNavigate();
  const copy = COPY[category];
  const meta = VEHICLE_CATEGORIES.find((c) => c.type === category)!;
  // A machine tapped on the home page opens this page with ?make=&model= (issue #14 'My machines').
  const [params] = useSearchParams();
  const [make, setMake] = useState(() => (params.get("make") ?? "").slice(0, LIMITS.make));
  const [model, setModel] = useState(() => (params.get("model") ?? "").slice(0, LIMITS.model));
  const [problem, setProblem] = useState("");
  const [busy, setBusy] = useState(false);
  const [modal, setModal] = useState<DiagnoseModal | null>(null);
  const problemId = useId();
  const blank = !make.trim() || !model.trim() || !problem.trim();

  useEffect(() => {
    const draft = readDraft(category);
    // The machine named in the URL wins over a draft about another vehicle.
    const named = params.get("make") || params.get("model");
    if (draft && (!named || (draft.make === make && draft.model === model))) {
      setMake(draft.make);
      setModel(draft.model);
      setProblem(draft.problem);
    }
  }, [category]);
  useEffect(() => {
    try {
      // Kept while offline (a reload then cannot fetch anything back); cleared once diagnosed.
      if (!navigator.onLine && (make || model || problem)) sessionStorage.setItem(draftKey(category), JSON.stringify({ make, model, problem }));
    } catch {
      // storage full or blocked: nothing to keep
    }
  }, [category, make, model, problem]);
  useEffect(() => {
    // Without signal the diagnose button will answer on the device: load the engine and this category's knowledge
    // core now, while the person types, so the answer only waits for the few shards the question needs.
    const warm = () => void import("~/lib/offline-diagnose.ts").then((m) => m.warmUp(category)).catch(() => {});
    if (!navigator.onLine) warm();
    window.addEventListener("offline", warm);
    return () => window.removeEventListener("offline", warm);
  }, [category]);

  const brands = useMemo(() => [...new Set(suggestions.map((s) => s.brand))], [suggestions]);
  const models = useMemo(
    () => suggestions.filter((s) => !make.trim() || s.brand.toLowerCase().startsWith(make.trim().toLowerCase())),
    [suggestions, make],
  );

  function refused(code: string | undefined, message: string): boolean {
    if (code === "REGISTRATION_REQUIRED") setModal({ kind: "register" });
    else if (code === "EMAIL_VERIFICATION_REQUIRED") setModal({ kind: "verify", message });
    else if (code === "SEARCH_LIMIT_EXCEEDED" || code === "SUBSCRIPTION_REQUIRED") setModal({ kind: "limit", message, code });
    else return false;
    return true;
  }

  async function submit(e?: FormEvent) {
    e?.preventDefault();
    if (blank || busy) return;
    setBusy(true);
    const form = { make, model, problem };
    const deviceFingerprint = await import("~/lib/fingerprint.ts").then((m) => m.deviceFingerprint()).catch(() => undefined);
    const payload = toDiagnosisPayload(form, category, { sessionId: getSessionId(), deviceFingerprint });
    if (!navigator.onLine) return diagnoseOffline(payload);
    try {
      const res = await api.post<{ id: string }>("/api/diagnostics", payload);
      sessionStorage.removeItem(draftKey(category));
      navigate(`/diagnostic/${res.id}`);
    } catch (err) {
      if (err instanceof NetworkError) return diagnoseOffline(payload);
      setBusy(false);
      if (err instanceof ApiError && refused(err.code, err.message)) return;
      toast("Diagnostic Failed", { description: failureMessage(err), variant: "destructive" });
    }
  }

  /**
   * No connection: the embedded engine (its own chunk, cached by the service worker) diagnoses on the device;
   * the result is kept on the device and uploaded with its clientRef once back online.
   */
  async function diagnoseOffline(payload: ReturnType<typeof toDiagnosisPayload>) {
    const decision = decideDiagnosisAccess(user, category);
    if (!decision.ok || !user.id) {
      setBusy(false);
      if (!decision.ok) refused(decision.code, decision.message);
      return;
    }
    try {
      const { diagnoseOnDevice } = await import("~/lib/offline-diagnose.ts");
      const clientRef = await diagnoseOnDevice(payload, user.id);
      sessionStorage.removeItem(draftKey(category));
      // A document navigation: the service worker answers it from its cache while offline.
      window.location.assign(`/diagnostic/offline?ref=${clientRef}`);
    } catch (err) {
      setBusy(false);
      // The reason goes to the console for support; the person gets what they can do about it.
      console.error("offline diagnosis failed", err);
      toast("Diagnostic Failed", {
        description: "You're offline and this device could not diagnose. What you typed is kept; try again when you're back online.",
        variant: "destructive",
      });
    }
  }

  function onProblemKey(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    }
  }

  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-8">
      <div className="flex items-center gap-3">
        <span className="inline-flex h-14 w-14 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <VehicleIcon type={category} className="h-8 w-8" />
        </span>
        <h1 className="text-2xl font-bold sm:text-3xl">{copy.title}</h1>
      </div>
      <p className="mt-3 text-lg text-ink-muted">{copy.intro}</p>
      <PlanStatus user={user} category={category} />
      <form onSubmit={submit} className="card mt-6 flex flex-col gap-4 p-5" noValidate>
        <TextField
          label="Make/Brand"
          name="make"
          value={make}
          onChange={(e) => setMake(e.target.value)}
          placeholder={copy.makePlaceholder}
          maxLength={LIMITS.make}
          list={brands.length ? `${category}-brands` : undefined}
          autoComplete="off"
          required
        />
        <TextField
          label="Model/Year"
          name="model"
          value={model}
          onChange={(e) => setModel(e.target.value)}
          placeholder={copy.modelPlaceholder}
          maxLength={LIMITS.model}
          list={models.length ? `${category}-models` : undefined}
          autoComplete="off"
          required
        />
        {brands.length > 0 && (
          <>
            <datalist id={`${category}-brands`}>
              {brands.map((b) => (
                <option key={b} value={b} />
              ))}
            </datalist>
            <datalist id={`${category}-models`}>
              {models.map((s) => (
                <option key={`${s.brand}-${s.model}`} value={s.model}>{s.years ? `${s.brand} ${s.model} (${s.years})` : `${s.brand} ${s.model}`}</option>
              ))}
            </datalist>
          </>
        )}
        <div className="flex flex-col gap-1">
          <label htmlFor={problemId} className="font-semibold">
            What's the problem?
          </label>
          <textarea
            id={problemId}
            name="problem"
            value={problem}
            onChange={(e) => setProblem(e.target.value)}
            onKeyDown={onProblemKey}
            placeholder={copy.problemPlaceholder}
            maxLength={LIMITS.problem}
            rows={4}
            required
            aria-describedby={`${problemId}-hint`}
            className="min-h-28 w-full rounded-xl border-2 border-slate-500 bg-white p-3 text-base text-ink placeholder:text-slate-500 focus:border-brand-600 focus:outline-none"
          />
          <p id={`${problemId}-hint`} className="text-sm text-ink-muted">
            Describe the symptoms in your own words. Press Enter to diagnose, Shift+Enter for a new line.
          </p>
        </div>
        <button type="submit" className="btn-primary w-full text-lg" disabled={blank || busy} data-testid="diagnose-button">
          <Search className="h-5 w-5" aria-hidden="true" />
          {busy ? "Diagnosing..." : "Diagnose"}
        </button>
      </form>
      {busy && <AnalyzingOverlay label={meta.title.replace(" Diagnostics", "")} />}
      {modal && (
        <Suspense fallback={null}>
          <DiagnoseModals modal={modal} user={user} onClose={() => setModal(null)} />
        </Suspense>
      )}
    </section>
  );
}
