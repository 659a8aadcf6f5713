import type { FaultEntry } from "../../../types.ts";
import { scanCodes } from "../../../steps-common.ts";
import {
  BRAKE_FLUID,
  CAR_PARK,
  LIFT_SAFETY,
  RUNNING_ENGINE,
  bleedBrakes,
  brakeFluidCheck,
  brakeTestDrive,
  circuitTest,
  raiseAndSupport,
} from "./steps.ts";

const DO_NOT_DRIVE = "A soft, sinking or hard pedal means reduced braking: do not drive the vehicle until it is repaired; tow it if needed.";

// Hydraulic side of the brakes: fluid, lines, master cylinder, boosters, switches and warning lamps.
export const brakesHydraulicEntries: FaultEntry[] = [
  {
    id: "auto-c-air-in-brake-lines",
    vehicleTypes: ["automotive"],
    system: "brakes",
    cause: "Air in the brake lines (spongy pedal)",
    explanation:
      "Air compresses where fluid does not, so after a repair, a low reservoir or old fluid that boiled, the pedal feels soft and travels further before the brakes bite.",
    symptoms: [
      "spongy brake pedal",
      "soft brakes after changing pads",
      "brake pedal feels mushy",
      "have to pump the brakes to stop",
      "pedal goes down further than it used to",
      "brakes faded going down a mountain",
    ],
    keywords: ["air in lines", "bleeding", "spongy", "brake fluid", "boiled fluid"],
    prior: 2,
    steps: [
      {
        title: "Pedal feel test (engine running and off)",
        description:
          "Engine off, pump the pedal: a pedal that firms up with pumping points at air or maladjusted drums. Engine running, press steadily for 30 seconds: it should stay high and firm.",
        safetyLevel: "Safety Required",
        estimatedTime: "5 min",
        safety: [CAR_PARK, RUNNING_ENGINE],
      },
      brakeFluidCheck,
      raiseAndSupport,
      bleedBrakes,
      brakeTestDrive,
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-c-brake-fluid-leak",
    vehicleTypes: ["automotive"],
    system: "brakes",
    cause: "Brake fluid leak at a caliper, wheel cylinder, hose or line",
    explanation:
      "Any external leak lets fluid out and air in; the reservoir level drops, the red brake warning light may come on, and the pedal gets lower until it reaches the floor.",
    symptoms: [
      "brake pedal goes to the floor",
      "brake fluid leaking by the wheel",
      "brake warning light and low fluid",
      "have to keep topping up brake fluid",
      "wet spot on the inside of a tire",
      "pedal slowly gets lower each day",
    ],
    keywords: ["brake fluid leak", "brake line", "caliper leak", "wheel cylinder", "brake warning light"],
    prior: 1.5,
    steps: [
      {
        title: "Do not drive",
        description: "Check the pedal before moving: if it sinks or feels soft, tow the vehicle.",
        safetyLevel: "High Risk",
        estimatedTime: "2 min",
        safety: [DO_NOT_DRIVE],
      },
      brakeFluidCheck,
      raiseAndSupport,
      {
        title: "Trace the leak",
        description:
          "With a helper pressing the pedal firmly, inspect every caliper, wheel cylinder (peel back the boot), hose, steel line, fitting, the ABS unit and master cylinder for wetness. Replace the leaking part, never patch brake lines with compression fittings unless the manufacturer approves them.",
        safetyLevel: "High Risk",
        estimatedTime: "30-45 min",
        tools: ["Flashlight", "Line wrenches"],
        parts: ["Caliper or wheel cylinder", "Brake hose", "Pre-made brake line and proper double-flare or ISO bubble flare fittings"],
        safety: [LIFT_SAFETY, BRAKE_FLUID],
      },
      bleedBrakes,
      brakeTestDrive,
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-c-master-cylinder-bypass",
    vehicleTypes: ["automotive"],
    system: "brakes",
    cause: "Failing brake master cylinder (internal seal bypass)",
    explanation:
      "When the master cylinder's piston seals wear, fluid slips past them inside the cylinder, so the pedal slowly sinks under steady pressure with no fluid lost outside.",
    symptoms: [
      "brake pedal slowly sinks at a red light",
      "pedal goes to the floor but no leaks",
      "brakes feel fine then pedal drops",
      "brake pedal sinks when holding it down",
      "master cylinder going bad",
    ],
    keywords: ["master cylinder", "bypassing", "sinking pedal"],
    prior: 1,
    steps: [
      {
        title: "Hold-pressure test",
        description:
          "Engine running, press the pedal with steady moderate force for 30-60 seconds. A pedal that slowly creeps to the floor with no external leak and a full reservoir points at the master cylinder (or, on some cars, the ABS unit).",
        safetyLevel: "Safety Required",
        estimatedTime: "5 min",
        safety: [CAR_PARK, RUNNING_ENGINE, DO_NOT_DRIVE],
      },
      brakeFluidCheck,
      {
        title: "Replace and bench-bleed the master cylinder",
        description:
          "Bench-bleed the new master cylinder before fitting it, torque the mounting nuts, then bleed the whole system. Check booster pushrod length if the manual calls for it.",
        safetyLevel: "High Risk",
        estimatedTime: "1-1.5 h",
        tools: ["Bench bleed kit", "Line wrenches", "Torque wrench"],
        parts: ["Brake master cylinder", "Brake fluid"],
        safety: [BRAKE_FLUID],
      },
      bleedBrakes,
      brakeTestDrive,
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-c-brake-booster-vacuum",
    vehicleTypes: ["automotive"],
    system: "brakes",
    cause: "Vacuum brake booster failure or cracked booster vacuum hose/check valve",
    explanation:
      "The booster uses engine vacuum to multiply pedal force; a split hose, failed check valve or torn diaphragm leaves a very hard pedal, often with a hiss at the pedal and a rough idle when braking.",
    symptoms: [
      "brake pedal very hard to push",
      "hissing noise when I press the brake",
      "hard brake pedal when starting the car",
      "engine idle drops when braking",
      "need to stand on the brakes to stop",
      "brake booster leak",
    ],
    keywords: ["brake booster", "vacuum booster", "check valve", "vacuum hose", "hard pedal"],
    prior: 1.2,
    steps: [
      {
        title: "Booster function test",
        description:
          "Engine off, pump the pedal 5-6 times to empty the booster, hold moderate pressure and start the engine: the pedal should drop slightly as vacuum builds. Then run the engine for a minute, switch off and wait 90 seconds: there should still be 2-3 assisted applications.",
        safetyLevel: "Safety Required",
        estimatedTime: "5 min",
        safety: [CAR_PARK, RUNNING_ENGINE],
      },
      {
        title: "Check vacuum supply, hose and check valve",
        description:
          "Measure vacuum at the booster hose with a gauge, check the hose for splits and the check valve for one-way flow. On many diesels and some turbo petrol engines, vacuum comes from a separate vacuum pump - check it too.",
        safetyLevel: "Safety Required",
        estimatedTime: "15-20 min",
        tools: ["Vacuum gauge", "Hand vacuum pump"],
        specs: ["Typical: 17-21 inHg (57-71 kPa) at warm idle on a petrol engine (check the service manual)"],
        parts: ["Booster vacuum hose", "Booster check valve", "Brake booster", "Vacuum pump (diesel)"],
        safety: [RUNNING_ENGINE],
      },
      brakeTestDrive,
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-c-hydroboost-failure",
    vehicleTypes: ["automotive"],
    system: "brakes",
    cause: "Failing hydraulic brake booster (Hydro-Boost) or low power steering supply",
    explanation:
      "Many diesel and heavy-duty pickups use power steering pressure to boost the brakes; an internal leak in the Hydro-Boost unit or a weak power steering pump gives a hard or jerky pedal and sometimes fluid at the booster.",
    symptoms: [
      "hard brake pedal on my diesel truck",
      "brake pedal chatters or pulses at a stop",
      "power steering fluid leaking by the brake booster",
      "brakes and steering both hard at idle",
      "hissing from the booster when braking",
    ],
    keywords: ["hydroboost", "hydro-boost", "hydraulic booster", "power steering", "super duty", "hd truck"],
    prior: 0.8,
    steps: [
      {
        title: "Check power steering fluid and pump",
        description:
          "Check the power steering fluid level and look for aeration (foam); confirm the pump is not whining. Low supply affects both steering and braking.",
        safetyLevel: "Safety Required",
        estimatedTime: "10 min",
        parts: ["Power steering fluid of the specified type"],
        safety: [RUNNING_ENGINE],
      },
      {
        title: "Accumulator and leak test",
        description:
          "Engine off, the booster accumulator should give 2-3 assisted pedal applications. Look for fluid at the booster's spool seal and pedal rod. Replace the Hydro-Boost unit if it leaks or the accumulator does not hold.",
        safetyLevel: "High Risk",
        estimatedTime: "30 min",
        parts: ["Hydro-Boost unit", "High-pressure hoses"],
        safety: [DO_NOT_DRIVE, "Fluid in the booster circuit is under high pressure: relieve it (engine off, pump the pedal) before opening lines."],
      },
      brakeTestDrive,
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-c-gm-brake-line-corrosion",
    vehicleTypes: ["automotive"],
    system: "brakes",
    cause: "Corroded steel brake lines that burst (GM trucks and SUVs in salt areas)",
    explanation:
      "Road salt corrodes the steel brake lines running along the frame; they pit and eventually burst under hard braking, causing sudden pedal-to-the-floor loss of part of the brakes. Older GM full-size trucks and SUVs are well known for this.",
    symptoms: [
      "brake pedal suddenly went to the floor",
      "brake fluid spraying under the truck",
      "brake line rusted through",
      "lost brakes when I stopped hard",
      "rusty brake lines along the frame",
      "brake light on and pedal soft after a hard stop",
    ],
    keywords: ["brake line", "rusted lines", "corrosion", "salt", "burst line"],
    makes: ["chevrolet", "chevy", "gmc", "cadillac"],
    models: ["silverado", "sierra", "tahoe", "suburban", "yukon", "avalanche", "escalade"],
    prior: 1.2,
    steps: [
      {
        title: "Do not drive",
        description: "A burst line leaves you with half the braking or less: tow the vehicle.",
        safetyLevel: "High Risk",
        estimatedTime: "2 min",
        safety: [DO_NOT_DRIVE],
      },
      raiseAndSupport,
      {
        title: "Inspect every steel line",
        description:
          "Follow each line along the frame rails and over the rear axle, especially under plastic clips and behind the fuel tank. Flaking, swelling or pitting means replace; if one line failed, the others are near the end too.",
        safetyLevel: "High Risk",
        estimatedTime: "30-45 min",
        tools: ["Flashlight", "Scraper"],
        parts: ["Pre-formed brake line kit or coated steel/copper-nickel line", "Line fittings", "Flaring tool"],
        safety: [LIFT_SAFETY, BRAKE_FLUID],
      },
      bleedBrakes,
      brakeTestDrive,
    ],
    ref: "NHTSA investigation into brake line corrosion on GM trucks; common shop failure in salt areas",
  },
  {
    id: "auto-c-brake-light-switch",
    vehicleTypes: ["automotive"],
    system: "brakes",
    cause: "Failed or misadjusted brake light (stop lamp) switch",
    explanation:
      "The pedal switch turns on the brake lights and tells the computers the brake is pressed; when it fails, brake lights stay on or never come on, cruise control will not set, push-button start may not work and the shifter may not leave Park.",
    symptoms: [
      "brake lights stay on",
      "brake lights not working",
      "can't shift out of park",
      "cruise control stopped working",
      "push to start won't start when I press the brake",
      "battery dead because brake lights were on",
      "abs and traction lights on with no brake lights",
    ],
    keywords: ["brake light switch", "stop lamp switch", "brake pedal switch", "shift interlock"],
    codes: ["P0571", "P0572", "P0573", "P0504"],
    makes: ["hyundai", "kia"],
    prior: 2,
    steps: [
      {
        title: "Check the brake lights with a helper",
        description:
          "Have a helper press the pedal while you check all brake lights, including the high-mounted one. None working points at the switch, its fuse or wiring; one side only usually a bulb or socket.",
        safetyLevel: "Low Risk",
        estimatedTime: "5 min",
      },
      scanCodes,
      {
        title: "Test the switch and its adjustment",
        description:
          "At the switch on the pedal bracket, check feed voltage and output as the pedal moves, and that the plunger is fully pressed when the pedal is released. Many switches self-adjust when fitted; a broken pedal stop bumper lets the switch stay on. Hyundai and Kia recalled switches on several models - check the VIN.",
        safetyLevel: "Low Risk",
        estimatedTime: "15-30 min",
        tools: ["Multimeter or test light"],
        parts: ["Brake light switch", "Pedal stop bumper", "Brake light fuse"],
      },
      circuitTest,
    ],
    ref: "SAE J2012 code definitions; Hyundai/Kia stop lamp switch recall",
  },
  {
    id: "auto-c-brake-warning-low-fluid",
    vehicleTypes: ["automotive"],
    system: "brakes",
    cause: "Brake warning light from low fluid (worn pads) or a faulty level/parking brake switch",
    explanation:
      "The red brake warning lamp lights when the reservoir float drops or the parking brake switch closes; fluid level falls slowly as pads wear, so a low level with no leak often just means the pads are near the end.",
    symptoms: [
      "red brake light on dash",
      "brake warning light stays on with handbrake off",
      "brake light flickers when turning",
      "low brake fluid light",
      "brake symbol on the dashboard",
    ],
    keywords: ["brake warning lamp", "fluid level sensor", "parking brake switch", "brake light dash"],
    prior: 1.5,
    steps: [
      brakeFluidCheck,
      raiseAndSupport,
      {
        title: "Check pads, then the switches",
        description:
          "Measure pad thickness: worn pads explain a low level; do not just top up and ignore them. If level and pads are fine, unplug the reservoir float switch (light should go out) and check the parking brake switch at the lever or pedal.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Multimeter"],
        parts: ["Brake fluid level sensor", "Parking brake switch"],
        safety: [LIFT_SAFETY, BRAKE_FLUID],
      },
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-c-electric-parking-brake",
    vehicleTypes: ["automotive"],
    system: "brakes",
    cause: "Electric parking brake (EPB) caliper motor or control fault",
    explanation:
      "Electric parking brakes use small motors on the rear calipers; a failed motor, corroded connector, low battery voltage or a seized caliper stops the brake applying or releasing and lights the EPB warning.",
    symptoms: [
      "electric parking brake won't release",
      "service parking brake message",
      "epb light flashing",
      "parking brake fault on my vw",
      "grinding whir from rear wheel when applying parking brake",
      "auto hold not working",
    ],
    keywords: ["epb", "electric parking brake", "parking brake motor", "auto hold"],
    prior: 1,
    steps: [
      scanCodes,
      {
        title: "Check battery voltage and the motor connectors",
        description:
          "EPB systems fault at low voltage, so test the battery first. Inspect the motor connectors on the rear calipers for corrosion and check motor current in live data while operating the switch.",
        safetyLevel: "Safety Required",
        estimatedTime: "20 min",
        tools: ["Multimeter", "Scan tool with EPB functions"],
        parts: ["EPB caliper motor", "Rear caliper", "Parking brake switch"],
        safety: [CAR_PARK, "Chock the wheels - the parking brake may not hold."],
      },
      {
        title: "Use service mode for rear brake work",
        description:
          "Before touching rear pads or calipers, put the EPB in maintenance/service mode with the scan tool to retract the motors; forcing the piston back damages the motor. Exit service mode and run the calibration afterwards.",
        safetyLevel: "High Risk",
        estimatedTime: "1-2 h",
        tools: ["Scan tool with EPB service mode"],
        safety: [LIFT_SAFETY, "Chock the wheels: the parking brake is released in service mode."],
      },
    ],
    ref: "manufacturer service procedures; common shop failure",
  },
];
