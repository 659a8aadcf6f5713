import type { FaultEntry } from "../../../types.ts";
import { FUEL_FIRE, LOCKOUT, fuelFilterWater, testDriveVerify, visualInspection } from "../../../steps-common.ts";
import { HIGH_PRESSURE_FUEL, RUNNING_ENGINE, bleedDieselStep, fuelFlowTest } from "./steps.ts";

// Diesel fuel supply, from the tank to the injectors, on tractors, loaders, excavators and combines.
export const dieselFuelEntries: FaultEntry[] = [
  {
    id: "tr-water-in-fuel",
    vehicleTypes: ["tractor"],
    system: "fuel",
    cause: "Water in diesel fuel / full water separator",
    explanation:
      "Condensation in part-filled tanks and contaminated supply tanks put water in the fuel. Water collects in the separator bowl; once it is full, water reaches the pump and injectors, causing stalling, misfire and corrosion.",
    symptoms: [
      "water in fuel light on",
      "water in fuel warning",
      "engine sputters and dies",
      "runs rough then stalls",
      "water in the sediment bowl",
      "lost power after filling from the farm tank",
      "misses and smokes white",
    ],
    keywords: ["water in fuel", "WIF", "water separator", "sediment bowl", "condensation"],
    codes: ["SPN 97 FMI 0", "SPN 97 FMI 15", "SPN 97 FMI 16"],
    prior: 2.5,
    ref: "common field failure",
    steps: [
      fuelFilterWater,
      {
        title: "Check the tank bottom and the supply tank",
        description:
          "Drain a sample from the machine's tank drain (or pump from the bottom) into a clear jar and let it settle; water sits under the diesel. Check the farm or jobsite supply tank the same way, or the problem will come back.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Clear glass jar", "Hand transfer pump", "Water-finding paste"],
        safety: [FUEL_FIRE],
      },
      bleedDieselStep,
      testDriveVerify,
    ],
  },
  {
    id: "tr-gelled-diesel",
    vehicleTypes: ["tractor"],
    system: "fuel",
    cause: "Gelled (waxed) diesel in cold weather plugging the fuel filter",
    explanation:
      "Summer-grade No. 2 diesel forms wax crystals as it cools; the wax plugs the fuel filter and lines so the engine starves, often after it ran for a few minutes on a cold morning.",
    symptoms: [
      "fuel gelled",
      "starts then dies in cold weather",
      "wont start below freezing",
      "diesel looks cloudy",
      "runs a few minutes then quits when its cold",
      "loses power on cold mornings",
      "fuel filter full of wax",
      "died in the cold and wont restart",
    ],
    keywords: ["gel", "gelled", "wax", "cloud point", "winter diesel", "anti-gel", "summer diesel", "no. 2 diesel"],
    prior: 1.5,
    ref: "common field failure",
    steps: [
      {
        title: "Check the fuel and filter for wax",
        description:
          "Look at fuel in the separator bowl or a sample: cloudy or jelly-like fuel means it has waxed. Anti-gel additive prevents wax but does not melt wax that has already formed.",
        safetyLevel: "Safety Required",
        estimatedTime: "10 min",
        tools: ["Clear container", "Flashlight"],
        specs: ["Typical: No. 2 diesel may start to cloud somewhere around 0 to -10 °C (32 to 14 °F); winter blends are rated lower"],
        safety: [FUEL_FIRE],
      },
      {
        title: "Warm the machine and replace the fuel filter",
        description:
          "Move the machine into a heated shop or warm the filter and lines gently with warm air; never an open flame. Replace the plugged filter, pre-filling it with winter fuel if the manual allows, and bleed the system.",
        safetyLevel: "Safety Required",
        estimatedTime: "1-4 h",
        tools: ["Filter wrench", "Warm-air heater", "Clear container"],
        parts: ["Fuel filters", "Winter-blend diesel or No. 1 diesel", "Diesel anti-gel / cold flow improver"],
        safety: [FUEL_FIRE, "Never use a torch or open-flame heater on fuel tanks, filters or lines."],
      },
      bleedDieselStep,
      testDriveVerify,
    ],
  },
  {
    id: "tr-diesel-filter-plugged",
    vehicleTypes: ["tractor"],
    system: "fuel",
    cause: "Clogged diesel fuel filters",
    explanation:
      "Dirty fuel and overdue service plug the primary and final filters. Idle is fine because little fuel is needed, but under load the engine starves and loses power.",
    symptoms: [
      "loses power under load",
      "bogs down when pulling",
      "runs fine at idle but no power in the field",
      "surges under load",
      "dies when I go up a hill",
      "low power needs new fuel filter",
    ],
    keywords: ["fuel filter", "primary filter", "final filter", "restriction", "starving"],
    codes: ["SPN 94 FMI 1", "SPN 94 FMI 18"],
    prior: 2.5,
    ref: "common field failure",
    steps: [
      fuelFilterWater,
      {
        title: "Measure fuel supply restriction or pressure",
        description:
          "Fit a vacuum gauge before the lift pump or a pressure gauge after the filter (many machines have test ports) and run under load. High suction or low pressure means a restriction: the filter, tank screen or a collapsed hose.",
        safetyLevel: "Safety Required",
        estimatedTime: "30 min",
        tools: ["Vacuum/pressure gauge with fuel-safe hoses", "Test port adapters"],
        specs: ["Typical: filter change indicated above roughly 4-8 inHg (13-27 kPa) supply restriction on many systems (check against the service manual)"],
        safety: [FUEL_FIRE, RUNNING_ENGINE],
      },
      bleedDieselStep,
      testDriveVerify,
    ],
  },
  {
    id: "tr-air-in-fuel",
    vehicleTypes: ["tractor"],
    system: "fuel",
    cause: "Air in the fuel system after running out of fuel or a filter change",
    explanation:
      "Diesel injection pumps cannot pump air. After the tank runs dry, a filter is changed or a fitting leaks air, the engine cranks but will not start or runs a moment and dies until the system is bled.",
    symptoms: [
      "ran out of fuel and now it wont start",
      "cranks but wont start after changing fuel filter",
      "air bubbles in fuel line",
      "starts then dies after filter change",
      "bled it and it still wont fire",
      "cranks and cranks no start diesel",
    ],
    keywords: ["air lock", "bleed", "bleeding", "air in fuel", "priming", "ran dry"],
    prior: 2.5,
    ref: "common field failure",
    steps: [
      bleedDieselStep,
      {
        title: "Find where air is getting in",
        description:
          "If the air comes back, look for loose filter bowls, cracked fuel hoses, perished return (leak-off) hoses and loose banjo washers on the suction side. A clear section of hose before the pump shows bubbles while running.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-40 min",
        tools: ["Clear fuel hose section", "Wrenches", "Flashlight"],
        parts: ["Fuel hoses and clamps", "Filter bowl seals", "Copper/banjo washers"],
        safety: [FUEL_FIRE],
      },
      {
        title: "Bleed the high-pressure side only if the manual calls for it",
        description:
          "On mechanical injection pumps, some manuals have you crack injector line nuts at the injectors one at a time while cranking until fuel spurts, then tighten. Common-rail engines must not be bled this way; use the key-on priming cycle or the service tool.",
        safetyLevel: "High Risk",
        estimatedTime: "15-20 min",
        tools: ["Flare-nut wrench", "Rags"],
        specs: ["Typical injector line nut torque: about 20-35 N·m on compact diesels (check against the service manual)"],
        safety: [HIGH_PRESSURE_FUEL, FUEL_FIRE, "Wear safety glasses and gloves; keep hands out of the spray."],
      },
      testDriveVerify,
    ],
  },
  {
    id: "tr-lift-pump-failed",
    vehicleTypes: ["tractor"],
    system: "fuel",
    cause: "Failed fuel lift (transfer) pump",
    explanation:
      "The lift pump draws fuel from the tank to the filters and injection pump. A failed electric pump or a torn mechanical diaphragm starves the injection pump, so the engine will not start or loses power.",
    symptoms: [
      "fuel pump not clicking with key on",
      "no fuel getting to the filter",
      "electric fuel pump not running",
      "cranks no start no fuel at injection pump",
      "loses power and dies after a while",
      "cant hear the fuel pump",
    ],
    keywords: ["lift pump", "transfer pump", "fuel pump", "electric fuel pump", "priming pump"],
    codes: ["SPN 94"],
    makes: ["kubota"],
    prior: 1.5,
    ref: "common field failure",
    steps: [
      fuelFlowTest,
      {
        title: "Check power and ground at an electric lift pump",
        description:
          "With the key ON, measure voltage at the pump connector and check the ground. Voltage present but no pumping: the pump has failed. No voltage: check the fuse and relay. Tap the pump gently while key ON; if it starts, it is sticking and due for replacement.",
        safetyLevel: "Safety Required",
        estimatedTime: "15 min",
        tools: ["Digital multimeter", "Wiring diagram"],
        safety: [FUEL_FIRE],
      },
      {
        title: "Replace the lift pump",
        description:
          "Replace the pump and its inlet filter or screen, mount it the right way round (arrow toward the engine) and bleed the system.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-60 min",
        tools: ["Wrenches", "Hose clamp pliers"],
        parts: ["Fuel lift pump", "Pump inlet screen or filter"],
        safety: [FUEL_FIRE, LOCKOUT],
      },
      bleedDieselStep,
    ],
  },
  {
    id: "tr-diesel-bug",
    vehicleTypes: ["tractor"],
    system: "fuel",
    cause: "Microbial growth (diesel bug) in the fuel tank",
    explanation:
      "Bacteria and fungi grow where water meets diesel in tanks that sit, producing dark slime that plugs filters repeatedly; it is more common with biodiesel blends and seasonal machines.",
    symptoms: [
      "black slime in fuel filter",
      "fuel filters keep plugging",
      "new fuel filter clogged again in a week",
      "brown sludge in the sediment bowl",
      "diesel smells like rotten eggs",
      "combine keeps losing power every harvest",
    ],
    keywords: ["diesel bug", "algae", "microbial", "slime", "biocide", "sludge"],
    prior: 1,
    ref: "common field failure",
    steps: [
      fuelFilterWater,
      {
        title: "Inspect the fuel tank and pickup",
        description:
          "Drain the tank bottom into a clear jar and look through the filler with a light for slime on the tank walls and a plugged pickup screen.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Clear glass jar", "Flashlight", "Fuel test kit for microbial growth"],
        safety: [FUEL_FIRE],
      },
      {
        title: "Clean the tank, treat the fuel and fix the water source",
        description:
          "Drain and clean the tank and pickup, dose with a diesel biocide at the label rate, replace the filters twice (after treatment and after the first hours of running), and keep tanks full over storage to limit condensation.",
        safetyLevel: "Safety Required",
        estimatedTime: "2-4 h",
        tools: ["Transfer pump", "Approved waste fuel containers"],
        parts: ["Diesel biocide", "Fuel filters", "Tank pickup screen"],
        safety: [FUEL_FIRE, "Wear nitrile gloves and eye protection; biocides are toxic."],
      },
    ],
  },
  {
    id: "tr-tank-vent-pickup",
    vehicleTypes: ["tractor"],
    system: "fuel",
    cause: "Blocked fuel tank vent or collapsed fuel pickup hose",
    explanation:
      "If the tank cap vent is plugged with dust or a hose softens and collapses, the tank goes into vacuum as fuel is used; the engine runs for a while, then starves and dies, and restarts after the cap is opened or it sits.",
    symptoms: [
      "dies after running 20 minutes then restarts later",
      "hiss when I open the fuel cap",
      "runs better with the fuel cap loose",
      "loses power after half an hour",
      "fuel tank sucked in",
    ],
    keywords: ["tank vent", "fuel cap", "vacuum", "pickup tube", "fuel hose"],
    prior: 1,
    ref: "common field failure",
    steps: [
      {
        title: "Run the engine with the fuel cap loosened",
        description:
          "When the problem happens, open the fuel cap slowly: a hiss of air rushing in means a vent blockage. Run with the cap loose (keep dirt out) and see if the fault goes away.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-60 min",
        safety: [FUEL_FIRE, "Do not smoke; open the cap slowly."],
      },
      visualInspection,
      {
        title: "Clean or replace the vent and suction hose",
        description:
          "Clean or replace the vented cap or tank vent line, and replace any soft or cracked suction hoses with fuel-rated hose and proper clamps.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-40 min",
        tools: ["Screwdriver", "Hose clamp pliers"],
        parts: ["Vented fuel cap", "Tank vent hose", "Fuel-rated suction hose"],
        safety: [FUEL_FIRE],
      },
    ],
  },
];
