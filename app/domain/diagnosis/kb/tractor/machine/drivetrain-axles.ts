import type { FaultEntry } from "../../../types.ts";
import { LOCKOUT, RAISED_LOAD, fuseRelayCheck, hydraulicLevel, testDriveVerify } from "../../../steps-common.ts";
import { LIFT_HEAVY, RUNNING_CHECK, supportMachine, switchContinuity, tyreCheck } from "./steps.ts";

// MFWD/4WD engagement, front and rear axles, final drives, diff lock and skid steer chain cases.
export const drivetrainAxleEntries: FaultEntry[] = [
  {
    id: "tr-m-dt-mfwd-not-engaging",
    vehicleTypes: ["tractor"],
    system: "drivetrain",
    cause: "MFWD/4WD not engaging: shift linkage, engagement solenoid or front drive shaft",
    explanation:
      "Front-wheel drive is engaged by a lever linkage or an electro-hydraulic clutch; a misadjusted linkage, failed switch or solenoid, or a broken front drive shaft/coupler leaves only the rear wheels pulling.",
    symptoms: [
      "4wd not working",
      "front wheels dont pull",
      "mfwd wont engage",
      "four wheel drive light on but front wheels not driving",
      "front drive shaft not turning",
      "stuck in mud front tyres dont spin",
    ],
    keywords: ["mfwd", "4wd", "front wheel assist", "front drive shaft", "fwa"],
    prior: 1.5,
    steps: [
      {
        title: "Watch the front drive shaft",
        description:
          "With the engine off, check the front drive shaft and its couplers for broken splines or missing pins. Then with 4WD engaged and someone in the seat, creep forward slowly and watch whether it turns.",
        safetyLevel: "Safety Required",
        estimatedTime: "15 min",
        tools: ["Flashlight"],
        safety: [LOCKOUT, RUNNING_CHECK],
      },
      {
        title: "Check linkage or electrics",
        description:
          "Mechanical: check the lever moves the shift arm fully. Electro-hydraulic: check the fuse, switch and voltage at the MFWD solenoid; many systems are spring-engaged and switched off by pressure.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Digital multimeter", "Wrenches"],
        parts: ["MFWD solenoid", "4WD switch", "Linkage parts"],
        safety: [LOCKOUT],
      },
      fuseRelayCheck,
      testDriveVerify,
    ],
    ref: "common field failure",
  },
  {
    id: "tr-m-dt-front-axle-bevel",
    vehicleTypes: ["tractor"],
    system: "drivetrain",
    cause: "Worn front axle bevel gears or hub bearings on an MFWD axle (often from low oil and loader work)",
    explanation:
      "MFWD front axles carry loader weight on bevel gears and bearings in the outer hubs; a leaking seal lets oil run low and gears wear, giving clicking or grinding in turns and eventually broken teeth.",
    symptoms: [
      "front wheel grinding in 4wd",
      "clicking from the front axle when turning",
      "oil leaking from front hub",
      "front axle noise with loader",
      "front wheel locked up",
      "front wheel has play",
    ],
    keywords: ["front axle", "bevel gear", "kingpin", "hub", "outer reduction", "axle seal"],
    makes: ["kubota", "mahindra", "kioti", "ls", "john deere", "massey ferguson"],
    prior: 1,
    steps: [
      {
        title: "Check front axle and hub oil levels",
        description:
          "Check the centre housing and each hub/kingpin case level at the plugs; look for metal on the drain magnets and water in the oil.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Wrenches", "Drain pan", "Magnet"],
        parts: ["Front axle oil of the specified grade", "Axle seals"],
        safety: [LOCKOUT, RAISED_LOAD],
      },
      supportMachine,
      {
        title: "Check play and noise with the axle raised",
        description:
          "Rock each wheel top-to-bottom and side-to-side and turn it by hand in 4WD to feel for tight spots. Open the hub case and inspect the bevel gears and bearings if noisy or loose.",
        safetyLevel: "High Risk",
        estimatedTime: "1-4 h",
        tools: ["Pry bar", "Socket set", "Bearing puller"],
        parts: ["Bevel gear set", "Hub bearings", "Hub seals"],
        safety: [LIFT_HEAVY, RAISED_LOAD],
      },
      testDriveVerify,
    ],
    ref: "widely reported owner forum pattern on compact tractors with loaders",
  },
  {
    id: "tr-m-dt-4wd-windup",
    vehicleTypes: ["tractor"],
    system: "drivetrain",
    cause: "Driveline wind-up from 4WD on hard surfaces or mismatched front/rear tyre sizes",
    explanation:
      "MFWD front wheels are geared to turn slightly faster than the rears; on pavement or with the wrong tyre sizes or pressures the difference has nowhere to go, so the tractor scrubs, hops and strains the axles.",
    symptoms: [
      "tractor binds up in 4wd on concrete",
      "front tyres scrub on pavement",
      "tractor bucks when turning in four wheel drive",
      "hard to shift out of 4wd",
      "front tyres wearing fast",
    ],
    keywords: ["wind-up", "lead ratio", "tyre mismatch", "rolling circumference", "scrub"],
    prior: 1,
    steps: [
      {
        title: "Use 4WD only where the ground can slip",
        description:
          "Disengage 4WD on paved or hard dry surfaces unless loader work needs traction. If the lever will not come out, back up a short distance to release the wind-up.",
        safetyLevel: "Safety Required",
        estimatedTime: "5 min",
        safety: [RUNNING_CHECK],
      },
      tyreCheck,
      {
        title: "Check tyre sizes and rolling circumference",
        description:
          "Compare the fitted tyre sizes with the combinations approved in the operator's manual. Mark each tyre and the ground, drive a set number of turns and compare the front lead with the spec.",
        safetyLevel: "Low Risk",
        estimatedTime: "30 min",
        tools: ["Tape measure", "Chalk"],
        specs: ["Typical: front wheels lead the rears by about 1-5% on MFWD tractors (check the manual's approved tyre combinations)"],
      },
    ],
    ref: "tractor operator's manuals tyre combination tables",
  },
  {
    id: "tr-m-dt-diff-lock",
    vehicleTypes: ["tractor"],
    system: "drivetrain",
    cause: "Differential lock stuck engaged or not engaging (pedal linkage, return spring or solenoid)",
    explanation:
      "The diff lock couples both rear wheels; a bent pedal linkage, broken return spring or sticking electro-hydraulic valve keeps it engaged, so the tractor will not turn, or leaves it unable to engage in mud.",
    symptoms: [
      "tractor wont turn",
      "diff lock stuck on",
      "differential lock wont release",
      "diff lock pedal does nothing",
      "one wheel spins in mud with diff lock on",
      "rear wheel hops when turning",
    ],
    keywords: ["diff lock", "differential lock", "diff lock pedal", "return spring"],
    prior: 1,
    steps: [
      {
        title: "Release load and check the pedal",
        description:
          "Drive straight and ease off the throttle to take torque off the dogs; the pedal should spring up. Check the pedal return spring and linkage for binding or damage.",
        safetyLevel: "Safety Required",
        estimatedTime: "15 min",
        safety: [RUNNING_CHECK],
      },
      { ...switchContinuity, title: "Test the diff lock switch", description: "On electro-hydraulic systems test the diff lock switch, the brake pedal release switches and voltage at the diff lock solenoid." },
      {
        title: "Inspect the diff lock fork and collar",
        description:
          "If linkage and solenoid are fine, drain the rear axle and inspect the shift fork, collar and dogs for rounding or breakage.",
        safetyLevel: "High Risk",
        estimatedTime: "3-6 h",
        tools: ["Socket set", "Drain pans"],
        parts: ["Diff lock fork", "Diff lock collar", "Return spring"],
        safety: [LOCKOUT, LIFT_HEAVY],
      },
    ],
    ref: "common field failure",
  },
  {
    id: "tr-m-dt-final-drive-seal",
    vehicleTypes: ["tractor"],
    system: "drivetrain",
    cause: "Leaking rear axle/final drive seal or worn axle bearing",
    explanation:
      "The outer axle seal keeps transmission oil in and water out; once the bearing gets play the seal leaks oil onto the brakes and tyre, and mud can enter the axle housing.",
    symptoms: [
      "oil leaking from rear wheel",
      "oil on inside of back tyre",
      "rear axle seal leaking",
      "rear wheel wobbles",
      "final drive noise",
    ],
    keywords: ["axle seal", "final drive", "rear axle bearing", "planetary", "bull gear"],
    prior: 1,
    steps: [
      { ...hydraulicLevel, title: "Check transmission/axle oil level and look for water" },
      supportMachine,
      {
        title: "Check axle bearing play and replace the seal",
        description:
          "With the wheel off the ground, rock the wheel to check bearing play. Remove the wheel and axle housing per the manual, replace the seal and bearings, and clean any oil-soaked brake parts.",
        safetyLevel: "High Risk",
        estimatedTime: "4-8 h",
        tools: ["Wheel dolly or hoist", "Bearing puller", "Torque wrench"],
        parts: ["Axle seal", "Axle bearings", "Housing gasket"],
        safety: [LIFT_HEAVY, "Rear tyres, especially liquid-ballasted ones, can weigh several hundred kg: use a wheel dolly or hoist."],
      },
      testDriveVerify,
    ],
    ref: "common field failure",
  },
  {
    id: "tr-m-dt-skid-chain-case",
    vehicleTypes: ["tractor"],
    system: "drivetrain",
    cause: "Stretched or broken skid steer chain case drive chain (or low chain case oil)",
    explanation:
      "Wheeled skid steers drive the axles through chains in an oil-filled chain case; chains stretch, and low oil speeds wear, giving clunking on direction change and, when a chain breaks, no drive to one wheel.",
    symptoms: [
      "skid steer one wheel not turning",
      "clunk when changing direction on skid steer",
      "chain case noise",
      "bobcat drive chain broke",
      "front wheel on one side wont drive",
    ],
    keywords: ["chain case", "drive chain", "chain tension", "axle sprocket", "skid steer"],
    makes: ["bobcat", "case", "new holland", "john deere", "gehl", "caterpillar"],
    prior: 1.5,
    steps: [
      {
        title: "Check chain case oil level and condition",
        description:
          "Check the oil level at the chain case check plug; metal chunks or missing oil suggest chain or sprocket damage.",
        safetyLevel: "Safety Required",
        estimatedTime: "15 min",
        tools: ["Wrenches"],
        specs: ["Typical: many skid steer chain cases use 10W-30 engine oil (check the operator's manual)"],
        parts: ["Chain case oil"],
        safety: [LOCKOUT, "Engage the lift-arm support or lower the arms before climbing around the machine."],
      },
      {
        title: "Check chain slack from the wheels",
        description:
          "With the machine raised and supported, rotate each wheel back and forth and feel the free play before the drive motor sprocket turns; open the inspection cover to look at the chains and sprockets.",
        safetyLevel: "High Risk",
        estimatedTime: "45-60 min",
        tools: ["Rated jack and stands"],
        parts: ["Drive chain", "Connecting link", "Sprockets", "Inspection cover gasket"],
        safety: [LIFT_HEAVY, RAISED_LOAD],
      },
      testDriveVerify,
    ],
    ref: "common field failure on wheeled skid steers",
  },
];
