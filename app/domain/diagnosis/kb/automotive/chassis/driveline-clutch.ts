import type { FaultEntry, StepTemplate } from "../../../types.ts";
import { BRAKE_FLUID, CAR_PARK, LIFT_SAFETY, HOT_FLUID, RUNNING_ENGINE, brakeFluidCheck, roadTestReproduce, verifyRepair } from "./steps.ts";

// Manual gearboxes and their clutches.
const clutchReplace: StepTemplate = {
  title: "Replace the clutch as a set",
  description:
    "Remove the gearbox, replace disc, pressure plate and release bearing together, resurface or replace the flywheel (dual-mass flywheels are replaced, not machined), fix any rear main seal or gearbox input seal oil leak that contaminated the disc, and torque the pressure plate bolts evenly in stages.",
  safetyLevel: "High Risk",
  estimatedTime: "4-8 h",
  tools: ["Transmission jack", "Clutch alignment tool", "Torque wrench"],
  specs: ["Typical pressure plate bolt torque: 20-30 N·m (15-22 lb·ft), tightened in a star pattern (check the service manual)"],
  parts: ["Clutch kit (disc, pressure plate, release bearing)", "Pilot bearing", "Flywheel (if worn or dual-mass)"],
  safety: [LIFT_SAFETY, "A gearbox is heavy and unstable: support it on a transmission jack with a strap, never on your body."],
};

export const drivelineClutchEntries: FaultEntry[] = [
  {
    id: "auto-c-clutch-slipping",
    vehicleTypes: ["automotive"],
    system: "drivetrain",
    cause: "Worn or oil-contaminated clutch disc (clutch slipping)",
    explanation:
      "When the friction lining wears thin or gets oil on it, the pressure plate can no longer clamp it hard enough, so under load the engine revs rise without the car speeding up, worst in high gears.",
    symptoms: [
      "clutch slipping in high gear",
      "revs go up but the car doesn't accelerate",
      "burning smell after going up a hill",
      "clutch bites very high on the pedal",
      "slips when I floor it in fourth",
      "can't tow anything the clutch slips",
    ],
    keywords: ["clutch", "clutch disc", "pressure plate", "manual", "stick shift", "friction plate"],
    prior: 2,
    steps: [
      {
        title: "Confirm slip with a load test",
        description:
          "On a quiet road in 3rd or 4th gear at about 50 km/h (30 mph), press the throttle fully: if rpm rises faster than road speed, the clutch slips. Also note where the pedal engages: very near the top means a worn disc.",
        safetyLevel: "Safety Required",
        estimatedTime: "10 min",
        safety: ["Test only on a clear, legal road; do not repeat the test many times - it overheats the clutch."],
      },
      {
        title: "Rule out hydraulics and adjustment",
        description:
          "Check the clutch pedal free play and that the pedal returns fully; a misadjusted cable or a slave cylinder that does not return keeps the clutch partly released and makes a good clutch slip.",
        safetyLevel: "Low Risk",
        estimatedTime: "10 min",
        tools: ["Ruler"],
        specs: ["Typical pedal free play: 5-15 mm (check the service manual)"],
      },
      clutchReplace,
      verifyRepair,
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-c-clutch-hydraulic-leak",
    vehicleTypes: ["automotive"],
    system: "drivetrain",
    cause: "Leaking clutch master or slave cylinder (hydraulic clutch failure)",
    explanation:
      "A hydraulic clutch is released by fluid pushed from the master cylinder to the slave cylinder; a worn seal or leak lets the pedal sink and the clutch stop releasing, so gears grind or will not go in.",
    symptoms: [
      "clutch pedal goes to the floor and stays there",
      "can't get it into gear with the engine running",
      "clutch pedal feels soft and spongy",
      "gears grind even with the clutch pushed in",
      "clutch fluid leaking by the pedal",
      "clutch pedal sticks to the floor sometimes",
      "wet bell housing and low brake fluid",
    ],
    keywords: ["clutch master cylinder", "slave cylinder", "concentric slave", "csc", "clutch hydraulics"],
    prior: 1.5,
    steps: [
      brakeFluidCheck,
      {
        title: "Find the leak",
        description:
          "Look for fluid on the carpet or pedal arm (master cylinder), at the slave cylinder on the bell housing, and along the line. A concentric slave cylinder inside the bell housing shows only as fluid dripping from the bell housing drain.",
        safetyLevel: "High Risk",
        estimatedTime: "15-20 min",
        tools: ["Flashlight"],
        safety: [LIFT_SAFETY, BRAKE_FLUID],
      },
      {
        title: "Replace the leaking cylinder and bleed the clutch",
        description:
          "Replace the failed cylinder (a concentric slave requires gearbox removal, so do the clutch at the same time if worn), then bleed until the pedal is firm and the clutch releases fully at the floor.",
        safetyLevel: "High Risk",
        estimatedTime: "1-5 h",
        tools: ["Line wrenches", "Bleeder hose and bottle", "Vacuum or pressure bleeder"],
        parts: ["Clutch master cylinder", "Clutch slave cylinder", "Brake/clutch fluid of the specified grade"],
        safety: [LIFT_SAFETY, BRAKE_FLUID],
      },
      verifyRepair,
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-c-release-bearing-noise",
    vehicleTypes: ["automotive"],
    system: "drivetrain",
    cause: "Worn clutch release (throw-out) bearing",
    explanation:
      "The release bearing spins against the pressure plate fingers whenever the pedal is pressed; when its grease is gone it whirs, squeals or chirps with the pedal down and may go quiet when released.",
    symptoms: [
      "noise when I press the clutch pedal",
      "squealing when clutch is pushed in",
      "whirring noise that goes away when I let the clutch out",
      "throwout bearing noise",
      "chirping from the transmission at idle with the clutch down",
    ],
    keywords: ["throwout bearing", "throw out bearing", "release bearing", "clutch bearing", "pilot bearing"],
    prior: 1.2,
    steps: [
      {
        title: "Isolate the noise with the pedal",
        description:
          "Engine idling in neutral, parking brake on: listen with the pedal up, just touching (bearing lightly loaded) and fully down. Noise only with the pedal down = release bearing or pilot bearing; noise with the pedal up that stops when pressed = gearbox input shaft bearing.",
        safetyLevel: "Safety Required",
        estimatedTime: "10 min",
        safety: [RUNNING_ENGINE, CAR_PARK],
      },
      roadTestReproduce,
      clutchReplace,
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-c-dual-mass-flywheel",
    vehicleTypes: ["automotive"],
    system: "drivetrain",
    cause: "Worn dual-mass flywheel (rattle at idle, judder on take-off)",
    explanation:
      "A dual-mass flywheel has two masses joined by springs to absorb engine pulses, common on diesels and many European cars; when the springs and stops wear it rattles at idle, knocks when the engine stops and judders pulling away.",
    symptoms: [
      "rattle at idle that stops when I press the clutch",
      "clunk when switching off the engine",
      "judder when pulling away in first",
      "knocking from the bell housing at low rpm",
      "vibration through the clutch pedal",
      "dual mass flywheel noise",
    ],
    keywords: ["dmf", "dual mass flywheel", "flywheel rattle", "tdi", "diesel"],
    makes: ["volkswagen", "vw", "audi", "bmw", "ford", "mazda"],
    prior: 1,
    steps: [
      roadTestReproduce,
      {
        title: "Check flywheel free play and rock",
        description:
          "With the starter removed (or through the inspection hole), rotate the secondary mass against the primary: measure free play and rock against the manufacturer limits, or use the manufacturer's flywheel check procedure.",
        safetyLevel: "High Risk",
        estimatedTime: "45-60 min",
        tools: ["Flywheel check tool or pry bar", "Dial indicator"],
        specs: ["Typical rocking limit: about 2-3 mm at the rim; free rotation limits vary by make (check the service manual)"],
        safety: [LIFT_SAFETY, "Disconnect the battery before removing the starter."],
      },
      clutchReplace,
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-c-synchro-grind",
    vehicleTypes: ["automotive"],
    system: "drivetrain",
    cause: "Worn synchronizer rings in the manual gearbox (grinding into gear)",
    explanation:
      "Synchro rings match gear speeds before engagement; when worn, or when the gear oil is wrong or low, the gear grinds going in - typically 2nd or 3rd and worse with quick shifts or when cold.",
    symptoms: [
      "grinding when shifting into second",
      "gearbox crunches going into third",
      "grinds between gears even with the clutch fully down",
      "hard to shift when cold",
      "pops out of gear",
      "manual transmission grinding",
    ],
    keywords: ["synchro", "synchronizer", "gearbox", "manual transmission", "mtf", "gear oil"],
    prior: 1,
    steps: [
      {
        title: "Rule out clutch drag first",
        description:
          "Engine idling, clutch fully down, wait five seconds and select reverse: if it grinds, the clutch is not releasing (hydraulics or adjustment), not a synchro problem.",
        safetyLevel: "Safety Required",
        estimatedTime: "5 min",
        safety: [RUNNING_ENGINE, CAR_PARK],
      },
      {
        title: "Check gearbox oil level and type",
        description:
          "Remove the fill plug (loosen it before the drain plug) and check the oil reaches the fill hole. Use only the specified oil (many gearboxes need a specific manual transmission fluid, not hypoid gear oil) - the wrong fluid causes notchy, grinding shifts.",
        safetyLevel: "High Risk",
        estimatedTime: "20-30 min",
        tools: ["Fill plug socket or hex", "Fluid pump"],
        parts: ["Manual transmission fluid of the specified type", "Drain and fill plug washers"],
        safety: [LIFT_SAFETY, HOT_FLUID],
      },
      {
        title: "Repair decision",
        description:
          "If grinding persists with correct fluid and a releasing clutch, the synchro rings or engagement teeth are worn and the gearbox needs a rebuild. Jumping out of gear points at worn selector forks or engagement teeth, or failed gearbox mounts.",
        safetyLevel: "Low Risk",
        estimatedTime: "15 min",
        parts: ["Synchro rings", "Gearbox rebuild kit", "Gearbox mount"],
      },
    ],
    ref: "common shop failure",
  },
];
