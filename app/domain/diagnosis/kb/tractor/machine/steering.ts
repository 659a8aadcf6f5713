import type { FaultEntry } from "../../../types.ts";
import { HYDRAULIC_PRESSURE, LOCKOUT, RAISED_LOAD, hydraulicLevel, testDriveVerify } from "../../../steps-common.ts";
import { LIFT_HEAVY, RUNNING_CHECK, greasePivots, purgeAir, steeringRelief, suctionScreen, supportMachine } from "./steps.ts";

// Steering: hydrostatic steering units, steering cylinders, tie rods, articulation and lawn
// tractor gear steering. Loss of steering is High Risk.
const STEER_TEST = "Test steering at low speed in an open area; a machine that cannot steer must not be driven on a road or near people.";

export const steeringEntries: FaultEntry[] = [
  {
    id: "tr-m-st-orbitrol-worn",
    vehicleTypes: ["tractor"],
    system: "steering",
    cause: "Worn hydrostatic steering unit (orbitrol): wheel turns without steering or steers itself",
    explanation:
      "The hydrostatic steering unit meters oil to the steering cylinder; worn rotor/gerotor sets or a sticking sleeve let oil slip, so the steering wheel spins with little response, wanders off centre, or keeps turning on its own.",
    symptoms: [
      "steering wheel spins but wheels dont turn much",
      "steering wheel keeps turning by itself",
      "power steering loose",
      "have to keep correcting the steering",
      "steering wheel doesnt return",
      "orbitrol worn",
    ],
    keywords: ["orbitrol", "steering unit", "hsu", "steering valve", "motoring"],
    prior: 1.5,
    steps: [
      hydraulicLevel,
      steeringRelief,
      {
        title: "Slip test the steering unit",
        description:
          "Turn the wheels to full lock and keep turning the steering wheel with steady force at idle and warm oil; count steering wheel turns per minute. Fast slip means internal wear in the unit or a leaking cylinder seal (check the cylinder first).",
        safetyLevel: "Safety Required",
        estimatedTime: "15 min",
        specs: ["Typical: only a few steering wheel revolutions per minute of slip at full lock (check the service manual)"],
        safety: [RUNNING_CHECK],
      },
      {
        title: "Repair or replace the steering unit",
        description:
          "Relieve pressure, tag the four port lines, remove the unit and fit a rebuilt or new one of the same displacement; keep everything spotless.",
        safetyLevel: "High Risk",
        estimatedTime: "2-3 h",
        tools: ["Wrenches", "Caps and plugs"],
        parts: ["Hydrostatic steering unit or seal kit"],
        safety: [HYDRAULIC_PRESSURE, LOCKOUT],
      },
      { ...testDriveVerify, safetyLevel: "High Risk", safety: [STEER_TEST] },
    ],
    ref: "common field failure",
  },
  {
    id: "tr-m-st-hard-steering",
    vehicleTypes: ["tractor"],
    system: "steering",
    cause: "Hard power steering: weak steering pump, stuck priority valve, plugged filter or low steering relief",
    explanation:
      "Steering gets priority oil from the hydraulic pump through a priority/flow valve; a weak pump, stuck priority valve, plugged filter or low relief leave too little oil, so steering is heavy, especially at idle or while lifting the loader.",
    symptoms: [
      "steering very hard",
      "power steering stiff at idle",
      "steering heavy when using the loader",
      "hard to turn the steering wheel",
      "steering gets hard when hot",
      "no power steering",
    ],
    keywords: ["power steering", "priority valve", "steering pump", "heavy steering"],
    prior: 2,
    steps: [
      hydraulicLevel,
      suctionScreen,
      steeringRelief,
      {
        title: "Check mechanical binding",
        description:
          "Jack up the front axle so the tyres are off the ground and turn the wheels by hand with the steering cylinder disconnected: stiff kingpins, dry spindles or a seized column point at mechanical binding.",
        safetyLevel: "High Risk",
        estimatedTime: "30-45 min",
        tools: ["Rated jack and stands", "Grease gun"],
        safety: [LIFT_HEAVY, HYDRAULIC_PRESSURE],
      },
      { ...testDriveVerify, safetyLevel: "High Risk", safety: [STEER_TEST] },
    ],
    ref: "common field failure",
  },
  {
    id: "tr-m-st-air-in-steering",
    vehicleTypes: ["tractor"],
    system: "steering",
    cause: "Air in the power steering circuit (jerky steering after repair or low oil)",
    explanation:
      "Air trapped in the steering cylinder or unit compresses, so steering feels jerky, lags, and bumps back through the wheel until it is purged; a persistent case means a suction leak.",
    symptoms: [
      "steering jerky",
      "steering lag",
      "steering kicks back",
      "power steering noisy after changing oil",
      "steering bumps and catches",
    ],
    keywords: ["air in steering", "purge steering", "foam", "bleeding"],
    prior: 1,
    steps: [hydraulicLevel, purgeAir, { ...testDriveVerify, safetyLevel: "High Risk", safety: [STEER_TEST] }],
    ref: "service manual bleeding procedure",
  },
  {
    id: "tr-m-st-cylinder-leak",
    vehicleTypes: ["tractor"],
    system: "steering",
    cause: "Leaking steering cylinder seals (external leak or internal bypass)",
    explanation:
      "A steering cylinder with a leaking rod seal drips oil at the front axle; an internal piston seal leak makes steering slow and loose in one or both directions even though the steering unit is fine.",
    symptoms: [
      "steering cylinder leaking",
      "oil dripping at the front axle",
      "steering slow to one side",
      "steering wanders and cylinder is wet",
      "power steering ram leaking",
    ],
    keywords: ["steering cylinder", "steering ram", "rod seal", "piston seal"],
    prior: 1.5,
    steps: [
      {
        title: "Inspect the cylinder and hoses",
        description:
          "Clean the cylinder and hoses, run and steer lock to lock, and look for the source; check the rod for pitting and the ball joints at each end.",
        safetyLevel: "Safety Required",
        estimatedTime: "15 min",
        tools: ["Degreaser", "Flashlight"],
        safety: [HYDRAULIC_PRESSURE, RUNNING_CHECK],
      },
      {
        title: "Bypass test the piston seal",
        description:
          "Steer to full lock, stop the engine and relieve pressure. Disconnect the hose at the cylinder port that returns oil when steering further toward that lock, cap the hose, start at idle and keep steering toward the same lock. A steady flow from the open cylinder port means the piston seal bypasses; a few drops are normal.",
        safetyLevel: "High Risk",
        estimatedTime: "30 min",
        tools: ["Wrenches", "Caps and plugs", "Drain pan"],
        safety: [HYDRAULIC_PRESSURE, "Point the open port into a container; wear a face shield."],
      },
      {
        title: "Reseal or replace the steering cylinder",
        description: "Remove the cylinder, fit a full seal kit or a new cylinder, reconnect and purge air.",
        safetyLevel: "High Risk",
        estimatedTime: "1-3 h",
        parts: ["Steering cylinder seal kit or cylinder"],
        safety: [HYDRAULIC_PRESSURE, LOCKOUT],
      },
      purgeAir,
    ],
    ref: "common field failure",
  },
  {
    id: "tr-m-st-tie-rods",
    vehicleTypes: ["tractor"],
    system: "steering",
    cause: "Worn tie rod ends, drag link or incorrect toe-in (wander and loose steering)",
    explanation:
      "Loader tractors load the front axle heavily, so tie rod ball joints wear and toe-in changes; the tractor wanders, the steering has free play and the front tyres scrub.",
    symptoms: [
      "tractor wanders on the road",
      "steering has lots of play",
      "front wheels wobble",
      "clunk in the front end when steering",
      "tie rod loose",
      "front tyres wearing on the edges",
    ],
    keywords: ["tie rod", "tie rod end", "ball joint", "toe-in", "drag link", "wander"],
    prior: 2,
    steps: [
      greasePivots,
      {
        title: "Check for play with a helper",
        description:
          "With the engine running for power steering, have a helper rock the steering wheel a little each way while you watch each ball joint and the cylinder ends for movement before the wheels move.",
        safetyLevel: "Safety Required",
        estimatedTime: "15 min",
        safety: [RUNNING_CHECK, "Keep hands out of pinch points between the tyres, axle and frame."],
      },
      {
        title: "Replace worn ends and set toe-in",
        description:
          "Replace loose ball joints, then set toe-in by measuring between the front tyre centres at hub height front and rear.",
        safetyLevel: "Safety Required",
        estimatedTime: "1-2 h",
        tools: ["Tie rod end puller", "Tape measure", "Torque wrench"],
        specs: ["Typical toe-in: about 0-0.4 in (0-10 mm) (check the service manual)"],
        parts: ["Tie rod ends", "Cotter pins"],
        safety: [LOCKOUT, RAISED_LOAD],
      },
      { ...testDriveVerify, safetyLevel: "High Risk", safety: [STEER_TEST] },
    ],
    ref: "common field failure",
  },
  {
    id: "tr-m-st-articulation",
    vehicleTypes: ["tractor"],
    system: "steering",
    cause: "Worn articulation (center) pivot pins and bushings on an articulated loader or 4WD tractor",
    explanation:
      "Articulated machines steer by bending in the middle; dry or worn centre pins and bushings give a clunk on every steering correction, slop and wander, and eventually crack the mounts.",
    symptoms: [
      "clunk in the middle when steering",
      "articulated loader wobbles",
      "center pivot loose",
      "wheel loader sloppy steering",
      "knocking from the articulation joint",
    ],
    keywords: ["articulation", "center pin", "center pivot", "wheel loader", "4wd articulated"],
    prior: 1,
    steps: [
      {
        title: "Fit the articulation lock before any work",
        description:
          "Straighten the machine and install the steering frame lock bar; never stand in the articulation area with the machine unlocked.",
        safetyLevel: "High Risk",
        estimatedTime: "5 min",
        safety: [LOCKOUT, "The two halves can close together with crushing force when the machine steers."],
      },
      greasePivots,
      {
        title: "Measure pin play and replace worn pins/bushings",
        description:
          "Use a pry bar and dial indicator to measure vertical and radial play at the upper and lower pins; replace pins, bushings or bearings beyond the limit.",
        safetyLevel: "High Risk",
        estimatedTime: "4-10 h",
        tools: ["Dial indicator", "Pry bar", "Pin press", "Rated lifting gear"],
        parts: ["Articulation pins", "Bushings/bearings", "Shims"],
        safety: [LIFT_HEAVY, RAISED_LOAD],
      },
      { ...testDriveVerify, safetyLevel: "High Risk", safety: [STEER_TEST] },
    ],
    ref: "common field failure",
  },
  {
    id: "tr-m-st-sector-gear",
    vehicleTypes: ["tractor"],
    system: "steering",
    cause: "Worn lawn tractor steering sector gear and pinion",
    explanation:
      "Riding mowers and garden tractors steer through a small pinion on the column and a plastic or steel sector gear; worn teeth give big free play and the steering wheel slips or clicks.",
    symptoms: [
      "riding mower steering loose",
      "lawn tractor steering wheel slips",
      "steering clicks and skips teeth",
      "mower hard to steer one way",
      "lots of play in the steering wheel on riding mower",
    ],
    keywords: ["sector gear", "pinion", "steering gear", "bushing", "lawn tractor"],
    makes: ["john deere", "husqvarna", "cub cadet", "craftsman", "troy-bilt"],
    prior: 1.5,
    steps: [
      {
        title: "Find where the play is",
        description:
          "Remove the steering cover or look under the dash, hold the sector gear and turn the steering wheel: play in the column bushing, the pinion teeth, or the sector teeth shows where the wear is.",
        safetyLevel: "Safety Required",
        estimatedTime: "15 min",
        tools: ["Flashlight", "Socket set"],
        safety: [LOCKOUT],
      },
      supportMachine,
      {
        title: "Replace the sector gear, pinion and bushings",
        description:
          "Replace the worn gear pair and the column/sector bushings together and grease the teeth; check the drag link and spindles for wear.",
        safetyLevel: "Safety Required",
        estimatedTime: "1-2 h",
        parts: ["Steering sector gear", "Steering pinion", "Flange bushings"],
        safety: [LOCKOUT, RAISED_LOAD],
      },
    ],
    ref: "widely reported owner forum pattern",
  },
];
