import type { FaultEntry } from "../../types.ts";
import { ATV_LIFT, ATV_PARK, TEST_RIDE_PPE, rideVerify, tirePressure, wheelPlayCheck } from "./steps.ts";

// Suspension faults: shocks, springs, bushings and bent arms.
export const atvSuspensionEntries: FaultEntry[] = [
  {
    id: "atv-sus-shock-leak",
    vehicleTypes: ["atv"],
    system: "suspension",
    cause: "Leaking or worn-out shock absorber",
    explanation:
      "Shock seals wear and leak oil, or the damping fades from heat and age. The machine bounces, bottoms out and rides harshly, and handling on rough ground gets unstable.",
    symptoms: [
      "oil running down the shock",
      "bouncy ride",
      "bottoms out all the time",
      "rear end bounces after bumps",
      "shock leaking",
      "harsh ride and kicks on whoops",
    ],
    keywords: ["shock", "shocks", "damper", "strut", "leaking shock", "rebuild"],
    prior: 1.5,
    ref: "common wear item",
    steps: [
      {
        title: "Inspect the shocks",
        description:
          "Look for oil on the shock body and bump stop, dents in the body, bent shafts and worn mounting bushings. Push down on each corner and release: a good shock returns once without bouncing.",
        safetyLevel: "Low Risk",
        estimatedTime: "15 min",
        tools: ["Flashlight"],
      },
      {
        title: "Replace or rebuild",
        description:
          "Replace leaking non-rebuildable shocks in pairs, or have rebuildable (nitrogen-charged) shocks serviced by a suspension shop. Torque the mounting bolts and set preload the same on both sides.",
        safetyLevel: "High Risk",
        estimatedTime: "1-2 h",
        tools: ["Socket set", "Torque wrench", "Spanner wrench for preload", "Jack stands"],
        specs: ["Shock mount bolt torque per the service manual"],
        parts: ["Shock absorber", "Shock mount bushings", "Shock rebuild kit"],
        safety: [ATV_LIFT, "Coil-over springs store a lot of energy: never take a shock apart without a proper spring compressor; nitrogen shocks are serviced by a specialist."],
      },
      rideVerify,
    ],
  },
  {
    id: "atv-sus-a-arm-bushings",
    vehicleTypes: ["atv"],
    system: "suspension",
    cause: "Worn A-arm (control arm) bushings or pivot bolts",
    explanation:
      "A-arm bushings wear quickly in mud and grit, especially if not greased where fittings exist. Play at the pivots makes clunks over bumps, loose handling and uneven tire wear.",
    symptoms: [
      "clunking from front suspension",
      "a arm bushings worn",
      "squeaking over bumps",
      "front end feels loose",
      "a arms have side to side play",
      "rattle from rear suspension on rough trail",
    ],
    keywords: ["a-arm", "control arm", "bushings", "pivot", "trailing arm", "grease fittings"],
    makes: ["polaris", "can-am"],
    models: ["rzr", "ranger", "sportsman", "maverick", "defender"],
    prior: 1.5,
    ref: "common wear item",
    steps: [
      {
        title: "Lift and check the pivots for play",
        description:
          "With the weight off the suspension, pry gently between each A-arm and its frame mount and watch for movement at the bushings and pivot bolts. Grease the fittings if fitted and listen for squeaks while moving the suspension.",
        safetyLevel: "High Risk",
        estimatedTime: "20-30 min",
        tools: ["ATV/UTV jack", "Jack stands", "Pry bar", "Grease gun"],
        safety: [ATV_LIFT],
      },
      wheelPlayCheck,
      {
        title: "Replace bushings and pivot bolts",
        description:
          "Remove the A-arm, press out old bushings and sleeves, fit new ones greased as specified, and torque the pivot bolts with the suspension at ride height if the manual says so.",
        safetyLevel: "High Risk",
        estimatedTime: "1-3 h per arm",
        tools: ["Socket set", "Torque wrench", "Bushing press or driver"],
        specs: ["Pivot bolt torque per the service manual"],
        parts: ["A-arm bushings", "Pivot sleeves", "Pivot bolts and nuts"],
        safety: [ATV_LIFT],
      },
      rideVerify,
    ],
  },
  {
    id: "atv-sus-preload-sag",
    vehicleTypes: ["atv"],
    system: "suspension",
    cause: "Sagging springs or spring preload set too soft for the load",
    explanation:
      "Cargo, plows, sprayers and passengers compress soft or sagged springs, so the machine sits low, bottoms out and the headlights point up. The preload collars are often left at the softest setting.",
    symptoms: [
      "rear end sags with a load",
      "bottoms out with passenger",
      "sits low in the back",
      "headlights point at the sky with the sprayer on",
      "squats when towing",
    ],
    keywords: ["preload", "sag", "springs", "ride height", "cargo"],
    prior: 1,
    ref: "owner's manual suspension adjustment",
    steps: [
      {
        title: "Measure ride height",
        description:
          "Measure ride height or sag unloaded and loaded at fixed points, left and right, and compare between sides and with the manual.",
        safetyLevel: "Low Risk",
        estimatedTime: "15 min",
        tools: ["Tape measure"],
      },
      {
        title: "Adjust preload",
        description:
          "Turn the preload cams or collars up for the load, equally on both sides. If the machine still sags at the stiffest setting, the springs have sagged or are too soft for the job: fit heavier springs.",
        safetyLevel: "Safety Required",
        estimatedTime: "15-30 min",
        tools: ["Spanner wrench for shock preload"],
        parts: ["Heavier-rate springs"],
        safety: [ATV_PARK, "Stay within the machine's rated payload and towing capacity."],
      },
      rideVerify,
    ],
  },
  {
    id: "atv-sus-sway-bar",
    vehicleTypes: ["atv"],
    system: "suspension",
    cause: "Worn sway bar links or bushings",
    explanation:
      "Sway bar (stabilizer) links and bushings wear and loosen. The machine rattles and clunks over uneven ground and leans more in corners; a broken link can make handling unpredictable.",
    symptoms: [
      "rattle over small bumps",
      "clunk when one wheel goes over a rock",
      "sway bar link broken",
      "leans more in turns",
      "knocking from rear on side hills",
    ],
    keywords: ["sway bar", "stabilizer", "anti-roll bar", "end links"],
    prior: 1,
    ref: "common wear item",
    steps: [
      {
        title: "Inspect the sway bar links and bushings",
        description:
          "With the machine parked, grab each link and shake it; look for worn ball ends, cracked rubber and loose mounting bolts. Lift one side to unload the link and check again.",
        safetyLevel: "High Risk",
        estimatedTime: "15-20 min",
        tools: ["Flashlight", "Jack stands"],
        safety: [ATV_LIFT],
      },
      {
        title: "Replace links and bushings",
        description: "Fit new links and bushings and torque to spec with the machine at ride height where the manual says so.",
        safetyLevel: "High Risk",
        estimatedTime: "30-60 min",
        tools: ["Socket set", "Torque wrench"],
        parts: ["Sway bar links", "Sway bar bushings"],
        safety: [ATV_LIFT],
      },
      rideVerify,
    ],
  },
  {
    id: "atv-sus-bent-arm",
    vehicleTypes: ["atv"],
    system: "suspension",
    cause: "Bent A-arm, trailing arm or radius rod after an impact",
    explanation:
      "A hard hit on a rock or stump bends suspension arms or radius rods. The wheel then sits at the wrong camber or toe: the machine pulls, tires wear fast and the steering or ride feels wrong on one side.",
    symptoms: [
      "hit a stump and now it pulls",
      "rear wheel leaning in",
      "front tire tilted after crash",
      "bent a arm",
      "radius rod bent",
      "tire rubbing after hitting a rock",
    ],
    keywords: ["bent a-arm", "radius rod", "trailing arm", "camber", "crash damage"],
    prior: 0.8,
    ref: "common field failure",
    steps: [
      {
        title: "Compare left and right",
        description:
          "On level ground, compare the wheel tilt and position side to side, measure wheelbase on both sides and sight along the arms and rods for kinks, cracked welds and bent mounts.",
        safetyLevel: "Low Risk",
        estimatedTime: "20 min",
        tools: ["Tape measure", "Straightedge", "Flashlight"],
      },
      wheelPlayCheck,
      {
        title: "Replace bent parts",
        description:
          "Replace bent arms or rods: do not straighten them. Check the frame mounts, then set toe and torque all pivots.",
        safetyLevel: "High Risk",
        estimatedTime: "1-3 h",
        tools: ["Socket set", "Torque wrench", "Jack stands"],
        parts: ["A-arm", "Radius rod", "Trailing arm"],
        safety: [ATV_LIFT],
      },
      rideVerify,
    ],
  },
];
