import type { FaultEntry } from "../../../types.ts";
import { LOCKOUT, RAISED_LOAD, hydraulicLevel, scanCodes, testDriveVerify } from "../../../steps-common.ts";
import { HOT_OIL, RUNNING_CHECK, suctionScreen } from "./steps.ts";

// Gear and power-shuttle transmissions and their clutches. Axles, 4WD and final drives are in drivetrain-axles.ts.
const splitWarning = "Splitting a tractor requires rated stands or a splitting kit under both halves and wedges at the front axle pivot.";

export const drivetrainGearEntries: FaultEntry[] = [
  {
    id: "tr-m-dt-clutch-slipping",
    vehicleTypes: ["tractor"],
    system: "drivetrain",
    cause: "Slipping dry traction clutch: worn or oil-soaked clutch disc, or no pedal free play",
    explanation:
      "When the pedal linkage has no free play the release bearing holds the clutch partly open; a worn disc or one soaked by a leaking rear engine seal cannot grip, so engine revs rise but the tractor slows under load.",
    symptoms: [
      "clutch slipping",
      "engine revs but tractor doesnt pull",
      "tractor wont pull the plow uphill",
      "burning smell from the clutch",
      "clutch slips when loader is full",
      "no free play on clutch pedal",
    ],
    keywords: ["clutch disc", "pressure plate", "free play", "release bearing", "throwout bearing"],
    prior: 2,
    steps: [
      {
        title: "Measure and set clutch pedal free play",
        description:
          "Push the pedal by hand until resistance is felt and measure. Adjust the rod or cable to the manual figure; free play shrinks as the disc wears, so no free play is a sign of a worn disc.",
        safetyLevel: "Safety Required",
        estimatedTime: "20 min",
        tools: ["Tape measure", "Wrenches"],
        specs: ["Typical clutch pedal free play: about 0.8-1.2 in (20-30 mm) (check the service manual)"],
        safety: [LOCKOUT],
      },
      {
        title: "Check for oil at the clutch housing",
        description:
          "Look at the inspection hole or drain at the bottom of the clutch housing: engine oil points at the rear crankshaft seal, transmission oil at the input shaft seal. Fix the leak along with the clutch.",
        safetyLevel: "Safety Required",
        estimatedTime: "15 min",
        tools: ["Flashlight"],
        safety: [LOCKOUT],
      },
      {
        title: "Split the tractor and replace the clutch",
        description:
          "Split between engine and transmission, measure disc thickness and inspect the flywheel and pressure plate; replace the disc, pressure plate and release bearing as a set and align the disc with the tool.",
        safetyLevel: "High Risk",
        estimatedTime: "6-12 h",
        tools: ["Splitting stands or kit", "Clutch alignment tool", "Torque wrench"],
        parts: ["Clutch disc", "Pressure plate", "Release bearing", "Pilot bearing", "Rear crank seal if leaking"],
        safety: [splitWarning, RAISED_LOAD],
      },
      testDriveVerify,
    ],
    ref: "common field failure",
  },
  {
    id: "tr-m-dt-clutch-drag",
    vehicleTypes: ["tractor"],
    system: "drivetrain",
    cause: "Dragging clutch (too much free play, seized disc or bad pilot bearing): gears grind",
    explanation:
      "If the clutch does not fully release, the input shaft keeps turning with the pedal down, so gears grind when selected and the tractor creeps with the clutch pressed.",
    symptoms: [
      "grinds going into gear",
      "hard to shift gears",
      "tractor creeps with clutch pushed in",
      "cant get it into gear without stopping the engine",
      "clutch wont disengage",
      "clutch stuck after winter",
    ],
    keywords: ["clutch drag", "pilot bearing", "seized clutch", "gear clash"],
    prior: 1.5,
    steps: [
      {
        title: "Check pedal travel and linkage",
        description:
          "Measure free play; too much free play means the clutch never fully releases. Check the cross-shaft and linkage for wear or a cracked release fork pivot.",
        safetyLevel: "Safety Required",
        estimatedTime: "20 min",
        tools: ["Tape measure", "Wrenches"],
        specs: ["Typical clutch pedal free play: about 0.8-1.2 in (20-30 mm) (check the service manual)"],
        safety: [LOCKOUT],
      },
      {
        title: "Free a rust-seized disc",
        description:
          "After long storage the disc can rust to the flywheel. With the engine running in the lowest gear, brakes firmly on, tie the clutch pedal down and try briefly. If it does not free, the tractor must be split.",
        safetyLevel: "High Risk",
        estimatedTime: "20 min",
        safety: [RUNNING_CHECK, "Only in an open area with nobody in front of or behind the tractor; the tractor may lurch."],
      },
      {
        title: "Split and repair the clutch",
        description:
          "Split the tractor, replace the pilot bearing, clean the input shaft splines and lubricate lightly, and replace worn clutch parts.",
        safetyLevel: "High Risk",
        estimatedTime: "6-12 h",
        tools: ["Splitting stands or kit", "Pilot bearing puller"],
        parts: ["Pilot bearing", "Clutch disc", "Release bearing"],
        safety: [splitWarning],
      },
    ],
    ref: "common field failure",
  },
  {
    id: "tr-m-dt-shuttle-slipping",
    vehicleTypes: ["tractor"],
    system: "drivetrain",
    cause: "Slipping power-shuttle or powershift wet clutch packs (low pressure or worn discs)",
    explanation:
      "Power shuttles use oil pressure to clamp wet clutch packs; a plugged filter, low oil, worn seals or a faulty solenoid lower the pressure so forward or reverse slips, engages late or harshly, or not at all.",
    symptoms: [
      "power shuttle slipping",
      "no reverse",
      "tractor slow to engage forward",
      "shuttle clunks into gear",
      "transmission slips when warm",
      "no drive in forward or reverse",
      "backhoe wont move in forward",
    ],
    keywords: ["power shuttle", "powershift", "shuttle lever", "wet clutch", "transmission pressure", "solenoid"],
    makes: ["john deere", "kubota", "case ih", "new holland", "massey ferguson", "jcb", "caterpillar", "case"],
    prior: 1.5,
    steps: [
      scanCodes,
      hydraulicLevel,
      suctionScreen,
      {
        title: "Measure clutch pack pressures",
        description:
          "Fit gauges at the forward/reverse (and range) clutch test ports, warm the oil and compare each pressure with the manual while engaging with the brakes applied. One low pack points at its seals or solenoid; all low points at the pump, filter or regulator.",
        safetyLevel: "High Risk",
        estimatedTime: "45-90 min",
        tools: ["0-600 psi (0-40 bar) gauges", "Service manual pressure chart"],
        specs: ["Typical shuttle clutch pressure: roughly 200-300 psi (14-20 bar) on many utility tractors and backhoes (check the service manual)"],
        safety: [RUNNING_CHECK, HOT_OIL, "Chock the wheels and apply brakes firmly during stall tests; keep everyone clear."],
      },
      testDriveVerify,
    ],
    ref: "common field failure",
  },
  {
    id: "tr-m-dt-synchro-worn",
    vehicleTypes: ["tractor"],
    system: "drivetrain",
    cause: "Worn synchronizer rings or shift forks (grinding or jumping out of gear)",
    explanation:
      "Synchro rings match shaft speeds before the gear engages; worn rings grind on shifting and worn shift forks, detents or dog teeth let the gear pop out under load.",
    symptoms: [
      "grinds when shifting between gears",
      "jumps out of gear",
      "pops out of range under load",
      "synchro grinding",
      "shifter sloppy",
    ],
    keywords: ["synchro", "synchronizer", "shift fork", "detent", "range shift"],
    prior: 1,
    steps: [
      {
        title: "Rule out clutch drag and check shift linkage",
        description:
          "Confirm the clutch releases fully (see clutch drag). Check shift rods and the lever for play and correct adjustment so each gear is fully engaged.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Wrenches"],
        safety: [LOCKOUT],
      },
      hydraulicLevel,
      {
        title: "Inspect the transmission internals",
        description:
          "Drain the oil, look for brass particles (synchro wear) on the magnet, then remove the shift cover to inspect forks, detents and dog teeth. Replace worn synchro rings, forks or gears.",
        safetyLevel: "High Risk",
        estimatedTime: "4-12 h",
        tools: ["Socket set", "Feeler gauge", "Torque wrench"],
        specs: ["Typical: replace synchro rings when the ring-to-gear gap falls below the manual's wear limit"],
        parts: ["Synchronizer rings", "Shift forks", "Detent springs and balls"],
        safety: [splitWarning, HOT_OIL],
      },
    ],
    ref: "common field failure",
  },
];
