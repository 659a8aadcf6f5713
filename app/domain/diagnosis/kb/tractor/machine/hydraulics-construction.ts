import type { FaultEntry } from "../../../types.ts";
import { HYDRAULIC_PRESSURE, LOCKOUT, RAISED_LOAD, fuseRelayCheck, hydraulicLevel, scanCodes, testDriveVerify } from "../../../steps-common.ts";
import { HOT_OIL, RUNNING_CHECK, cylinderDriftTest, pressureTest, switchContinuity } from "./steps.ts";

// Excavator, backhoe and skid steer/CTL hydraulics: pilot circuits, swing and travel motors,
// swivel joint, stabilisers and the operator-presence hydraulic lockout of skid steers.
export const hydraulicsConstructionEntries: FaultEntry[] = [
  {
    id: "tr-m-hyd-pilot-lock-solenoid",
    vehicleTypes: ["tractor"],
    system: "hydraulics",
    cause: "Excavator pilot control lockout (gate lock) switch or solenoid valve failed",
    explanation:
      "Lowering the safety lever closes a switch that powers the pilot cut-off solenoid; a bad switch, blown fuse or stuck solenoid leaves pilot oil blocked, so the engine runs but no boom, arm, swing or travel function works.",
    symptoms: [
      "excavator no hydraulics at all",
      "mini ex runs but nothing moves",
      "joysticks do nothing",
      "safety lever down but no functions",
      "pilot lock not releasing",
      "digger wont move arm or tracks",
    ],
    keywords: ["pilot lock", "gate lock lever", "pilot cut-off solenoid", "safety lever", "lockout lever"],
    prior: 2,
    steps: [
      fuseRelayCheck,
      { ...switchContinuity, title: "Test the lock lever switch", description: "Unplug the lock-lever switch and check it opens and closes as the lever moves; check the connector under the console for chafing where the console tilts." },
      {
        title: "Check power at the pilot solenoid and its operation",
        description:
          "With the key on and the lever down, measure voltage at the pilot cut-off solenoid connector and listen/feel for a click. Voltage present with no click means a failed coil or a spool stuck by dirt; remove, clean or replace the cartridge.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-40 min",
        tools: ["Digital multimeter", "Test light"],
        specs: ["Typical: 12 V or 24 V at the coil depending on the machine; coil resistance usually a few to tens of ohms (check the service manual)"],
        parts: ["Pilot cut-off solenoid coil or cartridge"],
        safety: [RUNNING_CHECK, "Keep the area around the boom and swing radius clear: functions may start as soon as the fault clears."],
      },
      testDriveVerify,
    ],
    ref: "common field failure on mini and midi excavators",
  },
  {
    id: "tr-m-hyd-pilot-pressure-low",
    vehicleTypes: ["tractor"],
    system: "hydraulics",
    cause: "Low pilot pressure from a plugged pilot filter or weak pilot relief/pump",
    explanation:
      "Pilot oil from a small pump moves the main spools; a clogged pilot filter or weak pilot relief leaves the spools only part-open, so every function is slow, jerky or weak even though main pressure is fine.",
    symptoms: [
      "excavator all functions slow",
      "joystick response lazy",
      "digger jerky and weak",
      "controls feel dead",
      "travel and swing slow at full throttle",
    ],
    keywords: ["pilot pressure", "pilot filter", "pilot pump", "joystick", "pilot relief"],
    prior: 1,
    steps: [
      hydraulicLevel,
      {
        title: "Measure pilot pressure",
        description:
          "Fit a low-range gauge to the pilot test port, warm the oil and read at idle and full throttle. Compare with the manual.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["0-1000 psi (0-60 bar) gauge with test hose"],
        specs: ["Typical pilot pressure: about 400-650 psi (28-45 bar) (check the service manual)"],
        safety: [HYDRAULIC_PRESSURE, RUNNING_CHECK],
      },
      {
        title: "Replace the pilot filter and check the pilot relief",
        description:
          "Discharge the pilot accumulator as the manual describes (engine off, key on, work the joysticks), replace the pilot line filter element, then re-test. If still low, clean and inspect the pilot relief cartridge and check pilot pump flow or the pilot accumulator.",
        safetyLevel: "High Risk",
        estimatedTime: "30-60 min",
        parts: ["Pilot filter element", "Pilot relief cartridge O-rings"],
        safety: [HYDRAULIC_PRESSURE, LOCKOUT],
      },
      testDriveVerify,
    ],
    ref: "common field failure",
  },
  {
    id: "tr-m-hyd-swing-motor",
    vehicleTypes: ["tractor"],
    system: "hydraulics",
    cause: "Worn excavator swing motor or swing brake not releasing",
    explanation:
      "The swing motor drives the slew ring through a reduction gearbox with a spring-applied brake; a brake that does not get release pressure makes swing slow and hot, while a worn motor lets the house drift on a slope and swings weakly.",
    symptoms: [
      "excavator wont swing",
      "slow swing",
      "house drifts when parked on a slope",
      "swing is weak uphill",
      "swing motor leaking",
      "clunk when swinging",
    ],
    keywords: ["swing motor", "slew", "swing brake", "swing bearing", "house"],
    prior: 1,
    steps: [
      {
        title: "Check the swing gearbox oil and slew ring grease",
        description:
          "Check the swing reduction gear oil level and for metal on the drain plug magnet; grease the slew ring and pinion. Rock the bucket with the arm extended to judge bearing play.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Grease gun", "Wrenches", "Drain pan"],
        parts: ["Gear oil of the specified grade", "Slew ring grease"],
        safety: [LOCKOUT, "Stay out of the swing radius and the gap between house and tracks."],
      },
      {
        title: "Measure swing brake release and motor case drain",
        description:
          "Fit a gauge at the swing brake release port and check pressure when swinging. Then measure case drain flow from the swing motor into a container for a timed period; high case drain means a worn motor.",
        safetyLevel: "High Risk",
        estimatedTime: "45-60 min",
        tools: ["Hydraulic gauge", "Measuring container", "Stopwatch", "Plugs/caps"],
        specs: ["Typical: case drain of a healthy motor is a small fraction of its flow - compare with the service manual limit"],
        safety: [HYDRAULIC_PRESSURE, RUNNING_CHECK, HOT_OIL],
      },
      pressureTest,
      testDriveVerify,
    ],
    ref: "common field failure",
  },
  {
    id: "tr-m-hyd-travel-motor",
    vehicleTypes: ["tractor"],
    system: "hydraulics",
    cause: "Worn travel motor/final drive or leaking final-drive seal on an excavator or CTL",
    explanation:
      "The travel motor inside each final drive wears and bypasses oil, or its floating (duo-cone) seal lets hydraulic oil into the gear case; that side then pulls weaker, the machine veers, and oil blows out of the final drive.",
    symptoms: [
      "excavator tracks one side weak",
      "machine pulls to one side when tracking",
      "wont go straight",
      "oil leaking from the final drive",
      "one track slow",
      "final drive overfull with oil",
    ],
    keywords: ["travel motor", "final drive", "case drain", "duo-cone seal", "track motor"],
    prior: 1.5,
    steps: [
      {
        title: "Check final drive oil level and condition",
        description:
          "Rotate the drive so the plugs sit as the manual shows, check the level and look for metal or hydraulic oil in the gear oil (overfull, thin, or red/clear oil instead of gear oil points at a failed motor shaft seal).",
        safetyLevel: "Safety Required",
        estimatedTime: "20 min",
        tools: ["Hex keys/wrenches", "Drain pan", "Magnet"],
        parts: ["Gear oil of the specified grade"],
        safety: [LOCKOUT, "Final drive oil can be under pressure when hot: loosen plugs slowly with the drive cool."],
      },
      {
        title: "Compare travel speed and case drain side to side",
        description:
          "Track each side up off the ground (or time a fixed distance) and compare speed; measure each travel motor's case drain flow as the manual describes. Check tension on both tracks first, since a tight track also slows one side.",
        safetyLevel: "High Risk",
        estimatedTime: "45-60 min",
        tools: ["Stopwatch", "Measuring container", "Hydraulic gauge"],
        safety: [RUNNING_CHECK, HYDRAULIC_PRESSURE, "Never place blocks or hands near a raised, turning track."],
      },
      {
        title: "Repair or replace the travel motor/final drive",
        description:
          "Remove the track, lift the machine securely and remove the drive. Replace shaft seals and floating seals, or the motor/drive assembly if case drain is high.",
        safetyLevel: "High Risk",
        estimatedTime: "4-8 h",
        tools: ["Rated hoist/lifting equipment", "Torque wrench"],
        parts: ["Final drive seal kit", "Floating seal pair", "Travel motor assembly"],
        safety: [RAISED_LOAD, HYDRAULIC_PRESSURE, "Lift heavy drives only with rated lifting gear."],
      },
      testDriveVerify,
    ],
    ref: "common field failure",
  },
  {
    id: "tr-m-hyd-swivel-joint",
    vehicleTypes: ["tractor"],
    system: "hydraulics",
    cause: "Leaking excavator center swivel joint (rotary manifold) seals",
    explanation:
      "Oil for the travel motors and blade passes through the center joint so the house can rotate; when its seals wear oil crosses between ports, so one track goes weak, travel changes with house position or the blade drifts.",
    symptoms: [
      "one track weak only when house is turned",
      "blade drifts down",
      "tracks move on their own when using blade",
      "excavator travel weak on one side and blade slow",
      "oil leak in the middle under the house",
    ],
    keywords: ["swivel joint", "center joint", "rotary manifold", "turning joint", "blade drift"],
    prior: 0.6,
    steps: [
      {
        title: "Rule out the travel motors",
        description:
          "Swap the two travel hoses at the motor side where practical: if the weak side moves with the hoses, suspect the swivel joint or valve, not the motor. Check whether the problem changes with house rotation angle.",
        safetyLevel: "High Risk",
        estimatedTime: "30-60 min",
        tools: ["Wrenches", "Caps and plugs"],
        safety: [HYDRAULIC_PRESSURE, LOCKOUT],
      },
      cylinderDriftTest,
      {
        title: "Reseal the center joint",
        description:
          "Remove the center joint (tag every hose), press out the spindle and replace all seals as a kit; inspect for scoring on the spindle.",
        safetyLevel: "High Risk",
        estimatedTime: "4-8 h",
        tools: ["Press or puller", "Seal picks", "Rated jack"],
        parts: ["Center/swivel joint seal kit"],
        safety: [HYDRAULIC_PRESSURE, RAISED_LOAD],
      },
      testDriveVerify,
    ],
    ref: "common field failure on mini excavators",
  },
  {
    id: "tr-m-hyd-skid-lockout",
    vehicleTypes: ["tractor"],
    system: "hydraulics",
    cause: "Skid steer lift/tilt hydraulic lockout engaged: seat bar sensor, seat switch or lockout solenoid",
    explanation:
      "Skid steers and CTLs lock the lift and tilt (and often drive) until the operator is seated with the seat bar down and the controls enabled; a failed seat bar sensor, seat switch or lock valve solenoid keeps the loader locked.",
    symptoms: [
      "skid steer loader arms wont lift",
      "bobcat lift and tilt locked out",
      "seat bar down but no hydraulics",
      "press to operate light wont go on",
      "skid steer runs but bucket wont move",
      "hydraulic lockout wont release",
    ],
    keywords: ["bics", "seat bar", "press to operate", "lift tilt lockout", "hydraulic lock solenoid", "interlock"],
    makes: ["bobcat", "caterpillar", "john deere", "case", "new holland", "kubota", "takeuchi"],
    prior: 2,
    steps: [
      scanCodes,
      {
        ...switchContinuity,
        title: "Test the seat bar sensor and seat switch",
        description:
          "Watch the panel lights as you raise and lower the seat bar and shift in the seat. Unplug and test the seat bar sensor/switch and the seat switch; check the harness at the seat bar pivot, where it flexes and breaks.",
      },
      {
        title: "Check the lockout solenoid",
        description:
          "With the system enabled, measure voltage at the lift/tilt lock solenoid and check its coil resistance; a click with no movement can mean a stuck valve cartridge. Never work under the raised arms to do this: use the lift-arm support.",
        safetyLevel: "High Risk",
        estimatedTime: "30-60 min",
        tools: ["Digital multimeter"],
        parts: ["Lockout solenoid coil or cartridge", "Seat bar sensor"],
        safety: [RAISED_LOAD, "Engage the lift-arm support device before working near the raised arms.", RUNNING_CHECK],
      },
      testDriveVerify,
    ],
    ref: "operator-presence system described in maker manuals (e.g. Bobcat Interlock Control System); common field failure",
  },
  {
    id: "tr-m-hyd-skid-aux",
    vehicleTypes: ["tractor"],
    system: "hydraulics",
    cause: "Skid steer auxiliary hydraulics not flowing: aux switch/solenoid or pressure-locked coupler",
    explanation:
      "Front auxiliary flow is switched electrically on most skid steers; a failed button, aux solenoid or a coupler half-connected under trapped pressure leaves attachments like augers and grapples dead.",
    symptoms: [
      "auxiliary hydraulics not working",
      "attachment wont run on skid steer",
      "auger wont turn",
      "grapple wont open",
      "aux button does nothing",
    ],
    keywords: ["auxiliary", "aux hydraulics", "attachment", "high flow", "coupler"],
    prior: 1,
    steps: [
      {
        title: "Check coupler connection and trapped pressure",
        description:
          "Relieve pressure with engine off (many machines: key on, engine off, cycle the aux control), then reconnect couplers fully until they latch. A half-seated coupler blocks flow.",
        safetyLevel: "Safety Required",
        estimatedTime: "10 min",
        safety: [HYDRAULIC_PRESSURE],
      },
      fuseRelayCheck,
      {
        title: "Test the aux control and solenoids",
        description:
          "Check for voltage at the auxiliary spool solenoids when the button/roller is used and the coil resistance; check the handle harness.",
        safetyLevel: "Safety Required",
        estimatedTime: "30 min",
        tools: ["Digital multimeter"],
        parts: ["Aux solenoid coil", "Control handle switch"],
        safety: [RUNNING_CHECK],
      },
      testDriveVerify,
    ],
    ref: "common field failure",
  },
  {
    id: "tr-m-hyd-backhoe-stabilizer",
    vehicleTypes: ["tractor"],
    system: "hydraulics",
    cause: "Backhoe stabilizer or boom drift from leaking cylinder seals or lock/check valves",
    explanation:
      "Stabilizers are held by cylinders and pilot-operated check valves; a leaking piston seal or dirty check valve lets a leg creep up while digging, so the machine rocks and sinks on one side.",
    symptoms: [
      "backhoe outrigger creeps up",
      "stabilizer leg wont hold",
      "backhoe leg drifts while digging",
      "backhoe boom drifts down",
      "machine settles on one side when digging",
    ],
    keywords: ["stabilizer", "outrigger", "backhoe", "lock valve", "check valve"],
    makes: ["case", "john deere", "caterpillar", "jcb", "new holland", "kubota"],
    prior: 1,
    steps: [hydraulicLevel, cylinderDriftTest, {
      title: "Service the check valve or reseal the cylinder",
      description:
        "With the machine lowered to the ground on all legs, clean or replace the stabilizer pilot-operated check (lock) valve; if drift persists reseal the cylinder.",
      safetyLevel: "High Risk",
      estimatedTime: "1-4 h",
      tools: ["Wrenches", "Seal picks"],
      parts: ["Pilot-operated check valve", "Cylinder seal kit"],
      safety: [RAISED_LOAD, HYDRAULIC_PRESSURE, LOCKOUT],
    }, testDriveVerify],
    ref: "common field failure",
  },  {
    id: "tr-m-hyd-quick-attach",
    vehicleTypes: ["tractor"],
    system: "hydraulics",
    cause: "Skid steer or loader quick-attach locking pins/wedges not engaging (power-tach valve or bent levers)",
    explanation:
      "Attachment plates are locked by wedges or pins through the attachment; bent levers, a sticking lock pin, or a failed power quick-attach solenoid/cylinder leave them unlocked, so the bucket or forks can fall off.",
    symptoms: [
      "bucket wont lock on the skid steer",
      "quick attach pins not going down",
      "power bob-tach not working",
      "attachment came off the loader",
      "quick tach levers hard to push",
    ],
    keywords: ["quick attach", "bob-tach", "power tach", "wedges", "lock pins", "attachment plate"],
    makes: ["bobcat", "caterpillar", "john deere", "case", "new holland", "kubota", "takeuchi"],
    prior: 1,
    steps: [
      {
        title: "Check that the pins are through the attachment",
        description:
          "With the attachment on the ground, look at both wedges/pins: they must pass fully through the holes in the attachment plate. Never operate with an attachment that is not locked.",
        safetyLevel: "Safety Required",
        estimatedTime: "5 min",
        safety: [RAISED_LOAD, "Do not raise an unlocked attachment; nobody under or in front of it."],
      },
      {
        title: "Free and lubricate the levers and pins",
        description:
          "Clean and grease the pin bores and lever pivots, check levers and springs for bends or breaks, and check the attachment plate holes are not worn or bent.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Grease gun", "Pry bar"],
        parts: ["Wedge/pin", "Lever spring", "Quick-attach repair kit"],
        safety: [LOCKOUT, RAISED_LOAD],
      },
      {
        title: "Test the power quick-attach circuit",
        description:
          "On power versions, check the switch, fuse and voltage at the quick-attach solenoid, and watch the small cylinder extend and retract; check its hoses for leaks.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-40 min",
        tools: ["Digital multimeter"],
        parts: ["Quick-attach solenoid", "Quick-attach cylinder seal kit"],
        safety: [RUNNING_CHECK, HYDRAULIC_PRESSURE],
      },
    ],
    ref: "maker operator's manuals; common field failure",
  },
];
