import type { FaultEntry, StepTemplate } from "../../../types.ts";
import {
  LIFT_SAFETY,
  SPRING_SAFETY,
  STEERING_RISK,
  alignmentCheck,
  frontEndPlay,
  lugNutTorque,
  raiseAndSupport,
  roadTestReproduce,
  tyreInspect,
} from "./steps.ts";

const bounceTest: StepTemplate = {
  title: "Bounce test and walk-around",
  description:
    "Push each corner down hard and release: it should rise and settle within about one rebound. Look at ride height side to side, and check shocks/struts for oil running down the body (a light mist is normal).",
  safetyLevel: "Low Risk",
  estimatedTime: "5-10 min",
  tools: ["Tape measure"],
};

const strutReplace: StepTemplate = {
  title: "Replace struts/shocks in axle pairs",
  description:
    "Replace shocks or struts in pairs on an axle. For struts, fitting complete pre-assembled struts (spring, mount and bearing included) avoids compressing springs. Tighten bushing bolts with the vehicle at ride height, then align.",
  safetyLevel: "High Risk",
  estimatedTime: "1-2 h per axle",
  tools: ["Torque wrench", "Strut spring compressor (only if rebuilding struts)"],
  specs: ["Typical strut-to-knuckle bolt torque: 100-180 N·m (74-133 lb·ft) - check the service manual"],
  parts: ["Shock absorbers or complete strut assemblies", "Strut mounts and bearings"],
  safety: [LIFT_SAFETY, SPRING_SAFETY],
};

export const suspensionEntries: FaultEntry[] = [
  {
    id: "auto-c-worn-shocks-struts",
    vehicleTypes: ["automotive"],
    system: "suspension",
    cause: "Worn shock absorbers or struts",
    explanation:
      "Shocks control spring movement; when they lose damping the body keeps bouncing after bumps, dives under braking, sways in turns and the tires bounce and cup, lengthening stopping distance.",
    symptoms: [
      "car bounces a lot after bumps",
      "nose dives when braking",
      "floaty ride on the highway",
      "shock absorber leaking oil",
      "body roll and sway in turns",
      "tires cupping and bouncing",
      "rear end bottoms out over dips",
    ],
    keywords: ["shocks", "struts", "shock absorber", "damper", "bouncy"],
    prior: 2.5,
    steps: [bounceTest, roadTestReproduce, raiseAndSupport, strutReplace, alignmentCheck],
    ref: "common shop failure",
  },
  {
    id: "auto-c-strut-mount-bearing",
    vehicleTypes: ["automotive"],
    system: "suspension",
    cause: "Worn strut top mount or strut bearing",
    explanation:
      "The rubber top mount holds the strut to the body and contains a bearing the strut turns on when steering; when it wears or rusts it pops, creaks or clunks when turning the wheel and over bumps.",
    symptoms: [
      "popping noise when turning the steering wheel",
      "creaking from the front when turning",
      "clunk from the top of the strut over bumps",
      "steering feels stiff and springy",
      "knocking under the hood when going over speed bumps",
    ],
    keywords: ["strut mount", "top mount", "strut bearing", "strut bushing"],
    prior: 1.5,
    steps: [
      {
        title: "Feel for movement at the top mount",
        description:
          "Hood open, hand on the strut top nut, have a helper turn the steering wheel lock to lock and bounce the corner: a jump, click or knock felt under your hand points at the mount or bearing.",
        safetyLevel: "Safety Required",
        estimatedTime: "10 min",
        safety: ["Engine off; keep fingers away from the spring and strut tower edges."],
      },
      raiseAndSupport,
      strutReplace,
      alignmentCheck,
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-c-sway-bar-links",
    vehicleTypes: ["automotive"],
    system: "suspension",
    cause: "Worn sway bar (stabilizer) end links or bushings",
    explanation:
      "The small ball-jointed links joining the anti-roll bar to the suspension wear quickly; they rattle and clunk over small bumps and uneven roads, usually at low speed, while the car still drives normally.",
    symptoms: [
      "clunk over bumps",
      "rattle from the front over small bumps",
      "knocking noise on rough roads at low speed",
      "clunking when going over driveways at an angle",
      "sway bar link broken",
      "more body roll than before",
      "squeaking from the front over bumps",
    ],
    keywords: ["sway bar link", "stabilizer link", "end link", "anti roll bar", "sway bar bushing"],
    prior: 3,
    steps: [
      raiseAndSupport,
      {
        title: "Check the links with the suspension loaded",
        description:
          "Links hide their play when the suspension hangs. With the vehicle on drive-on ramps or a lift supporting the wheels (or one side jacked so the bar is unloaded), grab each link and the bar and shake: knocking, torn boots or loose sway bar bushings confirm it.",
        safetyLevel: "High Risk",
        estimatedTime: "10-15 min",
        tools: ["Pry bar", "Flashlight"],
        parts: ["Sway bar end links", "Sway bar bushings and brackets"],
        safety: [LIFT_SAFETY],
      },
      {
        title: "Replace the links",
        description:
          "Replace links in pairs; hold the ball stud with a hex or Torx key while loosening the nut. Tighten to spec with the suspension at ride height or the bar unloaded.",
        safetyLevel: "High Risk",
        estimatedTime: "30-60 min",
        tools: ["Torque wrench", "Hex/Torx bit set", "Penetrating oil"],
        specs: ["Typical end link nut torque: 40-75 N·m (30-55 lb·ft) - check the service manual"],
        safety: [LIFT_SAFETY],
      },
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-c-ball-joint-worn",
    vehicleTypes: ["automotive"],
    system: "suspension",
    cause: "Worn lower or upper ball joint",
    explanation:
      "Ball joints let the knuckle pivot and carry the weight of the vehicle; when worn they clunk over bumps and cause wander, and if a ball joint separates the wheel folds under the car.",
    symptoms: [
      "clunk from the front end over bumps",
      "front end wanders and feels loose",
      "knocking when turning and going over bumps",
      "ball joint squeaking",
      "front tire wearing unevenly on the edges",
      "creaking from the front when going over speed bumps slowly",
    ],
    keywords: ["ball joint", "lower ball joint", "upper ball joint", "control arm"],
    prior: 2,
    steps: [
      raiseAndSupport,
      frontEndPlay,
      {
        title: "Replace the ball joint (or control arm)",
        description:
          "Press-in joints need a ball joint press; on many cars the joint comes with the control arm. Use new nuts/cotter pins, torque to spec and align. A joint with visible separation means: do not drive the vehicle.",
        safetyLevel: "High Risk",
        estimatedTime: "1-3 h",
        tools: ["Ball joint press", "Ball joint separator", "Torque wrench"],
        specs: ["Typical ball joint stud nut torque: 50-140 N·m (37-103 lb·ft) depending on size - check the service manual"],
        parts: ["Ball joint", "Control arm with ball joint", "Cotter pin"],
        safety: [LIFT_SAFETY, STEERING_RISK, "Support the lower arm with a jack when separating joints on coil-spring-on-lower-arm designs - the spring can push it down violently."],
      },
      alignmentCheck,
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-c-control-arm-bushings",
    vehicleTypes: ["automotive"],
    system: "suspension",
    cause: "Worn control arm bushings",
    explanation:
      "Rubber bushings locate the control arms; when torn or soft the arms shift under braking and acceleration, giving a clunk, shimmy under braking, vague steering and uneven tire wear.",
    symptoms: [
      "clunk when braking or accelerating",
      "steering wheel shimmies when braking",
      "front end feels loose over bumps",
      "creak from the suspension at low speed",
      "car shifts sideways when braking hard",
      "bmw shakes when braking from highway speed",
    ],
    keywords: ["control arm bushing", "thrust arm bushing", "tension strut", "lower arm bushing", "wishbone"],
    makes: ["bmw"],
    models: ["3 series", "5 series", "x3", "x5"],
    prior: 1.5,
    steps: [
      raiseAndSupport,
      {
        title: "Inspect bushings under load",
        description:
          "Check each bushing for cracks, separated rubber or fluid leaking from fluid-filled bushings (common on BMW front thrust arms). Lever the arm with a pry bar and watch for movement at each mount.",
        safetyLevel: "High Risk",
        estimatedTime: "15-20 min",
        tools: ["Pry bar", "Flashlight"],
        parts: ["Control arm bushing", "Complete control arm", "Thrust arm (tension strut) with bushing"],
        safety: [LIFT_SAFETY],
      },
      {
        title: "Replace and torque at ride height",
        description:
          "Replace the bushing or complete arm. Tighten bushing bolts only with the suspension at normal ride height (wheels on ramps or the knuckle jacked up) or the rubber will be pre-twisted and tear early. Align afterwards.",
        safetyLevel: "High Risk",
        estimatedTime: "1-2 h",
        tools: ["Bushing press", "Torque wrench"],
        safety: [LIFT_SAFETY],
      },
      alignmentCheck,
    ],
    ref: "common shop failure; widely reported BMW pattern",
  },
  {
    id: "auto-c-broken-coil-spring",
    vehicleTypes: ["automotive"],
    system: "suspension",
    cause: "Broken or sagging coil spring",
    explanation:
      "Coil springs rust and snap, usually at the bottom coil; the corner sits lower, clunks over bumps and the broken end can cut a tire. Springs also sag with age so the car sits low and bottoms out.",
    symptoms: [
      "one corner of the car sits lower",
      "loud clunk and now the car leans",
      "broken spring",
      "scraping noise from the front wheel area",
      "car bottoms out over bumps",
      "tire rubbing on a broken piece of spring",
    ],
    keywords: ["coil spring", "broken spring", "sagging", "ride height", "spring seat"],
    prior: 1.5,
    steps: [
      bounceTest,
      tyreInspect,
      raiseAndSupport,
      {
        title: "Inspect the springs and replace in pairs",
        description:
          "Look along each spring for a broken end or a gap at the seat, and check the tire next to it for cuts. Replace springs in axle pairs; on struts fit complete pre-assembled struts or use a rated spring compressor.",
        safetyLevel: "High Risk",
        estimatedTime: "1.5-3 h",
        tools: ["Rated strut spring compressor or complete strut assemblies", "Torque wrench"],
        parts: ["Coil springs (pair)", "Spring isolators", "Complete strut assemblies"],
        safety: [LIFT_SAFETY, SPRING_SAFETY],
      },
      alignmentCheck,
      lugNutTorque,
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-c-leaf-spring",
    vehicleTypes: ["automotive"],
    system: "suspension",
    cause: "Broken or sagging rear leaf spring, or worn shackles and bushings (pickups)",
    explanation:
      "Pickup rear leaf springs crack at the main leaf, sag with heavy loads, and their shackle bushings wear; the truck sits low or leans, squeaks, clunks over bumps and can steer itself from the rear axle shifting.",
    symptoms: [
      "truck sags in the rear",
      "rear end leans to one side",
      "squeaking from the rear springs over bumps",
      "broken leaf spring",
      "clunk from the rear of the truck over bumps",
      "truck bottoms out when loaded",
    ],
    keywords: ["leaf spring", "shackle", "spring hanger", "u-bolt", "rear suspension"],
    prior: 1,
    steps: [
      bounceTest,
      raiseAndSupport,
      {
        title: "Inspect leaves, shackles, hangers and U-bolts",
        description:
          "Support the frame on stands with the axle supported separately. Look for cracked leaves, shifted center bolt, worn shackle bushings, rusted hangers and loose U-bolts.",
        safetyLevel: "High Risk",
        estimatedTime: "20-30 min",
        parts: ["Leaf spring pack", "Shackle kit", "Spring bushings", "U-bolts (always new when removed)"],
        specs: ["Typical U-bolt nut torque: 100-200 N·m (75-150 lb·ft) depending on size - check the service manual"],
        safety: [LIFT_SAFETY, "Support the axle with a jack before removing U-bolts; springs under load can shift."],
      },
      alignmentCheck,
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-c-jeep-death-wobble",
    vehicleTypes: ["automotive"],
    system: "suspension",
    cause: "'Death wobble' from a worn track bar, tie rod ends or ball joints on a solid front axle (Jeep, Ram, Ford Super Duty)",
    explanation:
      "On solid front axles, play in the track bar bushings or mounting bolts, tie rod ends or ball joints lets a bump start a violent side-to-side oscillation of the front wheels that only stops when you slow right down; a steering damper hides it but does not fix it.",
    symptoms: [
      "violent shaking of the steering wheel after hitting a bump",
      "death wobble at 50 mph",
      "front end shakes uncontrollably until I slow down",
      "wrangler shakes badly over expansion joints",
      "whole truck shakes after a pothole on the highway",
      "steering wheel wobbles side to side violently",
    ],
    keywords: ["death wobble", "track bar", "panhard bar", "steering stabilizer", "solid axle"],
    makes: ["jeep", "ram", "dodge", "ford"],
    models: ["wrangler", "gladiator", "jk", "jl", "2500", "3500", "f-250", "f-350", "super duty"],
    prior: 2,
    steps: [
      {
        title: "Slow down safely when it happens",
        description:
          "Hold the wheel firmly, do not slam the brakes, and slow gently until it stops. Avoid highway speeds until the front end is repaired.",
        safetyLevel: "High Risk",
        estimatedTime: "1 min",
        safety: [STEERING_RISK],
      },
      {
        title: "Dry-steer test for play",
        description:
          "Vehicle on the ground, engine running, helper rocks the steering wheel quickly about a quarter turn each way while you watch the track bar ends, tie rod ends, drag link and steering box. Any joint that moves before its partner has play.",
        safetyLevel: "Safety Required",
        estimatedTime: "15-20 min",
        tools: ["Flashlight"],
        safety: ["Keep hands and head clear of moving steering parts and tires; parking brake on, transmission in Park."],
      },
      raiseAndSupport,
      frontEndPlay,
      {
        title: "Repair and torque everything",
        description:
          "Replace the worn track bar/bushings, tie rod ends or ball joints, re-torque track bar bolts and check the mount holes for elongation, then check wheel balance, tire pressures and caster in the alignment. Replace the steering damper only as well, never instead.",
        safetyLevel: "High Risk",
        estimatedTime: "1-4 h",
        tools: ["Torque wrench", "Tie rod puller"],
        specs: ["Typical track bar bolt torque on Jeep solid axles: about 170-190 N·m (125-140 lb·ft) - check the service manual"],
        parts: ["Track bar", "Track bar bushings", "Tie rod and drag link ends", "Ball joints", "Steering stabilizer"],
        safety: [LIFT_SAFETY, STEERING_RISK],
      },
      alignmentCheck,
    ],
    ref: "widely reported owner pattern; manufacturer service guidance",
  },
  {
    id: "auto-c-tesla-upper-control-arm",
    vehicleTypes: ["automotive"],
    system: "suspension",
    cause: "Worn front upper control arms (ball joint/bushings) on Tesla Model S/X/3/Y (creak and clunk)",
    explanation:
      "Tesla Model S/X and Model 3/Y front upper control arms are widely reported to develop creaks, clunks and squeaks over bumps as their joints wear, and Tesla has replaced many under warranty.",
    symptoms: [
      "tesla front suspension creaking",
      "creak from the front upper control arm",
      "model 3 clunks over bumps",
      "model y front end knocking in the cold",
      "squeaky front suspension on my tesla",
      "model s front end popping when turning",
    ],
    keywords: ["upper control arm", "fore link", "aft link", "tesla suspension"],
    makes: ["tesla"],
    models: ["model s", "model x", "model 3", "model y"],
    prior: 0.5,
    steps: [
      {
        title: "Note when it happens and check service records",
        description:
          "Record the noise (speed bumps, slow turns, cold weather) and check the Tesla app/service history for previous arm replacements and warranty coverage.",
        safetyLevel: "Low Risk",
        estimatedTime: "10 min",
      },
      {
        title: "Lift only at the marked points",
        description:
          "Use the vehicle's jack mode (air suspension models) and the underbody lift points with pads, avoiding the high-voltage battery pack.",
        safetyLevel: "High Risk",
        estimatedTime: "10-15 min",
        tools: ["Lift pads for EV battery pack jack points", "Rated jack stands"],
        safety: [LIFT_SAFETY, "Never lift or support an EV on the battery pack itself."],
      },
      frontEndPlay,
      {
        title: "Replace the upper control arms and align",
        description: "Replace the upper arm (usually in pairs), torque at ride height, and have the alignment checked.",
        safetyLevel: "High Risk",
        estimatedTime: "1.5-3 h",
        parts: ["Front upper control arm (fore/aft link) set"],
        safety: [LIFT_SAFETY],
      },
    ],
    ref: "widely reported owner forum pattern; Tesla warranty replacements",
  },
];
