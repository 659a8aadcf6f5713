import { sql } from "drizzle-orm";
import type { FixVehicle } from "~/domain/confirmed-fix-vehicle.ts";

/**
 * Distinct owners per cause at three nested levels. With a known class: equality on (type, class) and the cause ids,
 * on confirmed_fixes_class_counts_idx; else on (type, make) and confirmed_fixes_make_counts_idx. Both are covering.
 */
export function countsQuery(v: FixVehicle, ids: string[]) {
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  if (v.machineClass) {
    return sql`select cause_id as id,
        count(distinct case when make = ${v.make} and model_family = ${v.modelFamily} then user_id end) as family,
        count(distinct case when make = ${v.make} then user_id end) as make,
        count(distinct user_id) as cls
      from confirmed_fixes
      where vehicle_type = ${v.vehicleType} and machine_class = ${v.machineClass} and cause_id in (${list})
      group by cause_id`;
  }
  return sql`select cause_id as id,
      count(distinct case when model_family = ${v.modelFamily} then user_id end) as family,
      count(distinct user_id) as make,
      count(distinct user_id) as cls
    from confirmed_fixes
    where vehicle_type = ${v.vehicleType} and make = ${v.make} and cause_id in (${list})
    group by cause_id`;
}
