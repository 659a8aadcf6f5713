import type { FaultEntry, StepTemplate } from "../../../types.ts";
import {
  LIFT_SAFETY,
  STEERING_RISK,
  alignmentCheck,
  frontEndPlay,
  raiseAndSupport,
  roadTestReproduce,
  tyreInspect,
  verifyRepair,
} from "./steps.ts";

const tieRodReplace: StepTemplate = {
  title: "Replace the worn tie rod and align",
  description:
    "Count turns or measure to keep the toe close when swapping the tie rod, torque the jam nut and the castle nut (new cotter pin), then have the alignment set - new tie rods always change toe.",
  safetyLevel: "High Risk",
  estimatedTime: "1-1.5 h",
  tools: ["Tie rod end puller", "Inner tie rod tool", "Torque wrench"],
  specs: ["Typical tie-rod-end nut torque: 40-90 N·m (30-65 lb·ft) - check the service manual"],
  parts: ["Outer tie rod end", "Inner tie rod", "Rack boot and clamps", "Cotter pin"],
  safety: [LIFT_SAFETY, STEERING_RISK],
};

// Mechanical steering linkage, shafts, gearboxes and alignment.
export const steeringLinkageEntries: FaultEntry[] = [
  {
    id: "auto-c-outer-tie-rod",
    vehicleTypes: ["automotive"],
    system: "steering",
    cause: "Worn outer tie rod end",
    explanation:
      "The outer tie rod end is a small ball joint connecting the rack to the steering knuckle; once worn it lets the wheel change toe on its own, giving loose, wandering steering, a clunk and feathered inner tire wear.",
    symptoms: [
      "loose steering and the car wanders",
      "clunk from the front when turning the wheel",
      "steering has play",
      "front tires wearing on the inside edge",
      "shimmy in the steering wheel",
      "tie rod end worn",
    ],
    keywords: ["tie rod", "tie rod end", "steering linkage", "toe"],
    prior: 2,
    steps: [raiseAndSupport, frontEndPlay, tieRodReplace, alignmentCheck],
    ref: "common shop failure",
  },
  {
    id: "auto-c-inner-tie-rod",
    vehicleTypes: ["automotive"],
    system: "steering",
    cause: "Worn inner tie rod (rack ball joint)",
    explanation:
      "The inner tie rod ball joint sits inside the rack boot; when worn it clunks over bumps and on turning, and it feels like a loose outer tie rod but the play shows at the rack end.",
    symptoms: [
      "clunk in the steering over bumps",
      "knocking from the steering rack area",
      "play in steering when rocking the wheel",
      "steering feels vague on the highway",
      "clunk when turning left and right while parked",
    ],
    keywords: ["inner tie rod", "rack end", "axial joint", "steering rack"],
    prior: 1.2,
    steps: [
      raiseAndSupport,
      {
        title: "Feel for play through the rack boot",
        description:
          "Squeeze the rack boot over the inner joint and push the tie rod in and out; any knock or movement there is the inner tie rod (not the rack bushings if the rack housing itself stays still).",
        safetyLevel: "High Risk",
        estimatedTime: "10-15 min",
        safety: [LIFT_SAFETY],
      },
      tieRodReplace,
      alignmentCheck,
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-c-intermediate-shaft-clunk",
    vehicleTypes: ["automotive"],
    system: "steering",
    cause: "Worn or dry intermediate steering shaft (clunk felt in the steering wheel)",
    explanation:
      "The telescoping intermediate shaft between column and rack loses its coating or lubricant, so it sticks and slips, causing a clunk or knock felt in the wheel when turning at low speed or over bumps. GM trucks and SUVs are a well-known example.",
    symptoms: [
      "clunk in steering wheel when turning",
      "knock felt in the steering wheel at low speed",
      "steering shaft clunk on my silverado",
      "popping in the steering column over bumps",
      "steering wheel clicks when turning while parked",
    ],
    keywords: ["intermediate shaft", "steering shaft", "i-shaft", "steering column", "u-joint"],
    makes: ["chevrolet", "chevy", "gmc", "cadillac"],
    models: ["silverado", "sierra", "tahoe", "suburban", "yukon", "avalanche", "escalade", "trailblazer"],
    prior: 1.2,
    steps: [
      {
        title: "Locate the clunk with the engine off",
        description:
          "With the vehicle on the ground and a helper rocking the wheel gently, put a hand on the intermediate shaft and its U-joints in the engine bay or footwell. A clunk felt at the slip joint confirms it.",
        safetyLevel: "Low Risk",
        estimatedTime: "10 min",
      },
      {
        title: "Lubricate or replace the shaft",
        description:
          "Check service bulletins: some call for lubricating the slip joint; most lasting repairs replace the intermediate shaft. Mark shaft positions so the steering wheel stays centered, and never rotate the steering wheel with the shaft disconnected (clock spring damage).",
        safetyLevel: "High Risk",
        estimatedTime: "45-90 min",
        tools: ["Socket set", "Torque wrench", "Paint marker"],
        specs: ["Typical pinch bolt torque: 45-65 N·m (33-48 lb·ft), new bolts if specified - check the service manual"],
        parts: ["Intermediate steering shaft", "Pinch bolts"],
        safety: ["Lock the steering wheel straight with the ignition off before disconnecting the shaft.", STEERING_RISK],
      },
      verifyRepair,
    ],
    ref: "GM service bulletins; common shop failure",
  },
  {
    id: "auto-c-alignment-pull",
    vehicleTypes: ["automotive"],
    system: "steering",
    cause: "Wheel alignment out of specification (vehicle pulls, crooked steering wheel)",
    explanation:
      "Potholes, curbs and worn parts change toe, camber and caster; the car then drifts to one side, the steering wheel sits off-center and the tires wear fast on one edge.",
    symptoms: [
      "car pulls to the right",
      "steering wheel not straight when driving straight",
      "drifts to the left on a flat road",
      "car pulls after hitting a pothole",
      "need to hold the wheel to keep straight",
      "tires wearing on one edge",
    ],
    keywords: ["alignment", "toe", "camber", "caster", "pull", "drift"],
    prior: 2.5,
    steps: [
      tyreInspect,
      {
        title: "Swap front tires to rule out tire pull",
        description:
          "A tire with a shifted belt causes 'radial pull'. Swap the front tires left to right: if the pull changes direction, the tire is at fault, not the alignment.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        safety: [LIFT_SAFETY],
      },
      raiseAndSupport,
      frontEndPlay,
      alignmentCheck,
      roadTestReproduce,
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-c-steering-gearbox-play",
    vehicleTypes: ["automotive"],
    system: "steering",
    cause: "Worn recirculating-ball steering gearbox or loose steering box mounts (pickups/body-on-frame SUVs)",
    explanation:
      "Trucks with a steering box wear its internal sector gear and bearings, and the box can crack its frame mount; this gives a big dead spot on center, wandering and a clunk when turning.",
    symptoms: [
      "lots of play in the steering wheel on my truck",
      "truck wanders all over the road",
      "dead spot in the middle of the steering",
      "steering box leaking",
      "clunk from the steering box when turning",
    ],
    keywords: ["steering box", "steering gear", "gear box", "sector shaft", "pitman arm"],
    prior: 1,
    steps: [
      raiseAndSupport,
      {
        title: "Check where the play is",
        description:
          "With the engine off and a helper rocking the wheel, watch the input shaft, the pitman arm and the box mounting bolts. Play between input shaft movement and pitman arm movement is inside the box; box moving on the frame means loose bolts or a cracked frame.",
        safetyLevel: "High Risk",
        estimatedTime: "15-20 min",
        tools: ["Flashlight"],
        specs: ["Typical: steering wheel free play under about 25-30 mm (1-1.2 in) at the rim (check the service manual)"],
        parts: ["Steering gearbox", "Pitman arm", "Frame mount bolts", "Steering stabilizer"],
        safety: [LIFT_SAFETY, STEERING_RISK],
      },
      frontEndPlay,
      alignmentCheck,
    ],
    ref: "common shop failure",
  },
];
