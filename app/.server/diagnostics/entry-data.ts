import { and, asc, eq } from "drizzle-orm";
import type { VehicleType } from "~/domain/diagnosis/types.ts";
import type { ModelSuggestion } from "~/domain/model-suggestion.ts";
import type { AppServices } from "../context.ts";
import { tractorModels } from "../db/schema.ts";

export type { ModelSuggestion };

const years = (from: number | null, to: number | null) => (from ? (to ? `${from}–${to}` : `${from}–present`) : "");

/** Make and model suggestions for an entry page, from the seeded vehicle catalogue of that category. */
export async function vehicleSuggestions(svc: Pick<AppServices, "db">, type: VehicleType): Promise<ModelSuggestion[]> {
  const rows = await svc.db
    .select({ brand: tractorModels.brand, model: tractorModels.model, yearFrom: tractorModels.yearFrom, yearTo: tractorModels.yearTo })
    .from(tractorModels)
    .where(and(eq(tractorModels.vehicleType, type)))
    .orderBy(asc(tractorModels.brand), asc(tractorModels.model));
  return rows.map((r) => ({ brand: r.brand, model: r.model, years: years(r.yearFrom, r.yearTo) }));
}
