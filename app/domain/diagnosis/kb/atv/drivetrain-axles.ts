import type { FaultEntry } from "../../types.ts";
import { ATV_LIFT, ATV_PARK, atvScanCodes, connectorInspect, cvBootCheck, fluidCheckDrive, rideVerify, wheelPlayCheck } from "./steps.ts";

// Axles, bearings, shafts and gear selection.
export const atvAxleShiftEntries: FaultEntry[] = [
  {
    id: "atv-drv-cv-boot-torn",
    vehicleTypes: ["atv"],
    system: "drivetrain",
    cause: "Torn CV boot letting mud into the CV joint (clicking joint)",
    explanation:
      "Sticks and rocks tear the rubber CV boots. The grease flings out and mud gets in, so the joint wears quickly and clicks or pops when turning under power.",
    symptoms: [
      "clicking when turning",
      "popping noise from front wheel on turns",
      "grease all over the inside of the wheel",
      "torn cv boot",
      "clunk from axle when turning and accelerating",
      "ripped axle boot",
    ],
    keywords: ["cv boot", "cv joint", "axle boot", "clicking", "cv axle"],
    prior: 2,
    ref: "common field failure",
    steps: [
      cvBootCheck,
      {
        title: "Re-boot or replace the axle",
        description:
          "If the joint is quiet and has no play, clean it out, repack with CV grease and fit a new boot with new clamps. If it clicks or has play, replace the axle. Torque the hub nut and fit a new cotter pin.",
        safetyLevel: "High Risk",
        estimatedTime: "1-2 h per axle",
        tools: ["Socket set", "Boot clamp pliers", "Torque wrench", "Jack stands"],
        specs: ["Hub nut torque per the service manual"],
        parts: ["CV boot kit", "CV axle assembly", "Cotter pin"],
        safety: [ATV_LIFT, "Wear gloves: CV grease is messy and irritating."],
      },
      rideVerify,
    ],
  },
  {
    id: "atv-drv-cv-axle-broken",
    vehicleTypes: ["atv"],
    system: "drivetrain",
    cause: "Broken CV axle or pulled-apart inner plunge joint",
    explanation:
      "Big tires, lift kits and hard launches overload the axle. A snapped shaft or a joint pulled apart leaves one wheel without drive; with an open diff the machine may not move at all.",
    symptoms: [
      "heard a snap and now one wheel wont drive",
      "axle broke",
      "loud bang then no drive to front",
      "axle pulled out of the diff",
      "wheel spins freely by hand in 4wd",
      "clunking and grinding from the wheel",
    ],
    keywords: ["broken axle", "snapped axle", "cv axle", "lift kit", "plunge joint"],
    prior: 1,
    ref: "common field failure on lifted machines",
    steps: [
      cvBootCheck,
      fluidCheckDrive,
      {
        title: "Replace the axle and check angles",
        description:
          "Fit a new axle, making sure the inner spline clicks fully into the differential. On lifted machines check axle angles and plunge at full droop and compression; excessive angles need a proper long-travel or heavy-duty axle.",
        safetyLevel: "High Risk",
        estimatedTime: "1-2 h",
        tools: ["Socket set", "Torque wrench", "Pry bar", "Jack stands"],
        parts: ["CV axle assembly", "Axle circlip", "Cotter pin"],
        safety: [ATV_LIFT],
      },
      rideVerify,
    ],
  },
  {
    id: "atv-drv-wheel-bearing",
    vehicleTypes: ["atv"],
    system: "drivetrain",
    cause: "Worn or water-damaged wheel bearing",
    explanation:
      "Wheel bearings sit in mud and water and their seals let in grit. A worn bearing growls, gets louder with speed and lets the wheel wobble, and can seize if ignored.",
    symptoms: [
      "grinding noise from wheel",
      "wheel wobbles",
      "growling that gets louder with speed",
      "play in front wheel",
      "humming from the hub",
      "wheel bearing noise after mud",
    ],
    keywords: ["wheel bearing", "hub bearing", "growl", "wobble", "play"],
    prior: 1.8,
    ref: "common field failure",
    steps: [
      wheelPlayCheck,
      {
        title: "Replace the bearing",
        description:
          "Remove the hub/knuckle, press out the old bearing and press in the new one on its outer race only, with a new circlip and seals. Torque the hub nut and fit a new cotter pin.",
        safetyLevel: "High Risk",
        estimatedTime: "1-2 h per wheel",
        tools: ["Bearing press or driver set", "Torque wrench", "Jack stands"],
        specs: ["Hub nut and wheel nut torque per the service manual"],
        parts: ["Sealed wheel bearing", "Bearing circlip", "Seals", "Cotter pin"],
        safety: [ATV_LIFT, "Wear eye protection when pressing bearings."],
      },
      rideVerify,
    ],
  },
  {
    id: "atv-drv-shift-linkage",
    vehicleTypes: ["atv"],
    system: "drivetrain",
    cause: "Gear selector / shift linkage out of adjustment or worn",
    explanation:
      "The shift lever moves the transmission through a cable or rod. When it stretches, wears or collects mud, the lever positions no longer match the gears: it is hard to shift, pops out of gear, will not reach park, or shows the wrong gear.",
    symptoms: [
      "hard to shift gears",
      "wont go into park",
      "pops out of gear",
      "gear light doesnt match gear",
      "shifter sloppy",
      "cant get it into reverse",
      "shift lever stiff",
    ],
    keywords: ["shift linkage", "shifter", "shift cable", "gear selector", "park", "rod end"],
    prior: 1.5,
    ref: "common field failure",
    steps: [
      {
        title: "Shift only at idle, stopped, with the brake on",
        description:
          "Confirm the engine idles at spec and the machine is stopped with the brake applied when shifting; then check whether each detent on the transmission is reached by the lever.",
        safetyLevel: "Safety Required",
        estimatedTime: "5-10 min",
        safety: [ATV_PARK],
      },
      {
        title: "Inspect and adjust the linkage",
        description:
          "Check the rod ends, bushings and cable for wear, mud and bending. Set the lever and transmission both in neutral and adjust the rod or cable as the manual describes so every position engages fully. Clean and lubricate the pivot points.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-60 min",
        tools: ["Wrenches", "Grease"],
        parts: ["Shift cable", "Rod ends", "Linkage bushings"],
        safety: [ATV_PARK],
      },
      rideVerify,
    ],
  },
  {
    id: "atv-drv-gear-clash",
    vehicleTypes: ["atv"],
    system: "drivetrain",
    cause: "Gear clash when shifting: idle too high or CVT belt dragging",
    explanation:
      "CVT machines have no clutch lever; the belt must stop turning the secondary at idle. An idle set too high, a worn-thick new belt or a dragging drive clutch keeps the gears turning, so they grind and clunk when shifted.",
    symptoms: [
      "grinds going into reverse",
      "loud clunk when shifting into gear",
      "grinding noise when shifting",
      "hard clunk into high",
      "gears grind at idle",
    ],
    keywords: ["grind", "gear clash", "idle speed", "shift grind"],
    prior: 1,
    ref: "common field failure",
    steps: [
      {
        title: "Check idle speed",
        description:
          "Warm the engine and compare idle rpm with the manual (gauge tachometer or an inductive tach). On EFI machines idle is ECU controlled: look for an air leak or a dirty throttle body making it idle high.",
        safetyLevel: "Safety Required",
        estimatedTime: "10-15 min",
        tools: ["Inductive tachometer"],
        specs: ["Idle speed per the service manual (typically about 1100-1500 rpm; check against the service manual)"],
        safety: [ATV_PARK],
      },
      {
        title: "Check belt and drive clutch drag",
        description:
          "With the engine off and the CVT cover removed, look at how the belt sits: it should be loose at the drive clutch at rest. A new belt that is too thick or a drive clutch that does not open fully keeps drive at idle.",
        safetyLevel: "Safety Required",
        estimatedTime: "30 min",
        tools: ["Socket set"],
        parts: ["CVT belt of the correct specification"],
        safety: [ATV_PARK, "Never run the engine with the CVT cover off."],
      },
      rideVerify,
    ],
  },
  {
    id: "atv-drv-reverse-limiter",
    vehicleTypes: ["atv"],
    system: "drivetrain",
    cause: "Reverse speed limiter active (override button not used or faulty)",
    explanation:
      "Many ATVs and UTVs limit engine rpm in reverse; an override button (Polaris) or override mode (Can-Am) lifts the limit. It feels like a fault (no power in reverse, bogging when backing up a hill) but is a designed limit unless the override switch itself has failed.",
    symptoms: [
      "no power in reverse",
      "bogs when backing up hill",
      "reverse really slow",
      "cant back up a hill",
      "reverse override button doesnt work",
      "revs limited in reverse",
    ],
    keywords: ["reverse override", "reverse limiter", "override button", "reverse speed"],
    makes: ["polaris", "can-am", "arctic cat"],
    prior: 1,
    ref: "owner's manual reverse override description",
    steps: [
      {
        title: "Use the override as the manual describes",
        description:
          "Read the owner's manual: most machines need the override button held (or a mode selected) while in reverse, often with the throttle released first. Try it on level ground.",
        safetyLevel: "Safety Required",
        estimatedTime: "5 min",
        safety: ["Back up slowly and look behind you; reverse with override gives much more speed."],
      },
      atvScanCodes,
      {
        title: "Test the override switch",
        description:
          "Unplug the handlebar/dash switch and check continuity of the override switch while pressing it. Check the gear position switch/sensor shows reverse correctly on the gauge. Replace a failed switch.",
        safetyLevel: "Low Risk",
        estimatedTime: "20-30 min",
        tools: ["Digital multimeter", "Wiring diagram"],
        parts: ["Override switch", "Gear position sensor"],
      },
      connectorInspect,
    ],
  },
  {
    id: "atv-drv-honda-esp",
    vehicleTypes: ["atv"],
    system: "drivetrain",
    cause: "Honda electric shift (ESP) motor or angle sensor failure",
    explanation:
      "Honda Rancher and Foreman models with electric shift change gears with a small shift motor and an angle sensor. Worn motor brushes, water intrusion or a faulty angle sensor stop it shifting; the gear indicator flashes and the machine may be stuck in a gear.",
    symptoms: [
      "wont shift with the buttons honda",
      "gear indicator flashing",
      "stuck in gear electric shift",
      "es shift not working rancher",
      "shift buttons do nothing",
      "shift motor clicks but doesnt change gear",
    ],
    keywords: ["esp", "electric shift", "shift motor", "angle sensor", "es"],
    makes: ["honda"],
    models: ["rancher", "foreman"],
    prior: 1.2,
    ref: "widely reported owner forum pattern; Honda service manual ESP section",
    steps: [
      {
        title: "Read the ESP indicator code",
        description:
          "Note what the gear indicator shows or flashes; the service manual explains the blink patterns for the ESP system. Check the battery first: the shift motor needs full voltage.",
        safetyLevel: "Low Risk",
        estimatedTime: "10 min",
      },
      connectorInspect,
      {
        title: "Inspect the shift motor and angle sensor",
        description:
          "Remove the shift motor, check for water and worn brushes, and test it and the angle sensor as the manual describes. Rebuild or replace the motor; the angle sensor may need a reset procedure after replacement. Most models have an emergency manual shift procedure in the owner's manual to get home.",
        safetyLevel: "Safety Required",
        estimatedTime: "1-2 h",
        tools: ["Socket set", "Digital multimeter"],
        parts: ["Shift motor", "Shift motor brush set", "Angle sensor", "O-ring"],
        safety: [ATV_PARK, "Disconnect the battery negative cable before removing the motor."],
      },
      rideVerify,
    ],
  },
  {
    id: "atv-drv-prop-shaft",
    vehicleTypes: ["atv"],
    system: "drivetrain",
    cause: "Worn propshaft U-joint, coupler or carrier bearing",
    explanation:
      "Front and rear propshafts link the transmission to the gearcases through U-joints, splined couplers and, on UTVs, a carrier bearing. Wear gives a clunk on take-off or throttle changes and a vibration that rises with speed.",
    symptoms: [
      "clunk when i hit the gas",
      "vibration at speed",
      "driveline clunk going from forward to reverse",
      "squeak from under the machine that follows speed",
      "drive shaft rattles",
      "carrier bearing noise",
    ],
    keywords: ["u-joint", "prop shaft", "driveshaft", "carrier bearing", "coupler"],
    prior: 0.8,
    ref: "common field failure",
    steps: [
      {
        title: "Check shaft play",
        description:
          "With the machine on stands and in neutral, twist each propshaft back and forth and up and down by hand, watching the U-joints, couplers and carrier bearing for play and notchiness.",
        safetyLevel: "High Risk",
        estimatedTime: "20 min",
        tools: ["ATV/UTV jack or lift", "Jack stands", "Flashlight"],
        safety: [ATV_LIFT, "Engine off, key out."],
      },
      fluidCheckDrive,
      {
        title: "Replace worn joints or bearings",
        description:
          "Replace worn U-joints, couplers or the carrier bearing; grease serviceable joints; check the splines and the bolts holding the shaft.",
        safetyLevel: "High Risk",
        estimatedTime: "1-3 h",
        tools: ["Socket set", "Torque wrench", "U-joint press or vice"],
        parts: ["U-joint", "Propshaft coupler", "Carrier bearing"],
        safety: [ATV_LIFT],
      },
      rideVerify,
    ],
  },
];
