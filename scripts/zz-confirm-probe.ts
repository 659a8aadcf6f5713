import { KNOWLEDGE } from "../app/domain/diagnosis/default-knowledge.ts";
import { rankCandidates } from "../app/domain/diagnosis/engine.ts";
import { fixVehicleOf } from "../app/domain/confirmed-fix-vehicle.ts";
const qs = [
  { vehicleType: "atv", make: "Polaris", model: "Sportsman 570", symptoms: "belt squeals and slips going uphill" },
  { vehicleType: "atv", make: "Polaris", model: "Sportsman 570 2016", symptoms: "runs rough and backfires" },
  { vehicleType: "atv", make: "Honda", model: "Rancher 420", symptoms: "won't shift gears" },
  { vehicleType: "tractor", make: "John Deere", model: "X300", symptoms: "engine surges at idle" },
  { vehicleType: "tractor", make: "Kubota", model: "BX2380", symptoms: "hydrostatic drive weak going uphill" },
  { vehicleType: "automotive", make: "Honda", model: "Civic 2012", symptoms: "AC blows warm air" },
  { vehicleType: "automotive", make: "Ford", model: "F-150 2014", symptoms: "rough idle" },
  { vehicleType: "automotive", make: "Toyota", model: "Camry 2010", symptoms: "brakes squeal when stopping" },
  { vehicleType: "tractor", make: "John Deere", model: "5075E", symptoms: "hard to start when cold white smoke" },
] as const;
for (const q of qs) {
  console.log(JSON.stringify(fixVehicleOf(q as any, KNOWLEDGE.catalogue)), q.symptoms);
  console.log("   ", rankCandidates(q as any, 5, KNOWLEDGE).map(c => `${c.entry.id} ${c.score}`).join(" | "));
}
