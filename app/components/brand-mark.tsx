import { Wrench } from "lucide-react";

export function BrandMark({ size = "md" }: { size?: "md" | "lg" }) {
  const box = size === "lg" ? "h-12 w-12" : "h-10 w-10";
  return (
    <span className={`inline-flex ${box} shrink-0 items-center justify-center rounded-xl bg-brand-600 text-white`} aria-hidden="true">
      <Wrench className={size === "lg" ? "h-7 w-7" : "h-6 w-6"} strokeWidth={2.5} />
    </span>
  );
}
