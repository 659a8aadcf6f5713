import type { FaultEntry } from "../../../types.ts";
import { batteryTest, fuseRelayCheck } from "../../../steps-common.ts";
import { SRS_SAFETY, circuitTest, moduleScan, parasiticDrawTest, verifyRepair } from "./steps.ts";

// Body computers, networks, cluster, clock spring and camera.
export const electricalModuleEntries: FaultEntry[] = [
  {
    id: "auto-c-chrysler-tipm",
    vehicleTypes: ["automotive"],
    system: "electrical-accessories",
    cause: "Failing Chrysler/Dodge/Jeep TIPM (Totally Integrated Power Module)",
    explanation:
      "The TIPM is the under-hood fuse and relay box with a built-in computer; its internal relays and circuit board fail on many 2007-2016 Chrysler-group vehicles, causing random horn, wipers or lights, dead accessories, and even no-start from the fuel pump relay.",
    symptoms: [
      "horn goes off by itself",
      "wipers turn on randomly",
      "lights flickering and strange electrical problems on my ram",
      "fuel pump doesn't prime sometimes",
      "headlights stay on after turning off the truck",
      "power windows and radio stop working at random",
      "jeep won't start but cranks, tipm",
    ],
    keywords: ["tipm", "totally integrated power module", "fuse box", "relay", "body module"],
    makes: ["dodge", "ram", "jeep", "chrysler"],
    models: ["ram 1500", "1500", "2500", "durango", "grand cherokee", "wrangler", "journey", "grand caravan", "town & country", "nitro", "liberty"],
    prior: 1.5,
    steps: [
      moduleScan,
      batteryTest,
      fuseRelayCheck,
      {
        title: "Confirm the TIPM is at fault",
        description:
          "With the wiring diagram, check whether the affected relay output switches on command (scan-tool actuator test). An output that turns on with no command, or won't switch with a good input, points at the TIPM. Check the VIN for recalls and extended coverage first.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-60 min",
        tools: ["Scan tool with body outputs", "Multimeter", "Wiring diagram"],
        parts: ["TIPM (new or remanufactured, programmed to the VIN)"],
        safety: ["Disconnect the battery negative before unplugging the TIPM; battery gas is explosive."],
      },
      verifyRepair,
    ],
    ref: "Chrysler recalls and class action; widely reported owner pattern",
  },
  {
    id: "auto-c-bcm-water-damage",
    vehicleTypes: ["automotive"],
    system: "electrical-accessories",
    cause: "Water-damaged or failed body control module (BCM)",
    explanation:
      "The body control module runs lights, locks, wipers and alarm; water from a blocked cowl drain, leaking windshield or sunroof drain often reaches it or its connectors, causing several unrelated body functions to fail together.",
    symptoms: [
      "multiple electrical problems at once",
      "interior lights, locks and wipers not working",
      "dash lights flicker and the alarm goes off",
      "water on the floor and electrical problems",
      "turn signals stopped working and door locks act weird",
      "body control module failure",
    ],
    keywords: ["bcm", "body control module", "body computer", "sam module", "water leak"],
    prior: 1.2,
    steps: [
      moduleScan,
      {
        title: "Check for water entry",
        description:
          "Look under the carpet, in the footwells and around the module location for water or green corrosion. Clear cowl drains, sunroof drains and windshield seals that let water in.",
        safetyLevel: "Low Risk",
        estimatedTime: "20-30 min",
        tools: ["Flashlight", "Trim tools"],
      },
      {
        title: "Check module powers, grounds and connectors",
        description:
          "Measure each BCM power feed and ground under load, clean corroded connectors with electrical contact cleaner, and dry the module. Replace only if it still fails with good power and grounds; new modules usually need programming.",
        safetyLevel: "Safety Required",
        estimatedTime: "45-90 min",
        tools: ["Multimeter", "Wiring diagram", "Contact cleaner"],
        parts: ["Body control module (programmed to the vehicle)", "Connector terminals"],
        safety: ["Disconnect the battery negative before unplugging modules; do not probe airbag connectors (yellow) near the BCM."],
      },
    ],
    ref: "common shop failure",
  },
  {
    id: "auto-c-can-network-fault",
    vehicleTypes: ["automotive"],
    system: "electrical-accessories",
    cause: "CAN bus network fault (U-codes: lost communication between modules)",
    explanation:
      "Modules share data over a two-wire CAN network; a damaged wire, corroded connector, water-logged module or a module shorting the bus stops messages, so the modules log 'lost communication' U-codes and many warning lights come on at once.",
    symptoms: [
      "all the warning lights came on at once",
      "lost communication with ecm code",
      "several modules not communicating",
      "u0100 code and christmas tree dash",
      "scanner can't talk to some modules",
      "abs, airbag and traction lights all on",
    ],
    keywords: ["can bus", "u-code", "network", "lost communication", "christmas tree dash", "gateway"],
    codes: ["U0001", "U0073", "U0100", "U0101", "U0121", "U0140", "U0151", "U0155"],
    prior: 1.2,
    steps: [
      moduleScan,
      batteryTest,
      {
        title: "Measure CAN bus resistance and voltages",
        description:
          "Battery disconnected: at the OBD-II connector measure pins 6 and 14 (high-speed CAN). About 60 Ω is normal (two 120 Ω terminators); 120 Ω means one terminator/module is cut off; near 0 Ω a short. Reconnected, key on: CAN-high near 2.5-3.5 V and CAN-low near 1.5-2.5 V.",
        safetyLevel: "Low Risk",
        estimatedTime: "20-30 min",
        tools: ["Digital multimeter", "Breakout box (optional)", "Wiring diagram"],
        specs: ["Typical: 60 Ω between CAN-H and CAN-L with the battery disconnected; about 2.5 V idle level on each line (check the network diagram)"],
      },
      {
        title: "Isolate the faulty branch or module",
        description:
          "Unplug modules one at a time (battery off) while watching bus resistance or communication; the bus recovers when the faulty module or shorted branch is disconnected. Check splice packs and connectors where the harness gets wet.",
        safetyLevel: "Safety Required",
        estimatedTime: "1-3 h",
        parts: ["Harness repair (twisted pair kept twisted)", "Faulty module"],
        safety: [SRS_SAFETY],
      },
      verifyRepair,
    ],
    ref: "SAE J2012 U-code definitions; ISO 11898 CAN physical layer",
  },
  {
    id: "auto-c-parasitic-draw-module",
    vehicleTypes: ["automotive"],
    system: "electrical-accessories",
    cause: "Parasitic battery drain from a module that stays awake or a stuck relay",
    explanation:
      "Modern cars draw a small current when off; a module that never goes to sleep (infotainment, telematics, body module), a stuck relay, a glovebox/trunk light or aftermarket accessory drains the battery in a day or two.",
    symptoms: [
      "battery dead every morning",
      "car battery drains overnight",
      "new battery keeps dying when parked",
      "have to jump start after sitting a few days",
      "something is draining my battery",
      "radio stays on after shutting off the car",
    ],
    keywords: ["parasitic draw", "battery drain", "key off draw", "module not sleeping", "dead battery"],
    prior: 2,
    steps: [batteryTest, parasiticDrawTest, fuseRelayCheck, circuitTest, verifyRepair],
    ref: "common shop failure",
  },
  {
    id: "auto-c-instrument-cluster",
    vehicleTypes: ["automotive"],
    system: "electrical-accessories",
    cause: "Failing instrument cluster (gauge stepper motors, solder joints or cluster power)",
    explanation:
      "Gauges are driven by small stepper motors and the cluster is soldered to a board; worn steppers stick or read wrong, cracked solder joints make the cluster go dark intermittently, and a lost power/ground or network signal kills it altogether.",
    symptoms: [
      "speedometer stuck at zero",
      "gauges not working",
      "instrument cluster went dead",
      "fuel gauge reads wrong",
      "dash lights out but car runs",
      "needles sweep and then stop",
      "odometer display blank",
      "all the gauges drop to zero then come back",
      "speedometer and tach needles fall to zero while driving",
    ],
    keywords: ["instrument cluster", "gauge cluster", "gauges", "stepper motor", "speedometer", "tachometer", "dash"],
    makes: ["chevrolet", "chevy", "gmc"],
    models: ["silverado", "sierra", "tahoe", "suburban", "yukon", "avalanche"],
    prior: 1.2,
    steps: [
      moduleScan,
      fuseRelayCheck,
      {
        title: "Check cluster power, ground and data",
        description:
          "Check the cluster fuses and its power/ground at the connector; confirm the cluster talks on the network. Many clusters have a self-test (check the manual) that sweeps every gauge: a needle that does not sweep has a failed stepper motor.",
        safetyLevel: "Low Risk",
        estimatedTime: "20-30 min",
        tools: ["Multimeter", "Scan tool"],
      },
      {
        title: "Repair or replace the cluster",
        description:
          "Replace steppers or resolder joints (specialist repair), or fit a replacement cluster - the odometer reading must be programmed to match. GM offered special coverage on some truck clusters: check the VIN.",
        safetyLevel: "Safety Required",
        estimatedTime: "1-2 h",
        parts: ["Gauge stepper motors", "Instrument cluster (programmed)"],
        safety: ["Disconnect the battery negative before removing the cluster; airbag parts may be nearby - follow the SRS procedure if they are disturbed."],
      },
    ],
    ref: "GM special coverage; common shop failure",
  },
  {
    id: "auto-c-clock-spring",
    vehicleTypes: ["automotive"],
    system: "electrical-accessories",
    cause: "Broken clock spring (steering wheel spiral cable)",
    explanation:
      "The clock spring is a flat ribbon cable in the steering column that connects the airbag, horn and steering wheel buttons; when a track breaks, the horn or wheel buttons stop working and the airbag light comes on, so the driver airbag may not deploy.",
    symptoms: [
      "airbag light on and horn doesn't work",
      "steering wheel buttons stopped working",
      "cruise control buttons not working and airbag light",
      "horn doesn't work when I press the wheel",
      "clock spring bad",
      "srs light on after turning the wheel",
    ],
    keywords: ["clock spring", "clockspring", "spiral cable", "airbag light", "srs"],
    codes: ["B0001"],
    prior: 1.5,
    steps: [
      moduleScan,
      {
        title: "Disarm the SRS before touching the wheel",
        description:
          "Ignition off, disconnect the battery negative, wait the time the manual states, then remove the driver airbag module and store it face up on a bench away from people.",
        safetyLevel: "High Risk",
        estimatedTime: "20-30 min",
        tools: ["Torx set", "Trim tools"],
        safety: [SRS_SAFETY],
      },
      {
        title: "Replace the clock spring centered",
        description:
          "With the wheels straight, fit the new clock spring in its centered position (it is locked centered when new) - never turn the steering with it removed. Refit the airbag, reconnect the battery with nobody in the car, clear codes and calibrate the steering angle sensor if it is part of the assembly.",
        safetyLevel: "High Risk",
        estimatedTime: "45-90 min",
        parts: ["Clock spring (spiral cable) assembly"],
        safety: [SRS_SAFETY, "Reconnect the battery with nobody sitting in the vehicle."],
      },
      verifyRepair,
    ],
    ref: "SAE J2012 code definitions; common shop failure",
  },
  {
    id: "auto-c-backup-camera",
    vehicleTypes: ["automotive"],
    system: "electrical-accessories",
    cause: "Backup camera failure from a broken tailgate/liftgate wire, bad camera or display fault",
    explanation:
      "The rear camera wiring flexes in the tailgate or liftgate hinge and breaks, connectors corrode, and cameras fail from water; the screen then shows 'no signal', a blue or black screen, flickers or shows a distorted picture.",
    symptoms: [
      "backup camera not working",
      "rear camera screen black when in reverse",
      "reverse camera flickers",
      "no signal on backup camera",
      "camera picture blurry or foggy",
      "backup camera works only sometimes when the tailgate moves",
    ],
    keywords: ["backup camera", "reverse camera", "rear view camera", "tailgate harness", "liftgate wire"],
    makes: ["ford", "ram", "chevrolet", "chevy", "gmc", "toyota"],
    models: ["f-150", "1500", "silverado", "sierra", "tacoma", "tundra"],
    prior: 1.2,
    steps: [
      {
        title: "Clean the lens and check for recalls",
        description:
          "Clean the camera lens and look for water inside it. Check the VIN for recalls: several manufacturers recalled backup cameras and displays (a rear camera is a required safety feature on new US vehicles).",
        safetyLevel: "Low Risk",
        estimatedTime: "10 min",
      },
      moduleScan,
      {
        title: "Check the harness in the tailgate/liftgate",
        description:
          "Flex the harness at the tailgate or liftgate hinge while watching the screen in reverse (parking brake on, engine off where the system allows). Check power, ground and the video signal at the camera connector with the wiring diagram.",
        safetyLevel: "Safety Required",
        estimatedTime: "30-60 min",
        tools: ["Multimeter", "Wiring diagram", "Trim tools"],
        parts: ["Backup camera", "Tailgate/liftgate harness repair", "Camera extension harness"],
        safety: ["Set the parking brake and keep the engine off (or foot firmly on the brake) while in reverse during testing; nobody behind the vehicle."],
      },
    ],
    ref: "manufacturer recalls; common shop failure",
  },
];
