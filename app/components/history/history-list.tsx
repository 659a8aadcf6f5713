import { ChevronDown } from "lucide-react";
import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useState } from "react";
import { flushSync } from "react-dom";
import { TextField } from "~/components/forms.tsx";
import { VehicleIcon } from "~/components/vehicle-icon.tsx";
import { filterHistory, type HistoryEntry, indexHistory, isVehicleFilter, VEHICLE_FILTERS, type VehicleFilter } from "~/domain/history.ts";
import { useShortDateTime } from "~/lib/use-time-zone.ts";
import { HistoryCard } from "./history-card.tsx";
import { NoResultsFound, NoSavedDiagnostics } from "./history-states.tsx";

/** Cards rendered at first and added per 'Show more': filtering covers all items, the DOM only what is shown. */
export const PAGE_SIZE = 20;

const loadUnsaveDialog = () => import("./unsave-dialog.tsx");
const UnsaveDialog = lazy(loadUnsaveDialog);

const cardOf = (id: string) => document.querySelector<HTMLElement>(`[data-history-id="${CSS.escape(id)}"]`);

/**
 * Where focus goes once the dialog has closed: back to the card's Unsave button, or (the card being gone) to the card
 * that followed it, read before the card went; with none, the search box or the empty state's link.
 */
function focusAfterClose(id: string, removed: boolean, nextId: string | null) {
  if (!removed) return cardOf(id)?.querySelector<HTMLElement>("[data-unsave]")?.focus();
  const next = nextId ? cardOf(nextId)?.querySelector<HTMLElement>("[data-view-details]") : null;
  const fallback = document.getElementById("history-search") ?? document.querySelector<HTMLElement>("[data-testid=history-empty] a");
  (next ?? fallback)?.focus();
}

/**
 * The saved-diagnostics list with SPEC §5 search and vehicle filter. Up to 500 items are filtered in the
 * browser: each item's search text is lower-cased once, typing is deferred (useDeferredValue) so the input never
 * waits for the list, and only the first PAGE_SIZE matches are rendered until 'Show more' asks for the next
 * ones (see docs/decisions/history-filtering.md).
 */
export function HistoryList({ items: loaded, demo }: { items: HistoryEntry[]; demo: boolean }) {
  // Ids unsaved on this page. React Router commits reloaded data in a transition, i.e. after the urgent update that
  // closes the dialog; without this the dialog could close while the list (and its count) still shows the item.
  const [unsaved, setUnsaved] = useState<ReadonlySet<string>>(() => new Set());
  const items = useMemo(() => (unsaved.size ? loaded.filter((i) => !unsaved.has(i.id)) : loaded), [loaded, unsaved]);
  // Once reloaded data no longer has an id it has done its job; forget it, so an item saved again later shows.
  useEffect(() => {
    if (unsaved.size && [...unsaved].some((id) => !loaded.some((i) => i.id === id)))
      setUnsaved((s) => new Set([...s].filter((id) => loaded.some((i) => i.id === id))));
  }, [loaded, unsaved]);
  const [query, setQuery] = useState("");
  const [vehicle, setVehicle] = useState<VehicleFilter>("all");
  const [limit, setLimit] = useState(PAGE_SIZE);
  const [unsaving, setUnsaving] = useState<HistoryEntry | null>(null);
  const deferredQuery = useDeferredValue(query);
  const formatDate = useShortDateTime();

  const index = useMemo(() => indexHistory(items), [items]);
  const matches = useMemo(() => filterHistory(index, deferredQuery, vehicle), [index, deferredQuery, vehicle]);
  const shown = matches.slice(0, limit);
  const onUnsave = useCallback((item: HistoryEntry) => setUnsaving(item), []);
  // Demo accounts may open /diagnostic/* but not /result/* (SPEC §5).
  const detailsPath = demo ? "/diagnostic/" : "/result/";

  // The next cards appear after the ones already shown; focus moves to the first new one.
  const showMore = (firstNew: number) => {
    setLimit((l) => l + PAGE_SIZE);
    requestAnimationFrame(() => document.querySelectorAll<HTMLElement>("ul [data-view-details]")[firstNew]?.focus());
  };

  const closeDialog = (removed: boolean) => {
    const id = unsaving?.id;
    const nextId = id ? (cardOf(id)?.nextElementSibling?.getAttribute("data-history-id") ?? null) : null;
    // One batch, committed at once: the dialog closes in the same render that takes the card (and the count) away,
    // and focus moves in the same task. (Moving it a frame later left focus on <body> in between, where a keyboard
    // or screen-reader user, or a test reading the focus, could land.)
    flushSync(() => {
      if (id && removed) setUnsaved((s) => new Set(s).add(id));
      setUnsaving(null);
    });
    if (id) focusAfterClose(id, removed, nextId);
  };

  // The dialog stays mounted when the last item goes, so it closes (and hands focus on) normally.
  const dialog = unsaving && (
    <Suspense fallback={null}>
      <UnsaveDialog key={unsaving.id} item={unsaving} onClose={closeDialog} />
    </Suspense>
  );
  if (items.length === 0) {
    return (
      <>
        <NoSavedDiagnostics />
        {dialog}
      </>
    );
  }

  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: the <search> element is not in React's JSX types yet; the role gives the same landmark */}
      <div className="mt-6 flex flex-col gap-4 sm:card sm:p-5" role="search" aria-label="Search saved diagnostics">
        <TextField
          id="history-search"
          label="Search"
          type="search"
          name="q"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setLimit(PAGE_SIZE);
          }}
          placeholder="Search symptoms, model, diagnosis..."
          autoComplete="off"
          enterKeyHint="search"
          maxLength={200}
        />
        <fieldset>
          <legend className="mb-1 font-semibold text-ink">Vehicle type</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {VEHICLE_FILTERS.map((f) => (
              <label
                key={f.value}
                className="flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-xl border-2 border-slate-400 bg-white px-2 text-center font-semibold text-ink hover:bg-brand-50 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-600 has-[:checked]:text-white has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600"
              >
                <input
                  type="radio"
                  name="vehicle"
                  value={f.value}
                  checked={vehicle === f.value}
                  onChange={(e) => {
                    if (!isVehicleFilter(e.target.value)) return;
                    setVehicle(e.target.value);
                    setLimit(PAGE_SIZE);
                  }}
                  className="sr-only"
                />
                {f.value !== "all" && <VehicleIcon type={f.value} className="h-5 w-5 shrink-0" />}
                {f.label}
              </label>
            ))}
          </div>
        </fieldset>
      </div>

      <ul
        className="mt-6 grid gap-4 empty:hidden md:grid-cols-2"
        aria-label="Saved diagnostics"
        // What the list currently shows (the deferred query lags typing by a render): tests wait on it.
        data-filter={`${vehicle}:${deferredQuery}`}
        onPointerOver={(e) => (e.target as Element).closest?.("[data-unsave]") && void loadUnsaveDialog()}
        onFocus={(e) => e.target.matches("[data-unsave]") && void loadUnsaveDialog()}
      >
        {shown.map((item) => (
          <HistoryCard key={item.id} item={item} href={`${detailsPath}${item.id}`} formatDate={formatDate} onUnsave={onUnsave} />
        ))}
      </ul>
      {matches.length === 0 && (
        <NoResultsFound
          onClear={() => {
            setQuery("");
            setVehicle("all");
            document.getElementById("history-search")?.focus();
          }}
        />
      )}

      {matches.length > shown.length && (
        <div className="mt-6 flex flex-col items-center gap-1 text-center">
          <button type="button" className="btn-secondary w-full sm:w-auto" onClick={() => showMore(shown.length)} data-testid="history-more">
            <ChevronDown className="h-5 w-5" aria-hidden="true" />
            Show {Math.min(PAGE_SIZE, matches.length - shown.length)} more
          </button>
          <p className="text-ink-muted">
            {matches.length - shown.length} more {matches.length === items.length ? "saved diagnostics" : "match your search"}
          </p>
        </div>
      )}

      <p className="mt-6 text-center text-ink-muted" role="status" data-testid="history-count">
        Showing {shown.length} of {items.length} saved diagnostics
      </p>

      {dialog}
    </>
  );
}
