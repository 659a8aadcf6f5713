import type { FaultEntry } from "../../../types.ts";
import {
  BATTERY_GAS,
  LOCKOUT,
  batteryTest,
  chargingTest,
  testDriveVerify,
  visualInspection,
} from "../../../steps-common.ts";
import { RUNNING_ENGINE, mowerLockoutStep } from "./steps.ts";

// Charging side: alternators on tractors and loaders, flywheel stators on mower engines.
export const chargingEntries: FaultEntry[] = [
  {
    id: "tr-alternator-failed",
    vehicleTypes: ["tractor"],
    system: "charging",
    cause: "Failed alternator (worn brushes, failed diodes or internal regulator)",
    explanation:
      "When the alternator stops producing current the machine runs on the battery alone until it is flat; the battery or charge lamp comes on and the voltage stays at battery level or drops while running.",
    symptoms: [
      "battery light on while running",
      "alternator not charging",
      "voltmeter shows 12 volts with engine running",
      "battery goes dead after a day of work",
      "charge light stays on",
      "have to jump start it every morning",
      "alternator whining noise",
    ],
    keywords: ["alternator", "charge lamp", "battery light", "not charging", "diodes"],
    codes: ["SPN 167", "SPN 168 FMI 1", "SPN 168 FMI 18"],
    prior: 2,
    ref: "common field failure",
    steps: [
      batteryTest,
      chargingTest,
      {
        title: "Check alternator output wire and exciter feed",
        description:
          "With the engine running, measure from the alternator output (B+) stud to the battery positive and from the alternator case to the battery negative: both drops should be small. Check the small exciter/sense wire has battery voltage with the key ON.",
        safetyLevel: "Safety Required",
        estimatedTime: "15 min",
        tools: ["Digital multimeter"],
        specs: ["Typical: under 0.5 V drop on the output cable and under 0.3 V on the ground at full output"],
        safety: [RUNNING_ENGINE, BATTERY_GAS],
      },
      {
        title: "Bench-test or replace the alternator",
        description:
          "If wiring tests good and output stays low, remove the alternator (battery negative off first) and have it bench-tested, or replace it. Check the pulley and bearings by hand while it is off.",
        safetyLevel: "Safety Required",
        estimatedTime: "45-90 min",
        tools: ["Socket set", "Belt tension gauge or pry bar"],
        parts: ["Alternator of the specified amperage", "Drive belt"],
        safety: [LOCKOUT, BATTERY_GAS],
      },
      testDriveVerify,
    ],
  },
  {
    id: "tr-alternator-belt",
    vehicleTypes: ["tractor"],
    system: "charging",
    cause: "Loose, glazed or broken alternator/fan belt",
    explanation:
      "On most tractors one belt drives the alternator, the fan and often the water pump. A slipping belt squeals and undercharges; a broken one stops charging and cooling at the same time.",
    symptoms: [
      "belt squealing on start up",
      "squeal when I turn the lights on",
      "battery light flickers at idle",
      "belt squeaks when cold",
      "fan belt broke and battery light came on",
      "belt chirping noise from front of engine",
    ],
    keywords: ["belt", "fan belt", "v-belt", "serpentine", "squeal", "tensioner"],
    prior: 2,
    ref: "common field failure",
    steps: [
      {
        title: "Inspect the belt and pulleys",
        description:
          "With the engine off and key out, check the belt for glazing, cracks, missing ribs, oil contamination and fraying, and check pulleys for wobble and worn grooves. An oil-soaked belt will keep slipping: fix the leak and replace it.",
        safetyLevel: "Safety Required",
        estimatedTime: "10 min",
        tools: ["Flashlight"],
        safety: [LOCKOUT],
      },
      {
        title: "Check and set belt tension",
        description:
          "Press the belt midway on its longest span. Adjust the alternator pivot or check the automatic tensioner arm moves freely and sits inside its marks. Replace a belt that is glazed or cracked.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Belt tension gauge or ruler", "Wrenches", "Pry bar"],
        specs: ["Typical: about 7-12 mm (1/4-1/2 in) deflection under firm thumb pressure (about 10 kg / 98 N) - check against the service manual"],
        parts: ["Alternator/fan V-belt or ribbed belt"],
        safety: [LOCKOUT, "Keep fingers out from between the belt and pulley when rolling a belt on."],
      },
      chargingTest,
    ],
  },
  {
    id: "tr-regulator-overcharge",
    vehicleTypes: ["tractor"],
    system: "charging",
    cause: "Failed voltage regulator causing overcharging",
    explanation:
      "A regulator that no longer limits the alternator lets voltage climb above about 15 V, which boils the battery electrolyte, blows bulbs and can damage controllers.",
    symptoms: [
      "battery boiling over",
      "bulbs keep blowing",
      "voltmeter reads over 15 volts",
      "battery smells like rotten eggs",
      "lights get brighter when I rev it",
      "battery swelling and hot",
    ],
    keywords: ["regulator", "overcharging", "high voltage", "voltage regulator"],
    codes: ["SPN 168 FMI 0", "SPN 168 FMI 16", "SPN 167 FMI 0"],
    prior: 1,
    ref: "common field failure",
    steps: [
      chargingTest,
      {
        title: "Check the regulator sense and ground",
        description:
          "On externally regulated systems, confirm the regulator case ground and the sense wire; a poor ground or broken sense wire makes some regulators charge flat out. Compare voltage at the alternator and at the battery.",
        safetyLevel: "Safety Required",
        estimatedTime: "15-20 min",
        tools: ["Digital multimeter", "Wiring diagram"],
        safety: [RUNNING_ENGINE, BATTERY_GAS],
      },
      {
        title: "Replace the regulator (or alternator) and check the battery",
        description:
          "Replace the regulator, or the alternator if the regulator is internal. Then load-test the battery: an overcharged battery often has lost electrolyte or warped plates and must be replaced too.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-90 min",
        tools: ["Socket set"],
        parts: ["Voltage regulator or alternator", "Battery"],
        safety: [LOCKOUT, BATTERY_GAS, "Do not charge or jump a swollen or very hot battery: let it cool outdoors."],
      },
      batteryTest,
    ],
  },
  {
    id: "tr-mower-stator-regulator",
    vehicleTypes: ["tractor"],
    system: "charging",
    cause: "Failed flywheel stator or regulator-rectifier on the mower engine",
    explanation:
      "Riding and zero-turn mower engines charge through a stator under the flywheel and a regulator-rectifier. A burned stator winding or failed rectifier leaves the battery flat after mowing.",
    symptoms: [
      "riding mower battery keeps going dead",
      "zero turn not charging battery",
      "lawn tractor battery dead after mowing",
      "mower charging system not working",
      "have to charge the mower battery every time",
      "voltage does not go up when mower is running",
    ],
    keywords: ["stator", "regulator rectifier", "charging coil", "kohler", "briggs", "kawasaki"],
    prior: 1.5,
    ref: "common field failure",
    steps: [
      mowerLockoutStep,
      chargingTest,
      {
        title: "Measure stator AC output",
        description:
          "Unplug the regulator-rectifier and measure AC voltage across the stator leads at full throttle (plug boots back on, blades off). Then engine off: check resistance between the leads and from each lead to ground. Good AC output means the regulator-rectifier is the failed part.",
        safetyLevel: "Safety Required",
        estimatedTime: "20 min",
        tools: ["Digital multimeter"],
        specs: [
          "Typical: above about 20-28 V AC at full throttle on many 10-20 A systems; low resistance between leads (well under 1 Ω) and no continuity to ground (check against the engine manual)",
        ],
        safety: [RUNNING_ENGINE, "Stay clear of the mower deck; keep blades disengaged during the test."],
      },
      {
        title: "Replace the regulator-rectifier or stator",
        description:
          "Replace the regulator-rectifier if stator output is good, and clean its mounting surface so it is grounded. A failed stator needs the flywheel removed with a puller; check the flywheel magnets and key while it is off.",
        safetyLevel: "Safety Required",
        estimatedTime: "30 min - 2 h",
        tools: ["Socket set", "Flywheel puller", "Flywheel holder", "Torque wrench"],
        parts: ["Regulator-rectifier", "Stator"],
        safety: [LOCKOUT, BATTERY_GAS],
      },
    ],
  },
  {
    id: "tr-charge-lamp-exciter",
    vehicleTypes: ["tractor"],
    system: "charging",
    cause: "Broken alternator exciter wire or blown charge warning bulb",
    explanation:
      "Many older tractors excite the alternator through the charge warning lamp. If the bulb burns out or the small exciter (D+/IG) wire breaks, the alternator never starts charging even though it is healthy.",
    symptoms: [
      "charge light never comes on with key on",
      "alternator not charging but it tested good",
      "only charges if I rev it high",
      "new alternator still not charging",
      "battery light does not work and battery goes flat",
    ],
    keywords: ["exciter wire", "D+", "charge lamp", "warning bulb", "ign wire"],
    prior: 0.8,
    ref: "common field failure",
    steps: [
      {
        title: "Check the charge lamp with the key ON",
        description:
          "Key ON, engine off: the charge lamp should light. If it does not, check the bulb (or LED cluster), its fuse and the wire to the alternator's small terminal.",
        safetyLevel: "Low Risk",
        estimatedTime: "10 min",
        tools: ["Test light", "Spare bulb"],
      },
      visualInspection,
      {
        title: "Measure the exciter voltage at the alternator",
        description:
          "Back-probe the exciter terminal with the key ON: expect battery voltage or a little less through the lamp. No voltage means an open wire, connector or bulb. Repair the wire with a sealed splice.",
        safetyLevel: "Low Risk",
        estimatedTime: "15 min",
        tools: ["Digital multimeter", "Wiring diagram"],
        parts: ["Charge warning bulb", "Connector/terminal repair kit"],
        safety: [LOCKOUT],
      },
      chargingTest,
    ],
  },
];
