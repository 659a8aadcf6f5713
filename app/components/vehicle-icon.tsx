import { Car, Motorbike, Tractor } from "lucide-react";
import type { VehicleType } from "~/domain/diagnosis/types.ts";

export function VehicleIcon({ type, className }: { type: VehicleType; className?: string }) {
  const Icon = type === "tractor" ? Tractor : type === "atv" ? Motorbike : Car;
  return <Icon className={className} aria-hidden="true" />;
}
