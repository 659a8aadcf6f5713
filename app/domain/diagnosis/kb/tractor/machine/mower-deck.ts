import type { FaultEntry, StepTemplate } from "../../../types.ts";
import { LOCKOUT, batteryTest, fuseRelayCheck, testDriveVerify } from "../../../steps-common.ts";
import { MOWER_BLADES, RUNNING_CHECK, beltInspect, switchContinuity, tyreCheck } from "./steps.ts";

// Riding mower, zero-turn and mid-mount deck faults. Blade drive counts as PTO; electric PTO
// clutches live here because owners describe them as "blades won't engage".
const bladeCheck: StepTemplate = {
  title: "Inspect the blades",
  description:
    "Locked out, tip the deck or raise it (never tip a mower with the carburettor/air filter down), and check each blade for dull or rolled edges, bends (compare tip heights when rotated), cracks and correct orientation: the lifted sail faces up toward the deck.",
  safetyLevel: "Safety Required",
  estimatedTime: "15-20 min",
  tools: ["Blade holder or wood block", "Socket set", "Torque wrench"],
  specs: ["Typical blade bolt torque: about 35-90 ft·lb (47-122 N·m) depending on make and deck (check the operator's manual)"],
  parts: ["OEM-spec blades"],
  safety: [MOWER_BLADES],
};

export const mowerDeckEntries: FaultEntry[] = [
  {
    id: "tr-m-mw-electric-pto-clutch",
    vehicleTypes: ["tractor"],
    system: "pto",
    cause: "Failed or worn electric PTO clutch on a riding/zero-turn mower (open coil or excessive air gap)",
    explanation:
      "Mower blades are engaged by an electromagnetic clutch on the engine crankshaft; an open coil, low voltage, or an air gap worn too wide means it will not pull in, or engages only when cold and drops out when hot.",
    symptoms: [
      "blades wont engage",
      "mower blades not turning",
      "pto clutch wont engage when hot",
      "blades engage then stop",
      "electric clutch clicks but blades dont spin",
      "mower deck wont turn on",
    ],
    keywords: ["electric pto clutch", "electromagnetic clutch", "ogura", "warner", "air gap", "pto clutch coil"],
    makes: ["toro", "husqvarna", "cub cadet", "john deere", "craftsman", "exmark", "scag", "kubota"],
    prior: 2.5,
    steps: [
      batteryTest,
      {
        title: "Measure clutch coil resistance and supply voltage",
        description:
          "Unplug the clutch: measure coil resistance across its two pins. Then with the operator seated, engine at idle and PTO switch on, measure voltage at the harness plug.",
        safetyLevel: "Safety Required",
        estimatedTime: "15-20 min",
        tools: ["Digital multimeter"],
        specs: ["Typical coil resistance: about 2-4 ohms; supply should be close to battery voltage (check the clutch maker's spec)"],
        safety: [MOWER_BLADES, RUNNING_CHECK],
      },
      {
        title: "Check and set the air gap",
        description:
          "On adjustable clutches, measure the armature-to-rotor gap at each slot with a feeler gauge and set evenly; a clutch that needs repeated adjustment or has worn through its friction face should be replaced.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Feeler gauge set"],
        specs: ["Typical adjustable air gap: about 0.012-0.020 in (0.3-0.5 mm) (check the clutch maker's spec)"],
        parts: ["Electric PTO clutch"],
        safety: [MOWER_BLADES, LOCKOUT],
      },
      testDriveVerify,
    ],
    ref: "clutch maker service guides; common field failure",
  },
  {
    id: "tr-m-mw-pto-switch",
    vehicleTypes: ["tractor"],
    system: "pto",
    cause: "Faulty mower PTO switch (blade engagement knob)",
    explanation:
      "The pull-out PTO knob carries the clutch current and an interlock contact; worn or burnt contacts cut the clutch or make the engine die as soon as the blades are switched on.",
    symptoms: [
      "blades wont engage when i pull the knob",
      "engine dies when i pull the pto knob",
      "pto knob loose",
      "blades come on only if i wiggle the knob",
      "mower pto switch broken",
    ],
    keywords: ["pto switch", "blade switch", "pto knob", "blade engagement switch"],
    makes: ["husqvarna", "craftsman", "cub cadet", "troy-bilt", "john deere", "toro"],
    prior: 2,
    steps: [
      fuseRelayCheck,
      { ...switchContinuity, title: "Test the PTO knob switch", description: "Unplug the PTO switch and check each pair of terminals in on and off against the diagram on the switch or in the manual; look for melted plastic at the connector." },
      {
        title: "Check the seat switch and clutch circuit",
        description:
          "If the engine dies on engaging, the seat interlock may be reading 'no operator': test it too. Replace the PTO switch if a contact is open or intermittent.",
        safetyLevel: "Low Risk",
        estimatedTime: "15 min",
        parts: ["PTO switch", "Seat switch"],
      },
      testDriveVerify,
    ],
    ref: "widely reported owner forum pattern",
  },
  {
    id: "tr-m-mw-blade-brake",
    vehicleTypes: ["tractor"],
    system: "pto",
    cause: "Worn mower blade brake (blades keep spinning too long after switching off)",
    explanation:
      "Electric clutches and manual deck engagement have a brake that stops the blades quickly when disengaged; a worn brake pad or misadjusted brake lets the blades coast long enough to injure someone.",
    symptoms: [
      "blades keep spinning after i turn off the pto",
      "mower blades take a long time to stop",
      "blade brake not working",
      "deck keeps running after disengage",
      "squealing when blades stop",
    ],
    keywords: ["blade brake", "clutch brake", "blade stop", "coast down"],
    prior: 1,
    steps: [
      {
        title: "Time the blade stop",
        description: "From a safe distance at full throttle, disengage the blades and time how long until they stop (listen or watch the belt).",
        safetyLevel: "Safety Required",
        estimatedTime: "5 min",
        specs: ["Typical: blades should stop within about 5 seconds of disengaging (check the operator's manual)"],
        safety: [MOWER_BLADES, RUNNING_CHECK],
      },
      {
        title: "Inspect the brake",
        description:
          "On electric clutches check the brake pads and air gap, and replace the clutch if the brake is worn. On manual decks check the brake pad/band and its adjustment.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-40 min",
        parts: ["Electric PTO clutch", "Blade brake pad"],
        safety: [MOWER_BLADES],
      },
      testDriveVerify,
    ],
    ref: "ANSI/OPEI B71.1 blade stop requirement as reflected in operator's manuals",
  },
  {
    id: "tr-m-mw-deck-belt",
    vehicleTypes: ["tractor"],
    system: "pto",
    cause: "Mower deck belt thrown, slipping or breaking (worn idler pulley, wrong belt or debris)",
    explanation:
      "A worn idler bearing that wobbles, a weak tension spring, a stretched or non-OEM belt, or grass packed on the deck top makes the belt squeal, slip or jump off, often in tight turns.",
    symptoms: [
      "mower belt keeps coming off",
      "deck belt squealing",
      "deck belt broke again",
      "blades slow in thick grass",
      "belt smells burnt",
      "belt jumps off when turning",
    ],
    keywords: ["deck belt", "idler pulley", "tension spring", "belt keeper", "mule drive"],
    prior: 3,
    steps: [
      {
        title: "Clean the deck top",
        description: "Locked out, remove the belt covers and clear grass and debris packed around pulleys and under the belt guards.",
        safetyLevel: "Safety Required",
        estimatedTime: "10 min",
        tools: ["Brush", "Compressed air or leaf blower"],
        safety: [MOWER_BLADES],
      },
      beltInspect,
      {
        title: "Check spindles and pulley alignment",
        description: "Turn each blade by hand (gloves) and check for rough spindles or a loose pulley; a wobbling spindle pulley throws belts too.",
        safetyLevel: "Safety Required",
        estimatedTime: "10 min",
        safety: [MOWER_BLADES],
      },
      testDriveVerify,
    ],
    ref: "common field failure",
  },
  {
    id: "tr-m-mw-spindle-bearing",
    vehicleTypes: ["tractor"],
    system: "pto",
    cause: "Worn mower deck spindle bearings",
    explanation:
      "Each blade turns on a spindle with sealed bearings; once water and grass get in they run rough, rumble or squeal, get hot and let the blade wobble, which also throws belts and gives an uneven cut.",
    symptoms: [
      "grinding noise from the mower deck",
      "blade wobbles",
      "spindle bearing noise",
      "deck vibrates a lot",
      "spindle housing hot",
      "rumbling under the deck when blades on",
    ],
    keywords: ["spindle", "spindle bearing", "blade spindle", "spindle housing", "deck bearing"],
    prior: 2,
    steps: [
      {
        title: "Check each spindle for play and roughness",
        description:
          "Locked out, remove the belt, spin each pulley by hand and feel for roughness, then rock each blade tip up and down to feel for play.",
        safetyLevel: "Safety Required",
        estimatedTime: "15 min",
        tools: ["Cut-resistant gloves"],
        safety: [MOWER_BLADES],
      },
      {
        title: "Replace the spindle bearings or assembly",
        description:
          "Remove the blade and pulley, replace the bearings (or the complete spindle assembly), grease where fittings exist, and torque the blade bolt.",
        safetyLevel: "Safety Required",
        estimatedTime: "45-90 min",
        tools: ["Socket set", "Bearing press or driver", "Torque wrench"],
        parts: ["Spindle assembly or bearings"],
        safety: [MOWER_BLADES],
      },
      testDriveVerify,
    ],
    ref: "common field failure",
  },
  {
    id: "tr-m-mw-uneven-cut",
    vehicleTypes: ["tractor"],
    system: "pto",
    cause: "Uneven cut or scalping from a deck out of level or uneven tyre pressures",
    explanation:
      "If the deck is lower on one side or at the front, or one tyre is soft, the blades cut lower on that side and scalp bumps; worn gauge wheels and bent hangers do the same.",
    symptoms: [
      "mower cutting uneven",
      "one side cuts lower",
      "mower scalping",
      "stripes of uncut grass",
      "deck not level",
      "lawn looks wavy after mowing",
    ],
    keywords: ["deck level", "scalping", "anti-scalp wheels", "rake", "deck hangers"],
    prior: 2.5,
    steps: [
      tyreCheck,
      {
        title: "Measure and level the deck",
        description:
          "On a flat floor, rotate the blades side to side and measure tip height from the floor left and right, then front to back. Adjust the hanger links per the manual so sides match and the front is slightly lower.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-45 min",
        tools: ["Tape measure", "Wrenches"],
        specs: ["Typical: sides within about 1/8 in (3 mm); front about 1/8-3/8 in (3-10 mm) lower than the rear (check the operator's manual)"],
        safety: [MOWER_BLADES],
      },
      bladeCheck,
      testDriveVerify,
    ],
    ref: "operator's manual deck levelling",
  },
  {
    id: "tr-m-mw-dull-blades",
    vehicleTypes: ["tractor"],
    system: "pto",
    cause: "Dull, bent or upside-down mower blades",
    explanation:
      "Dull blades tear the grass, leaving ragged brown tips and uncut strips; a bent blade vibrates and cuts lower, and a blade fitted upside down does not lift the grass at all.",
    symptoms: [
      "mower leaves strips of uncut grass",
      "grass tips look torn and brown",
      "mower vibrating badly",
      "hit a rock now deck shakes",
      "mower not cutting well",
      "grass clumps and wont discharge",
    ],
    keywords: ["blades", "sharpen", "bent blade", "mulching blade", "lift blade"],
    prior: 3,
    steps: [
      bladeCheck,
      {
        title: "Sharpen and balance or replace the blades",
        description:
          "Sharpen to the original angle, removing equal metal from both ends, and check balance on a blade balancer; replace bent or cracked blades, never straighten them.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-45 min",
        tools: ["Grinder or file", "Blade balancer", "Eye protection"],
        safety: [MOWER_BLADES, "Wear eye protection when grinding."],
      },
      {
        title: "Check the spindle after a strike",
        description: "After hitting an object, check the spindle shaft for bends and the housing for cracks before running.",
        safetyLevel: "Safety Required",
        estimatedTime: "10 min",
        safety: [MOWER_BLADES],
      },
      testDriveVerify,
    ],
    ref: "operator's manuals; common field failure",
  },
];
