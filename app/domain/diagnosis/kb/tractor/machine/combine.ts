import type { FaultEntry } from "../../../types.ts";
import { LOCKOUT, RAISED_LOAD, fuseRelayCheck, scanCodes, testDriveVerify } from "../../../steps-common.ts";
import { PTO_ENTANGLE, RUNNING_CHECK, beltInspect } from "./steps.ts";

// Combine and harvest faults, mapped to the nearest system: header height to hydraulics, crop
// flow and threshing drives to drivetrain, header driveline protection to pto.
const COMBINE_LOCKOUT =
  "Disengage the separator and header, stop the engine, take the key and wait for every part to stop before opening shields or reaching into the header, feeder house, rotor or augers; crop flow parts coast for a long time. Lower the header on the ground or engage the feeder house cylinder stop before working under it.";

export const combineEntries: FaultEntry[] = [
  {
    id: "tr-m-cb-header-height",
    vehicleTypes: ["tractor"],
    system: "hydraulics",
    cause: "Combine automatic header height control not holding height (sensor arms, potentiometer or calibration)",
    explanation:
      "Header height control reads the ground through feeler arms and potentiometers or the feeder house position sensor; a bent arm, dirty or worn sensor, broken wire or lost calibration makes the header dig in, bounce or ignore the setting.",
    symptoms: [
      "header wont hold height",
      "auto header height not working",
      "header digs into the ground",
      "header hunting up and down",
      "header height control bouncing",
      "header slowly drops",
    ],
    keywords: ["header height", "ahhc", "feeler arms", "height sensor", "potentiometer", "header tilt", "calibration"],
    makes: ["john deere", "case ih", "new holland", "claas", "massey ferguson", "fendt"],
    prior: 2,
    steps: [
      scanCodes,
      {
        title: "Inspect the sensing arms and sensors",
        description:
          "With the header lowered on blocks, check that feeler arms move freely and return, the linkages are not bent and the sensors are firmly mounted; clean off crop and mud.",
        safetyLevel: "High Risk",
        estimatedTime: "20-30 min",
        tools: ["Flashlight", "Wrenches"],
        parts: ["Height sensor/potentiometer", "Feeler arm springs"],
        safety: [COMBINE_LOCKOUT, RAISED_LOAD],
      },
      {
        title: "Check sensor voltage and recalibrate",
        description:
          "Back-probe each sensor and move its arm through full travel: the voltage should change smoothly with no dropouts. Then run the header height calibration from the display as the operator's manual describes.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-40 min",
        tools: ["Digital multimeter", "Back-probe pins"],
        specs: ["Typical: sensor signal sweeps between about 0.5 and 4.5 V on a 5 V supply (check the service manual)"],
        safety: [RUNNING_CHECK, "Keep everyone away from the header during calibration: it moves on its own."],
      },
      {
        title: "Check the header lift hydraulics",
        description:
          "If sensors are good but the header drifts down or responds slowly, check the lift/lower valve solenoids, accumulator (header float) and cylinder seals.",
        safetyLevel: "High Risk",
        estimatedTime: "30-60 min",
        safety: [RAISED_LOAD, COMBINE_LOCKOUT],
      },
    ],
    ref: "combine operator's manuals calibration procedures; common field failure",
  },
  {
    id: "tr-m-cb-feeder-chain",
    vehicleTypes: ["tractor"],
    system: "drivetrain",
    cause: "Slack, worn or broken combine feeder house chain or slats",
    explanation:
      "The feeder house chain carries crop from the header to the rotor/cylinder; a slack or stretched chain jumps the sprockets and bent or missing slats feed unevenly, causing slugs and a clacking noise.",
    symptoms: [
      "feeder house chain jumping",
      "clacking in the feeder house",
      "feeder house plugging",
      "broken slat on feeder chain",
      "crop bunching at the feeder",
    ],
    keywords: ["feeder house", "feeder chain", "slats", "drum", "feeder tension"],
    makes: ["john deere", "case ih", "new holland", "claas", "massey ferguson"],
    prior: 1.5,
    steps: [
      {
        title: "Check feeder chain tension",
        description:
          "With the header removed or the feeder locked out, measure chain tension at the bottom drum per the manual (often a gauge mark or spring length) and check the drum floats freely.",
        safetyLevel: "High Risk",
        estimatedTime: "20-30 min",
        tools: ["Tape measure", "Wrenches"],
        specs: ["Typical: chain lifts a set distance at mid-span, or the spring/indicator sits at the mark in the operator's manual"],
        safety: [COMBINE_LOCKOUT],
      },
      {
        title: "Inspect chain, slats and sprockets",
        description: "Look for bent or missing slats, worn links and hooked sprocket teeth; replace damaged slats with the correct hardware.",
        safetyLevel: "High Risk",
        estimatedTime: "30-60 min",
        parts: ["Feeder chain slats", "Chain links", "Drive sprockets"],
        safety: [COMBINE_LOCKOUT, RAISED_LOAD],
      },
      testDriveVerify,
    ],
    ref: "combine operator's manuals; common field failure",
  },
  {
    id: "tr-m-cb-rotor-plug",
    vehicleTypes: ["tractor"],
    system: "drivetrain",
    cause: "Combine rotor or threshing cylinder slugged/plugged by crop overload",
    explanation:
      "Feeding too much or damp crop, or feeding while the separator is slowing, packs the rotor or cylinder solid; belts slip and the drive stalls with alarms until the slug is cleared.",
    symptoms: [
      "combine plugged",
      "rotor slugged",
      "cylinder plugged up",
      "separator stalled and wont turn",
      "rotor speed alarm going off",
      "combine choked on wet crop",
    ],
    keywords: ["rotor plug", "slug", "reverser", "concave", "rotor loss"],
    makes: ["case ih", "john deere", "new holland", "claas", "massey ferguson"],
    prior: 2,
    steps: [
      {
        title: "Reverse the feeder and lower the concave",
        description:
          "Use the feeder reverser to back the slug out of the feeder, and where the machine offers it, open/drop the concaves from the cab to release a rotor slug. Only then restart the separator at low idle.",
        safetyLevel: "Safety Required",
        estimatedTime: "10-20 min",
        safety: [RUNNING_CHECK, "Nobody on or around the header while reversing."],
      },
      {
        title: "Clear by hand only when locked out",
        description:
          "If the slug does not come free, lock out and clear through access doors using the maker's rotor turning tool or wrench; never rock the rotor by hand through the belts.",
        safetyLevel: "High Risk",
        estimatedTime: "1-3 h",
        tools: ["Rotor/cylinder turning tool", "Hooks"],
        safety: [COMBINE_LOCKOUT],
      },
      { ...beltInspect, title: "Inspect separator drive belts", safety: [COMBINE_LOCKOUT] },
      {
        title: "Prevent recurrence",
        description:
          "Match ground speed to crop, check concave and rotor settings for the crop, and keep separator speed up before feeding.",
        safetyLevel: "Low Risk",
        estimatedTime: "10 min",
      },
    ],
    ref: "combine operator's manuals; common field failure",
  },
  {
    id: "tr-m-cb-separator-belt",
    vehicleTypes: ["tractor"],
    system: "drivetrain",
    cause: "Slipping combine rotor/separator drive belt (worn belt, tensioner or variator sheave)",
    explanation:
      "A glazed belt, weak tensioner or sticky variable-speed sheave lets the rotor or cylinder slow under load, giving shaft speed alarms, poor threshing and repeated plugging.",
    symptoms: [
      "rotor speed drops under load",
      "separator belt squealing",
      "shaft speed alarm",
      "combine belt smoking",
      "threshing speed wont stay up",
      "rotor loss alarm when the combine loads up",
      "rotor belt slipping",
    ],
    keywords: ["separator belt", "rotor belt", "variator", "variable speed", "sheave", "tensioner", "shaft speed"],
    prior: 1.5,
    steps: [
      { ...beltInspect, safety: [COMBINE_LOCKOUT], specs: ["Typical: belt tension by spring length or indicator per the operator's manual"] },
      {
        title: "Check the variable-speed drive",
        description:
          "Run through the full speed range and watch the sheaves open and close smoothly; clean and lubricate the sliding sheave per the manual and check its hydraulic actuator.",
        safetyLevel: "Safety Required",
        estimatedTime: "30 min",
        safety: [RUNNING_CHECK, PTO_ENTANGLE],
      },
      scanCodes,
    ],
    ref: "common field failure",
  },
  {
    id: "tr-m-cb-unload-auger",
    vehicleTypes: ["tractor"],
    system: "drivetrain",
    cause: "Combine unloading auger will not engage or run (drive belt/clutch, solenoid or broken auger drive)",
    explanation:
      "The unloading auger is driven by a belt or clutch switched electrically or hydraulically; a slack belt, failed engagement solenoid, or a sheared auger drive coupling or gearbox leaves it stalled, often after starting it with a full tank.",
    symptoms: [
      "unloading auger wont turn",
      "unload auger wont engage",
      "cant empty the grain tank",
      "unloader belt squeals",
      "auger noise then stopped",
    ],
    keywords: ["unloading auger", "unload drive", "grain tank", "auger gearbox", "unload clutch"],
    makes: ["john deere", "case ih", "new holland", "claas", "massey ferguson"],
    prior: 1.5,
    steps: [
      fuseRelayCheck,
      {
        title: "Check engagement: switch, solenoid and belt",
        description:
          "With the engine at idle, engage unload and watch: does the belt tighten or the clutch move? Check for voltage at the unload solenoid; check the belt for slip and the tensioner.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Digital multimeter"],
        parts: ["Unload drive belt", "Engagement solenoid"],
        safety: [RUNNING_CHECK, PTO_ENTANGLE],
      },
      {
        title: "Inspect the auger drive and gearboxes",
        description:
          "Locked out, turn the auger drive by hand: check the shear bolt/coupler, the auger joint gearbox oil and teeth. Never climb into the grain tank with the engine running.",
        safetyLevel: "High Risk",
        estimatedTime: "30-90 min",
        parts: ["Auger gearbox parts", "Shear bolt/coupler"],
        safety: [COMBINE_LOCKOUT],
      },
    ],
    ref: "common field failure",
  },
  {
    id: "tr-m-cb-grain-loss",
    vehicleTypes: ["tractor"],
    system: "drivetrain",
    cause: "Combine grain loss out the back from wrong sieve, fan or ground-speed settings",
    explanation:
      "Too much fan blows grain over the chaffer, closed sieves or an overloaded shoe carry grain out, and going too fast overloads the separator; loss monitors and the ground behind the combine show it.",
    symptoms: [
      "losing grain out the back",
      "grain loss monitor high",
      "kernels on the ground behind the combine",
      "shoe losses",
      "rotor losses high",
    ],
    keywords: ["grain loss", "sieves", "chaffer", "fan speed", "loss monitor", "shoe"],
    prior: 2,
    steps: [
      {
        title: "Do a kill-stall or drop-pan check",
        description:
          "Measure actual losses behind the combine (drop pan or counting kernels per square foot) and separate header, shoe and rotor losses before changing settings.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Drop pan", "Square frame", "Calculator"],
        specs: ["Typical rule of thumb for corn: about 2 kernels per sq ft ≈ 1 bu/ac; for soybeans about 4 beans per sq ft ≈ 1 bu/ac"],
        safety: [COMBINE_LOCKOUT, "Stay clear of the spreader and chopper until they have stopped."],
      },
      {
        title: "Adjust fan, sieves and speed one at a time",
        description:
          "Start from the operator's manual settings for the crop, change one setting at a time (fan speed, chaffer opening, ground speed), and re-check losses each time. Check the loss sensors are clean.",
        safetyLevel: "Low Risk",
        estimatedTime: "30-60 min",
      },
      {
        title: "Inspect sieves and seals",
        description: "Locked out, check sieves for plugging, damage and correct opening, and the shoe side seals.",
        safetyLevel: "High Risk",
        estimatedTime: "30 min",
        safety: [COMBINE_LOCKOUT],
      },
    ],
    ref: "extension service combine loss guides; operator's manuals",
  },
  {
    id: "tr-m-cb-concave-setting",
    vehicleTypes: ["tractor"],
    system: "drivetrain",
    cause: "Wrong concave clearance or rotor speed (cracked grain or unthreshed heads)",
    explanation:
      "Concave too tight or rotor too fast cracks kernels; concave too open, uneven side to side, or rotor too slow leaves heads unthreshed and increases tailings return.",
    symptoms: [
      "cracked grain in the tank",
      "unthreshed heads in the tank",
      "too much tailings",
      "whitecaps in the grain",
      "concave not level",
    ],
    keywords: ["concave", "rotor speed", "cylinder speed", "threshing", "tailings", "cracked kernels"],
    prior: 1.5,
    steps: [
      {
        title: "Check the concave zero/level calibration",
        description:
          "Locked out, check that the concave clearance is even front to rear and side to side against the gauge reading, and recalibrate the indicator per the manual.",
        safetyLevel: "High Risk",
        estimatedTime: "1-2 h",
        tools: ["Feeler bars or gauge", "Wrenches"],
        safety: [COMBINE_LOCKOUT],
      },
      {
        title: "Set speed and clearance for the crop",
        description:
          "Set rotor speed and concave from the manual's crop table, then fine-tune looking at grain in the tank and the tailings.",
        safetyLevel: "Low Risk",
        estimatedTime: "30 min",
      },
      {
        title: "Inspect concaves and rasp bars",
        description: "Look for bent concave wires and worn rasp bars or rotor elements and replace in sets.",
        safetyLevel: "High Risk",
        estimatedTime: "1-3 h",
        parts: ["Concaves", "Rasp bars/threshing elements"],
        safety: [COMBINE_LOCKOUT],
      },
    ],
    ref: "combine operator's manuals crop settings",
  },
  {
    id: "tr-m-cb-header-slip-clutch",
    vehicleTypes: ["tractor"],
    system: "pto",
    cause: "Header driveline slip clutch chattering or slipping (worn discs or foreign object)",
    explanation:
      "Header drives are protected by slip clutches; a stone or overload makes them chatter, and worn or rusty friction discs slip at normal load so the cutterbar or auger slows and stalls.",
    symptoms: [
      "header slip clutch chattering",
      "header drive slipping",
      "grinding noise from header drive",
      "cutterbar stopping",
      "header auger stops in heavy crop",
    ],
    keywords: ["slip clutch", "header drive", "cutterbar", "knife drive", "wobble box"],
    prior: 1,
    steps: [
      {
        title: "Stop and look for the obstruction",
        description: "Locked out, check the cutterbar, auger and draper for stones, wood or wrapped crop and clear them.",
        safetyLevel: "High Risk",
        estimatedTime: "15-30 min",
        safety: [COMBINE_LOCKOUT, "Knife sections are sharp: wear cut-resistant gloves."],
      },
      {
        title: "Check slip clutch spring setting and discs",
        description: "Measure the spring compressed length and disc thickness against the manual; replace worn discs and set springs evenly.",
        safetyLevel: "High Risk",
        estimatedTime: "30-60 min",
        tools: ["Caliper", "Wrenches"],
        parts: ["Slip clutch friction discs", "Springs"],
        safety: [COMBINE_LOCKOUT, PTO_ENTANGLE],
      },
      { ...testDriveVerify, safety: [RUNNING_CHECK, LOCKOUT] },
    ],
    ref: "header operator's manuals",
  },
];
