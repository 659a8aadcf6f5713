import type { FaultEntry } from "../../../types.ts";
import { HOT_ENGINE, LOCKOUT, testDriveVerify, visualInspection } from "../../../steps-common.ts";
import { airFilterInspect, coolingPackCleanout, serviceToolCheck } from "./steps.ts";

// Air path from pre-cleaner to exhaust stack: dust is the enemy on every farm and jobsite machine.
const boostLeakTest = {
  title: "Boost-leak test the charge-air system",
  description:
    "Cap the turbo outlet side and the intake at the engine with test adapters, pressurise the charge-air hoses and cooler with regulated shop air, and listen and spray soapy water on joints and the cooler core. Check hose boots for oil-soaked splits and loose clamps.",
  safetyLevel: "Safety Required" as const,
  estimatedTime: "45-60 min",
  tools: ["Boost leak tester with regulator", "Soapy water spray", "Hose clamp drivers"],
  specs: ["Typical test pressure: about 1-1.5 bar (15-20 psi), never above the boost figure in the service manual"],
  parts: ["Charge-air hoses/boots", "T-bolt clamps", "Charge-air cooler"],
  safety: [LOCKOUT, HOT_ENGINE, "Wear eye protection: a hose that blows off under test pressure can whip."],
};

export const airIntakeEntries: FaultEntry[] = [
  {
    id: "tr-air-filter-plugged",
    vehicleTypes: ["tractor"],
    system: "air-intake",
    cause: "Plugged engine air filter",
    explanation:
      "Chaff and dust block the air filter, so the engine cannot draw enough air: it loses power, blows black smoke under load, and the restriction indicator or air filter lamp comes on.",
    symptoms: [
      "black smoke under load",
      "air filter light on",
      "loses power in dusty conditions",
      "restriction indicator red",
      "engine labors and smokes",
      "air filter full of dirt",
      "sluggish and wont rev up",
    ],
    keywords: ["air filter", "air cleaner", "restriction indicator", "pre-cleaner", "black smoke"],
    codes: ["SPN 107"],
    prior: 3,
    ref: "common field failure",
    steps: [
      airFilterInspect,
      {
        title: "Replace the element and reset the restriction indicator",
        description:
          "Fit a new primary element (replace the safety element at the interval or when the primary was damaged), wipe the housing clean without letting dirt fall into the clean side, and reset the indicator.",
        safetyLevel: "Low Risk",
        estimatedTime: "15 min",
        tools: ["Clean damp cloth"],
        specs: ["Typical restriction limit: about 25 inH2O (6 kPa) for many diesel intakes (check against the service manual)"],
        parts: ["Primary air filter element", "Safety (inner) element"],
        safety: [LOCKOUT],
      },
      testDriveVerify,
    ],
  },
  {
    id: "tr-intake-leak-dusting",
    vehicleTypes: ["tractor"],
    system: "air-intake",
    cause: "Intake leak after the air filter letting dust in (dusted engine)",
    explanation:
      "A cracked intake hose, loose clamp or badly seated filter lets unfiltered air into the engine. The dust scours rings and liners quickly, causing blow-by, oil use and low power.",
    symptoms: [
      "dirt inside the intake hose",
      "dust on the clean side of the air filter",
      "engine burning oil after air filter problem",
      "whistling sound from intake",
      "cracked intake boot",
      "blow-by got worse fast",
    ],
    keywords: ["intake hose", "intake boot", "dusted", "dusting", "clamp", "filter seal"],
    prior: 1.2,
    ref: "common field failure",
    steps: [
      airFilterInspect,
      visualInspection,
      {
        title: "Check the clean side for dust and repair the leak",
        description:
          "Wipe the inside of the intake tube after the filter and the turbo inlet with a clean white cloth: grit means dust has got in. Replace cracked hoses and clamps, and reseat the filter. If dust reached the engine, check compression and blow-by so you know the engine's condition.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-60 min",
        tools: ["Clean white cloth", "Flashlight", "Hose clamp driver"],
        parts: ["Intake hoses and boots", "Hose clamps", "Air filter elements"],
        safety: [LOCKOUT, HOT_ENGINE],
      },
    ],
  },
  {
    id: "tr-turbo-failure",
    vehicleTypes: ["tractor"],
    system: "air-intake",
    cause: "Failed turbocharger (worn bearings, oil seals or damaged wheel)",
    explanation:
      "Turbo bearings wear from dirty or late oil, hot shutdowns and dust; shaft play lets the wheels rub and oil leaks past the seals, so the engine whistles, loses boost and smokes blue.",
    symptoms: [
      "turbo whistling loud",
      "siren noise when accelerating",
      "blue smoke and oil in the intake",
      "no boost low power",
      "oil dripping from exhaust",
      "turbo shaft has play",
      "black smoke and whine",
    ],
    keywords: ["turbo", "turbocharger", "boost", "whistle", "blue smoke", "wastegate"],
    codes: ["SPN 102 FMI 18", "SPN 103", "SPN 641"],
    prior: 1,
    ref: "common field failure",
    steps: [
      { ...serviceToolCheck, title: "Check boost pressure and turbo codes" },
      {
        title: "Inspect the turbo with the intake hose off",
        description:
          "Engine off and cooled: remove the inlet hose and check the compressor wheel for chipped blades, rub marks on the housing and oil in the housing. Rock the shaft by hand: slight radial play is normal; blades touching the housing, or any in-out (axial) play you can feel, is not.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Flashlight", "Dial indicator (optional)"],
        safety: [LOCKOUT, HOT_ENGINE, "Never run the engine with the intake hose off: the wheel can pull in rags and fingers."],
      },
      {
        title: "Check the oil supply and drain before fitting a new turbo",
        description:
          "Turbos fail from oil problems: check the oil feed line for sludge or kinks and the drain for a blockage or high crankcase pressure. Fix the cause, prime the new turbo with clean oil, and idle for a minute before load.",
        safetyLevel: "Safety Required",
        estimatedTime: "2-4 h",
        tools: ["Socket set", "Torque wrench"],
        parts: ["Turbocharger", "Turbo gaskets", "Oil feed line", "Oil and filter"],
        safety: [LOCKOUT, HOT_ENGINE],
      },
      testDriveVerify,
    ],
  },
  {
    id: "tr-charge-air-cooler",
    vehicleTypes: ["tractor"],
    system: "air-intake",
    cause: "Leaking or plugged charge-air cooler (intercooler) or blown boost hose",
    explanation:
      "Boost leaks from split hoses, loose clamps or a cracked cooler, or a cooler core blocked by chaff, leave the engine short of dense air: low power, black smoke and high intake temperature codes.",
    symptoms: [
      "boost hose blew off",
      "low power and black smoke under load",
      "intercooler leaking oil",
      "whooshing noise under load",
      "high intake air temperature warning",
      "low boost pressure code",
    ],
    keywords: ["intercooler", "charge air cooler", "CAC", "boost hose", "boost leak"],
    codes: ["SPN 102 FMI 18", "SPN 105 FMI 0", "SPN 105 FMI 16"],
    prior: 1.2,
    ref: "common field failure",
    steps: [coolingPackCleanout, boostLeakTest, testDriveVerify],
  },
  {
    id: "tr-dust-unloader-precleaner",
    vehicleTypes: ["tractor"],
    system: "air-intake",
    cause: "Clogged pre-cleaner, aspirator or missing dust unloader valve",
    explanation:
      "Pre-cleaners and the rubber dust unloader valve throw most dust out before it reaches the filter. A stuck, torn or missing valve or a plugged aspirator tube lets the element load up in hours.",
    symptoms: [
      "air filter plugs up every day",
      "rubber valve on air box missing",
      "pre cleaner bowl full of dust",
      "need to blow out the air filter constantly",
      "aspirator hose plugged",
    ],
    keywords: ["pre-cleaner", "precleaner", "dust unloader", "dust valve", "aspirator", "vacuator"],
    prior: 1,
    ref: "common field failure",
    steps: [
      airFilterInspect,
      {
        title: "Inspect and replace the dust unloader valve and aspirator hose",
        description:
          "Squeeze the rubber dust valve: it should be soft, open freely and not be turned inside out or cracked. Check the aspirator hose to the exhaust (where fitted) is clear and not melted. Empty the pre-cleaner bowl.",
        safetyLevel: "Safety Required",
        estimatedTime: "10-20 min",
        parts: ["Dust unloader valve", "Aspirator hose"],
        safety: [LOCKOUT, HOT_ENGINE],
      },
      { ...airFilterInspect, title: "Recheck the element after a day's work" },
    ],
  },
  {
    id: "tr-exhaust-restriction",
    vehicleTypes: ["tractor"],
    system: "air-intake",
    cause: "Blocked exhaust: nest in the muffler, stuck rain cap or collapsed pipe",
    explanation:
      "Birds, wasps and mice build nests in the stacks and mufflers of parked machines, and rain caps rust shut. The blocked exhaust chokes the engine, so it is down on power and runs hot.",
    symptoms: [
      "bird nest in exhaust",
      "rain cap stuck shut",
      "no power and exhaust very quiet",
      "muffler glowing red",
      "engine struggles after sitting all winter",
    ],
    keywords: ["exhaust", "muffler", "rain cap", "stack", "nest", "back pressure"],
    prior: 0.8,
    ref: "common field failure",
    steps: [
      {
        title: "Inspect the stack, rain cap and muffler",
        description:
          "Engine off and cold: check the rain cap swings freely, look into the stack with a light, and tap the muffler listening for loose debris. Remove nests and free or replace the cap.",
        safetyLevel: "Safety Required",
        estimatedTime: "15 min",
        tools: ["Flashlight", "Long wire or rod", "Penetrating oil"],
        parts: ["Rain cap", "Muffler"],
        safety: [LOCKOUT, HOT_ENGINE, "Use a ladder or platform, not the hood, to reach tall stacks."],
      },
      { ...serviceToolCheck, title: "Check exhaust back-pressure or DPF pressure readings" },
      testDriveVerify,
    ],
  },
];
