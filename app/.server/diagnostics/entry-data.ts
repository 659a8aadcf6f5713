import { asc } from "drizzle-orm";
import type { AppServices } from "../context.ts";
import { tractorModels } from "../db/schema.ts";

export interface ModelSuggestion {
  brand: string;
  model: string;
  years: string;
}

/** Model suggestions for the Ag/Construction entry page, from the tractor-model table. */
export async function tractorSuggestions(svc: Pick<AppServices, "db">): Promise<ModelSuggestion[]> {
  const rows = await svc.db
    .select({ brand: tractorModels.brand, model: tractorModels.model, yearFrom: tractorModels.yearFrom, yearTo: tractorModels.yearTo })
    .from(tractorModels)
    .orderBy(asc(tractorModels.brand), asc(tractorModels.model));
  return rows.map((r) => ({ brand: r.brand, model: r.model, years: r.yearTo ? `${r.yearFrom}–${r.yearTo}` : `${r.yearFrom}–present` }));
}
