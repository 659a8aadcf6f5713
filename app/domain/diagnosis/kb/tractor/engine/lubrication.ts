import type { FaultEntry } from "../../../types.ts";
import { HOT_ENGINE, LOCKOUT, testDriveVerify } from "../../../steps-common.ts";
import { mowerLockoutStep, oilPressureGaugeTest, sensorCircuitTest } from "./steps.ts";

const oilLevelCheck = {
  title: "Check the oil level and condition on level ground",
  description:
    "Engine off for a few minutes on level ground: pull the dipstick, wipe, reinsert and read. Note whether the oil is low, overfull, thin, smells of fuel, looks milky (coolant) or contains glitter (bearing metal).",
  safetyLevel: "Low Risk" as const,
  estimatedTime: "5 min",
  tools: ["Clean rag"],
  parts: ["Engine oil of the specified grade (e.g. 15W-40 for many tractor diesels)"],
  safety: [LOCKOUT, "Keep hands off the exhaust and turbo while reaching for the dipstick on a warm engine."],
};

// Engine oil supply and its warnings.
export const lubricationEntries: FaultEntry[] = [
  {
    id: "tr-low-oil-pressure",
    vehicleTypes: ["tractor"],
    system: "lubrication",
    cause: "Low oil pressure from low oil level, blocked pickup or worn oil pump/bearings",
    explanation:
      "Oil pressure falls when the sump runs low, the pickup screen is blocked by sludge, the oil is thinned by fuel or heat, or the pump and bearings are worn. Running on it wipes out the bearings within minutes.",
    symptoms: [
      "oil pressure light on",
      "low oil pressure warning",
      "oil light comes on at idle when hot",
      "oil pressure gauge drops to zero",
      "engine knocking and oil light",
      "engine stop light oil pressure",
    ],
    keywords: ["oil pressure", "oil light", "oil pump", "pickup", "bearings", "knock"],
    codes: ["SPN 100 FMI 1", "SPN 100 FMI 17", "SPN 100 FMI 18"],
    prior: 2,
    ref: "common field failure",
    steps: [
      oilLevelCheck,
      oilPressureGaugeTest,
      {
        title: "Change oil and filter and inspect for metal",
        description:
          "Drain the oil into a clean pan, cut open the old filter and look for metal flakes. Fit the correct filter (a wrong filter without the right bypass valve can starve the engine) and the specified oil. Metal in the filter or low gauge pressure with fresh oil means a pickup, pump or bearing problem: stop using the engine.",
        safetyLevel: "Safety Required",
        estimatedTime: "45 min",
        tools: ["Drain pan", "Filter wrench", "Filter cutter"],
        parts: ["Oil filter of the correct specification", "Engine oil"],
        safety: [HOT_ENGINE, "Hot oil scalds: let it cool to warm before draining; wear gloves."],
      },
      testDriveVerify,
    ],
  },
  {
    id: "tr-oil-pressure-sender",
    vehicleTypes: ["tractor"],
    system: "lubrication",
    cause: "Faulty oil pressure switch/sender or shorted wire",
    explanation:
      "A leaking or failed oil pressure switch, or its wire rubbing to ground, turns on the oil light or drops the gauge while the real pressure is fine; the engine sounds normal.",
    symptoms: [
      "oil light flickers but oil is full",
      "oil pressure gauge reads zero engine sounds fine",
      "oil light stays on after oil change",
      "oil pressure sensor leaking",
      "oil pressure code but no noise",
    ],
    keywords: ["oil pressure switch", "oil sender", "oil sensor", "gauge"],
    codes: ["SPN 100 FMI 3", "SPN 100 FMI 4", "SPN 100 FMI 2"],
    prior: 1.5,
    ref: "common field failure",
    steps: [
      oilLevelCheck,
      sensorCircuitTest,
      oilPressureGaugeTest,
      {
        title: "Replace the switch or sender",
        description:
          "If the mechanical gauge shows good pressure, replace the switch/sender (use thread sealant only where specified) and repair any chafed wire.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Sender socket", "Wrenches"],
        parts: ["Oil pressure switch or sender"],
        safety: [HOT_ENGINE],
      },
    ],
  },
  {
    id: "tr-oil-fuel-dilution",
    vehicleTypes: ["tractor"],
    system: "lubrication",
    cause: "Engine oil diluted by diesel fuel",
    explanation:
      "Fuel reaches the sump from a leaking injection pump shaft seal, a torn lift pump diaphragm, leaking injectors, or repeated interrupted DPF regenerations that use late injection. The oil level rises, thins and loses pressure.",
    symptoms: [
      "oil level going up",
      "oil smells like diesel",
      "dipstick overfull and thin oil",
      "fuel in the oil",
      "oil level rising after regens",
      "oil very thin and low pressure when hot",
    ],
    keywords: ["fuel dilution", "diesel in oil", "oil rising", "injection pump seal", "lift pump diaphragm"],
    codes: ["SPN 100 FMI 1"],
    prior: 1,
    ref: "common field failure",
    steps: [
      oilLevelCheck,
      {
        title: "Confirm with an oil analysis",
        description:
          "Send an oil sample to a lab for fuel dilution and coolant, or do a blotter spot test. Note the hours and how much the level has risen.",
        safetyLevel: "Low Risk",
        estimatedTime: "10 min (plus lab time)",
        tools: ["Oil sample kit"],
        specs: ["Typical: fuel dilution above about 2-5% is a concern (check against the lab's or manufacturer's limits)"],
      },
      {
        title: "Find the fuel source",
        description:
          "Check the lift pump diaphragm (mechanical pumps), the injection pump for leaks into the timing cover, injector return and balance tests, and the regeneration history for frequent interrupted regens. Repair the source, then change oil and filter.",
        safetyLevel: "Safety Required",
        estimatedTime: "1-3 h",
        tools: ["Service tool", "Wrenches"],
        parts: ["Lift pump", "Injection pump seal kit", "Oil and filter"],
        safety: [HOT_ENGINE, LOCKOUT],
      },
    ],
  },
  {
    id: "tr-mower-tipped-oil",
    vehicleTypes: ["tractor"],
    system: "lubrication",
    cause: "Oil ran into the cylinder, carburetor and air filter after tipping the mower the wrong way",
    explanation:
      "Tilting a mower with the carburetor or air filter side down, or tipping a riding mower on its side, lets crankcase oil run through the breather into the air filter and cylinder. It then smokes heavily, fouls the plug, or will not crank because oil fills the cylinder (hydrolock).",
    symptoms: [
      "smoking blue after I tipped it to clean the deck",
      "white smoke after turning the mower on its side",
      "oil soaked air filter after tipping",
      "wont turn over after tipping the mower",
      "oil in the muffler after flipping it",
      "mower smokes bad after sharpening the blades",
    ],
    keywords: ["tipped", "tipping", "on its side", "hydrolock", "oil in air filter", "oil in cylinder"],
    prior: 1.2,
    ref: "common field failure",
    steps: [
      mowerLockoutStep,
      {
        title: "Replace the oil-soaked air filter and check the oil level",
        description:
          "Replace an oily air filter and pre-cleaner and wipe oil out of the air box. Check the oil level on level ground and correct it; overfilling makes the problem worse.",
        safetyLevel: "Low Risk",
        estimatedTime: "15 min",
        parts: ["Air filter and pre-cleaner", "Engine oil"],
      },
      {
        title: "Clear oil from the cylinder before starting",
        description:
          "Remove the spark plug(s), turn the engine over slowly by hand or with a few short cranks to push oil out of the cylinder (cover the plug hole with a rag), then clean or replace the plugs. Expect smoke for a few minutes after it starts. Next time, tip the mower with the carburetor and air filter side up, or drain the fuel and oil first.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Spark plug socket", "Rags"],
        parts: ["Spark plug"],
        safety: ["Oil and fuel spray out of the plug hole: wear safety glasses and keep sparks away.", "Keep the plug lead grounded or removed while cranking."],
      },
    ],
  },
  {
    id: "tr-low-oil-shutdown",
    vehicleTypes: ["tractor"],
    system: "lubrication",
    cause: "Small engine low-oil shutdown sensor tripping",
    explanation:
      "Many mower and utility engines have a low-oil sensor that kills the ignition or flashes a light when the oil is low, or when the machine runs on a steep slope. A faulty sensor or a chafed wire stops the engine even with full oil.",
    symptoms: [
      "mower dies on hills",
      "oil light flashes and engine shuts off",
      "shuts off on slopes",
      "low oil sensor keeps killing the engine",
      "oil is full but engine shuts down",
    ],
    keywords: ["low oil sensor", "oil gard", "oil sentry", "oil alert", "low oil shutdown"],
    prior: 0.8,
    ref: "common field failure",
    steps: [
      mowerLockoutStep,
      oilLevelCheck,
      {
        title: "Test the low-oil sensor",
        description:
          "Disconnect the sensor lead and check whether the engine runs normally (briefly, with oil confirmed full). Test the sensor's switching with an ohmmeter against the engine manual, and check its wire for chafing to ground.",
        safetyLevel: "Safety Required",
        estimatedTime: "20 min",
        tools: ["Digital multimeter"],
        parts: ["Low-oil pressure switch or sensor"],
        safety: ["Reconnect the sensor after testing: it protects the engine.", "Stay off steep slopes beyond the mower's rated angle."],
      },
    ],
  },
];
