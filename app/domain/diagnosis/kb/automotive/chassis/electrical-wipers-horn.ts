import type { FaultEntry } from "../../../types.ts";
import { fuseRelayCheck } from "../../../steps-common.ts";
import { SRS_SAFETY, moduleScan, verifyRepair } from "./steps.ts";

// Horn, windshield wipers and washers.
export const electricalWiperHornEntries: FaultEntry[] = [
  {
    id: "auto-c-horn-not-working",
    vehicleTypes: ["automotive"],
    system: "electrical-accessories",
    cause: "Horn not working: failed horn unit, relay or fuse",
    explanation:
      "The horn circuit runs through a fuse and relay to horns mounted at the front where water and salt corrode them; if the horn button still clicks the relay, the horn unit or its ground is usually at fault (a dead horn plus an airbag light points at the clock spring instead).",
    symptoms: [
      "horn doesn't work",
      "horn weak and quiet",
      "horn makes a clicking sound but no honk",
      "honk stopped working after rain",
      "horn sounds strange",
    ],
    keywords: ["horn", "horn relay", "horn fuse", "hooter"],
    prior: 1.5,
    steps: [
      fuseRelayCheck,
      {
        title: "Power the horn directly",
        description:
          "Apply battery voltage to the horn through a fused jumper with its case grounded: a good horn sounds loudly. If it does, check the relay output and horn ground wiring.",
        safetyLevel: "Low Risk",
        estimatedTime: "15 min",
        tools: ["Fused jumper lead", "Multimeter"],
        parts: ["Horn", "Horn relay"],
      },
      {
        title: "If the relay does not click, check the steering wheel side",
        description:
          "No relay click when pressing the pad points at the horn switch or clock spring - disarm the airbag before working on the steering wheel.",
        safetyLevel: "High Risk",
        estimatedTime: "30-60 min",
        safety: [SRS_SAFETY],
      },
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-c-wiper-linkage",
    vehicleTypes: ["automotive"],
    system: "electrical-accessories",
    cause: "Worn or disconnected windshield wiper linkage or pivot",
    explanation:
      "The wiper motor drives both arms through a linkage with ball sockets and pivots that wear or pop apart; the motor hums but one or both wipers stay still, move unevenly or go past the windshield edge.",
    symptoms: [
      "wipers not moving but i can hear the motor",
      "one wiper works and the other doesn't",
      "wipers flop around on the windshield",
      "wiper arm loose",
      "clunking noise under the cowl when wipers run",
    ],
    keywords: ["wiper linkage", "wiper transmission", "wiper pivot", "cowl"],
    prior: 1.2,
    steps: [
      {
        title: "Check arm nuts and the linkage",
        description:
          "With the wipers off, check the arm nut on each pivot is tight (a loose nut lets the arm slip on its splines). Remove the cowl panel and look for a ball socket popped off or seized, worn pivots.",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Socket set", "Trim tools", "Wiper arm puller"],
        parts: ["Wiper linkage (transmission) assembly", "Linkage bushing kit"],
        safety: ["Switch the ignition off and remove the key before putting hands near the linkage - wipers can start suddenly and crush fingers."],
      },
      {
        title: "Repair and set the park position",
        description: "Replace the linkage or bushings, let the motor return to park, then refit arms at the marked park position so they do not hit the windshield frame.",
        safetyLevel: "Safety Required",
        estimatedTime: "45-90 min",
        safety: ["Ignition off while hands are near the linkage."],
      },
      verifyRepair,
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-c-wiper-motor-park",
    vehicleTypes: ["automotive"],
    system: "electrical-accessories",
    cause: "Failed wiper motor or its park switch/control board",
    explanation:
      "Wiper motors wear out or their internal park switch and control board fail; the wipers stop dead, work only on some speeds, stop in the middle of the windshield or keep running after being switched off.",
    symptoms: [
      "wipers not working at all",
      "wipers stop in the middle of the windshield",
      "wipers won't turn off",
      "intermittent wiper setting not working",
      "wipers only work on high",
      "wipers park in the wrong spot",
    ],
    keywords: ["wiper motor", "wiper switch", "park switch", "wiper relay", "multifunction switch"],
    prior: 1.5,
    steps: [
      fuseRelayCheck,
      {
        title: "Check power at the motor for each switch position",
        description:
          "At the motor connector, check low-speed and high-speed feeds and the ground while operating the switch. Power present but no run = motor; no power = switch, relay or body module (scan for codes).",
        safetyLevel: "Safety Required",
        estimatedTime: "20-30 min",
        tools: ["Multimeter", "Wiring diagram"],
        parts: ["Wiper motor", "Wiper switch (multifunction stalk)", "Wiper relay"],
        safety: ["Keep hands away from the linkage while the motor is powered."],
      },
      moduleScan,
      verifyRepair,
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-c-washer-pump",
    vehicleTypes: ["automotive"],
    system: "electrical-accessories",
    cause: "Failed windshield washer pump, blocked nozzle or frozen/leaking washer fluid",
    explanation:
      "No spray can be an empty or frozen reservoir, a blocked jet, a split hose or a dead pump; if you hear the pump hum with no spray the hose or jet is the problem, silence points at the pump or its feed.",
    symptoms: [
      "windshield washer not spraying",
      "washer pump makes noise but no fluid comes out",
      "washer fluid leaking under the car",
      "washer fluid frozen",
      "only one washer nozzle sprays",
    ],
    keywords: ["washer pump", "washer fluid", "washer nozzle", "washer jet", "reservoir"],
    prior: 1.2,
    steps: [
      {
        title: "Fill and listen",
        description: "Fill the reservoir with washer fluid rated for the season, operate the washer and listen at the reservoir for the pump.",
        safetyLevel: "Low Risk",
        estimatedTime: "5 min",
        parts: ["Winter-rated washer fluid"],
      },
      {
        title: "Clear jets and check hoses",
        description: "Clear nozzles with a fine pin, pull the hose off at the nozzle to see whether fluid arrives, and check for split hoses and a disconnected check valve.",
        safetyLevel: "Low Risk",
        estimatedTime: "15 min",
        tools: ["Fine pin or needle"],
        parts: ["Washer hose", "Washer nozzle"],
      },
      {
        title: "Test the pump",
        description: "With the switch on, check voltage at the pump connector: power present and no run means a failed pump.",
        safetyLevel: "Low Risk",
        estimatedTime: "15-30 min",
        tools: ["Multimeter"],
        parts: ["Washer pump and grommet"],
      },
    ],
    ref: "common shop failure",
  },
];
