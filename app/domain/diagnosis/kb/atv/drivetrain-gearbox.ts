import type { FaultEntry } from "../../types.ts";
import { HOT_ENGINE } from "../../steps-common.ts";
import { ATV_LIFT, ATV_PARK, atvScanCodes, connectorInspect, fluidCheckDrive, oilLevelCheck, rideVerify } from "./steps.ts";

// Gearbox-side faults: wet clutches of manual-shift machines, gear position sensing and differential seals/bearings.
export const atvGearboxEntries: FaultEntry[] = [
  {
    id: "atv-drv-wet-clutch-plates",
    vehicleTypes: ["atv"],
    system: "drivetrain",
    cause: "Worn or glazed wet clutch plates (manual-shift and sport machines)",
    explanation:
      "Foot-shift ATVs with a wet multi-plate clutch (sport quads, manual-clutch utility models, and the Yamaha YXZ sequential) wear their friction plates with hard launches, heavy loads and the wrong oil. Worn or glazed plates slip: the engine revs but speed does not follow, worst in high gears and under load.",
    symptoms: [
      "clutch slipping in high gear",
      "revs climb but it doesnt speed up",
      "clutch slips when pulling a load",
      "burnt smell from the oil after slipping the clutch",
      "clutch engages right at the end of the lever",
      "slips under hard acceleration",
    ],
    keywords: ["clutch plates", "friction plates", "clutch slip", "clutch springs", "wet clutch"],
    makes: ["yamaha", "honda", "suzuki", "kawasaki"],
    models: ["yxz", "raptor", "yfz", "trx450", "ltz400", "kfx"],
    prior: 0.8,
    ref: "service manual clutch inspection; common wear item",
    steps: [
      oilLevelCheck,
      {
        title: "Check clutch lever free play or auto-clutch adjustment",
        description:
          "Check and set clutch cable free play at the lever (or the clutch adjuster on auto-clutch models) as the manual specifies: no free play holds the clutch partly open and makes it slip.",
        safetyLevel: "Low Risk",
        estimatedTime: "10 min",
        tools: ["Wrenches"],
        specs: ["Clutch lever free play per the owner's manual (typically a few mm at the lever tip)"],
      },
      {
        title: "Inspect and measure the clutch plates and springs",
        description:
          "Drain the oil, remove the clutch cover and measure friction plate thickness, steel plate warp and spring free length against the limits. Replace the worn parts as a set, soak new friction plates in the specified oil before fitting, and refill with the correct motorcycle/ATV oil.",
        safetyLevel: "Safety Required",
        estimatedTime: "1.5-3 h",
        tools: ["Socket set", "Vernier caliper", "Feeler gauges", "Surface plate", "Clutch holder", "Torque wrench"],
        specs: ["Plate thickness, warp and spring length limits per the service manual"],
        parts: ["Friction plates", "Steel plates", "Clutch springs", "Clutch cover gasket", "Engine oil (JASO MA type where specified)"],
        safety: [HOT_ENGINE, "Hot oil burns: let the engine cool before draining."],
      },
      rideVerify,
    ],
  },
  {
    id: "atv-drv-gear-position-sensor",
    vehicleTypes: ["atv"],
    system: "sensors-ecu",
    cause: "Faulty gear position switch/sensor (wrong gear shown, start or limiter problems)",
    explanation:
      "The gear position sensor on the transmission tells the gauge and ECU which gear is selected. Mud, water or a failed sensor gives the wrong or a flashing gear indicator, no start in park/neutral, reverse limiting in forward gears, or AWD and speed limiters that misbehave.",
    symptoms: [
      "gear indicator shows wrong gear",
      "no gear shown on the display",
      "gear light flashing between letters",
      "says reverse when in high",
      "wont start in park, display shows no gear",
      "limited rpm in forward like its in reverse",
    ],
    keywords: ["gear position sensor", "gear position switch", "gear indicator", "neutral switch", "prnd"],
    codes: ["P0705"],
    prior: 1,
    ref: "common field failure; SAE J2012 code meaning",
    steps: [
      atvScanCodes,
      connectorInspect,
      {
        title: "Test the sensor through each gear",
        description:
          "Back-probe the sensor connector and step through the gears with the engine off, comparing each gear's reading (continuity pattern or voltage) with the manual. Clean mud off the sensor and check the shift linkage reaches each detent before replacing the sensor.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-40 min",
        tools: ["Digital multimeter", "Wiring diagram"],
        specs: ["Switch/voltage table per gear per the service manual"],
        parts: ["Gear position sensor", "Sensor O-ring"],
        safety: [ATV_PARK],
      },
      rideVerify,
    ],
  },
  {
    id: "atv-drv-diff-seal-bearing",
    vehicleTypes: ["atv"],
    system: "drivetrain",
    cause: "Leaking differential seal or worn differential/gearcase bearings",
    explanation:
      "Axle and pinion seals on the front and rear gearcases get cut by grit and wound with rope, grass and wire. Oil leaks out and water gets in, the bearings rust and wear, and the gearcase starts to whine or grind.",
    symptoms: [
      "front diff leaking oil at the axle",
      "rear diff leaking",
      "grinding from the differential",
      "whine from rear end that changes with speed",
      "oil on the inside of the wheel from the diff",
      "play in the axle where it goes into the diff",
    ],
    keywords: ["diff seal", "axle seal", "pinion seal", "differential bearing", "gearcase", "rear diff", "front diff"],
    prior: 1,
    ref: "common field failure",
    steps: [
      fluidCheckDrive,
      {
        title: "Check seals and bearing play",
        description:
          "With the machine supported, clean the gearcase and find the wet seal. Remove the axle and rock the differential output and input flanges: play or roughness means worn bearings. Pull wrapped grass, wire or rope out from behind the seals.",
        safetyLevel: "High Risk",
        estimatedTime: "30-60 min",
        tools: ["ATV/UTV jack", "Jack stands", "Degreaser", "Flashlight"],
        safety: [ATV_LIFT],
      },
      {
        title: "Replace seals or rebuild the gearcase",
        description:
          "Replace leaking seals with a seal driver, and replace worn bearings (often a gearcase rebuild or exchange unit). Refill with the specified fluid and check the vent hose.",
        safetyLevel: "High Risk",
        estimatedTime: "1-4 h",
        tools: ["Seal puller", "Seal driver", "Bearing press", "Torque wrench"],
        parts: ["Axle seals", "Pinion seal", "Differential bearings", "Gearcase fluid of the specified type"],
        safety: [ATV_LIFT],
      },
      rideVerify,
    ],
  },
];
