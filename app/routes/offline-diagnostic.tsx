import { CloudOff, CloudUpload, History, TriangleAlert } from "lucide-react";
import { useEffect, useState } from "react";
import { useRouteLoaderData, useSearchParams } from "react-router";
import { DiagnosticResult } from "~/components/result/diagnostic-result.tsx";
import { CHANGE_EVENT, DEVICE_USER_KEY, itemsFor, type OfflineDiagnosis, toView } from "~/lib/offline-store.ts";
import type { Route } from "./+types/offline-diagnostic";

/**
 * Diagnoses made without a connection (/diagnostic/offline?ref=<clientRef> for one, the list without ref).
 * Everything shown comes from this device, so the server renders only the frame and the service worker can
 * answer this page offline. Only the signed-in user's own items are shown.
 */
export const meta: Route.MetaFunction = () => [{ title: "Saved on this device — FieldFix" }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

function useDeviceItems(userId: string | null) {
  const [state, setState] = useState<{ items: OfflineDiagnosis[]; online: boolean } | null>(null);
  useEffect(() => {
    const load = () => setState({ items: itemsFor(localStorage, userId ?? localStorage.getItem(DEVICE_USER_KEY)), online: navigator.onLine });
    load();
    const events = [CHANGE_EVENT, "online", "offline", "storage"];
    for (const e of events) addEventListener(e, load);
    return () => {
      for (const e of events) removeEventListener(e, load);
    };
  }, [userId]);
  return state;
}

function uploadNow() {
  void import("~/lib/offline-sync.ts").then((m) => m.uploadPending());
}

export function DeviceStatus({ item, online }: { item: OfflineDiagnosis; online: boolean }) {
  const box = "no-print mt-6 flex items-start gap-3 rounded-xl border-2 p-4";
  if (item.status === "uploaded") {
    return (
      <div role="status" className={`${box} border-safe bg-safe-bg text-safe`} data-testid="device-status" data-status="uploaded">
        <History className="mt-0.5 h-6 w-6 shrink-0" aria-hidden="true" />
        <div>
          <p className="font-bold">Uploaded</p>
          <p>This diagnosis is saved to your history.</p>
          {item.serverId && (
            <a className="mt-2 inline-block font-semibold underline" href={`/diagnostic/${item.serverId}`}>
              Open the saved result
            </a>
          )}
        </div>
      </div>
    );
  }
  if (item.status === "refused") {
    return (
      <div role="status" className={`${box} border-danger bg-danger-bg text-danger`} data-testid="device-status" data-status="refused">
        <TriangleAlert className="mt-0.5 h-6 w-6 shrink-0" aria-hidden="true" />
        <div>
          <p className="font-bold">Saved on this device only — the upload was refused</p>
          <p>{item.error?.message ?? "The server did not accept it."}</p>
        </div>
      </div>
    );
  }
  return (
    <div role="status" className={`${box} border-amber-700 bg-caution-bg text-caution`} data-testid="device-status" data-status="offline">
      <CloudOff className="mt-0.5 h-6 w-6 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-bold">Saved on this device — will upload when you're back online</p>
        <p>Diagnosed on this device without a connection. It goes to your history as soon as there is signal.</p>
        {online && (
          <button type="button" className="btn-secondary mt-3" onClick={uploadNow}>
            <CloudUpload className="h-5 w-5" aria-hidden="true" />
            Upload now
          </button>
        )}
      </div>
    </div>
  );
}

const LABEL: Record<OfflineDiagnosis["status"], string> = {
  offline: "Waiting to upload",
  uploaded: "Uploaded",
  refused: "Upload refused",
};

export default function OfflineDiagnostic() {
  // The root loader's user id (not useUser(): importing the guest user here splits a shared chunk off the home page).
  const userId = (useRouteLoaderData("root") as { user?: { id: string | null } } | undefined)?.user?.id ?? null;
  const [params] = useSearchParams();
  const ref = params.get("ref");
  const state = useDeviceItems(userId);

  if (!state) {
    return (
      <section className="mx-auto max-w-2xl px-4 py-16 text-center">
        <p className="text-lg text-ink-muted">Loading results saved on this device…</p>
      </section>
    );
  }
  if (ref) {
    const item = state.items.find((i) => i.clientRef === ref);
    if (item) {
      // The upload state first, where it is seen at once; the owner's toggles do not apply to a device copy.
      return (
        <>
          <div className="mx-auto w-full max-w-3xl px-4 pt-2">
            <DeviceStatus item={item} online={state.online} />
          </div>
          <DiagnosticResult
            key={item.clientRef}
            diagnostic={toView(item)}
            status={false}
            progressMode={{ kind: "device", clientRef: item.clientRef, userId: item.userId, uploaded: item.status === "uploaded" }}
          />
        </>
      );
    }
  }
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8" aria-labelledby="device-title">
      <h1 id="device-title" className="text-3xl font-extrabold tracking-tight">
        Saved on this device
      </h1>
      {ref && <p className="mt-3 text-lg text-ink-muted">That result is not on this device (or belongs to another account).</p>}
      <p className="mt-3 text-lg text-ink-muted">Diagnoses you made without a connection. They upload to your history when you're back online.</p>
      {state.items.length === 0 ? (
        <p className="card mt-6 p-5 text-lg">Nothing saved on this device.</p>
      ) : (
        <ul className="mt-6 flex flex-col gap-3">
          {state.items.map((i) => (
            <li key={i.clientRef} className="card p-4">
              <a href={`/diagnostic/offline?ref=${i.clientRef}`} className="text-lg font-bold text-brand-700 underline">
                {i.result.primaryCause}
              </a>
              <p className="text-ink-muted">{i.payload.tractorModel}</p>
              <p className="mt-1 font-semibold">{LABEL[i.status]}</p>
            </li>
          ))}
        </ul>
      )}
      <a href="/" className="btn-primary mt-8">
        Return Home
      </a>
    </section>
  );
}
