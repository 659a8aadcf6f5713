import { useEffect, useMemo, useState } from "react";
import type { VehicleType } from "~/domain/diagnosis/types.ts";
import type { ModelSuggestion } from "~/domain/model-suggestion.ts";
import { orderMakes, orderModels, type RecentVehicle, readRecent } from "~/lib/recent-vehicles.ts";

export const brandsListId = (category: VehicleType) => `${category}-brands`;
export const modelsListId = (category: VehicleType) => `${category}-models`;

/**
 * The Make/Brand and Model/Year suggestions: what this person typed lately first (issue #14 item 3), then the seeded
 * vehicle catalogue, models narrowed by the make typed so far.
 */
export function VehicleSuggestions({ category, make, suggestions }: { category: VehicleType; make: string; suggestions: ModelSuggestion[] }) {
  // Read after hydration: the server cannot know what this device remembers.
  const [recent, setRecent] = useState<RecentVehicle[]>([]);
  useEffect(() => setRecent(readRecent(localStorage, category)), [category]);
  const brands = useMemo(
    () =>
      orderMakes(
        recent,
        suggestions.map((s) => s.brand),
      ),
    [recent, suggestions],
  );
  const models = useMemo(() => {
    const typed = make.trim().toLowerCase();
    return orderModels(recent, make, typed ? suggestions.filter((s) => s.brand.toLowerCase().startsWith(typed)) : suggestions);
  }, [recent, suggestions, make]);
  return (
    <>
      <datalist id={brandsListId(category)} data-testid="brand-suggestions">
        {brands.map((b) => (
          <option key={b} value={b} />
        ))}
      </datalist>
      <datalist id={modelsListId(category)} data-testid="model-suggestions">
        {models.map((s) =>
          "recent" in s ? (
            <option key={`recent-${s.make}-${s.model}`} value={s.model}>{`${s.make} ${s.model} (recent)`}</option>
          ) : (
            <option key={`${s.brand}-${s.model}`} value={s.model}>
              {s.years ? `${s.brand} ${s.model} (${s.years})` : `${s.brand} ${s.model}`}
            </option>
          ),
        )}
      </datalist>
    </>
  );
}
