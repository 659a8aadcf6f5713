import { Eraser, Search } from "lucide-react";
import { type FormEvent, type KeyboardEvent, lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { ApiError } from "~/domain/api-error.ts";
import type { VehicleType } from "~/domain/diagnosis/types.ts";
import { LIMITS, toDiagnosisPayload } from "~/domain/diagnosis-payload.ts";
import type { ModelSuggestion } from "~/domain/model-suggestion.ts";
import { decideDiagnosisAccess } from "~/domain/plans.ts";
import { api, failureMessage, NetworkError } from "~/lib/api.ts";
import { useEntryDraft } from "~/lib/entry-draft.ts";
import { rememberVehicle } from "~/lib/recent-vehicles.ts";
import { getSessionId } from "~/lib/session-id.ts";
import { toast } from "~/lib/toast.ts";
import { useUser } from "~/lib/use-user.ts";
import { VEHICLE_CATEGORIES } from "~/lib/vehicle-categories.ts";
import { TextField } from "../forms.tsx";
import { VehicleIcon } from "../vehicle-icon.tsx";
import { AnalyzingOverlay } from "./analyzing-overlay.tsx";
import type { DiagnoseModal } from "./diagnose-modals.tsx";
import { PlanStatus } from "./plan-status.tsx";
import { brandsListId, modelsListId, VehicleSuggestions } from "./vehicle-suggestions.tsx";

const DiagnoseModals = lazy(() => import("./diagnose-modals.tsx"));
const VoiceInput = lazy(() => import("./voice-input.tsx"));
/** Offline: how long the typing pauses before the question's knowledge is loaded ahead (a pause, not every key). */
const PREPARE_AFTER_PAUSE_MS = 400;

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

/** How long 'Diagnose on this device' waits to hear whether the server had already finished. */
const FINISHED_WAIT_MS = 2000;

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

  // The form survives reloads, and after a diagnosis it still holds what was sent: the back button from the result
  // (and 'Edit and run again') find it filled. Emptying the fields (or Clear form) drops the draft. A machine named
  // in the URL (tapped on the home page) starts a fresh diagnosis of it: no earlier draft comes back.
  useEntryDraft(category, user.id, { make, model, problem }, (draft) => {
    if (params.get("make") || params.get("model")) return;
    setMake(draft.make);
    setModel(draft.model);
    setProblem(draft.problem);
  });
  // Without signal the diagnose button answers on the device. From the moment the signal is gone (or the page opens
  // without it), the engine and this category's knowledge core load, and at each pause in the typing the question's
  // own pieces of the knowledge: on a slow phone the answer then waits for almost nothing when Diagnose is pressed
  // (docs/decisions/offline-knowledge-shards.md).
  const [offline, setOffline] = useState(false);
  useEffect(() => {
    const update = () => setOffline(!navigator.onLine);
    update();
    window.addEventListener("offline", update);
    window.addEventListener("online", update);
    return () => {
      window.removeEventListener("offline", update);
      window.removeEventListener("online", update);
    };
  }, []);
  useEffect(() => {
    if (offline) void import("~/lib/offline-diagnose.ts").then((m) => m.warmUp(category)).catch(() => {});
  }, [offline, category]);
  useEffect(() => {
    if (!offline || blank) return;
    const timer = setTimeout(() => {
      const payload = toDiagnosisPayload({ make, model, problem }, category, {});
      void import("~/lib/offline-diagnose.ts").then((m) => m.prepareOnDevice(payload)).catch(() => {});
    }, PREPARE_AFTER_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [offline, category, make, model, problem, blank]);

  // Voice input only where the browser can do it; its code is fetched then, never on other devices.
  const [voice, setVoice] = useState(false);
  useEffect(() => setVoice("SpeechRecognition" in window || "webkitSpeechRecognition" in window), []);

  /** The request in flight: its abort switch and its reference (the server withdraws and refunds it on cancel). */
  // Made the moment Diagnose is pressed, before anything is awaited, so Cancel works from the first frame the overlay
  // shows (the payload follows once the device fingerprint is read).
  type Running = { ref: string; controller: AbortController; payload?: ReturnType<typeof toDiagnosisPayload> };
  const running = useRef<Running | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    // Set again on mount: React's development mode mounts, unmounts and mounts once more.
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  function startRequest(): Running {
    const request: Running = { ref: crypto.randomUUID(), controller: new AbortController() };
    running.current = request;
    return request;
  }
  /**
   * Stops the request in flight and tells the server, so nothing is charged (issue #14 item 4); resolves to the id of
   * the diagnosis when the server had already stored it (then it stays, counted once), else null.
   */
  function abortRunning(): { request: Running; finished: Promise<string | null> } | null {
    const request = running.current;
    running.current = null;
    if (!request) return null;
    request.controller.abort();
    // keepalive: the cancel still goes out if the person leaves the page right after.
    const finished = fetch("/api/diagnostics/cancel", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ requestRef: request.ref }),
      keepalive: true,
    })
      .then((res) => (res.ok ? (res.json() as Promise<{ finished?: boolean; id?: string }>) : null))
      .then((body) => (body?.finished && body.id ? body.id : null))
      .catch(() => null);
    return { request, finished };
  }
  function cancel() {
    const aborted = abortRunning();
    if (!aborted) return;
    setBusy(false);
    // Said at once (the cancel may take a while on the slow network that made someone press it); nothing is charged
    // unless the server had already finished, and then the answer is shown rather than lost.
    toast("Diagnosis cancelled", { description: "What you typed is still here." });
    void aborted.finished.then((id) => {
      // Not once the person has asked again or left the page.
      if (!id || running.current || !mounted.current) return;
      toast("Diagnosis already finished", { description: "It was ready before the cancel arrived, so it counts as a search. Here it is." });
      navigate(`/diagnostic/${id}`);
    });
  }
  async function diagnoseHere() {
    const aborted = abortRunning();
    if (!aborted) return;
    // The server may have finished and counted the search already: then its answer is shown, not a second one made
    // here and uploaded (and counted) later. The wait is short, as the network is slow.
    const id = await Promise.race([aborted.finished, new Promise<null>((r) => setTimeout(() => r(null), FINISHED_WAIT_MS))]);
    if (id && mounted.current) {
      setBusy(false);
      navigate(`/diagnostic/${id}`);
    } else if (aborted.request.payload) void diagnoseOffline(aborted.request.payload);
    else setBusy(false);
  }

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
    const request = startRequest();
    const form = { make, model, problem };
    const deviceFingerprint = await import("~/lib/fingerprint.ts").then((m) => m.deviceFingerprint()).catch(() => undefined);
    if (request.controller.signal.aborted) return;
    const payload = toDiagnosisPayload(form, category, { sessionId: getSessionId(), deviceFingerprint });
    request.payload = payload;
    rememberVehicle(localStorage, category, { make, model });
    if (!navigator.onLine) {
      running.current = null;
      return diagnoseOffline(payload);
    }
    try {
      const res = await api.post<{ id: string }>("/api/diagnostics", { ...payload, requestRef: request.ref }, { signal: request.controller.signal });
      if (request.controller.signal.aborted) return;
      navigate(`/diagnostic/${res.id}`);
    } catch (err) {
      // Cancelled, or handed to the device: whoever aborted has already moved on.
      if (request.controller.signal.aborted) return;
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

  function clearForm(e: React.MouseEvent<HTMLButtonElement>) {
    setMake("");
    setModel("");
    setProblem("");
    // The button goes with the text: focus moves to the first field rather than being lost.
    (e.currentTarget.form?.elements.namedItem("make") as HTMLInputElement | null)?.focus();
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
          list={brandsListId(category)}
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
          list={modelsListId(category)}
          autoComplete="off"
          required
        />
        <VehicleSuggestions category={category} make={make} suggestions={suggestions} />
        <div className="flex flex-col gap-1">
          <div className="flex items-end justify-between gap-3">
            <label htmlFor={problemId} className="font-semibold">
              What's the problem?
            </label>
            {voice && (
              <Suspense fallback={null}>
                <VoiceInput
                  onText={(said) => setProblem((p) => (p.trim() ? `${p.trimEnd()} ${said}` : said).slice(0, LIMITS.problem))}
                  onError={(message) => toast("Voice input", { description: message, variant: "destructive" })}
                />
              </Suspense>
            )}
          </div>
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
        {(make || model || problem) && !busy && (
          <button type="button" className="btn-ghost self-center" onClick={clearForm}>
            <Eraser className="h-5 w-5" aria-hidden="true" />
            Clear form
          </button>
        )}
      </form>
      {busy && <AnalyzingOverlay label={meta.title.replace(" Diagnostics", "")} onCancel={cancel} onDiagnoseHere={user.id ? diagnoseHere : undefined} />}
      {modal && (
        <Suspense fallback={null}>
          <DiagnoseModals
            modal={modal}
            user={user}
            onClose={() => setModal(null)}
            onRetry={() => {
              setModal(null);
              void submit();
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
