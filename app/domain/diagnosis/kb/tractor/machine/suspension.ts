import type { FaultEntry } from "../../../types.ts";
import { HYDRAULIC_PRESSURE, LOCKOUT, RAISED_LOAD, scanCodes, testDriveVerify } from "../../../steps-common.ts";
import { LIFT_HEAVY, RUNNING_CHECK, greasePivots, supportMachine } from "./steps.ts";

// Ride and support: front axle pivot, suspended front axles and ride control accumulators, seats and cabs.
const ACCUMULATOR =
  "Accumulators hold nitrogen and oil under pressure even with the engine off: discharge the circuit per the manual before opening any line, and never heat, weld or drill an accumulator.";

export const suspensionEntries: FaultEntry[] = [
  {
    id: "tr-m-su-front-axle-pivot",
    vehicleTypes: ["tractor"],
    system: "suspension",
    cause: "Worn front axle pivot pin and bushings (front axle rocks and clunks)",
    explanation:
      "The front axle oscillates on a centre pivot pin; loader work and missed greasing wear the pin and bushings, so the axle shifts fore and aft, clunks over bumps and the loader feels loose.",
    symptoms: [
      "front axle clunks",
      "front end moves back and forth",
      "clunk when the loader bucket hits the ground",
      "front axle pivot loose",
      "knock from the front when going over bumps",
    ],
    keywords: ["axle pivot", "pivot pin", "trunnion", "bushing", "oscillation"],
    prior: 1.5,
    steps: [
      greasePivots,
      supportMachine,
      {
        title: "Measure pivot play and replace worn parts",
        description:
          "With the front raised and supported, pry the axle fore-aft and up-down at the pivot with a dial indicator; replace the pin, bushings and thrust washers past the limit and shim end float.",
        safetyLevel: "High Risk",
        estimatedTime: "3-8 h",
        tools: ["Dial indicator", "Pry bar", "Rated jack and stands", "Bushing driver"],
        specs: ["Typical: pin-to-bushing clearance is a fraction of a millimetre when new; replace at the allowable limit in the service manual"],
        parts: ["Pivot pin", "Pivot bushings", "Thrust washers", "Shims"],
        safety: [LIFT_HEAVY, RAISED_LOAD, "Remove the loader or support it before dropping the front axle."],
      },
      testDriveVerify,
    ],
    ref: "common field failure on loader tractors",
  },
  {
    id: "tr-m-su-front-axle-accumulator",
    vehicleTypes: ["tractor"],
    system: "suspension",
    cause: "Suspended front axle harsh or bouncing: lost accumulator charge or faulty suspension sensor/valve",
    explanation:
      "Suspended front axles use a hydraulic cylinder with nitrogen accumulators and a height sensor; a flat accumulator, failed height sensor or stuck valve makes the ride harsh, the axle sit at a stop, or the front bounce.",
    symptoms: [
      "front suspension harsh",
      "tractor bounces in the front",
      "front axle suspension not working",
      "front suspension sits on the bump stop",
      "suspension warning on the display",
    ],
    keywords: ["front axle suspension", "tls", "accumulator", "nitrogen", "height sensor"],
    makes: ["john deere", "fendt", "case ih", "new holland", "claas", "massey ferguson"],
    prior: 0.8,
    steps: [
      scanCodes,
      {
        title: "Check the axle height and sensor",
        description:
          "With the engine running on level ground, check whether the axle sits mid-stroke; read the height sensor value on the display diagnostics while raising and lowering.",
        safetyLevel: "Safety Required",
        estimatedTime: "20 min",
        safety: [RUNNING_CHECK],
      },
      {
        title: "Check the accumulator precharge",
        description:
          "Discharge the circuit as the manual says, then measure nitrogen precharge with a charging kit; recharge with dry nitrogen only or replace the accumulator.",
        safetyLevel: "High Risk",
        estimatedTime: "45-60 min",
        tools: ["Accumulator charging kit with gauge", "Dry nitrogen supply"],
        specs: ["Typical: precharge pressure is printed on the accumulator or in the manual - never charge with air or oxygen"],
        parts: ["Accumulator"],
        safety: [ACCUMULATOR, HYDRAULIC_PRESSURE],
      },
      testDriveVerify,
    ],
    ref: "maker service manuals",
  },
  {
    id: "tr-m-su-ride-control",
    vehicleTypes: ["tractor"],
    system: "suspension",
    cause: "Loader ride control not cushioning (ride control valve or accumulator)",
    explanation:
      "Ride control connects the lift cylinders to an accumulator so the loader cushions bumps when travelling; a failed solenoid, switch or flat accumulator makes the machine pitch and buck with a loaded bucket.",
    symptoms: [
      "skid steer bounces with full bucket",
      "ride control not working",
      "wheel loader rocks when driving",
      "loader bucks when travelling",
      "boom drops when ride control is switched on",
    ],
    keywords: ["ride control", "boom suspension", "accumulator", "loader bounce"],
    makes: ["bobcat", "caterpillar", "john deere", "case", "new holland", "jcb", "takeuchi"],
    prior: 0.7,
    steps: [
      {
        title: "Check the switch and solenoid",
        description:
          "Check the ride control switch, its fuse and voltage at the ride control solenoid. Note: a small boom drop when first switching on is normal while pressures equalise.",
        safetyLevel: "Safety Required",
        estimatedTime: "20 min",
        tools: ["Digital multimeter"],
        parts: ["Ride control solenoid coil", "Switch"],
        safety: [RUNNING_CHECK, RAISED_LOAD],
      },
      {
        title: "Check the accumulator",
        description: "Discharge per the manual and check the precharge; replace or recharge with dry nitrogen.",
        safetyLevel: "High Risk",
        estimatedTime: "45-60 min",
        tools: ["Accumulator charging kit"],
        parts: ["Ride control accumulator"],
        safety: [ACCUMULATOR, HYDRAULIC_PRESSURE, RAISED_LOAD],
      },
      testDriveVerify,
    ],
    ref: "maker operator's manuals",
  },
  {
    id: "tr-m-su-seat-suspension",
    vehicleTypes: ["tractor"],
    system: "suspension",
    cause: "Worn seat suspension (broken spring, failed shock absorber or leaking air-seat compressor/bag)",
    explanation:
      "The operator seat isolates the body from the machine; a worn damper, broken spring or a leaking air bag/compressor lets the seat bottom out or sink, which also opens the seat switch and shuts machines down.",
    symptoms: [
      "seat bottoms out",
      "air seat wont stay up",
      "seat suspension sagging",
      "rough ride in the seat",
      "air seat compressor runs all the time",
      "seat bouncing",
    ],
    keywords: ["seat suspension", "air seat", "seat shock", "seat compressor", "weight adjustment"],
    prior: 1,
    steps: [
      {
        title: "Check the weight and height adjustment",
        description:
          "Set the seat for the operator's weight and check the suspension travel; many complaints are a seat set for the wrong weight.",
        safetyLevel: "Low Risk",
        estimatedTime: "5 min",
      },
      {
        title: "Inspect the seat suspension parts",
        description:
          "Tilt or remove the seat, inspect the damper for leaks, springs for breaks, and listen for air leaks on air seats (soapy water on the bag and lines); check the compressor fuse.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-40 min",
        tools: ["Socket set", "Soapy water spray", "Digital multimeter"],
        parts: ["Seat damper", "Air spring/bag", "Seat compressor", "Suspension kit"],
        safety: [LOCKOUT, "Seat springs store force: follow the seat maker's instructions to release them."],
      },
      { ...testDriveVerify, description: "Refit the seat, reconnect the seat switch, and confirm the machine starts and the seat switch works on a test drive." },
    ],
    ref: "common field failure",
  },
  {
    id: "tr-m-su-cab-suspension",
    vehicleTypes: ["tractor"],
    system: "suspension",
    cause: "Worn cab suspension dampers or mounts (cab rocks or knocks)",
    explanation:
      "Large tractors and combines carry the cab on rubber mounts or a mechanical/hydraulic cab suspension; worn dampers and bushings let the cab pitch, knock on bumps or sit low on one corner.",
    symptoms: [
      "cab rocking back and forth",
      "cab knocking over bumps",
      "cab suspension bottoming",
      "cab sits lower on one side",
      "cab mounts worn",
    ],
    keywords: ["cab suspension", "cab mounts", "dampers", "cab shocks"],
    makes: ["john deere", "fendt", "case ih", "new holland", "claas", "massey ferguson"],
    prior: 0.6,
    steps: [
      {
        title: "Inspect mounts and dampers",
        description:
          "With the machine parked, inspect each cab mount, damper and rubber bushing for cracking, oil leaks and loose bolts; push down on each corner and watch for movement.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Flashlight", "Pry bar"],
        safety: [LOCKOUT],
      },
      scanCodes,
      {
        title: "Replace worn dampers/mounts",
        description: "Support the cab as the manual describes and replace dampers and mounts in pairs; torque the bolts to spec.",
        safetyLevel: "High Risk",
        estimatedTime: "2-4 h",
        tools: ["Rated lifting gear", "Torque wrench"],
        parts: ["Cab dampers", "Cab mounts/bushings"],
        safety: [LIFT_HEAVY, RAISED_LOAD],
      },
    ],
    ref: "common field failure on large tractors",
  },
  {
    id: "tr-m-su-combine-track-tension",
    vehicleTypes: ["tractor"],
    system: "suspension",
    cause: "Combine or tracked tractor belt-track tensioner losing pressure (track slipping or de-tracking)",
    explanation:
      "Rubber-track combines and tractors keep the track tight with a hydraulic/accumulator tensioner; a leaking tensioner cylinder or low accumulator lets the belt slip on the drive wheel, wander and throw off.",
    symptoms: [
      "combine track slipping",
      "track tension warning",
      "tracks come off on the combine",
      "rubber track slipping on drive wheel",
      "track tensioner leaking",
    ],
    keywords: ["track tensioner", "terra trac", "belt track", "tension accumulator", "idler"],
    makes: ["claas", "john deere", "case ih", "new holland"],
    prior: 0.6,
    steps: [
      scanCodes,
      {
        title: "Check tensioner pressure and leaks",
        description:
          "Read the track tension pressure (gauge or display), inspect the tensioner cylinder, hoses and accumulator for leaks, and check the mid-rollers and idlers for wear.",
        safetyLevel: "High Risk",
        estimatedTime: "30-60 min",
        tools: ["Hydraulic gauge"],
        specs: ["Typical: tension pressure per the operator's manual for the machine and track width"],
        safety: [ACCUMULATOR, HYDRAULIC_PRESSURE, LOCKOUT],
      },
      {
        title: "Repair the tensioner and check alignment",
        description: "Reseal or replace the tensioner cylinder or accumulator, re-tension and check track alignment per the manual.",
        safetyLevel: "High Risk",
        estimatedTime: "2-6 h",
        parts: ["Tensioner cylinder seal kit", "Accumulator"],
        safety: [ACCUMULATOR, LIFT_HEAVY],
      },
    ],
    ref: "maker operator's manuals",
  },
];
