import type { FaultEntry } from "../../../types.ts";
import { LOCKOUT, hydraulicLevel, testDriveVerify } from "../../../steps-common.ts";
import { LIFT_HEAVY, brakePedalCheck, supportMachine } from "./steps.ts";

// Tractor and mower brakes. Brake failures are High Risk: a tractor that cannot stop on a slope
// or with a loaded implement can run over people or roll over.
const BRAKE_TEST = "Test brakes at low speed in an open area, seat belt on, with nobody near the machine; never drive a tractor on the road with unequal or weak brakes.";

export const brakeEntries: FaultEntry[] = [
  {
    id: "tr-m-br-wet-brake-worn",
    vehicleTypes: ["tractor"],
    system: "brakes",
    cause: "Worn wet disc brakes (brake discs worn past the limit)",
    explanation:
      "Most tractors use oil-immersed brake discs in the rear axle; as the discs wear the pedal travels further and braking gets weak, and very worn discs let the tractor roll with the pedals down.",
    symptoms: [
      "tractor brakes weak",
      "brake pedal goes almost to the floor",
      "tractor wont stop on a hill",
      "brakes not holding with the loader full",
      "need to push brakes really hard",
      "brake pedals have lots of travel",
    ],
    keywords: ["wet brakes", "brake discs", "brake pedal travel", "oil immersed brakes"],
    prior: 2,
    steps: [
      brakePedalCheck,
      hydraulicLevel,
      {
        title: "Inspect and measure the brake discs",
        description:
          "If adjustment does not hold or there is no adjustment left, remove the brake housing per the manual and measure the friction disc thickness and the actuator balls/ramps; replace discs and steel plates beyond the wear limit on both sides.",
        safetyLevel: "High Risk",
        estimatedTime: "4-8 h",
        tools: ["Micrometer or caliper", "Socket set", "Torque wrench"],
        specs: ["Typical: replace brake discs at the wear limit in the service manual; always service both sides as a pair"],
        parts: ["Brake friction discs", "Steel plates", "Brake housing gasket/O-rings"],
        safety: [LOCKOUT, LIFT_HEAVY, "Block the tractor securely: the brakes are disabled during the job."],
      },
      { ...testDriveVerify, safetyLevel: "High Risk", safety: [BRAKE_TEST] },
    ],
    ref: "common field failure",
  },
  {
    id: "tr-m-br-unequal",
    vehicleTypes: ["tractor"],
    system: "brakes",
    cause: "Unequal left/right brake adjustment (tractor pulls or swerves when braking)",
    explanation:
      "Each rear wheel has its own brake pedal; if one side is adjusted tighter or more worn, braking with the pedals latched pulls the tractor sharply to one side, which is dangerous at road speed.",
    symptoms: [
      "tractor pulls to one side when braking",
      "swerves when i hit the brakes",
      "brakes uneven",
      "one brake pedal lower than the other",
      "tractor darts left under braking on the road",
    ],
    keywords: ["brake balance", "pedal latch", "unequal brakes", "brake rod"],
    prior: 2,
    steps: [
      brakePedalCheck,
      {
        title: "Equalise and test",
        description:
          "Adjust both sides to the same free travel, then on a loose gravel surface brake firmly at low speed with the pedals latched and check that both rear wheels leave equal marks.",
        safetyLevel: "High Risk",
        estimatedTime: "20 min",
        tools: ["Wrenches"],
        safety: [BRAKE_TEST],
      },
      {
        title: "Look for oil-soaked or sticking brakes",
        description:
          "If it still pulls, check the weaker side for an axle seal leak contaminating the brake (dry brakes) or a sticking actuator; inspect the brake on that side.",
        safetyLevel: "High Risk",
        estimatedTime: "1-4 h",
        parts: ["Brake discs/shoes", "Axle seal"],
        safety: [LOCKOUT, LIFT_HEAVY],
      },
    ],
    ref: "operator's manual brake adjustment; common field failure",
  },
  {
    id: "tr-m-br-park-brake",
    vehicleTypes: ["tractor"],
    system: "brakes",
    cause: "Parking brake not holding or not releasing (stretched cable, misadjusted latch or park pawl)",
    explanation:
      "Tractor park brakes latch the service brakes or engage a park pawl/brake in the transmission; a stretched cable, worn latch or misadjusted linkage lets a parked machine roll, or leaves the brakes dragging after release.",
    symptoms: [
      "parking brake wont hold",
      "tractor rolls with the park brake on",
      "park brake wont release",
      "brakes dragging after parking",
      "park lever loose",
      "mower rolls down the hill when parked",
    ],
    keywords: ["parking brake", "park lock", "park pawl", "brake latch", "hand brake"],
    prior: 1.5,
    steps: [
      {
        title: "Test on a slope, safely",
        description:
          "With the engine running and the operator seated, set the park brake on a gentle slope facing downhill and check the machine holds; then release and confirm it rolls freely and the warning light goes out.",
        safetyLevel: "High Risk",
        estimatedTime: "10 min",
        safety: [BRAKE_TEST, "Keep a foot on the service brake during the test."],
      },
      {
        title: "Adjust the park brake linkage or cable",
        description:
          "Check the cable for fraying, the latch teeth for wear and the linkage adjustment; adjust per the manual and replace worn latches or cables.",
        safetyLevel: "High Risk",
        estimatedTime: "30-60 min",
        tools: ["Wrenches"],
        parts: ["Park brake cable", "Latch/ratchet", "Return spring"],
        safety: [LOCKOUT, "Chock the wheels while the park brake is disabled."],
      },
      brakePedalCheck,
    ],
    ref: "common field failure",
  },
  {
    id: "tr-m-br-hydraulic-master",
    vehicleTypes: ["tractor"],
    system: "brakes",
    cause: "Air in hydraulic brakes or failing brake master cylinder/brake valve",
    explanation:
      "Tractors with hydraulically actuated or power brakes use master cylinders or a brake valve; air, a leaking master cylinder cup or a worn brake valve make the pedal spongy or let it sink slowly under steady pressure.",
    symptoms: [
      "brake pedal spongy",
      "brake pedal slowly sinks to the floor",
      "have to pump the brakes",
      "brake fluid leaking",
      "power brakes not working",
      "brake valve leaking",
    ],
    keywords: ["master cylinder", "brake valve", "bleed brakes", "power brakes", "brake fluid"],
    prior: 1,
    steps: [
      {
        title: "Check brake fluid type and level",
        description:
          "Find the brake reservoir and check level and condition. Tractors use either mineral oil/UTF or a DOT fluid, stated on the cap or in the manual: never mix them, it destroys the seals.",
        safetyLevel: "Safety Required",
        estimatedTime: "10 min",
        parts: ["Brake fluid of the type on the reservoir cap"],
        safety: [LOCKOUT, "Wear eye protection and gloves; brake fluid damages paint and eyes."],
      },
      {
        title: "Bleed the brakes",
        description:
          "Bleed each side at its bleed screw with a helper pumping, until fluid runs without bubbles; keep the reservoir topped up throughout.",
        safetyLevel: "High Risk",
        estimatedTime: "30-45 min",
        tools: ["Bleed wrench", "Clear tube and bottle"],
        safety: [LOCKOUT, "Block the wheels: brakes are not working while bleeding."],
      },
      {
        title: "Hold-test and repair the master cylinder or brake valve",
        description:
          "Hold steady pedal pressure for 30 s with no external leak: a sinking pedal means internal bypass in the master cylinder or brake valve. Rebuild or replace it.",
        safetyLevel: "High Risk",
        estimatedTime: "1-3 h",
        tools: ["Wrenches", "Seal picks"],
        parts: ["Master cylinder or repair kit", "Brake valve seal kit"],
        safety: [LOCKOUT],
      },
      { ...testDriveVerify, safetyLevel: "High Risk", safety: [BRAKE_TEST] },
    ],
    ref: "common field failure",
  },
  {
    id: "tr-m-br-chatter-wrong-fluid",
    vehicleTypes: ["tractor"],
    system: "brakes",
    cause: "Wet brakes chattering or squealing from wrong oil or glazed discs",
    explanation:
      "Wet brakes need oil with friction modifiers made for them; engine oil or generic hydraulic oil, or discs glazed by riding the brakes, make a loud squeal, groan or chatter when braking.",
    symptoms: [
      "brakes squeal loudly",
      "tractor brakes chatter",
      "groaning noise when braking",
      "brakes grab and shudder",
      "brakes noisy after oil change",
    ],
    keywords: ["brake chatter", "squeal", "friction modifier", "utf", "glazed discs"],
    prior: 1.5,
    steps: [
      hydraulicLevel,
      {
        title: "Confirm the oil and change it if wrong",
        description:
          "Check what oil was last used against the manual spec. Drain and refill with the maker's tractor fluid and a new filter if in doubt; noise often settles after a few hours of braking.",
        safetyLevel: "Safety Required",
        estimatedTime: "1-2 h",
        parts: ["Maker-specified tractor transmission/hydraulic fluid", "Filter"],
        safety: [LOCKOUT],
      },
      brakePedalCheck,
      { ...testDriveVerify, safetyLevel: "High Risk", safety: [BRAKE_TEST] },
    ],
    ref: "tractor fluid maker guidance; widely reported owner forum pattern",
  },
  {
    id: "tr-m-br-dragging",
    vehicleTypes: ["tractor"],
    system: "brakes",
    cause: "Dragging or overheating brakes (sticking actuator, no pedal free play or seized cam)",
    explanation:
      "If a brake does not fully release - no free play, a seized pedal pivot or actuator, or a rusted cam - it drags, heats the axle oil, wastes power and wears quickly.",
    symptoms: [
      "brakes dragging",
      "rear axle hot on one side",
      "tractor feels like brakes are on",
      "burning smell from brakes",
      "pedal doesnt come all the way up",
    ],
    keywords: ["brake drag", "return spring", "actuator", "brake cam"],
    prior: 1,
    steps: [
      brakePedalCheck,
      supportMachine,
      {
        title: "Free and lubricate the actuating parts",
        description:
          "With the wheel raised, check it turns freely with pedals up. Free and lubricate pedal pivots and cross-shafts, replace return springs, and if it still drags open the brake housing to check the actuator.",
        safetyLevel: "High Risk",
        estimatedTime: "1-4 h",
        tools: ["Wrenches", "Penetrating oil"],
        parts: ["Brake return springs", "Pedal bushings", "Actuator balls/seals"],
        safety: [LIFT_HEAVY],
      },
      { ...testDriveVerify, safetyLevel: "High Risk", safety: [BRAKE_TEST] },
    ],
    ref: "common field failure",
  },  {
    id: "tr-m-br-mower-transaxle-brake",
    vehicleTypes: ["tractor"],
    system: "brakes",
    cause: "Riding mower brake not holding: worn transaxle brake pads or misadjusted brake rod",
    explanation:
      "Lawn tractors brake with a small disc or band on the transaxle input shaft, applied through a rod from the clutch/brake pedal; worn pads or a rod that has stretched out of adjustment let the mower roll on slopes and the park brake fail.",
    symptoms: [
      "riding mower wont stop on a hill",
      "lawn tractor brakes dont work",
      "mower rolls with parking brake on",
      "brake pedal goes down with no braking",
      "mower brake needs adjusting",
    ],
    keywords: ["transaxle brake", "brake puck", "brake rod", "brake disc", "clutch brake pedal"],
    makes: ["john deere", "husqvarna", "cub cadet", "craftsman", "troy-bilt"],
    prior: 1.5,
    steps: [
      {
        title: "Check the brake rod adjustment",
        description:
          "With the engine off and the mower on level ground, check the brake rod spring length or the gap at the brake arm as the manual describes, and adjust the nut on the brake rod.",
        safetyLevel: "Safety Required",
        estimatedTime: "15-20 min",
        tools: ["Wrenches", "Tape measure or feeler gauge"],
        specs: ["Typical: spring length or brake arm gap per the operator's manual for that transaxle"],
        safety: [LOCKOUT, "Chock the wheels: the brake is what is being adjusted."],
      },
      supportMachine,
      {
        title: "Inspect and replace the brake pads",
        description:
          "Remove the brake caliper/bracket from the transaxle, measure pad wear and check the disc; replace pads and reset the gap.",
        safetyLevel: "High Risk",
        estimatedTime: "30-60 min",
        tools: ["Socket set", "Feeler gauge"],
        parts: ["Transaxle brake pads (pucks)", "Brake disc"],
        safety: [LIFT_HEAVY],
      },
      { ...testDriveVerify, safetyLevel: "High Risk", safety: [BRAKE_TEST] },
    ],
    ref: "lawn tractor operator's manuals; common field failure",
  },
];
