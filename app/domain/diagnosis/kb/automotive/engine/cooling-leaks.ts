import type { FaultEntry } from "../../../types.ts";
import { HOT_ENGINE, coolantCheck } from "../../../steps-common.ts";
import { LIFTED_VEHICLE, RUNNING_ENGINE, carTestDrive, coolingPressureTest, oilLevelCheck } from "./steps.ts";

// Cooling: where coolant escapes or stops flowing (radiator, heater core, hoses, trapped air, internal leaks).
export const coolingLeakEntries: FaultEntry[] = [
  {
    id: "auto-radiator-leak-clogged",
    vehicleTypes: ["automotive"],
    system: "cooling",
    cause: "Leaking or clogged radiator (cracked plastic tank or blocked core)",
    explanation:
      "Plastic radiator end tanks crack at the seams with age and heat cycles, and cores clog inside with scale or old coolant and outside with bugs and dirt; either way the engine loses coolant or runs hot, especially towing or in summer.",
    symptoms: [
      "coolant leaking from the radiator",
      "crack in the radiator plastic tank",
      "overheating on hot days and when towing",
      "green or orange crust on the radiator seam",
      "radiator cold spots",
      "coolant puddle at the very front of the car",
    ],
    keywords: ["radiator", "radiator leak", "end tank", "clogged radiator", "radiator core"],
    codes: ["P0217"],
    prior: 1.5,
    steps: [
      coolantCheck,
      coolingPressureTest,
      {
        title: "Check the radiator for cold spots",
        description:
          "Engine warm and fan running, scan the radiator face with an infrared thermometer in a grid: cold patches mean blocked tubes. Check the outside of the core for debris and clean it gently from the engine side with low-pressure water.",
        safetyLevel: "Safety Required",
        estimatedTime: "15 min",
        tools: ["Infrared thermometer", "Garden hose"],
        safety: [RUNNING_ENGINE, HOT_ENGINE, "Keep hands clear of the electric fan: it can start at any time."],
      },
      {
        title: "Replace the radiator",
        description:
          "Drain the coolant, replace the radiator (transfer or replace transmission cooler lines carefully on automatic cars), refill with the specified coolant and bleed air.",
        safetyLevel: "Safety Required",
        estimatedTime: "1.5-3 h",
        parts: ["Radiator", "Radiator hoses and clamps", "Coolant of the specified type"],
        safety: [HOT_ENGINE, "Coolant is toxic: catch and recycle it."],
      },
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-heater-core-leak-clog",
    vehicleTypes: ["automotive"],
    system: "cooling",
    cause: "Leaking or clogged heater core",
    explanation:
      "The heater core is a small radiator behind the dashboard; when it leaks, coolant steam fogs the windows with a sweet smell and the passenger carpet gets wet, and when it clogs the heater blows cold even though the engine is at temperature.",
    symptoms: [
      "sweet smell inside the car",
      "windshield fogs up with a greasy film",
      "wet carpet on the passenger side",
      "heater blows cold but engine is warm",
      "no heat at idle, some heat when revving",
      "losing coolant and foggy windows",
    ],
    keywords: ["heater core", "no heat", "sweet smell", "foggy windshield", "wet carpet", "heater hoses"],
    prior: 1,
    steps: [
      coolantCheck,
      {
        title: "Feel both heater hoses when warm",
        description:
          "Engine at operating temperature with heat on full: both heater hoses at the firewall should be hot. One hot and one much cooler means a restricted core (or trapped air). Check coolant level first - low coolant gives no heat too.",
        safetyLevel: "Safety Required",
        estimatedTime: "10 min",
        tools: ["Infrared thermometer"],
        safety: [RUNNING_ENGINE, HOT_ENGINE],
      },
      coolingPressureTest,
      {
        title: "Flush or replace the heater core",
        description:
          "A clogged core can sometimes be cleared with a back-flush at low pressure. A leaking core must be replaced; on many cars that means removing the dashboard, so get a firm estimate first. Do not bypass the core long term in winter: no heat means no demisting.",
        safetyLevel: "Safety Required",
        estimatedTime: "1-12 h",
        tools: ["Garden hose and flush adapters"],
        parts: ["Heater core", "Heater hoses", "Coolant"],
        safety: [HOT_ENGINE, "Disconnect the battery and follow the airbag disable procedure before removing the dashboard."],
      },
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-coolant-hose-leak",
    vehicleTypes: ["automotive"],
    system: "cooling",
    cause: "Leaking coolant hose, loose clamp or cracked plastic coolant fitting/expansion tank",
    explanation:
      "Rubber hoses soften and split, clamps lose tension, and plastic thermostat housings, fittings and expansion tanks crack with age (very common on VW/Audi, BMW, Ford and GM engines); the engine slowly loses coolant and eventually overheats.",
    symptoms: [
      "coolant leak",
      "smell antifreeze after driving",
      "low coolant light keeps coming on",
      "steam from under the hood",
      "drip of pink fluid under the engine",
      "coolant reservoir cracked",
      "swollen soft radiator hose",
    ],
    keywords: ["coolant leak", "antifreeze leak", "radiator hose", "heater hose", "expansion tank", "thermostat housing", "hose clamp"],
    prior: 2.5,
    steps: [
      coolantCheck,
      coolingPressureTest,
      {
        title: "Trace the leak with dye if needed",
        description:
          "If the pressure test shows no drip, add UV coolant dye, drive, and check with a UV lamp around hoses, fittings, housings and the underside (vehicle on stands).",
        safetyLevel: "High Risk",
        estimatedTime: "30-60 min",
        tools: ["UV dye and lamp", "Jack stands"],
        safety: [LIFTED_VEHICLE, HOT_ENGINE],
      },
      {
        title: "Replace the hose, clamp or fitting",
        description:
          "Replace the failed hose with the moulded part and new clamps, or the cracked housing/tank; refill with the specified coolant (do not mix types) and bleed air.",
        safetyLevel: "Safety Required",
        estimatedTime: "30 min-2 h",
        parts: ["Coolant hose", "Hose clamps", "Thermostat housing", "Expansion tank", "Coolant of the specified type"],
        safety: [HOT_ENGINE],
      },
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-cooling-air-pocket",
    vehicleTypes: ["automotive"],
    system: "cooling",
    cause: "Air trapped in the cooling system after a repair or coolant change",
    explanation:
      "Air pockets left after draining coolant stop circulation at the heater core and around the thermostat or temperature sensor, giving no heat, a gurgling dash, and a gauge that swings up and down or overheats.",
    symptoms: [
      "gurgling sound behind the dashboard",
      "no heat after coolant flush",
      "temp gauge jumping up and down after replacing the thermostat",
      "overheating right after changing the water pump",
      "coolant level drops after a few drives following a refill",
    ],
    keywords: ["air pocket", "air lock", "bleed", "burp coolant", "gurgling"],
    prior: 1,
    steps: [
      {
        title: "Bleed the system with a spill-free funnel",
        description:
          "Engine cold: fit a spill-free funnel to the filler, open bleed screws if fitted, start the engine with heat on full and let it idle to operating temperature, squeezing the upper hose to push bubbles out until the level stays steady. Use the maker's vacuum-fill or electronic bleed routine where specified.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-45 min",
        tools: ["Spill-free coolant funnel", "Vacuum coolant refill tool (optional)"],
        safety: [RUNNING_ENGINE, HOT_ENGINE],
      },
      coolantCheck,
      carTestDrive,
    ],
    ref: "maker cooling system fill and bleed procedures",
  },
  {
    id: "auto-ford-internal-water-pump",
    vehicleTypes: ["automotive"],
    system: "cooling",
    cause: "Internal water pump seal failure leaking coolant into the oil (Ford 3.5/3.7 Duratec V6)",
    explanation:
      "On transverse Ford 3.5 and 3.7 V6 engines the water pump is driven by the timing chain inside the engine; when its seal fails, coolant leaks into the oil, destroying bearings if not caught early. Coolant loss with no external leak and a rising, milky oil level are the signs.",
    symptoms: [
      "ford edge losing coolant no leak",
      "explorer 3.5 coolant in oil",
      "oil level going up and milky",
      "coolant smell from the dipstick",
      "low coolant warning on flex with no drips",
    ],
    keywords: ["internal water pump", "3.5 duratec", "3.7", "coolant in oil", "weep hole"],
    codes: ["P0217"],
    makes: ["ford", "lincoln", "mazda"],
    models: ["edge", "explorer", "flex", "taurus", "fusion", "mkx", "mkt", "mks", "mkz", "cx-9", "3.5", "3.7"],
    prior: 1.2,
    steps: [
      coolantCheck,
      oilLevelCheck,
      coolingPressureTest,
      {
        title: "Have the oil analysed and replace the pump",
        description:
          "An oil analysis for glycol confirms coolant in the oil. Replacing the pump means timing chain removal; replace the chain set and tensioners at the same time, and change oil and filter twice after the repair to remove all coolant.",
        safetyLevel: "Safety Required",
        estimatedTime: "8-12 h",
        tools: ["Timing tools", "Torque wrench"],
        parts: ["Water pump", "Timing chain kit", "Coolant", "Engine oil and filter"],
        safety: [HOT_ENGINE],
      },
    ],
    ref: "widely reported owner forum pattern; class-action reports",
  },
];
