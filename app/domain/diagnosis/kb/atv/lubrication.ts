import type { FaultEntry } from "../../types.ts";
import { HOT_ENGINE } from "../../steps-common.ts";
import { ATV_PARK, HOT_EXHAUST, airboxInspect, compressionTest, oilLevelCheck, rideVerify } from "./steps.ts";

// Lubrication faults: oil level, grade, contamination, leaks and breathers.
export const atvLubricationEntries: FaultEntry[] = [
  {
    id: "atv-lube-low-oil",
    vehicleTypes: ["atv"],
    system: "lubrication",
    cause: "Low engine oil level (often from a wrong dipstick check on dry-sump engines)",
    explanation:
      "Dry-sump engines keep most oil in a separate tank and must be checked warm in a specific way; checked cold or with the stick screwed in, the reading is wrong and machines run low. Low oil causes noise, overheating and wear.",
    symptoms: [
      "oil light on",
      "oil level low on dipstick",
      "ticking louder than normal",
      "engine noisy and hot",
      "dont know how to check oil right",
      "using oil between changes",
    ],
    keywords: ["oil level", "dipstick", "dry sump", "oil light", "oil tank"],
    makes: ["polaris"],
    models: ["sportsman 500", "ranger 500"],
    prior: 1.2,
    ref: "owner's manual oil-check procedure; common owner error",
    steps: [oilLevelCheck, {
      title: "Look for the loss: leaks or burning",
      description:
        "Clean the engine and check again after a ride for wet seals, the drain plug and the filter; check the plug and exhaust for oil burning. Top up with the specified oil to the correct mark.",
      safetyLevel: "Safety Required",
      estimatedTime: "20-30 min",
      tools: ["Degreaser", "Flashlight"],
      parts: ["Engine oil of the specified grade", "Drain plug sealing washer"],
      safety: [HOT_EXHAUST],
    }, compressionTest],
  },
  {
    id: "atv-lube-wrong-oil-clutch",
    vehicleTypes: ["atv"],
    system: "lubrication",
    cause: "Wrong oil (energy-conserving car oil) in a shared wet-clutch sump",
    explanation:
      "Many ATV engines share one oil for engine, gearbox and wet clutch. Car oils labeled energy conserving contain friction modifiers that make wet clutches slip, so the machine revs without pulling and the clutch overheats. These engines need motorcycle/ATV oil (JASO MA type).",
    symptoms: [
      "clutch slipping after oil change",
      "revs up but doesnt go after oil change",
      "used car oil and now it slips",
      "slow to take off after changing oil",
      "engine braking gone after oil change",
      "burnt smelling oil",
    ],
    keywords: ["wrong oil", "jaso ma", "friction modifiers", "clutch slip", "car oil"],
    makes: ["honda", "yamaha"],
    models: ["rancher", "foreman", "recon", "grizzly", "kodiak"],
    prior: 1,
    ref: "owner's manual oil specification (JASO MA)",
    steps: [
      {
        title: "Check what oil was used",
        description:
          "Check the oil change receipt or bottle: the manual specifies a motorcycle/ATV oil of a given viscosity, usually JASO MA or MA2 for shared wet-clutch sumps. Car oil with an 'energy conserving' label is the suspect.",
        safetyLevel: "Low Risk",
        estimatedTime: "5 min",
      },
      {
        title: "Change oil and filter with the correct oil",
        description:
          "Drain warm oil, replace the filter and refill with the specified oil. Sometimes a second change after a short ride is needed. If the clutch still slips, the plates are worn or glazed and need inspection.",
        safetyLevel: "Safety Required",
        estimatedTime: "45-60 min",
        tools: ["Socket set", "Oil filter wrench", "Drain pan", "Torque wrench"],
        specs: ["Drain plug torque per the service manual (small ATV drain plugs are easy to strip)"],
        parts: ["Motorcycle/ATV oil (JASO MA/MA2) of the specified viscosity", "Oil filter", "Drain plug washer"],
        safety: [HOT_ENGINE, "Hot oil burns: wear gloves."],
      },
      rideVerify,
    ],
  },
  {
    id: "atv-lube-milky-oil",
    vehicleTypes: ["atv"],
    system: "lubrication",
    cause: "Water in the engine oil (milky oil) after submersion or through the breather",
    explanation:
      "Deep water and pressure washing push water into the crankcase through the breather hose or seals, and short trips in cold weather condense moisture. Milky oil no longer protects bearings and must be changed.",
    symptoms: [
      "milky oil on dipstick",
      "oil looks like chocolate milk",
      "oil foamy after going through river",
      "white sludge under oil cap",
      "water in the oil after submerging",
    ],
    keywords: ["milky oil", "water in oil", "breather", "submerged", "condensation"],
    prior: 1,
    ref: "common field failure after water crossings",
    steps: [
      oilLevelCheck,
      {
        title: "Check the breather hose and coolant level",
        description:
          "Follow the crankcase breather hose: it must be routed high and not cracked. Check the coolant level too: coolant in the oil means a water pump seal or head gasket instead of outside water.",
        safetyLevel: "Low Risk",
        estimatedTime: "15 min",
        tools: ["Flashlight"],
        parts: ["Breather hose"],
      },
      {
        title: "Flush with repeated oil changes",
        description:
          "Change the oil and filter, run the engine to temperature, and change again until the oil stays clear. Check also the CVT housing, front and rear gearcases: they take in water the same way.",
        safetyLevel: "Safety Required",
        estimatedTime: "1-2 h",
        parts: ["Engine oil", "Oil filter", "Gearcase oil"],
        safety: [HOT_ENGINE, ATV_PARK],
      },
    ],
  },
  {
    id: "atv-lube-oil-in-airbox",
    vehicleTypes: ["atv"],
    system: "lubrication",
    cause: "Oil pushed into the airbox from overfilling or crankcase blow-by",
    explanation:
      "The crankcase breather vents into the airbox. Overfilling (common when a dry-sump engine is topped up cold) or worn rings pushing blow-by forces oil through the breather, soaking the filter and making the engine smoke.",
    symptoms: [
      "oil in the air box",
      "air filter soaked with oil",
      "oil coming out of breather tube",
      "smokes after i added oil",
      "oil level went up after topping off",
    ],
    keywords: ["breather", "overfilled", "blow-by", "oil in airbox", "catch can"],
    prior: 1,
    ref: "common field failure",
    steps: [airboxInspect, oilLevelCheck, compressionTest, rideVerify],
  },
  {
    id: "atv-lube-oil-leak-seal",
    vehicleTypes: ["atv"],
    system: "lubrication",
    cause: "Leaking engine seal or gasket (shift shaft, output shaft, cover gaskets)",
    explanation:
      "Shift shaft and output shaft seals and cover gaskets harden with age and cut from mud and grit. Oil seeps out, gathers dirt and can drip onto the exhaust.",
    symptoms: [
      "oil leak under engine",
      "oil dripping from shifter",
      "wet oily engine case",
      "oil on skid plate",
      "smoke from oil on exhaust",
    ],
    keywords: ["oil leak", "seal", "gasket", "shift shaft seal"],
    prior: 1,
    ref: "common wear item",
    steps: [
      {
        title: "Clean and find the leak source",
        description:
          "Degrease the engine, add UV dye to the oil if available, ride briefly and trace the oil to its highest wet point: the leak is there, not where it drips.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-45 min",
        tools: ["Degreaser", "UV dye and lamp (optional)", "Flashlight"],
        safety: [HOT_EXHAUST, ATV_PARK],
      },
      oilLevelCheck,
      {
        title: "Replace the leaking seal or gasket",
        description:
          "Replace the seal with the correct size and install it square with a driver; replace cover gaskets and torque cover bolts evenly in the sequence the manual gives.",
        safetyLevel: "Safety Required",
        estimatedTime: "1-3 h",
        tools: ["Seal puller", "Seal driver", "Torque wrench"],
        parts: ["Shift shaft seal", "Output shaft seal", "Cover gasket"],
        safety: [HOT_ENGINE],
      },
    ],
  },
  {
    id: "atv-lube-oil-strainer-pump",
    vehicleTypes: ["atv"],
    system: "lubrication",
    cause: "Clogged oil strainer screen or worn oil pump (low oil pressure)",
    explanation:
      "The oil pump pulls oil through a strainer screen that catches clutch and gasket debris, sludge from missed oil changes, or silicone sealant squeezed inside. A blocked screen or worn pump lowers oil pressure: the top end gets noisy, the oil light (where fitted) flickers at idle, and bearings wear quickly.",
    symptoms: [
      "oil pressure light flickers at idle",
      "top end noisy even with full oil",
      "valvetrain clatter when hot",
      "sludge in the oil",
      "oil light on but oil level is full",
    ],
    keywords: ["oil strainer", "oil screen", "oil pump", "oil pressure", "sludge"],
    prior: 0.6,
    ref: "service manual lubrication system inspection",
    steps: [
      oilLevelCheck,
      {
        title: "Measure oil pressure where a test port exists",
        description:
          "Fit an oil pressure gauge at the test port or pressure switch location and compare hot idle and raised-rpm pressure with the manual. Test the pressure switch and its wire separately: a shorted wire can light the warning on its own.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-45 min",
        tools: ["Oil pressure gauge with adapters", "Digital multimeter"],
        specs: ["Oil pressure per the service manual at the stated rpm and oil temperature"],
        safety: [ATV_PARK, HOT_ENGINE, "Hot oil can spray from a loose gauge fitting: wear eye protection and gloves."],
      },
      {
        title: "Clean the strainer and inspect the pump",
        description:
          "Drain the oil, remove the strainer screen (under the engine or behind a cover, depending on the model) and clean it; find where debris came from. If the screen was clean, measure pump rotor clearances against the manual. Refill with fresh oil and a new filter.",
        safetyLevel: "Safety Required",
        estimatedTime: "1-3 h",
        tools: ["Socket set", "Feeler gauges", "Torque wrench", "Drain pan"],
        specs: ["Oil pump rotor clearances per the service manual"],
        parts: ["Oil strainer gasket/O-ring", "Oil pump", "Oil filter", "Engine oil"],
        safety: [HOT_ENGINE, "Hot oil burns: let the engine cool before draining."],
      },
    ],
  },
];
