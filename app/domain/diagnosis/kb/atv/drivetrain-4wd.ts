import type { FaultEntry } from "../../types.ts";
import { fuseRelayCheck } from "../../steps-common.ts";
import { ATV_LIFT, ATV_PARK, atvScanCodes, connectorInspect, fluidCheckDrive, rideVerify } from "./steps.ts";

// 4WD/AWD engagement faults. Each maker engages the front axle differently, so the checks differ by make.
export const atv4wdEntries: FaultEntry[] = [
  {
    id: "atv-4wd-polaris-awd-coil",
    vehicleTypes: ["atv"],
    system: "drivetrain",
    cause: "Polaris AWD not engaging: front gearcase coil, AWD switch or wiring fault",
    explanation:
      "Polaris on-demand AWD uses an electromagnetic coil in the front gearcase that engages the front drive when the rear wheels slip. If the coil, the AWD switch, its fuse or the harness to the gearcase fails, the AWD light may come on but the front wheels never pull.",
    symptoms: [
      "awd light on but front wheels dont pull",
      "4x4 not working polaris",
      "front wheels not driving in mud",
      "all wheel drive not engaging",
      "stuck with only back wheels spinning",
      "awd works sometimes",
      "front diff not engaging",
    ],
    keywords: ["awd", "4x4", "4wd", "demand drive", "hilliard", "front gearcase", "awd coil"],
    makes: ["polaris"],
    models: ["sportsman", "ranger", "rzr", "general", "scrambler"],
    prior: 1.5,
    ref: "Polaris service manual AWD system description; widely reported owner forum pattern",
    steps: [
      fuseRelayCheck,
      {
        title: "Check voltage at the front gearcase coil connector",
        description:
          "With AWD switched on and the key on, back-probe the front gearcase coil connector: you should have battery voltage and a ground. On some models the coil is only energized under certain conditions (speed, gear), so follow the manual's test conditions. No voltage sends you back to the switch, fuse, relay and harness.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Digital multimeter", "Back-probe pins", "Wiring diagram"],
        specs: ["Typical: battery voltage at the coil connector with AWD selected (check the service manual test conditions)"],
        safety: [ATV_PARK],
      },
      {
        title: "Measure coil resistance",
        description:
          "Unplug the coil and measure its resistance; compare with the value in the service manual for your model year. Open or shorted coils must be replaced; a good coil with good power points at worn internal parts (armature plate, rollers) or wrong fluid.",
        safetyLevel: "Low Risk",
        estimatedTime: "10 min",
        tools: ["Digital multimeter"],
        specs: ["Coil resistance per the service manual for the model year"],
        parts: ["Front gearcase AWD coil", "AWD switch"],
      },
      connectorInspect,
      fluidCheckDrive,
      rideVerify,
    ],
  },
  {
    id: "atv-4wd-polaris-adc",
    vehicleTypes: ["atv"],
    system: "drivetrain",
    cause: "Polaris ADC (Active Descent Control) engine braking not engaging (switch, coil or fluid)",
    explanation:
      "On Polaris models with ADC, the front gearcase engages engine braking to the front wheels when AWD and ADC are on and the throttle is closed at low speed. A faulty ADC switch, coil circuit or wrong/low front gearcase fluid stops it working; owners also mistake normal ADC braking for dragging brakes.",
    symptoms: [
      "adc not working going downhill",
      "no engine braking on front wheels",
      "front wheels freewheel downhill with adc on",
      "feels like front brakes grab when i let off gas",
      "adc light on but no engine braking",
      "runs away on steep descents",
    ],
    keywords: ["adc", "active descent control", "engine braking", "hill descent", "ebs"],
    makes: ["polaris"],
    models: ["sportsman 850", "sportsman 1000", "ranger xp", "ranger", "general"],
    prior: 0.8,
    ref: "Polaris owner's manual ADC description",
    steps: [
      {
        title: "Confirm the ADC operating conditions",
        description:
          "Check in the owner's manual that ADC is selected, AWD is on, and the speed and throttle conditions for ADC are met. Front-wheel braking feel when closing the throttle downhill is normal ADC operation.",
        safetyLevel: "Low Risk",
        estimatedTime: "5 min",
      },
      atvScanCodes,
      fuseRelayCheck,
      connectorInspect,
      fluidCheckDrive,
      {
        title: "Test on a gentle slope",
        description:
          "Test ADC on a gentle, clear slope at walking pace first, with the brakes ready. Have a dealer test the coil circuit if it still does not engage.",
        safetyLevel: "High Risk",
        estimatedTime: "15 min",
        safety: ["Test on a gentle slope only, brakes ready, helmet and seat belt on: failed engine braking can let the machine run away."],
      },
    ],
  },
  {
    id: "atv-4wd-canam-actuator",
    vehicleTypes: ["atv"],
    system: "drivetrain",
    cause: "Failed Can-Am front differential 4WD actuator (or its wiring)",
    explanation:
      "Can-Am machines engage the front axle with an electric actuator on the front differential that slides a coupling sleeve. Water intrusion, corroded connectors or a failed motor leave the 4WD indicator flashing because the actuator cannot complete the shift.",
    symptoms: [
      "4x4 light blinks but no 4wd",
      "4x4 not engaging, can hear the actuator run",
      "4wd light flashing can am",
      "front wheels not driving outlander",
      "wont go into 4 wheel drive",
      "4x4 button does nothing",
      "4wd stuck engaged and wont go back to 2wd",
    ],
    keywords: ["4wd actuator", "front diff actuator", "4x4 light", "visco-lok", "front differential"],
    makes: ["can-am", "brp"],
    models: ["outlander", "renegade", "defender", "commander", "maverick"],
    prior: 1.5,
    ref: "widely reported owner forum pattern",
    steps: [
      {
        title: "Roll the machine while selecting 4WD",
        description:
          "The coupling teeth must line up to engage: select 4WD and roll forward or back a short distance. A light that stops flashing after rolling means the system works; still flashing points at the actuator or circuit.",
        safetyLevel: "Safety Required",
        estimatedTime: "5 min",
        safety: ["Clear area, low speed, helmet for ATVs and seat belt for UTVs."],
      },
      atvScanCodes,
      fuseRelayCheck,
      connectorInspect,
      {
        title: "Test the actuator on the differential",
        description:
          "Remove the actuator from the front differential (note its position) and check for water inside, a corroded connector and a stuck shift fork. Check power and signal at the actuator connector while selecting 2WD/4WD. Replace the actuator or fork as needed and fill the differential with the specified oil.",
        safetyLevel: "High Risk",
        estimatedTime: "1-2 h",
        tools: ["Socket set", "Digital multimeter", "ATV/UTV jack and stands"],
        parts: ["Front differential 4WD actuator", "Actuator O-ring", "Front differential oil"],
        safety: [ATV_LIFT],
      },
      rideVerify,
    ],
  },
  {
    id: "atv-4wd-canam-visco-lok",
    vehicleTypes: ["atv"],
    system: "drivetrain",
    cause: "Can-Am Visco-Lok front differential not locking (worn coupling or wrong fluid)",
    explanation:
      "Visco-Lok is a progressive front differential that locks when one front wheel spins faster than the other. It needs a moment of wheel-speed difference to lock, which is normal; a worn unit or wrong or contaminated fluid stops it transferring drive, so one front wheel just spins.",
    symptoms: [
      "one front wheel spins and the other doesnt",
      "front diff wont lock can am",
      "visco lok not working",
      "stuck with one front tire spinning",
      "front differential only drives one side",
    ],
    keywords: ["visco-lok", "visco lok", "front differential", "diff lock", "progressive lock"],
    makes: ["can-am", "brp"],
    models: ["outlander", "renegade", "commander", "defender", "maverick"],
    prior: 0.8,
    ref: "Can-Am operator's guide Visco-Lok description; widely reported owner forum pattern",
    steps: [
      {
        title: "Understand normal Visco-Lok behavior",
        description:
          "Visco-Lok needs some wheel speed difference before it locks; a short spin of one wheel before both pull is normal. Keep steady throttle in 4WD rather than short bursts.",
        safetyLevel: "Low Risk",
        estimatedTime: "5 min",
      },
      fluidCheckDrive,
      {
        title: "Lift test the front wheels",
        description:
          "With the front raised on stands, 4WD selected and the engine off, turn one front wheel by hand: the other should eventually turn opposite (open diff) and resist with increasing speed on a working unit. Compare with the service manual's test; have a dealer check a unit that transfers no torque.",
        safetyLevel: "High Risk",
        estimatedTime: "20-30 min",
        tools: ["ATV/UTV jack", "Jack stands"],
        parts: ["Front differential (Visco-Lok) assembly", "Front differential oil"],
        safety: [ATV_LIFT, "Engine off and key out for this test."],
      },
      rideVerify,
    ],
  },
  {
    id: "atv-4wd-yamaha-servo",
    vehicleTypes: ["atv"],
    system: "drivetrain",
    cause: "Failed Yamaha On-Command 4WD / diff-lock servo motor on the front differential",
    explanation:
      "Yamaha machines select 2WD, 4WD and diff lock with an electric gear motor (servo) on the front differential. Water, corrosion or a worn motor stop it moving, and the 4WD or diff-lock indicator flashes or the mode will not change.",
    symptoms: [
      "diff lock light flashing grizzly",
      "wont go into 4wd yamaha",
      "4wd indicator blinking",
      "diff lock wont engage",
      "stuck in 2wd kodiak",
      "front differential motor not working",
    ],
    keywords: ["on-command", "diff lock", "servo", "gear motor", "4wd motor", "front differential"],
    makes: ["yamaha"],
    models: ["grizzly", "kodiak", "wolverine", "viking", "rhino"],
    prior: 1,
    ref: "widely reported owner forum pattern",
    steps: [
      {
        title: "Roll the machine to let the gears line up",
        description:
          "Select 4WD or diff lock and roll a short distance: the dogs need to line up. Some models require the machine to be stopped before switching to diff lock: check the manual.",
        safetyLevel: "Safety Required",
        estimatedTime: "5 min",
        safety: ["Clear area, low speed, helmet for ATVs and seat belt for UTVs."],
      },
      fuseRelayCheck,
      connectorInspect,
      {
        title: "Test the servo motor",
        description:
          "Check power and ground at the servo connector while switching modes and measure the position sensor per the service manual. Remove the servo and check for water and corrosion; replace it if it does not move with correct power.",
        safetyLevel: "Safety Required",
        estimatedTime: "45-90 min",
        tools: ["Digital multimeter", "Socket set", "Wiring diagram"],
        parts: ["Front differential gear motor (servo)", "Servo O-ring"],
        safety: [ATV_PARK],
      },
      rideVerify,
    ],
  },
  {
    id: "atv-4wd-front-diff-fluid",
    vehicleTypes: ["atv"],
    system: "drivetrain",
    cause: "Water-contaminated, low or wrong front differential / gearcase fluid",
    explanation:
      "Front gearcases breathe through a vent hose and take in water in crossings, and the engagement parts in AWD units depend on the correct fluid. Water or the wrong oil makes engagement unreliable and noisy and rusts the bearings.",
    symptoms: [
      "milky fluid in front diff",
      "whining from front end",
      "front diff clunks when awd engages",
      "water came out of front gearcase",
      "awd slow to engage after river",
      "front differential noise",
    ],
    keywords: ["front diff", "gearcase fluid", "demand drive fluid", "vent hose", "milky"],
    prior: 0.8,
    ref: "common field failure",
    steps: [
      fluidCheckDrive,
      {
        title: "Check the vent hose and seals",
        description:
          "Check that the gearcase vent hose is connected, not kinked, and routed high; check axle and pinion seals for leaks and cuts.",
        safetyLevel: "Low Risk",
        estimatedTime: "15 min",
        tools: ["Flashlight"],
        parts: ["Gearcase vent hose", "Axle seals", "Pinion seal"],
      },
      {
        title: "Flush and refill",
        description:
          "Drain, refill with the specified fluid, run briefly and drain again if contaminated. Check the drain plug magnet after flushing for new metal.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-60 min",
        tools: ["Socket set", "Drain pan", "Fluid pump"],
        parts: ["Front gearcase/differential fluid of the specified type", "Sealing washers"],
        safety: [ATV_PARK],
      },
      rideVerify,
    ],
  },
  {
    id: "atv-4wd-kawasaki-vfdc",
    vehicleTypes: ["atv"],
    system: "drivetrain",
    cause: "Kawasaki variable front differential control lever cable stiff, stretched or out of adjustment",
    explanation:
      "Kawasaki Brute Force models let the rider progressively lock the front differential with a lever on the left handlebar that works through a cable. A rusted, stretched or mis-adjusted cable means the lever is stiff or the differential never locks, so one front wheel keeps spinning.",
    symptoms: [
      "front diff lever doesnt do anything",
      "diff lock lever stiff brute force",
      "one front wheel spins even with lever pulled",
      "front differential lever wont return",
      "variable diff not locking",
    ],
    keywords: ["vfdc", "variable front differential", "diff lever", "front diff cable"],
    makes: ["kawasaki"],
    models: ["brute force"],
    prior: 0.6,
    ref: "Kawasaki owner's manual front differential control description",
    steps: [
      {
        title: "Check the lever and cable movement",
        description:
          "With the engine off, pull the lever through its range and feel for binding; look at the cable at the differential end for rust, kinks and a loose adjuster.",
        safetyLevel: "Low Risk",
        estimatedTime: "10 min",
      },
      {
        title: "Lubricate or replace the cable and adjust free play",
        description:
          "Lubricate the cable with a cable luber or replace it if frayed or seized, then set lever free play as the manual describes so the differential control fully engages and releases.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-60 min",
        tools: ["Cable lubricator", "Wrenches"],
        specs: ["Lever free play per the service manual"],
        parts: ["Front differential control cable"],
        safety: [ATV_PARK],
      },
      fluidCheckDrive,
      rideVerify,
    ],
  },
];
