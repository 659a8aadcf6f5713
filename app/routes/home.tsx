import { Comparison } from "~/components/home/comparison.tsx";
import { Features } from "~/components/home/features.tsx";
import { Hero } from "~/components/home/hero.tsx";
import { PageNotice } from "~/components/home/page-notice.tsx";
import { VehicleTypes } from "~/components/home/vehicle-types.tsx";
import { InstallSection } from "~/components/install-help.tsx";
import { useUser } from "~/lib/use-user.ts";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [
  { title: "FieldFix — Mobile diagnostics for tractors, ATV/UTVs and cars" },
];

export default function Home() {
  const user = useUser();
  return (
    <>
      <PageNotice user={user} />
      <Hero user={user} />
      <VehicleTypes user={user} />
      <Features />
      <Comparison />
      <InstallSection />
    </>
  );
}
