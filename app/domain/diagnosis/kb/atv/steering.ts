import type { FaultEntry, StepTemplate } from "../../types.ts";
import { batteryTest, chargingTest, fuseRelayCheck } from "../../steps-common.ts";
import { ATV_LIFT, TEST_RIDE_PPE, atvScanCodes, connectorInspect, groundCheck, tirePressure, wheelPlayCheck } from "./steps.ts";

// Steering faults: electric power steering, tie rods, ball joints, the steering post and alignment.
const STEERING_NO_RIDE = "Do not ride with loose or failing steering parts: a separated joint makes the machine unsteerable.";

const steeringJointReplace: StepTemplate = {
  title: "Replace the worn joint and set the toe",
  description:
    "Replace worn parts (ball joints, tie rod ends, or the arm where the joint is not serviceable separately), torque castle nuts to spec and fit new cotter pins, then set toe as the manual describes.",
  safetyLevel: "High Risk",
  estimatedTime: "1-2 h",
  tools: ["Socket set", "Torque wrench", "Ball joint separator", "Tape measure or toe plates", "Jack stands"],
  specs: ["Castle nut torque and toe setting per the service manual"],
  parts: ["Tie rod end", "Ball joint", "Cotter pins"],
  safety: [ATV_LIFT, STEERING_NO_RIDE],
};

export const atvSteeringEntries: FaultEntry[] = [
  {
    id: "atv-str-eps-voltage",
    vehicleTypes: ["atv"],
    system: "steering",
    cause: "EPS (electric power steering) shut down by low voltage, blown fuse or bad connection",
    explanation:
      "EPS units draw heavy current and switch off or limit assist when system voltage drops, the EPS fuse blows, or the power/ground connections corrode. Steering suddenly goes heavy and the EPS light comes on.",
    symptoms: [
      "steering got really heavy",
      "power steering quit",
      "eps light on",
      "steering hard at idle but ok when revved",
      "power steering cuts in and out",
      "eps warning after winching",
    ],
    keywords: ["eps", "power steering", "dps", "steering heavy", "eps fuse"],
    makes: ["polaris", "can-am", "yamaha", "honda", "kawasaki"],
    prior: 1.5,
    ref: "common field failure",
    steps: [
      atvScanCodes,
      batteryTest,
      chargingTest,
      fuseRelayCheck,
      groundCheck,
      {
        title: "Check the EPS power and ground connectors",
        description:
          "Follow the EPS unit's heavy power and ground wires and its signal connectors: clean corrosion, check for water in the connectors and tighten ring terminals. Low system voltage from a weak battery or charging problem is the usual root cause.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-40 min",
        tools: ["Digital multimeter", "Contact cleaner", "Dielectric grease"],
        safety: ["Disconnect the battery negative cable before unplugging the EPS.", STEERING_NO_RIDE],
      },
    ],
  },
  {
    id: "atv-str-eps-unit",
    vehicleTypes: ["atv"],
    system: "steering",
    cause: "Failed EPS unit (torque sensor or motor), often after water intrusion",
    explanation:
      "The EPS unit's torque sensor tells the motor which way to assist. When water gets in or the sensor fails, assist becomes uneven, the steering pulls or kicks to one side, or assist stops with a stored code.",
    symptoms: [
      "steering pulls to one side by itself",
      "power steering jerks",
      "steering wants to turn on its own",
      "eps code after pressure washing",
      "notchy power steering",
      "steering kickback one direction only",
    ],
    keywords: ["eps unit", "torque sensor", "power steering motor", "eps module"],
    makes: ["polaris", "can-am", "yamaha", "honda", "kawasaki"],
    prior: 0.8,
    ref: "widely reported owner forum pattern",
    steps: [
      atvScanCodes,
      connectorInspect,
      {
        title: "Check the steering mechanics with the EPS unplugged",
        description:
          "With the front on stands and the EPS unplugged, turn the steering lock to lock: it should be heavier but smooth. Binding points at tie rods, ball joints or the steering rack rather than the EPS unit.",
        safetyLevel: "High Risk",
        estimatedTime: "20 min",
        tools: ["ATV/UTV jack", "Jack stands"],
        safety: [ATV_LIFT],
      },
      {
        title: "Have the EPS unit tested or re-centered",
        description:
          "Many EPS units need a dealer tool to read codes and re-center the torque sensor. Replace the unit if the dealer test fails.",
        safetyLevel: "Safety Required",
        estimatedTime: "1-2 h",
        parts: ["EPS unit"],
        safety: [STEERING_NO_RIDE],
      },
    ],
  },
  {
    id: "atv-str-tie-rod-ends",
    vehicleTypes: ["atv"],
    system: "steering",
    cause: "Worn tie rod ends",
    explanation:
      "Tie rod ends take every rock strike and carry mud in their boots. Once worn, the front wheels move without the bars moving: the machine wanders, darts, and the steering feels loose or clunks.",
    symptoms: [
      "steering loose and sloppy",
      "wanders all over the trail",
      "clunk in steering",
      "front wheel wobbles side to side",
      "play in handlebars",
      "tie rod end worn",
    ],
    keywords: ["tie rod", "tie rod end", "steering play", "sloppy steering", "rack"],
    prior: 2,
    ref: "common wear item",
    steps: [wheelPlayCheck, steeringJointReplace, {
      title: "Test ride",
      description: "Check the steering responds without play at walking pace, then at normal speed.",
      safetyLevel: "High Risk",
      estimatedTime: "10-15 min",
      safety: [TEST_RIDE_PPE],
    }],
  },
  {
    id: "atv-str-ball-joints",
    vehicleTypes: ["atv"],
    system: "steering",
    cause: "Worn ball joints",
    explanation:
      "Ball joints join the A-arms to the steering knuckles. Worn joints clunk over bumps and let the wheel tilt; a failed joint can separate and fold the wheel under the machine.",
    symptoms: [
      "clunk over bumps from front end",
      "front wheel tilts in at the top",
      "ball joint loose",
      "knocking from front wheel",
      "wobble in front tire",
      "uneven tire wear on the inside",
    ],
    keywords: ["ball joint", "a-arm", "knuckle", "clunk", "front end"],
    makes: ["polaris", "can-am"],
    models: ["rzr", "ranger", "sportsman", "maverick", "outlander"],
    prior: 1.8,
    ref: "common wear item; widely reported on heavy and lifted UTVs",
    steps: [wheelPlayCheck, steeringJointReplace, {
      title: "Test ride",
      description: "Ride slowly over bumps and listen for clunks before riding at speed.",
      safetyLevel: "High Risk",
      estimatedTime: "10-15 min",
      safety: [TEST_RIDE_PPE],
    }],
  },
  {
    id: "atv-str-steering-post",
    vehicleTypes: ["atv"],
    system: "steering",
    cause: "Worn steering post (stem) bushing or bearing",
    explanation:
      "On ATVs the handlebar post runs in a bushing or bearing at the frame. When it wears, the bars clunk and move fore and aft, and the steering feels vague.",
    symptoms: [
      "handlebars move back and forth",
      "clunk at the handlebars",
      "steering column loose",
      "knocking from steering post on bumps",
      "bars have play up and down",
    ],
    keywords: ["steering post", "steering stem", "stem bushing", "steering bearing", "handlebar play"],
    prior: 0.8,
    ref: "common wear item",
    steps: [
      {
        title: "Check play at the post",
        description:
          "With the engine off, push and pull the handlebars fore/aft and up/down while watching the steering post where it enters the frame and its lower bearing.",
        safetyLevel: "Safety Required",
        estimatedTime: "10 min",
        safety: ["Park on level ground, engine off, key out, wheels chocked.", STEERING_NO_RIDE],
      },
      wheelPlayCheck,
      {
        title: "Replace the bushing or bearing",
        description:
          "Remove the handlebar and post, replace the bushing/bearing and seals, grease as specified and torque the clamps and lower nut. Check the post for wear grooves and cracks.",
        safetyLevel: "High Risk",
        estimatedTime: "1-2 h",
        tools: ["Socket set", "Torque wrench"],
        specs: ["Steering post clamp and nut torque per the service manual"],
        parts: ["Steering post bushing", "Steering post bearing and seals", "Cotter pin"],
        safety: [STEERING_NO_RIDE],
      },
    ],
  },
  {
    id: "atv-str-toe-bent-tie-rod",
    vehicleTypes: ["atv"],
    system: "steering",
    cause: "Bent tie rod or toe out of adjustment after an impact",
    explanation:
      "Hitting a rock or stump bends a tie rod and changes the toe. The handlebars or steering wheel sit off center, the machine darts or pulls, and the front tires wear fast.",
    symptoms: [
      "handlebars crooked when going straight",
      "steering wheel off center",
      "hit a rock now it pulls",
      "front tires wearing fast",
      "darts side to side",
      "bent tie rod",
    ],
    keywords: ["toe", "alignment", "bent tie rod", "pulls", "off center"],
    prior: 1,
    ref: "common field failure",
    steps: [
      tirePressure,
      {
        title: "Measure toe and look for bent parts",
        description:
          "With the machine on level ground, unloaded and the bars straight, measure the distance between the front tire centers at the front and rear at hub height. Sight along each tie rod for bends and check the A-arms and knuckles.",
        safetyLevel: "Low Risk",
        estimatedTime: "20-30 min",
        tools: ["Tape measure or toe plates", "Straightedge"],
        specs: ["Toe setting per the service manual (usually a few mm of toe-out or toe-in)"],
      },
      steeringJointReplace,
    ],
  },
  {
    id: "atv-str-rack",
    vehicleTypes: ["atv"],
    system: "steering",
    cause: "Worn steering rack or torn rack boots (UTV rack-and-pinion)",
    explanation:
      "UTV steering racks take shocks from every rock through the tie rods. Torn boots let mud into the rack, wearing the inner tie rod joints and rack teeth: the steering gets loose, notchy or clunks when turning.",
    symptoms: [
      "steering wheel has play",
      "clunk from steering rack",
      "notchy steering",
      "rack boot torn",
      "steering wheel loose side to side",
      "knocking in the steering wheel over rocks",
    ],
    keywords: ["steering rack", "rack and pinion", "rack boot", "inner tie rod", "steering play"],
    makes: ["polaris", "can-am", "yamaha", "honda", "kawasaki", "arctic cat"],
    models: ["rzr", "ranger", "general", "maverick", "defender", "wolverine", "pioneer", "teryx"],
    prior: 0.8,
    ref: "common wear item on UTVs",
    steps: [
      wheelPlayCheck,
      {
        title: "Check the rack and inner tie rods",
        description:
          "With the front on stands, have a helper rock the steering wheel a little each way while you hold the rack housing and inner tie rods: movement before the wheels turn, or a clunk you can feel in the rack, means wear. Check the boots for tears and mud inside and the rack mounting bolts for looseness.",
        safetyLevel: "High Risk",
        estimatedTime: "20-30 min",
        tools: ["ATV/UTV jack", "Jack stands", "Flashlight"],
        safety: [ATV_LIFT, "Engine off, key out; keep fingers away from the rack and tie rods while the helper turns the wheel."],
      },
      {
        title: "Replace the rack, inner tie rods or boots",
        description:
          "Replace torn boots early; replace worn inner tie rods or the rack assembly, torque mounting bolts and tie rod nuts, and set toe.",
        safetyLevel: "High Risk",
        estimatedTime: "1-3 h",
        tools: ["Socket set", "Torque wrench", "Inner tie rod tool", "Toe plates or tape measure"],
        specs: ["Rack mounting and tie rod torque and toe setting per the service manual"],
        parts: ["Steering rack assembly", "Inner tie rods", "Rack boots"],
        safety: [ATV_LIFT, STEERING_NO_RIDE],
      },
    ],
  },
];
