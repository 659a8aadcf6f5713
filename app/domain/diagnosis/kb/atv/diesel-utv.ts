import type { FaultEntry } from "../../types.ts";
import { BATTERY_GAS, FUEL_FIRE, batteryTest, fuelFilterWater, fuseRelayCheck, hydraulicLevel } from "../../steps-common.ts";
import { ATV_LIFT, ATV_PARK, rideVerify } from "./steps.ts";

// Diesel work UTVs (Kubota RTV, John Deere Gator diesel, Polaris Ranger diesel) fail differently from petrol CVT machines.
export const atvDieselEntries: FaultEntry[] = [
  {
    id: "atv-dsl-glow-plugs",
    vehicleTypes: ["atv"],
    system: "starting",
    cause: "Failed glow plugs or glow plug relay on a diesel UTV",
    explanation:
      "Small diesels need glow plugs to heat the combustion chambers for a cold start. Burnt-out plugs, a failed glow relay/timer or a blown glow fuse make the engine crank long, smoke white and run rough when cold, while it starts fine when warm.",
    symptoms: [
      "diesel hard to start when cold",
      "white smoke on cold start",
      "cranks and cranks in the morning then starts",
      "glow plug light doesnt come on",
      "starts fine when warm but not cold",
      "runs rough for the first minute",
    ],
    keywords: ["glow plugs", "glow relay", "diesel", "cold start", "preheat"],
    makes: ["kubota", "john deere", "polaris"],
    models: ["rtv", "rtv-x900", "rtv-x1100c", "gator", "xuv", "ranger diesel"],
    prior: 0.6,
    ref: "common field failure on diesel engines",
    steps: [
      batteryTest,
      fuseRelayCheck,
      {
        title: "Check glow voltage and each glow plug",
        description:
          "Key to the preheat position and measure voltage at the glow plug bus bar: it should be near battery voltage for the preheat time. Then remove the bus bar and measure each plug's resistance to ground: an open plug has failed. Replace failed plugs with the specified type and torque them gently.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-60 min",
        tools: ["Digital multimeter", "Socket set", "Torque wrench"],
        specs: [
          "Typical glow plug resistance: about 0.5-2 Ω cold (check against the service manual)",
          "Glow plug torque per the service manual; plugs are easily snapped if over-tightened",
        ],
        parts: ["Glow plugs", "Glow plug relay/timer", "Glow fuse"],
        safety: [ATV_PARK, BATTERY_GAS, "Glow plugs get very hot within seconds: do not touch them after preheating."],
      },
      rideVerify,
    ],
  },
  {
    id: "atv-dsl-fuel-filter-air",
    vehicleTypes: ["atv"],
    system: "fuel",
    cause: "Clogged diesel fuel filter, gelled fuel or air in the fuel system (after running dry)",
    explanation:
      "A plugged filter or water separator starves a diesel of fuel under load, winter fuel can wax and block the filter, and running the tank dry draws air into the injection system. The engine loses power, stalls, or cranks without starting until the system is bled.",
    symptoms: [
      "ran out of diesel now wont start",
      "diesel loses power going up hills",
      "stalls in cold weather",
      "bubbles in the fuel filter bowl",
      "cranks but no start after changing fuel filter",
      "fuel looks cloudy and waxy",
    ],
    keywords: ["diesel", "fuel filter", "bleed", "air in fuel", "gelled", "water separator"],
    makes: ["kubota", "john deere", "polaris"],
    models: ["rtv", "gator", "xuv", "ranger diesel"],
    prior: 1,
    ref: "common field failure on diesel engines",
    steps: [
      fuelFilterWater,
      {
        title: "Bleed air from the fuel system",
        description:
          "Fill the tank, then bleed as the manual describes: many small diesels self-bleed with the key on for 30-60 seconds (electric lift pump), others need the bleed screw on the filter head opened until bubble-free fuel flows. Do not crank for long periods: it overheats the starter.",
        safetyLevel: "Safety Required",
        estimatedTime: "15-30 min",
        tools: ["Wrenches", "Rags", "Clear container"],
        safety: [FUEL_FIRE, "Never loosen high-pressure injector lines with the engine running: diesel under pressure penetrates skin."],
      },
      rideVerify,
    ],
  },
  {
    id: "atv-dsl-kubota-hst",
    vehicleTypes: ["atv"],
    system: "drivetrain",
    cause: "Low, wrong or overheated transmission/hydraulic fluid or clogged filter in a hydrostatic UTV",
    explanation:
      "Hydrostatic work UTVs such as the Kubota RTV share one transmission/hydraulic fluid between the hydrostatic drive, gearbox and hydraulic dump. Low or wrong fluid, a clogged filter or a blocked oil cooler makes the machine lose drive and pulling power as it warms up.",
    symptoms: [
      "loses power going uphill when warm",
      "slow when hot hydrostatic",
      "transmission whines",
      "rtv sluggish after working a while",
      "hydrostatic drive loses power when hot",
      "bed dump slow and drive weak",
      "hst oil looks milky",
    ],
    keywords: ["hst", "hydrostatic", "vht", "transmission fluid", "udt", "hydraulic filter"],
    makes: ["kubota"],
    models: ["rtv", "rtv-x900", "rtv-x1100c", "rtv900", "rtv1100"],
    prior: 0.8,
    ref: "Kubota operator's manual fluid and filter service",
    steps: [
      hydraulicLevel,
      {
        title: "Replace the transmission/hydraulic filter and clean the oil cooler",
        description:
          "Replace the hydraulic/HST filter at the interval or sooner if it is plugged, refill with the fluid the manual specifies (for Kubota, their UDT/SUDT type fluid), and rinse debris off the oil cooler.",
        safetyLevel: "High Risk",
        estimatedTime: "45-90 min",
        tools: ["Filter wrench", "Drain pan", "Socket set"],
        parts: ["Hydraulic/HST filter", "Transmission/hydraulic fluid of the specified type"],
        safety: [ATV_PARK, "Lower the cargo bed fully or prop it with its support before working under it.", ATV_LIFT],
      },
      rideVerify,
    ],
  },
];
